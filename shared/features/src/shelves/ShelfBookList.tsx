import { useState } from 'react';
import type { ShelfBook } from '@booknook/api';
import { BookDetailsModal } from '../book/BookDetailsModal';
import { BookGrid, BookRow, EmptyState, shelfBookVolume, summariseShelfBook } from '@booknook/ui';

export interface ShelfBookListProps {
  books: readonly ShelfBook[];
  layout: 'row' | 'grid';
  /** Names the list for screen readers, e.g. 'Books in Read'. */
  label: string;
  /** Shown instead of the cards when there are none. */
  emptyText: string;
  /** A line for a book's card under its authors (the Read shelf's read count), or none. */
  noteOf?: (book: ShelfBook) => string | undefined;
}

/**
 * Shelved books as cards; a card opens the book's details, where it can be moved to other shelves.
 * The details stay open when the book leaves the list, so a refused move can still be reported.
 */
export function ShelfBookList({ books, layout, label, emptyText, noteOf }: ShelfBookListProps) {
  const [open, setOpen] = useState<ShelfBook | null>(null);
  const List = layout === 'row' ? BookRow : BookGrid;
  return (
    <>
      {books.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <List books={books.map((book) => ({ ...summariseShelfBook(book), note: noteOf?.(book) }))} label={label} onOpen={(card) => setOpen(books.find((book) => book.id === card.id) ?? null)} />
      )}
      {open ? <BookDetailsModal bookId={open.id} initial={shelfBookVolume(open)} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
