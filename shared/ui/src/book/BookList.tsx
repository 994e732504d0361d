import { forwardRef, useCallback, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { BookCard, BookCardSkeleton, type BookSummary } from './BookCard';
import './book.css';
import { PLAIN_LIST } from '../components/plainList';

export interface BookListProps {
  books: readonly BookSummary[];
  onOpen: (book: BookSummary) => void;
  /** Names the list for screen readers, e.g. 'Fantasy books'. */
  label: string;
  loading?: boolean;
}

const SKELETONS = { row: 6, grid: 10 } as const;

type ListElementProps = Pick<HTMLAttributes<HTMLUListElement>, 'tabIndex' | 'onScroll'>;

const BookList = forwardRef<HTMLUListElement, BookListProps & ListElementProps & { layout: 'row' | 'grid' }>(function BookList(
  { books, onOpen, label, loading = false, layout, ...listProps },
  ref,
) {
  return (
    <ul ref={ref} className={`${PLAIN_LIST} bn-book-list bn-book-list--${layout}`} aria-label={label} aria-busy={loading || undefined} {...listProps}>
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
});

/** Whether there is more of the row before and after what is in view. */
interface RowEdges {
  before: boolean;
  after: boolean;
}

const NOTHING_HIDDEN: RowEdges = { before: false, after: false };

function hiddenParts(list: HTMLElement): RowEdges {
  // A pixel of slack: fractional widths never quite reach the end.
  const before = list.scrollLeft > 1;
  const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  return { before, after };
}

/**
 * One line of books that scrolls sideways, and shows that it does: a visible scrollbar, and arrow
 * buttons at either end while there are more books that way. From the keyboard the row itself takes
 * focus (arrow keys, Home and End scroll it) and Tab walks its cards, each scrolled into view. The
 * buttons are for pointers only, so they add no Tab stops beside the cards they scroll to.
 */
export function BookRow(props: BookListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<RowEdges>(NOTHING_HIDDEN);

  const measure = useCallback(() => {
    const list = listRef.current;
    const next = list ? hiddenParts(list) : NOTHING_HIDDEN;
    setEdges((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, []);

  useEffect(() => {
    measure();
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, props.books, props.loading]);

  const scroll = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    const smooth = typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Most of a view at a time, so the card cut at the edge comes whole into view.
    list.scrollBy({ left: direction * list.clientWidth * 0.85, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <div className="bn-book-row">
      <BookList {...props} ref={listRef} layout="row" tabIndex={0} onScroll={measure} />
      {edges.before ? (
        <button type="button" className="bn-book-row__scroll bn-book-row__scroll--back" tabIndex={-1} aria-hidden="true" title="Scroll back" onClick={() => scroll(-1)}>
          <ChevronLeftIcon />
        </button>
      ) : null}
      {edges.after ? (
        <button type="button" className="bn-book-row__scroll bn-book-row__scroll--forward" tabIndex={-1} aria-hidden="true" title="Scroll on" onClick={() => scroll(1)}>
          <ChevronRightIcon />
        </button>
      ) : null}
    </div>
  );
}

/** Books wrapped into as many columns as the screen fits. */
export function BookGrid(props: BookListProps) {
  return <BookList {...props} layout="grid" />;
}
