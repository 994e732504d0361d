import type { Shelf, ShelfBook } from '@booknook/api';
import type { PendingChange } from '@booknook/ui';
import type { ShelfBooks } from './useShelfBooks';

/**
 * Follows a change of a book's shelves on a list of one shelf: the book leaves the list at once
 * when it left that shelf, comes back if the server refuses, and `afterSave` runs once it agreed.
 */
export function followShelvesChange(
  list: ShelfBooks,
  shelfId: number,
  book: ShelfBook,
  shelves: readonly Shelf[],
  afterSave: () => void,
): PendingChange<readonly Shelf[]> {
  const edit = shelves.some((shelf) => shelf.id === shelfId) ? null : list.showEdit(book.id, { hidden: true });
  return {
    revert: () => edit?.revert(),
    settle: () => {
      edit?.settle();
      afterSave();
    },
  };
}
