// Which books each user keeps on which shelf. Progress and the rest of the library come in 004+.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE shelf_books (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      shelf_id integer NOT NULL REFERENCES shelves (id) ON DELETE CASCADE,
      book_id text NOT NULL REFERENCES books (id),
      date_added timestamptz NOT NULL DEFAULT now(),
      date_updated timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, shelf_id, book_id)
    )
  `.execute(db);
  // Spec section 4: a book sits in exactly one built-in shelf (ids 1-4) plus any custom shelves.
  await sql`CREATE UNIQUE INDEX shelf_books_one_built_in_idx ON shelf_books (user_id, book_id) WHERE shelf_id <= 4`.execute(db);
  await sql`CREATE INDEX shelf_books_book_idx ON shelf_books (book_id)`.execute(db);
}
