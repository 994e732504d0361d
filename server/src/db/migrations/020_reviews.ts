// Reviews (issue 11): one per reader and book. Rows go with their reader and their book.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reviews (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      book_id text NOT NULL REFERENCES books (id) ON DELETE CASCADE,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      review_text text,
      pace_review text CHECK (pace_review IN ('Fast', 'Medium', 'Slow')),
      plot_character_driven text CHECK (plot_character_driven IN ('Plot Driven', 'Character Driven', 'Balanced')),
      development_review text,
      date_created timestamptz NOT NULL DEFAULT now(),
      date_updated timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT reviews_one_per_reader_and_book UNIQUE (user_id, book_id)
    )
  `.execute(db);
  // A book's reviews and a reader's reviews, newest first.
  await sql`CREATE INDEX reviews_book_idx ON reviews (book_id, date_updated DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX reviews_user_idx ON reviews (user_id, date_updated DESC, id DESC)`.execute(db);
}
