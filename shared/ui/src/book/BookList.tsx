import { BookCard, BookCardSkeleton, type BookSummary } from './BookCard';
import './book.css';

export interface BookListProps {
  books: readonly BookSummary[];
  onOpen: (book: BookSummary) => void;
  /** Names the list for screen readers, e.g. 'Fantasy books'. */
  label: string;
  loading?: boolean;
}

const SKELETONS = { row: 6, grid: 10 } as const;

function BookList({ books, onOpen, label, loading = false, layout }: BookListProps & { layout: 'row' | 'grid' }) {
  return (
    <ul className={`bn-book-list bn-book-list--${layout}`} aria-label={label} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: SKELETONS[layout] }, (_, index) => (
            <li key={index}>
              <BookCardSkeleton />
            </li>
          ))
        : books.map((book) => (
            <li key={book.id}>
              <BookCard book={book} onOpen={onOpen} />
            </li>
          ))}
    </ul>
  );
}

/**
 * One line of books that scrolls sideways. Every card is a button, so Tab walks the row and the
 * browser scrolls the focused card into view; no pointer is needed.
 */
export function BookRow(props: BookListProps) {
  return <BookList {...props} layout="row" />;
}

/** Books wrapped into as many columns as the screen fits. */
export function BookGrid(props: BookListProps) {
  return <BookList {...props} layout="grid" />;
}
