// Kysely types of reading history and goals (migration 040_reads).
import type { ReadOutcome } from '@booknook/api/contract';
import type { Generated } from 'kysely';

export interface ReadsTable {
  id: Generated<number>;
  user_id: number;
  book_id: string;
  /** Partial dates as their ISO 8601 text: "2024-03-15", "2024-03" or "2024"; null when unknown. */
  started: string | null;
  finished: string | null;
  stopped: string | null;
  /** 'reading' for the open read (at most one per book); a finished read may have no finish date. */
  outcome: ReadOutcome;
  /** The page a finished or stopped read ended on (the open read's page is the reader's progress). */
  last_page: number | null;
  date_created: Generated<Date>;
}

export interface ReadingGoalsTable {
  user_id: number;
  year: number;
  books: number;
  pages: number | null;
}

export interface ReadingTables {
  reads: ReadsTable;
  reading_goals: ReadingGoalsTable;
}
