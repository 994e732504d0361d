// Kysely types of the import tables (migration 046_imports).
import type { ColumnType, Generated } from 'kysely';
import type { ImportCounts, ImportFormat, ImportRowOutcome, ImportStatus } from '@booknook/api/contract';

export interface ImportJobsTable {
  id: Generated<number>;
  user_id: number;
  status: ImportStatus;
  format: ImportFormat;
  file_name: string;
  /** The file, gzipped, while the job is at work (a restart resumes from it); null once it is done, failed or cancelled (migration 052). */
  file: Buffer | null;
  total: number;
  processed: Generated<number>;
  /** jsonb: written as JSON text, read as the object. */
  counts: ColumnType<ImportCounts, string, string>;
  reason: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
  lease_owner: string | null;
  lease_until: Date | null;
}

export interface ImportRowsTable {
  job_id: number;
  line: number;
  title: string;
  author: string;
  outcome: ImportRowOutcome;
  book_id: string | null;
  reason: string | null;
  matched_by: 'isbn' | 'title' | null;
}

export interface ImportTables {
  import_jobs: ImportJobsTable;
  import_rows: ImportRowsTable;
}
