// Exact texts of spec section 8 for a shelf's books and for choosing a book's shelves, shared by
// every screen that offers them.
export const SHELVES_TEXT = {
  fetchBooksFailed: 'An error occurred while fetching books.',
  loadShelvesFailed: 'Failed to load shelves',
  saveShelvesFailed: 'Failed to save shelves',
  checkBookShelvesFailed: 'Error checking if book is in shelf',
  bookShelvesUnknown: 'Failed to check if the book is in a shelf',
  shelfMissing: 'It may have been renamed or deleted, or the link is mistyped.',
  chooseShelf: 'Choose a shelf for this book.',
} as const;
