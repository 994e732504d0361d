// An import's file is kept only while its job is at work (a restart resumes from it): once the job is
// done, failed or cancelled nothing reads it again (a reader retries by importing the file again), and
// keeping it kept up to 20 MB of the reader's export per import for good (docs/decisions/0017).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE import_jobs ALTER COLUMN file DROP NOT NULL`.execute(db);
  await sql`UPDATE import_jobs SET file = NULL WHERE status NOT IN ('queued', 'running')`.execute(db);
  await sql`ALTER TABLE import_jobs ADD CONSTRAINT import_jobs_file_while_at_work CHECK (file IS NOT NULL OR status NOT IN ('queued', 'running'))`.execute(db);
}
