// Words as typed, for the searches the English configuration cannot answer: titles made only of
// stop words ('It', 'Me Before You', 'The Road' has one), which to_tsvector('english', ...) drops.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The 'simple' configuration keeps every word, lower-cased: titles weigh A and authors B, so a
  // query of common words lists matching titles before matching authors.
  await sql`
    ALTER TABLE books ADD COLUMN search_as_typed tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', text_array_join(authors)), 'B')
    ) STORED
  `.execute(db);
  await sql`CREATE INDEX books_search_as_typed_idx ON books USING gin (search_as_typed)`.execute(db);

  // A title compared as people type it: case, punctuation and spacing aside. Search ranks the
  // book whose title is exactly what was typed first, whatever its words.
  await sql`
    CREATE FUNCTION title_key(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT btrim(regexp_replace(lower($1), '[[:punct:][:space:]]+', ' ', 'g')) $$
  `.execute(db);
}
