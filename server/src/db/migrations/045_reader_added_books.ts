// Books readers add to the catalogue (issue 21, docs/decisions/0017): who added a book, whether it
// still waits for an administrator, and the covers uploaded with them. A waiting book is its adder's
// alone in search and genre lists (catalogue/visibility.ts), so both columns sit on books itself.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE books ADD COLUMN added_by integer REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE books ADD COLUMN awaiting_approval boolean NOT NULL DEFAULT false`.execute(db);
  // The dashboard's Books tab walks the few waiting books; the rest of the catalogue is never read for it.
  await sql`CREATE INDEX books_awaiting_approval_idx ON books (created_at, id) WHERE awaiting_approval`.execute(db);
  await sql`CREATE INDEX books_added_by_idx ON books (added_by) WHERE added_by IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE book_covers (
      filename text PRIMARY KEY,
      book_id text NOT NULL REFERENCES books (id) ON DELETE CASCADE,
      content_type text NOT NULL,
      data bytea NOT NULL,
      date_created timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX book_covers_book_idx ON book_covers (book_id)`.execute(db);
  // Merging a book into another keeps a reader's own review over one an import wrote for them.
  await sql`ALTER TABLE reviews ADD COLUMN imported boolean NOT NULL DEFAULT false`.execute(db);
}
