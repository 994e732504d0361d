// Reading statistics (issue 12, docs/decisions/0010-stats.md): what the figures' queries need.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A book on Read counts in the year it was finished. Every move to Read since migration 004
  // records date_finished; memberships of Read older than that get the date they were shelved.
  await sql`
    INSERT INTO reader_books (user_id, book_id, date_finished)
    SELECT user_id, book_id, date_added FROM shelf_books WHERE shelf_id = 3
    ON CONFLICT (user_id, book_id) DO UPDATE SET date_finished = excluded.date_finished
    WHERE reader_books.date_finished IS NULL
  `.execute(db);

  // The page count other readers suggest for a book: its readers' own counts, grouped.
  await sql`CREATE INDEX reader_books_page_counts_idx ON reader_books (book_id, page_count) WHERE page_count IS NOT NULL`.execute(db);
}
