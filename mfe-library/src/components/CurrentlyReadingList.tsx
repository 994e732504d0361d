import { useState } from 'react';
import type { ShelfBook } from '@booknook/api';
import { BookDetailsModal } from '@booknook/features';
import { BookCover, EmptyState, displayTitle, formatAuthors, shelfBookVolume, truncateTitle, PLAIN_LIST } from '@booknook/ui';
import { CurrentlyReadingModal } from './CurrentlyReadingModal';
import { ReadingProgress } from './ReadingProgress';

function CurrentlyReadingCard({ book, onOpen }: { book: ShelfBook; onOpen: (book: ShelfBook) => void }) {
  const title = displayTitle(book.title);
  const shortTitle = truncateTitle(title);
  return (
    <article className="library-reading-card">
      <button
        type="button"
        className="library-reading-card__open"
        onClick={() => onOpen(book)}
        title={shortTitle === title ? undefined : title}
      >
        <BookCover src={book.cover_url} book={book} />
        <span className="library-reading-card__text">
          <span className="library-reading-card__title">{shortTitle}</span>
          <span className="library-reading-card__authors">{formatAuthors(book.authors)}</span>
        </span>
      </button>
      <ReadingProgress currentPage={book.progress?.current_page ?? 0} pageCount={book.pageCount} label={`Reading progress of ${title}`} />
    </article>
  );
}

export interface CurrentlyReadingListProps {
  books: readonly ShelfBook[];
  /** Shown instead of the cards when there are none. */
  emptyText: string;
  /** Another reader's shelf: cards open the book's details instead of the progress modal. */
  readOnly: boolean;
}

/**
 * Books being read, each with its progress. On the reader's own shelf a card opens the
 * currently-reading modal; on another reader's it opens the book's details. The modal stays open
 * while its book leaves the list, so a refused change can still be reported there.
 */
export function CurrentlyReadingList({ books, emptyText, readOnly }: CurrentlyReadingListProps) {
  const [open, setOpen] = useState<ShelfBook | null>(null);
  return (
    <>
      {books.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <ul className={`${PLAIN_LIST} library-reading-list`} aria-label="Books in Currently Reading">
          {books.map((book) => (
            <li key={book.id}>
              <CurrentlyReadingCard book={book} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}
      {open && !readOnly ? <CurrentlyReadingModal book={open} onClose={() => setOpen(null)} /> : null}
      {open && readOnly ? <BookDetailsModal bookId={open.id} initial={shelfBookVolume(open)} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
