// One record of an export file -> one typed import row, the same shape whatever the format, with
// every mapping rule of issue 21 in one place. Pure: no database, `today` given by the caller.
import {
  BOOK_AUTHORS_MAX,
  BOOK_TITLE_MAX_LENGTH,
  BUILT_IN_SHELVES,
  PAGE_COUNT_MAX,
  REVIEW_TEXT_MAX_LENGTH,
  validateShelfName,
  type PaceReview,
  type PlotCharacterDriven,
} from '@booknook/api/contract';
import { htmlToText, isbnCell, listCell, partialDate, wholeNumber, type Cell, type Isbns } from './cells';
import type { Header, ImportFormat } from './formats';

type BuiltInShelfName = (typeof BUILT_IN_SHELVES)[number]['name'];

/** Dates as the reads of issue 20 write them: "YYYY-MM-DD", "YYYY-MM", "YYYY", or null when unknown. */
export interface ImportRead {
  started: string | null;
  /** When the read finished (outcome finished) or stopped (outcome stopped); null when unknown or open. */
  ended: string | null;
  outcome: 'finished' | 'stopped' | 'open';
}

export interface ImportRow {
  /** The record's row number as a spreadsheet shows it: the header is 1, the first book 2. */
  line: number;
  title: string;
  authors: string[];
  isbn13: string | null;
  isbn10: string | null;
  /** The exporting service's id: Goodreads' number, or a BookNook book id in BookNook's export. */
  sourceBookId: string | null;
  /** The built-in shelf the book goes on; null when the file names only custom shelves for it. */
  shelf: BuiltInShelfName | null;
  /** Custom shelf names, normalised as shelf names are, without repeats. */
  customShelves: string[];
  /** 1-5, or null when the reader gave no rating. */
  rating: number | null;
  /** Plain text; null when there is none (or it could not be kept: see notes). */
  review: string | null;
  pace: PaceReview | null;
  plotCharacterDriven: PlotCharacterDriven | null;
  /** Newest last, as the file lists them; undated finished reads stand for a read count above the dated ones. */
  reads: ImportRead[];
  /** "YYYY-MM-DD": when the reader shelved the book in the other service. */
  dateAdded: string | null;
  pageCount: number | null;
  publishedYear: number | null;
  publisher: string | null;
  /** What was changed or left out of this row, one sentence each, for the import's report. */
  notes: string[];
}

/** A record that cannot become a book: its reason, with what can be shown of it. */
export interface RejectedRow {
  line: number;
  title: string;
  author: string;
  reason: string;
}

export type ParsedRow = { row: ImportRow } | { rejected: RejectedRow };

export const ROW_MESSAGES = {
  noTitle: 'The row has no title, so no book can be found or made for it',
  titleTooLong: `The title is longer than ${BOOK_TITLE_MAX_LENGTH} characters; the row was not imported`,
  columnCount: (cells: number, columns: number) => `The row has ${cells} cells where the header has ${columns}; it was not imported`,
  reviewWithoutRating: 'The review was not imported: a review on BookNook needs a rating of 1 to 5 stars',
  reviewTooLong: `The review was not imported: it is longer than ${REVIEW_TEXT_MAX_LENGTH.toLocaleString('en')} characters`,
  ratingRounded: (stars: string, whole: number) => `Rated ${stars} stars on The StoryGraph; kept as ${whole}, since BookNook rates in whole stars`,
  ratingInvalid: (column: string, raw: string) => `${column} "${raw}" is not a rating from 1 to 5; it was not imported`,
  shelfName: (name: string, reason: string) => `Shelf "${name}" was not created: ${reason}`,
  nulRemoved: 'NUL characters in the row were removed',
  datesRead: (raw: string) => `Dates Read "${raw}" is not a list of date ranges; those reads were not imported`,
} as const;

const MAX_READS = 200;

/** Goodreads' exclusive shelves and The StoryGraph's read statuses that are built-in shelves here. */
const BUILT_IN_BY_STATUS: Record<string, BuiltInShelfName> = {
  read: 'Read',
  'currently-reading': 'Currently Reading',
  'to-read': 'Want To Read',
  'did-not-finish': 'Did Not Finish',
  dnf: 'Did Not Finish',
  abandoned: 'Did Not Finish',
};
/** The StoryGraph's "paused" has no built-in shelf: it becomes a custom shelf of this name. */
const PAUSED_SHELF = 'Paused';

const PACE_BY_WORD: Record<string, PaceReview> = { fast: 'Fast', medium: 'Medium', slow: 'Slow' };

/** The row's cells by column name; a column the file lacks reads as an empty cell. */
type Cells = (column: string) => string;

