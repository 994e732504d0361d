import { useState } from 'react';
import type { Progress, ShelfBook } from '@booknook/api';
import { BookCover, BookDetailsModal, EmptyState, displayTitle, formatAuthors, truncateTitle, type PendingChange } from '@booknook/ui';
import { shelfBookVolume } from '../books';
import { followShelvesChange } from '../hooks/membership';
import type { ShelfBooks } from '../hooks/useShelfBooks';
import { CurrentlyReadingModal, type ProgressUpdate } from './CurrentlyReadingModal';
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
        <BookCover src={book.cover_url} />
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
  /** The reader's own Currently Reading list, with its id; absent on another reader's shelf, which is read-only. */
  own?: { list: ShelfBooks; shelfId: number };
}

/**
 * Books being read, each with its progress. On the reader's own shelf a card opens the
 * currently-reading modal; on another reader's it opens the book's details. The modal stays open
 * while its book leaves the list, so a refused change can still be reported there.
 */
export function CurrentlyReadingList({ books, emptyText, own }: CurrentlyReadingListProps) {
  const [open, setOpen] = useState<ShelfBook | null>(null);

  const showProgress = (list: ShelfBooks, book: ShelfBook, { progress, pageCount }: ProgressUpdate): PendingChange<Progress> => {
    const edit = list.showEdit(book.id, { progress, pageCount });
    return {
      revert: edit.revert,
      settle: (saved) =>
        edit.settle({ progress: { current_page: saved.current_page, status: saved.status }, pageCount: saved.page_count }),
    };
  };

  const showFinished = (list: ShelfBooks, book: ShelfBook): PendingChange<Progress> => {
    const edit = list.showEdit(book.id, { hidden: true });
    return {
      revert: edit.revert,
      settle: () => {
        edit.settle();
        list.reload();
      },
    };
  };

  return (
    <>
      {books.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <ul className="library-reading-list" aria-label="Books in Currently Reading">
          {books.map((book) => (
            <li key={book.id}>
              <CurrentlyReadingCard book={book} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}
      {open && own ? (
        <CurrentlyReadingModal
          book={open}
          onClose={() => setOpen(null)}
          onProgressChange={(update) => showProgress(own.list, open, update)}
          onFinish={() => showFinished(own.list, open)}
          onShelvesChange={(shelves) => followShelvesChange(own.list, own.shelfId, open, shelves, own.list.reload)}
        />
      ) : null}
      {open && !own ? <BookDetailsModal bookId={open.id} initial={shelfBookVolume(open)} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
