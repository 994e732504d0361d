// Kysely types of the reader's own data about a book (migration 004_library_progress).
import type { Generated } from 'kysely';
import type { ProgressStatus } from '@booknook/api/contract';

export interface ReaderBooksTable {
  id: Generated<number>;
  user_id: number;
  book_id: string;
  /** The page count of the reader's edition; overrides the catalogue's. */
  page_count: number | null;
  /** Both null until the reader records progress. */
  current_page: number | null;
  progress_status: ProgressStatus | null;
  date_started: Date | null;
  date_finished: Date | null;
  date_updated: Generated<Date>;
}

/** How many books each user keeps on each shelf (maintained with the memberships). */
export interface ShelfCountsTable {
  user_id: number;
  shelf_id: number;
  books: number;
}

export interface LibraryTables {
  reader_books: ReaderBooksTable;
  shelf_counts: ShelfCountsTable;
}
