// Exact texts of the library screens (spec section 8); a screen never words these itself.
import { isApiError, serverMessage } from '@booknook/api';

export const MESSAGES = {
  fetchBooksFailed: 'An error occurred while fetching books.',
  fetchCustomShelvesFailed: 'An error occurred while fetching custom shelves.',
  deleteShelfFailed: 'An error occurred while deleting shelf.',
  createShelfFailed: 'Failed to create shelf',
  renameShelfFailed: 'Failed to save shelf name.',
  updateProgressFailed: 'Failed to update progress',
  fetchProgressFailed: 'Failed to fetch progress',
  checkProgressFailed: 'Error checking if book has progress',
  noCustomShelves: 'No custom shelves created yet.',
} as const;

export function emptyShelfText(shelfName: string): string {
  return `No books in ${shelfName} yet.`;
}

/** What went wrong, for messages that append it: the server's sentence, else the transport's. */
export function failureDetail(error: unknown): string | null {
  return serverMessage(error) ?? (error instanceof Error ? error.message : null);
}

/** The server refused to show it (a private profile or shelf): its sentence is the whole message. */
export function isRefused(error: unknown): boolean {
  return isApiError(error, 403);
}
