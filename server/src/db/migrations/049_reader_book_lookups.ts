// A reader's state for a book (server/src/library/reading-state.ts) asks which of the reader's
// shelves hold the book. The only index led by the pair was the built-in shelves' partial one, so the
// question walked one of the shelf-page indexes through every book of the reader: 0.3-0.7 ms a book
// on the embedded database for a reader of 3,500 books, paid by every shelf change and by each row of
// an import (docs/decisions/0017). The book's index gains the reader and the shelf, so it answers the
// pair directly, in shelf order; it still serves the lookups by book alone.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX shelf_books_book_reader_idx ON shelf_books (book_id, user_id, shelf_id)`.execute(db);
  await sql`DROP INDEX shelf_books_book_idx`.execute(db);
}
