import { BookCover } from './BookCover';
import { displayTitle, formatAuthors, truncateTitle } from './displayRules';
import './book.css';

/** What a card needs to show a book; a catalogue volume and a shelf book both map onto it. */
export interface BookSummary {
  id: string;
  title?: string | null;
  authors?: readonly string[] | null;
  coverUrl?: string | null;
  /** A line under the authors about the reader's own copy, e.g. 'Read 2 times'. */
  note?: string | undefined;
}

export interface BookCardProps {
  book: BookSummary;
  onOpen: (book: BookSummary) => void;
}

/** A cover with its title and authors; activating it opens the book's details. */
export function BookCard({ book, onOpen }: BookCardProps) {
  const title = displayTitle(book.title);
  const shortTitle = truncateTitle(title);
  const authors = formatAuthors(book.authors);
  return (
    <button
      type="button"
      className="bn-book-card"
      onClick={() => onOpen(book)}
      // The full title for screen readers and a tooltip; the card has room for the shortened one only.
      aria-label={`${title} by ${authors}${book.note ? `, ${book.note}` : ''}`}
      title={shortTitle === title ? undefined : title}
    >
      <BookCover src={book.coverUrl} book={book} />
      <span className="bn-book-card__title">{shortTitle}</span>
      <span className="bn-book-card__authors">{authors}</span>
      {book.note ? <span className="bn-book-card__note">{book.note}</span> : null}
    </button>
  );
}

/** A grey card shape shown while books load, so the layout does not jump when they arrive. */
export function BookCardSkeleton() {
  return (
    <span className="bn-book-card bn-book-card--skeleton" aria-hidden="true">
      <span className="bn-cover bn-cover--card bn-skeleton" />
      <span className="bn-skeleton bn-skeleton__line" />
      <span className="bn-skeleton bn-skeleton__line bn-skeleton__line--short" />
    </span>
  );
}
