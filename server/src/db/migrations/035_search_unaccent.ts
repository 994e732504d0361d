// Search ignores accents (issue 24): 'les miserables' finds Les Misérables and 'garcia marquez'
// García Márquez, on both engines. The text search configurations pass every word through the
// unaccent dictionary before stemming, so the stored vectors and the typed query fold alike; the
// unaccent extension is created before any migration runs (db/index.ts), as pg_trgm is.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // unaccent() is only STABLE (its dictionary could be changed); with the dictionary named it
  // cannot, and this wrapper lets the trigram indexes fold accents too.
  await sql`
    CREATE FUNCTION fold_accents(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$
  `.execute(db);
  // asciiword has nothing to fold; word, hword and hword_part are the words holding other letters.
  await sql`CREATE TEXT SEARCH CONFIGURATION english_unaccent (COPY = english)`.execute(db);
  await sql`ALTER TEXT SEARCH CONFIGURATION english_unaccent ALTER MAPPING FOR word, hword, hword_part WITH unaccent, english_stem`.execute(db);
  await sql`CREATE TEXT SEARCH CONFIGURATION simple_unaccent (COPY = simple)`.execute(db);
  await sql`ALTER TEXT SEARCH CONFIGURATION simple_unaccent ALTER MAPPING FOR word, hword, hword_part WITH unaccent, simple`.execute(db);

  // The vectors of migrations 002 and 010 with the folding configurations; contributors (034) join
  // at the lowest weight, so a translator's name still finds the book, after its author's books.
  await sql`ALTER TABLE books DROP COLUMN search, DROP COLUMN search_as_typed`.execute(db);
  await sql`
    ALTER TABLE books
      ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english_unaccent', title), 'A') ||
        setweight(to_tsvector('english_unaccent', coalesce(subtitle, '')), 'B') ||
        setweight(to_tsvector('english_unaccent', text_array_join(authors)), 'B') ||
        setweight(to_tsvector('english_unaccent', coalesce(series, '')), 'C') ||
        setweight(to_tsvector('english_unaccent', text_array_join(contributors)), 'D')
      ) STORED,
      ADD COLUMN search_as_typed tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple_unaccent', title), 'A') ||
        setweight(to_tsvector('simple_unaccent', text_array_join(authors)), 'B')
      ) STORED
  `.execute(db);
  await sql`CREATE INDEX books_search_idx ON books USING gin (search)`.execute(db);
  await sql`CREATE INDEX books_search_as_typed_idx ON books USING gin (search_as_typed)`.execute(db);

  // intitle: and inauthor: compare folded text, through the same trigram indexes.
  await sql`DROP INDEX books_title_trgm_idx, books_authors_trgm_idx`.execute(db);
  await sql`CREATE INDEX books_title_trgm_idx ON books USING gin (fold_accents(title) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX books_authors_trgm_idx ON books USING gin (fold_accents(text_array_join(authors)) gin_trgm_ops)`.execute(db);

  // The exact title typed comes first whatever its accents.
  await sql`
    CREATE OR REPLACE FUNCTION title_key(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT btrim(regexp_replace(lower(fold_accents($1)), '[[:punct:][:space:]]+', ' ', 'g')) $$
  `.execute(db);

  // The typo dictionary holds folded words, as the corrected query does.
  await sql`INSERT INTO search_words (word) SELECT DISTINCT fold_accents(word) FROM search_words ON CONFLICT (word) DO NOTHING`.execute(db);
  await sql`DELETE FROM search_words WHERE word <> fold_accents(word)`.execute(db);
}
