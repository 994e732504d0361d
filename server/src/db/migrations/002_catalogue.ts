// The catalogue: books with a full-text search vector, genres, and the word list that corrects typos.
import { sql, type Kysely } from 'kysely';

// pg_trgm (for the gin_trgm_ops indexes) is created before any migration runs: see db/index.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
  // array_to_string is only STABLE (it calls type output functions), but on text[] it cannot
  // change; this wrapper lets the generated search column and the authors index use it.
  await sql`
    CREATE FUNCTION text_array_join(text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_string($1, ' ') $$
  `.execute(db);

  await sql`
    CREATE TABLE genres (
      id serial PRIMARY KEY,
      description text NOT NULL UNIQUE
    )
  `.execute(db);

  // Weights rank a title match above subtitle/author and series matches. Genres stay out of the
  // text: a genre is searched with subject: (or its exact name), and genre words in every vector
  // would make 'history' match a tenth of the catalogue.
  await sql`
    CREATE TABLE books (
      id text PRIMARY KEY,
      title text NOT NULL,
      subtitle text,
      authors text[] NOT NULL DEFAULT '{}',
      publisher text,
      published_date text,
      published_year integer GENERATED ALWAYS AS (substring(published_date FROM '^-?[0-9]{1,4}')::integer) STORED,
      description text,
      isbn10 text,
      isbn13 text,
      page_count integer CHECK (page_count > 0),
      categories text[] NOT NULL DEFAULT '{}',
      average_rating numeric(3, 2),
      ratings_count integer,
      thumbnail text,
      language text,
      series text,
      series_number text,
      source text NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') ||
        setweight(to_tsvector('english', text_array_join(authors)), 'B') ||
        setweight(to_tsvector('english', coalesce(series, '')), 'C')
      ) STORED,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX books_search_idx ON books USING gin (search)`.execute(db);
  await sql`CREATE INDEX books_title_trgm_idx ON books USING gin (title gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX books_authors_trgm_idx ON books USING gin (text_array_join(authors) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX books_isbn10_idx ON books (isbn10)`.execute(db);
  await sql`CREATE INDEX books_isbn13_idx ON books (isbn13)`.execute(db);
  // Orders without a text rank: 'relevance' of a genre list is popularity; 'newest' is the year.
  await sql`CREATE INDEX books_popularity_idx ON books (ratings_count DESC NULLS LAST, id)`.execute(db);
  await sql`CREATE INDEX books_newest_idx ON books (published_year DESC NULLS LAST, ratings_count DESC NULLS LAST, id)`.execute(db);

  await sql`
    CREATE TABLE book_genres (
      book_id text NOT NULL REFERENCES books (id) ON DELETE CASCADE,
      genre_id integer NOT NULL REFERENCES genres (id) ON DELETE CASCADE,
      PRIMARY KEY (book_id, genre_id)
    )
  `.execute(db);
  await sql`CREATE INDEX book_genres_genre_idx ON book_genres (genre_id, book_id)`.execute(db);

  // Distinct words of titles, authors and series: a misspelt search word is replaced by its
  // nearest entries here (pg_trgm), which stays fast however many books share the word.
  await sql`
    CREATE TABLE search_words (
      word text PRIMARY KEY
    )
  `.execute(db);
  await sql`CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)`.execute(db);
}
