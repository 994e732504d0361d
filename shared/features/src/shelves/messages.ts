// Exact texts of spec section 8 for choosing a book's shelves, shared by every screen that offers it.
import { SHELF_MESSAGES } from '@booknook/api';
export const SHELF_PICKER_MESSAGES = {
  loadShelvesFailed: 'Failed to load shelves',
  saveShelvesFailed: 'Failed to save shelves',
  checkBookShelvesFailed: 'Error checking if book is in shelf',
  bookShelvesUnknown: 'Failed to check if the book is in a shelf',
  noCustomShelves: SHELF_MESSAGES.noCustomShelves,
  chooseShelf: 'Choose a shelf for this book.',
} as const;
