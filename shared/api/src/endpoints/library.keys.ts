// The query keys of shelf data, apart from library.queries.ts so that the reads' mutations (which
// library.queries.ts uses) can mark the reader's shelf pages stale without an import cycle.
import type { ShelfBooksParams } from './library';

export const libraryKeys = {
  all: ['library'] as const,
  /** Every page of every shelf, anyone's; the prefix mutations mark stale. */
  shelfBooksAll: () => [...libraryKeys.all, 'shelf-books'] as const,
  shelfBooks: (params: ShelfBooksParams) => [...libraryKeys.shelfBooksAll(), params] as const,
  customShelvesAll: () => [...libraryKeys.all, 'custom-shelves'] as const,
  /** The caller's custom shelves when `userId` is undefined. */
  customShelves: (userId?: number) => [...libraryKeys.customShelvesAll(), userId ?? 'own'] as const,
  bookShelvesAll: () => [...libraryKeys.all, 'book-shelves'] as const,
  bookShelves: (bookId: string) => [...libraryKeys.bookShelvesAll(), bookId] as const,
  progress: (bookId: string) => [...libraryKeys.all, 'progress', bookId] as const,
  pageCount: (bookId: string) => [...libraryKeys.all, 'page-count', bookId] as const,
};
