// What a reader knows about a book beyond its shelves: their edition's page count, reading
// progress, and when they started and finished it (docs/decisions/0004-shelves-and-progress.md).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per (reader, book), created on the first of: a progress update, a move to Currently
  // Reading or Read. Progress exists once progress_status is set; the dates outlive shelf moves
  // so stats can count books finished per year.
  await sql`
    CREATE TABLE reader_books (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      book_id text NOT NULL REFERENCES books (id),
      page_count integer CHECK (page_count > 0),
      current_page integer CHECK (current_page >= 0),
      progress_status text CHECK (progress_status IN ('In Progress', 'Finished')),
      date_started timestamptz,
      date_finished timestamptz,
      date_updated timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, book_id),
      CHECK ((current_page IS NULL) = (progress_status IS NULL))
    )
  `.execute(db);
  await sql`CREATE INDEX reader_books_finished_idx ON reader_books (user_id, date_finished)`.execute(db);

  // Shelf pages list one user's shelf 20 at a time, newest/oldest first or by title either way.
  // Each order has an index that the page query walks (index only: the dates are included) and
  // stops after the page, however large the shelf. For the title orders the membership carries its book's lowercased title, kept in
  // step by triggers (insertion, and the rare retitling of a catalogue book).
  await sql`CREATE INDEX shelf_books_shelf_page_idx ON shelf_books (user_id, shelf_id, date_updated, book_id) INCLUDE (date_added)`.execute(db);
  await sql`ALTER TABLE shelf_books ADD COLUMN title_key text`.execute(db);
  await sql`
    CREATE FUNCTION shelf_books_set_title_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT lower(title) INTO NEW.title_key FROM books WHERE id = NEW.book_id;
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER shelf_books_title_key BEFORE INSERT OR UPDATE OF book_id ON shelf_books
    FOR EACH ROW EXECUTE FUNCTION shelf_books_set_title_key()
  `.execute(db);
  await sql`
    CREATE FUNCTION books_sync_shelf_title_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE shelf_books SET title_key = lower(NEW.title) WHERE book_id = NEW.id;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER books_shelf_title_key AFTER UPDATE OF title ON books
    FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION books_sync_shelf_title_key()
  `.execute(db);
  await sql`UPDATE shelf_books SET title_key = lower(books.title) FROM books WHERE books.id = shelf_books.book_id`.execute(db);
  await sql`ALTER TABLE shelf_books ALTER COLUMN title_key SET NOT NULL`.execute(db);
  await sql`CREATE INDEX shelf_books_title_page_idx ON shelf_books (user_id, shelf_id, title_key, book_id) INCLUDE (date_added, date_updated)`.execute(db);

  // Every shelf page shows the shelf's total. Counting a 5,000-book shelf took more PostgreSQL
  // time than the page itself, so the count is kept per (user, shelf) by the one code path that
  // changes memberships (server/src/library/memberships.ts); cascades remove it with its shelf or user.
  await sql`
    CREATE TABLE shelf_counts (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      shelf_id integer NOT NULL REFERENCES shelves (id) ON DELETE CASCADE,
      books integer NOT NULL,
      PRIMARY KEY (user_id, shelf_id)
    )
  `.execute(db);
  await sql`
    INSERT INTO shelf_counts (user_id, shelf_id, books)
    SELECT user_id, shelf_id, count(*) FROM shelf_books GROUP BY user_id, shelf_id
  `.execute(db);
}
