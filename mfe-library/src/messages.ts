// Texts only the library screens show (spec section 8); a screen never words these itself. The
// rules' and the server's sentences live in the contract (SHELF_MESSAGES).

export const LIBRARY_TEXT = {
  enterShelfName: 'Please enter a shelf name',
  deleteShelfFailed: 'An error occurred while deleting shelf.',
  createShelfFailed: 'Failed to create shelf',
  renameShelfFailed: 'Failed to save shelf name.',
  updateProgressFailed: 'Failed to update progress',
  fetchProgressFailed: 'Failed to fetch progress',
  checkProgressFailed: 'Error checking if book has progress',
  noPageCount: 'No page count is known for this book yet.',
  emptyBookNook: 'Your shelves are empty',
  emptyBookNookHint: 'Find books on Home, or look for a title or author with the search box at the top of the page.',
  findBooks: 'Find books on Home',
} as const;

/** The Read shelf's card line for a book read more than once (issue 20); a single read goes unsaid. */
export function readCountText(readCount: number | undefined): string | undefined {
  return readCount !== undefined && readCount >= 2 ? `Read ${readCount} times` : undefined;
}

export function emptyShelfText(shelfName: string): string {
  return `No books in ${shelfName} yet.`;
}
