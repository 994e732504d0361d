// GET /exports/goodreads.csv (issue 21): a reader's library in Goodreads' own 24 columns, so that
// Goodreads, The StoryGraph, BookWyrm and BookNook's import read it. docs/decisions/0017.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { stringify, type Stringifier } from 'csv-stringify';
import { BUILT_IN_SHELF, BUILT_IN_SHELVES, SHELF_TYPE } from '@booknook/api/contract';
import type { Database } from '../db';
import { GOODREADS_COLUMNS } from '../imports/formats';

type GoodreadsRow = Record<(typeof GOODREADS_COLUMNS)[number], string | number>;

/** What the export needs of one book a reader holds. */
interface HeldBook {
  id: string;
  title: string;
  authors: string[];
  isbn10: string | null;
  isbn13: string | null;
  publisher: string | null;
  published_year: number | null;
  average_rating: string | null;
  page_count: number | null;
  /** Date Read: the latest finish among the reader's reads, a partial date ("2024-03-15", "2024-03", "2024"). */
  last_finished: string | null;
  /** Read Count: the reader's finished reads of the book. */
  finished_reads: number;
  date_added: Date;
  built_in_shelf_id: number | null;
  custom_shelves: string[] | null;
  rating: number | null;
  review_text: string | null;
}

/** Goodreads' names of the built-in shelves, as its Exclusive Shelf column writes them. */
const EXCLUSIVE_SHELF: Record<(typeof BUILT_IN_SHELVES)[number]['id'], string> = {
  1: 'currently-reading',
  2: 'to-read',
  3: 'read',
  4: 'did-not-finish',
};

/** Every book on any of the reader's shelves, once, oldest shelved first. */
export function heldBooksQuery(userId: number): RawBuilder<HeldBook> {
  return sql<HeldBook>`
    SELECT b.id, b.title, b.authors, b.isbn10, b.isbn13, b.publisher, b.published_year, b.average_rating,
           coalesce(rb.page_count, b.page_count) AS page_count,
           (SELECT max(rd.finished) FROM reads rd WHERE rd.user_id = ${userId} AND rd.book_id = b.id) AS last_finished,
           (SELECT count(*)::int FROM reads rd WHERE rd.user_id = ${userId} AND rd.book_id = b.id AND rd.outcome = 'finished') AS finished_reads,
           min(sb.date_added) AS date_added,
           min(s.id) FILTER (WHERE s.shelf_type_id = ${SHELF_TYPE.builtIn}) AS built_in_shelf_id,
           array_agg(s.name ORDER BY lower(s.name)) FILTER (WHERE s.shelf_type_id = ${SHELF_TYPE.custom}) AS custom_shelves,
           r.rating, r.review_text
    FROM shelf_books sb
    JOIN shelves s ON s.id = sb.shelf_id
    JOIN books b ON b.id = sb.book_id
    -- One index lookup per book whatever the statistics say: right after an import they still
    -- believe the reader has a handful of books, and PostgreSQL joined the reviews as a loop over all
    -- of them for every shelf entry (10 million rows compared, 2 s for 5,000 books).
    LEFT JOIN LATERAL (
      SELECT id, page_count FROM reader_books WHERE user_id = ${userId} AND book_id = sb.book_id LIMIT 1
    ) rb ON true
    LEFT JOIN LATERAL (
      SELECT id, rating, review_text FROM reviews WHERE user_id = ${userId} AND book_id = sb.book_id LIMIT 1
    ) r ON true
    WHERE sb.user_id = ${userId}
    GROUP BY b.id, rb.id, rb.page_count, r.id, r.rating, r.review_text
    ORDER BY min(sb.date_added), b.id
  `;
}

/** A cell a spreadsheet would run as a formula (OWASP's list) is kept as text by a leading apostrophe. */
function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** Goodreads' own ISBN form, which keeps a spreadsheet from dropping leading zeros: ="0441013597", ="" for none. */
const isbnCell = (isbn: string | null) => `="${isbn ?? ''}"`;

/** Goodreads writes dates as 2024/03/15 (UTC day). */
const goodreadsDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10).replaceAll('-', '/') : '');

/**
 * A read's partial date as Goodreads writes a day: it has no month or year precision, so "2024-03"
 * becomes its first day, 2024/03/01 (an import of it cannot tell the difference).
 */
function goodreadsPartialDate(date: string | null): string {
  if (date === null) return '';
  const [year, month = '01', day = '01'] = date.split('-');
  return `${year}/${month}/${day}`;
}

/** "Ada Whitcombe" -> "Whitcombe, Ada", as Goodreads' Author l-f. */
function lastFirst(name: string): string {
  const space = name.lastIndexOf(' ');
  return space < 0 ? name : `${name.slice(space + 1)}, ${name.slice(0, space)}`;
}

/** Goodreads keeps reviews as HTML: the text escaped, each line break a <br/>. */
function reviewHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replace(/\r?\n/g, '<br/>');
}

function goodreadsRow(book: HeldBook): GoodreadsRow {
  const [author = '', ...others] = book.authors;
  const text = (value: string | null) => neutraliseFormula(value ?? '');
  return {
    'Book Id': book.id,
    Title: text(book.title),
    Author: text(author),
    'Author l-f': text(author && lastFirst(author)),
    'Additional Authors': text(others.join(', ')),
    ISBN: isbnCell(book.isbn10),
    ISBN13: isbnCell(book.isbn13),
    'My Rating': book.rating ?? 0,
    'Average Rating': book.average_rating ?? '',
    Publisher: text(book.publisher),
    Binding: '',
    'Number of Pages': book.page_count ?? '',
    'Year Published': book.published_year ?? '',
    'Original Publication Year': '',
    'Date Read': goodreadsPartialDate(book.last_finished),
    'Date Added': goodreadsDate(book.date_added),
    Bookshelves: text((book.custom_shelves ?? []).join(', ')),
    'Bookshelves with positions': '',
    'Exclusive Shelf': book.built_in_shelf_id === null ? '' : EXCLUSIVE_SHELF[book.built_in_shelf_id as keyof typeof EXCLUSIVE_SHELF],
    'My Review': text(book.review_text && reviewHtml(book.review_text)),
    Spoiler: '',
    'Private Notes': '',
    // A book on Read was read at least once, whether or not a read was recorded.
    'Read Count': Math.max(book.finished_reads, book.built_in_shelf_id === BUILT_IN_SHELF.read.id ? 1 : 0),
    'Owned Copies': 0,
  };
}

/** GET /exports/goodreads.csv: the reader's library as a CSV stream, the header first. */
export async function goodreadsExport(db: Kysely<Database>, userId: number): Promise<Stringifier> {
  const { rows: books } = await heldBooksQuery(userId).execute(db);
  const csv = stringify({ header: true, columns: [...GOODREADS_COLUMNS] });
  for (const book of books) csv.write(goodreadsRow(book));
  csv.end();
  return csv;
}
