// Exact texts of the library screens (spec section 8); a screen never words these itself.
import { SHELF_MESSAGES } from '@booknook/api';

export const MESSAGES = {
  fetchCustomShelvesFailed: SHELF_MESSAGES.fetchCustomShelvesFailed,
  deleteShelfFailed: 'An error occurred while deleting shelf.',
  createShelfFailed: 'Failed to create shelf',
  renameShelfFailed: 'Failed to save shelf name.',
  updateProgressFailed: 'Failed to update progress',
  fetchProgressFailed: 'Failed to fetch progress',
  checkProgressFailed: 'Error checking if book has progress',
  noPageCount: 'No page count is known for this book yet.',
  noCustomShelves: SHELF_MESSAGES.noCustomShelves,
} as const;

export function emptyShelfText(shelfName: string): string {
  return `No books in ${shelfName} yet.`;
}
