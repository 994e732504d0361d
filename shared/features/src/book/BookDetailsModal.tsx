import { Fragment, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bookQuery, pageCountQuery, type Volume } from '@booknook/api';
import { useSession } from '@booknook/session';
import { BookCover, BookTitle, displayTitle, ErrorMessage, formatAuthors, Loading, Modal, publishedYear, StarRating, useTitlePrefix } from '@booknook/ui';
import { ReadingHistory } from '../reads/ReadingHistory';
import { BookReviews } from '../reviews/BookReviews';
import { AddToShelfAction } from '../shelves/AddToShelfAction';
import './bookDetails.css';

export const BOOK_DETAILS_ERROR = 'Error fetching book details. Please try again later.';

export interface BookDetailsModalProps {
  bookId: string;
  /** What the opener already knows (e.g. a search result), shown at once while the full record loads. */
  initial?: Volume;
  onClose: () => void;
  /** More buttons for the book, offered after 'Add to shelf' once the book is known. */
  actions?: (book: Volume) => ReactNode;
}

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The label/value lines under the description; lines the catalogue has no value for are left out.
 * `pageCount` is the one the reader should see (usePageCount), not necessarily the catalogue's.
 */
function bookFacts(book: Volume, pageCount: number | null): [term: string, value: string][] {
  const info = book.volumeInfo;
  const facts: [string, string | null | undefined][] = [
    ['Pages', pageCount ? `${numberFormat.format(pageCount)} pages` : 'Page count unknown'],
    ['Categories', info.categories?.join(', ')],
    ['Published', publishedYear(info.publishedDate)],
    ['Publisher', info.publisher],
    ...(info.industryIdentifiers ?? [])
      .filter(({ type }) => type === 'ISBN_13' || type === 'ISBN_10')
      .map(({ type, identifier }): [string, string] => [type === 'ISBN_13' ? 'ISBN-13' : 'ISBN-10', identifier]),
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/**
 * The page count of the reader's own edition when they set one, else the catalogue's, else the one
 * most other readers gave theirs (GET /books/{id}/page-count); a visitor sees the catalogue's.
 */
function usePageCount(book: Volume): number | null {
  const signedIn = useSession((state) => state.user_id !== null);
  const edition = useQuery({ ...pageCountQuery(book.id), enabled: signedIn }).data;
  return edition?.page_count ?? book.volumeInfo.pageCount ?? edition?.suggested_page_count ?? null;
}

function BookFacts({ book }: { book: Volume }) {
  const pageCount = usePageCount(book);
  return (
    <dl className="bn-book-details__facts">
      {bookFacts(book, pageCount).map(([term, value]) => (
        <Fragment key={`${term}:${value}`}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function BookDetails({ book }: { book: Volume }) {
  const info = book.volumeInfo;
  const title = displayTitle(info.title);
  const ratingsCount = info.ratingsCount ?? 0;
  return (
    <>
      <div className="bn-book-details">
        <BookCover src={info.imageLinks?.thumbnail} book={{ id: book.id, title: info.title, authors: info.authors }} alt={`Cover of ${title}`} size="large" />
        <div className="bn-book-details__summary">
          {info.subtitle ? <p className="bn-book-details__subtitle">{info.subtitle}</p> : null}
          <p className="bn-book-details__authors">by {formatAuthors(info.authors)}</p>
          {info.contributors?.length ? <p className="bn-book-details__contributors">with {info.contributors.join(', ')}</p> : null}
          <p>
            <StarRating rating={info.averageRating} showValue />{' '}
            <span className="bn-book-details__ratings-count">
              {ratingsCount > 0 ? `(${numberFormat.format(ratingsCount)} ${ratingsCount === 1 ? 'rating' : 'ratings'})` : '(no ratings yet)'}
            </span>
          </p>
        </div>
      </div>
      <p className="bn-book-details__description">{info.description?.trim() || 'No description available.'}</p>
      <BookFacts book={book} />
    </>
  );
}

/**
 * Everything the catalogue knows about one book, in a dialog, with the reader's own review and the
 * reviews they may see; a signed-in reader also sees their reading history of it. Shows what the opener passed at once, then the full record from
 * GET /books-api/{id}.
 */
export function BookDetailsModal({ bookId, initial, onClose, actions }: BookDetailsModalProps) {
  const details = useQuery(bookQuery(bookId));
  const book = details.data ?? initial;
  const signedIn = useSession((state) => state.user_id !== null);
  useTitlePrefix(book ? displayTitle(book.volumeInfo.title) : 'Book details');
  return (
    <Modal
      title={book ? <BookTitle title={book.volumeInfo.title} /> : 'Book details'}
      onClose={onClose}
      actions={
        book ? (
          <>
            <AddToShelfAction book={book} />
            {actions?.(book)}
          </>
        ) : undefined
      }
    >
      {details.isError ? <ErrorMessage>{BOOK_DETAILS_ERROR}</ErrorMessage> : null}
      {book ? <BookDetails book={book} /> : details.isPending ? <Loading label="Loading book details…" /> : null}
      {book && signedIn ? <ReadingHistory bookId={bookId} bookTitle={displayTitle(book.volumeInfo.title)} /> : null}
      {book ? <BookReviews bookId={bookId} bookTitle={displayTitle(book.volumeInfo.title)} /> : null}
    </Modal>
  );
}
