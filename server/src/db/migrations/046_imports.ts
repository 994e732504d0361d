// Imports of export files (issue 21, docs/decisions/0017): a job per file, its state in the database
// so that any instance can resume it after a restart, and a report row per row of the file.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE import_jobs (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
      format text NOT NULL CHECK (format IN ('goodreads', 'storygraph', 'booknook')),
      file_name text NOT NULL,
      -- The file itself, read again from the first unprocessed row when a job resumes.
      file bytea NOT NULL,
      total integer NOT NULL,
      processed integer NOT NULL DEFAULT 0,
      counts jsonb NOT NULL,
      reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      -- Which instance works on the job, until when: another takes it over once the lease runs out.
      lease_owner text,
      lease_until timestamptz
    )
  `.execute(db);
  // One import at a time per reader, even when two start at once.
  await sql`CREATE UNIQUE INDEX import_jobs_one_running_idx ON import_jobs (user_id) WHERE status IN ('queued', 'running')`.execute(db);
  await sql`CREATE INDEX import_jobs_user_idx ON import_jobs (user_id, id)`.execute(db);
  await sql`CREATE INDEX import_jobs_waiting_idx ON import_jobs (id) WHERE status IN ('queued', 'running')`.execute(db);
  await sql`
    CREATE TABLE import_rows (
      job_id integer NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
      line integer NOT NULL,
      title text NOT NULL,
      author text NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('added', 'alreadyThere', 'created', 'skipped')),
      book_id text,
      reason text,
      matched_by text CHECK (matched_by IN ('isbn', 'title')),
      PRIMARY KEY (job_id, line)
    )
  `.execute(db);
  // The report's "needs your attention" page walks only those rows.
  await sql`CREATE INDEX import_rows_attention_idx ON import_rows (job_id, line) WHERE outcome = 'skipped' OR reason IS NOT NULL`.execute(db);
}
