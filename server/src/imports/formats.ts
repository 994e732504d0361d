// The export files an import accepts, recognised by their header (column NAMES, never positions):
// Goodreads' export in its two layouts, The StoryGraph's, and BookNook's own CSV export, which
// writes Goodreads' 24-column header so that every service reading Goodreads reads it too.
// docs/decisions/0017-library-in-and-out.md

export type ImportFormat = 'goodreads' | 'storygraph' | 'booknook';

/** Goodreads' export as it is written today, and BookNook's export (the same 24 columns). */
export const GOODREADS_COLUMNS = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;

/** Goodreads' older layout: the 24 columns with the purchase and recommendation columns among them. */
export const GOODREADS_LEGACY_COLUMNS = [
  ...GOODREADS_COLUMNS.slice(0, 23),
  'Recommended For',
  'Recommended By',
  'Owned Copies',
  'Original Purchase Date',
  'Original Purchase Location',
  'Condition',
  'Condition Description',
  'BCID',
] as const;

export const STORYGRAPH_COLUMNS = [
  'Title',
  'Authors',
  'Contributors',
  'ISBN/UID',
  'Format',
  'Read Status',
  'Date Added',
  'Last Date Read',
  'Dates Read',
  'Read Count',
  'Moods',
  'Pace',
  'Character- or Plot-Driven?',
  'Strong Character Development?',
  'Loveable Characters?',
  'Diverse Characters?',
  'Flawed Characters?',
  'Star Rating',
  'Review',
  'Content Warnings',
  'Content Warning Description',
  'Tags',
  'Owned?',
] as const;

type GoodreadsColumn = (typeof GOODREADS_LEGACY_COLUMNS)[number];
type StoryGraphColumn = (typeof STORYGRAPH_COLUMNS)[number];

/** The columns each reading needs; any other column of a layout may be missing or reordered. */
const GOODREADS_REQUIRED: readonly GoodreadsColumn[] = ['Book Id', 'Title', 'Author', 'ISBN', 'ISBN13', 'Exclusive Shelf'];
const STORYGRAPH_REQUIRED: readonly StoryGraphColumn[] = ['Title', 'Authors', 'ISBN/UID', 'Read Status'];

export const UNKNOWN_FORMAT_MESSAGE =
  "This file is not an export we can read. Accepted: Goodreads' export (My Books > Import and export > Export Library), " +
  "The StoryGraph's export (Manage Account > Export StoryGraph Library) and BookNook's own CSV export.";

/**
 * The reading of a header: which columns sit where. `booknook` cannot be told from `goodreads` by
 * the header (the same 24 names); the first row's Book Id tells them apart (see `refineFormat`).
 */
export interface Header {
  family: 'goodreads' | 'storygraph';
  /** Column name -> index in each record. */
  columns: ReadonlyMap<string, number>;
  /** How many cells every record has. */
  width: number;
}

/** The header's columns, or null when it is none of the formats accepted. */
export function readHeader(cells: readonly string[]): Header | null {
  const columns = new Map<string, number>();
  cells.forEach((cell, index) => {
    const name = cell.trim();
    if (name && !columns.has(name)) columns.set(name, index);
  });
  if (GOODREADS_REQUIRED.every((name) => columns.has(name))) return { family: 'goodreads', columns, width: cells.length };
  if (STORYGRAPH_REQUIRED.every((name) => columns.has(name))) return { family: 'storygraph', columns, width: cells.length };
  return null;
}

/** BookNook writes its own ids, a source prefix and a hyphen ('gb-42036538', 'pg-84', 'ol-OL1M'), where Goodreads writes digits. */
const BOOKNOOK_ID = /^[A-Za-z]+-[A-Za-z0-9_-]+$/;

/** The format of a file whose header is `header` and whose first data row has this Book Id. */
export function refineFormat(header: Header, firstBookId: string | undefined): ImportFormat {
  if (header.family === 'storygraph') return 'storygraph';
  return firstBookId !== undefined && BOOKNOOK_ID.test(firstBookId.trim()) ? 'booknook' : 'goodreads';
}