/** A cell an export kept from running as a formula ("'=x", see exports/goodreads-csv) reads as it was written. */
function keptAsText(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** Collects the notes of the cells read while making one row. */
class Notes {
  readonly list: string[] = [];
  take<T>(cell: Cell<T>, fallback: T): T {
    if ('problem' in cell) {
      this.list.push(cell.problem);
      return fallback;
    }
    return cell.value;
  }
}

/** One record of a file whose header was read as `header`. */
export function parseRecord(format: ImportFormat, header: Header, record: readonly string[], line: number, today: string): ParsedRow {
  const hadNul = record.some((cell) => cell.includes('\0'));
  const cleaned = hadNul ? record.map((cell) => cell.replaceAll('\0', '')) : record;
  const cells: Cells = (column) => {
    const index = header.columns.get(column);
    return index === undefined ? '' : keptAsText(cleaned[index] ?? '');
  };
  const title = cells('Title').trim();
  const authors = format === 'storygraph' ? listCell(cells('Authors')) : listCell([cells('Author'), cells('Additional Authors')].join(','));
  const reject = (reason: string): ParsedRow => ({ rejected: { line, title: title.slice(0, BOOK_TITLE_MAX_LENGTH), author: authors[0] ?? '', reason } });
  if (cleaned.length !== header.width) return reject(ROW_MESSAGES.columnCount(cleaned.length, header.width));
  if (!title) return reject(ROW_MESSAGES.noTitle);
  if (title.length > BOOK_TITLE_MAX_LENGTH) return reject(ROW_MESSAGES.titleTooLong);
  const notes = new Notes();
  if (hadNul) notes.list.push(ROW_MESSAGES.nulRemoved);
  const common = { line, title, authors: authors.slice(0, BOOK_AUTHORS_MAX), notes: notes.list };
  const row = format === 'storygraph' ? storyGraphRow(cells, notes, today) : goodreadsRow(format, cells, notes, today);
  // Not a spread: made as { ...common, ...row }, every row outlived the young generation (5 KB a row,
  // by an allocation profile) though none is kept past its batch, and each scavenge during an import
  // copied them (docs/decisions/0017).
  return { row: Object.assign(common, row) };
}

type FormatFields = Omit<ImportRow, 'line' | 'title' | 'authors' | 'notes'>;

/** Goodreads' export, and BookNook's (the same columns; its Book Id is a BookNook id). */
function goodreadsRow(format: ImportFormat, cells: Cells, notes: Notes, today: string): FormatFields {
  const isbn13 = notes.take(isbnCell('ISBN13', cells('ISBN13')), NO_ISBNS);
  const isbn10 = notes.take(isbnCell('ISBN', cells('ISBN')), NO_ISBNS);
  const { shelf, customShelves } = shelves(cells('Exclusive Shelf'), listCell(cells('Bookshelves')), notes);
  const rating = notes.take(wholeNumber('My Rating', cells('My Rating'), 0, 5), null) || null;
  const dateRead = notes.take(partialDate('Date Read', cells('Date Read'), today), null);
  const readCount = notes.take(wholeNumber('Read Count', cells('Read Count'), 0, MAX_READS), null) ?? 0;
  const dated: ImportRead[] = dateRead ? [{ started: null, ended: dateRead, outcome: 'finished' }] : [];
  const bookId = cells('Book Id').trim();
  if (format === 'goodreads' && bookId) notes.take(wholeNumber('Book Id', bookId, 1, Number.MAX_SAFE_INTEGER), null);
  return {
    isbn13: isbn13.isbn13 ?? isbn10.isbn13,
    isbn10: isbn10.isbn10 ?? isbn13.isbn10,
    sourceBookId: bookId || null,
    shelf,
    customShelves,
    rating,
    review: review(cells('My Review'), rating, notes),
    pace: null,
    plotCharacterDriven: null,
    reads: [...undatedFinishedReads(readCount - dated.length), ...dated],
    dateAdded: fullDate(notes.take(partialDate('Date Added', cells('Date Added'), today), null)),
    pageCount: notes.take(wholeNumber('Number of Pages', cells('Number of Pages'), 1, PAGE_COUNT_MAX), null),
    publishedYear: notes.take(wholeNumber('Year Published', cells('Year Published') || cells('Original Publication Year'), 1, 9999), null),
    publisher: cells('Publisher').trim() || null,
  };
}

function storyGraphRow(cells: Cells, notes: Notes, today: string): FormatFields {
  const isbns = notes.take(isbnCell('ISBN/UID', cells('ISBN/UID')), NO_ISBNS);
  const status = cells('Read Status').trim().toLowerCase();
  const paused = status === 'paused';
  const { shelf, customShelves } = shelves(paused ? '' : status, [...(paused ? [PAUSED_SHELF] : []), ...listCell(cells('Tags'))], notes);
  const rating = starRating(cells('Star Rating'), notes);
  const ranges = readRanges(cells('Dates Read'), today, notes);
  if (shelf === 'Did Not Finish') {
    const last = ranges.at(-1);
    if (last) last.outcome = 'stopped';
  }
  const readCount = notes.take(wholeNumber('Read Count', cells('Read Count'), 0, MAX_READS), null) ?? 0;
  return {
    isbn13: isbns.isbn13,
    isbn10: isbns.isbn10,
    sourceBookId: null,
    shelf,
    customShelves,
    rating,
    review: review(cells('Review'), rating, notes),
    pace: PACE_BY_WORD[cells('Pace').trim().toLowerCase()] ?? null,
    plotCharacterDriven: plotOrCharacter(cells('Character- or Plot-Driven?')),
    reads: [...undatedFinishedReads(readCount - ranges.filter((read) => read.outcome === 'finished').length), ...ranges],
    dateAdded: fullDate(notes.take(partialDate('Date Added', cells('Date Added'), today), null)),
    pageCount: null,
    publishedYear: null,
    publisher: null,
  };
}

const NO_ISBNS: Isbns = { isbn13: null, isbn10: null };

/**
 * The built-in shelf of an exclusive shelf or read status, and the custom shelves: an exclusive
 * shelf that is not built in is one of them, and the names that mean a built-in shelf are dropped
 * from the list (Goodreads repeats "to-read" among the Bookshelves).
 */
function shelves(exclusive: string, listed: string[], notes: Notes): { shelf: BuiltInShelfName | null; customShelves: string[] } {
  const key = exclusive.trim().toLowerCase();
  const shelf = BUILT_IN_BY_STATUS[key] ?? null;
  const names = [...(shelf || !key ? [] : [exclusive.trim()]), ...listed.filter((name) => !BUILT_IN_BY_STATUS[name.toLowerCase()])];
  const customShelves: string[] = [];
  for (const name of names) {
    const checked = validateShelfName(name);
    if ('message' in checked) notes.list.push(ROW_MESSAGES.shelfName(name, checked.message));
    else if (!customShelves.some((kept) => kept.toLowerCase() === checked.name.toLowerCase())) customShelves.push(checked.name);
  }
  return { shelf, customShelves };
}

/** The StoryGraph rates in quarter stars ("4.25"); BookNook in whole ones, the nearest kept. */
function starRating(raw: string, notes: Notes): number | null {
  const text = raw.trim();
  if (!text) return null;
  const stars = Number(text);
  if (!/^\d(\.\d+)?$/.test(text) || stars > 5) {
    notes.list.push(ROW_MESSAGES.ratingInvalid('Star Rating', text));
    return null;
  }
  if (stars === 0) return null;
  const whole = Math.min(5, Math.max(1, Math.round(stars)));
  if (whole !== stars) notes.list.push(ROW_MESSAGES.ratingRounded(text, whole));
  return whole;
}

function review(raw: string, rating: number | null, notes: Notes): string | null {
  const text = htmlToText(raw);
  if (!text) return null;
  if (rating === null) {
    notes.list.push(ROW_MESSAGES.reviewWithoutRating);
    return null;
  }
  if (text.length > REVIEW_TEXT_MAX_LENGTH) {
    notes.list.push(ROW_MESSAGES.reviewTooLong);
    return null;
  }
  return text;
}

function plotOrCharacter(raw: string): PlotCharacterDriven | null {
  const text = raw.trim().toLowerCase();
  if (!text) return null;
  if (/mix|balanc|both/.test(text)) return 'Balanced';
  if (text.includes('plot')) return 'Plot Driven';
  if (text.includes('character')) return 'Character Driven';
  return null;
}

/** The StoryGraph's Dates Read: "2024/01/03-2024/01/20, 2024/06/01-" (a missing end is an open read). */
function readRanges(raw: string, today: string, notes: Notes): ImportRead[] {
  const text = raw.trim();
  if (!text) return [];
  const reads: ImportRead[] = [];
  for (const range of text.split(',')) {
    const parts = /^\s*([\d/]*)\s*(?:(-)\s*([\d/]*))?\s*$/.exec(range);
    if (!parts) {
      notes.list.push(ROW_MESSAGES.datesRead(text));
      return [];
    }
    const [, from = '', dash, to = ''] = parts;
    const started = notes.take(partialDate('Dates Read', from, today), null);
    const ended = notes.take(partialDate('Dates Read', dash ? to : from, today), null);
    reads.push({ started: dash ? started : null, ended, outcome: ended ? 'finished' : 'open' });
  }
  return reads.slice(-MAX_READS);
}

function undatedFinishedReads(count: number): ImportRead[] {
  return Array.from({ length: Math.max(0, Math.min(count, MAX_READS)) }, () => ({ started: null, ended: null, outcome: 'finished' as const }));
}

/** Date Added is the day a book was shelved: a month or year alone says too little to keep. */
function fullDate(date: string | null): string | null {
  return date !== null && date.length === 10 ? date : null;
}
