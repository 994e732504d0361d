// The import's limits and words (issue 21), for the server that enforces them and the Settings
// screen that says them before a file is sent.
import type { ImportFormat, ImportStatus } from './imports';

/** The largest export file taken: Goodreads' export of 10,000 books with long reviews is ~10 MB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most books (rows) one file may hold. */
export const IMPORT_MAX_ROWS = 50_000;
/** Imports a reader may start in IMPORT_START_WINDOW_SECONDS. */
export const IMPORT_STARTS_PER_WINDOW = 5;
export const IMPORT_START_WINDOW_SECONDS = 3600;
/** Rows per page of GET /imports/:id unless `limit` says otherwise. */
export const IMPORT_ROWS_PAGE = 20;

export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  goodreads: 'Goodreads export',
  storygraph: 'The StoryGraph export',
  booknook: 'BookNook export',
};

/** "Goodreads export, 1,204 books": what a file was recognised as. */
export function recognisedImport(format: ImportFormat, total: number): string {
  return `${IMPORT_FORMAT_NAMES[format]}, ${total.toLocaleString('en-US')} ${total === 1 ? 'book' : 'books'}`;
}

/** An import still at work: another may not start until it ends. */
export const importRunning = (status: ImportStatus) => status === 'queued' || status === 'running';

export const IMPORT_MESSAGES = {
  fileMissing: 'Choose an export file to import (a CSV file from Goodreads, The StoryGraph or BookNook).',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, the most an import takes. Split it into smaller files and import each.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} books, the most an import takes. Split it into smaller files and import each.`,
  alreadyRunning: 'An import of yours is still running: wait for it to finish, or cancel it, before starting another.',
  tooManyStarts: 'You have started too many imports in the last hour. Please try again later.',
  notFound: 'Import not found.',
  notRunning: 'This import has already ended.',
  interrupted: 'The import was interrupted and could not go on; the books imported before that are on your shelves. Import the file again to add the rest: books already imported are left as they are.',
  fetchFailed: 'Error fetching the import. Please try again later.',
  startFailed: 'Error starting the import. Please try again later.',
} as const;
