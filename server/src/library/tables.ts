// Kysely types of shelves and what readers keep on them (migrations 001_core, 003_library,
// 004_library_progress and 040_reads).
import type { Generated } from 'kysely';
import type { ProgressStatus } from '@booknook/api/contract';

export interface ShelvesTable {
  id: Generated<number>;
  /** null for the four built-in shelves every user shares. */
  user_id: number | null;
  name: string;
  shelf_type_id: number;
  date_created: Generated<Date>;
}

export interface ShelfBooksTable {
  user_id: number;
  shelf_id: number;
  book_id: string;
  date_added: Generated<Date>;
  date_updated: Generated<Date>;
  /** lower(books.title), set by a trigger of migration 004 so title-sorted shelf pages walk an index. */
  title_key: Generated<string>;
}

export interface ReaderBooksTable {
  id: Generated<number>;
  user_id: number;
  book_id: string;
  /** The page count of the reader's edition; overrides the catalogue's. */
  page_count: number | null;
  /** Both null until the reader records progress: the open read's, else the last read's (migration 040). */
  current_page: number | null;
  progress_status: ProgressStatus | null;
  date_updated: Generated<Date>;
}

/** How many books each user keeps on each shelf (maintained with the memberships). */
export interface ShelfCountsTable {
  user_id: number;
  shelf_id: number;
  books: number;
}

export interface LibraryTables {
  shelves: ShelvesTable;
  shelf_books: ShelfBooksTable;
  reader_books: ReaderBooksTable;
  shelf_counts: ShelfCountsTable;
}
