// Loads the committed seed catalogue into an empty database on start, in one transaction, and the
// bulk-loading helpers the synthetic benchmark generator shares.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SeedBook, SeedFile } from './seed-format';
import type { BooksTable } from './tables';

/** The full catalogue built by server/scripts/build-catalogue.ts (about 17,000 books). */
export const CATALOGUE_SEED_FILE = path.resolve(__dirname, '../../seed/catalogue.json.gz');

/** Rows per INSERT. Each batch travels as one JSON parameter, so no bind-parameter limit applies. */
const BATCH = 5000;

export function readSeedFile(file: string): SeedFile {
  const raw = fs.readFileSync(file);
  const text = file.endsWith('.gz') ? zlib.gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  return JSON.parse(text) as SeedFile;
}

function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

export type BookInsert = Insertable<BooksTable>;

/** Inserts books in batches of multi-row INSERT ... SELECT from a JSON array. */
export async function insertBooks(db: Kysely<Database>, books: readonly BookInsert[]): Promise<void> {
  for (const batch of batches(books, BATCH)) {
    await sql`
      INSERT INTO books (id, title, subtitle, authors, contributors, publisher, published_date, description, isbn10, isbn13,
        page_count, categories, average_rating, ratings_count, thumbnail, language, series, series_number, source)
      SELECT id, title, subtitle, coalesce(authors, '{}'), coalesce(contributors, '{}'), publisher, published_date, description, isbn10, isbn13,
        page_count, coalesce(categories, '{}'), average_rating, ratings_count, thumbnail, language, series, series_number, source
      FROM json_populate_recordset(NULL::books, ${JSON.stringify(batch)}::json)
    `.execute(db);
  }
}

/** Links books to genres by name; names that are not genres are skipped. */
export async function linkGenres(db: Kysely<Database>, books: readonly { id: string; categories?: string[] }[]): Promise<void> {
  const genreIds = new Map((await db.selectFrom('genres').select(['id', 'description']).execute()).map((genre) => [genre.description, genre.id]));
  const links = books.flatMap((book) =>
    (book.categories ?? []).flatMap((genre) => {
      const genreId = genreIds.get(genre);
      return genreId === undefined ? [] : [[book.id, genreId] as const];
    }),
  );
  for (const batch of batches(links, BATCH * 2)) {
    await sql`
      INSERT INTO book_genres (book_id, genre_id)
      SELECT * FROM unnest(${batch.map(([bookId]) => bookId)}::text[], ${batch.map(([, genreId]) => genreId)}::integer[])
    `.execute(db);
  }
}

/**
 * Runs a bulk load with the secondary indexes of the catalogue tables dropped, then rebuilds them
 * from their own definitions: maintaining the GIN and btree indexes row by row costs more than the
 * load itself (about half the seed time on PGlite), and a GIN index filled row by row keeps the
 * rows in a pending list that makes the planner shun it. Primary keys stay, so duplicates still fail.
 */
export async function withIndexesRebuilt<T>(db: Kysely<Database>, load: () => Promise<T>): Promise<T> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT index.indexrelid::regclass::text AS name, pg_get_indexdef(index.indexrelid) AS definition
    FROM pg_index AS index
    WHERE index.indrelid IN ('books'::regclass, 'book_genres'::regclass, 'search_words'::regclass)
      AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE pg_constraint.conindid = index.indexrelid)
  `.execute(db);
  for (const { name } of indexes) await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
  const result = await load();
  for (const { definition } of indexes) await sql.raw(definition).execute(db);
  return result;
}

/**
 * Adds the distinct words of the given books' titles, subtitles, authors and series to the typo
 * dictionary (all books when no ids are given). Words shorter than 3 letters or holding digits or
 * punctuation cannot be corrected usefully by trigram similarity and are left out.
 */
export async function addSearchWords(db: Kysely<Database>, bookIds?: readonly string[]): Promise<void> {
  const onlyThoseBooks = bookIds ? sql`AND id = ANY(${[...bookIds]}::text[])` : sql``;
  await sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT word
    FROM books,
      unnest(tsvector_to_array(to_tsvector('simple_unaccent', concat_ws(' ', title, subtitle, text_array_join(authors), series)))) AS word
    WHERE length(word) >= 3 AND word !~ '[[:digit:][:punct:]]' ${onlyThoseBooks}
    ON CONFLICT (word) DO NOTHING
  `.execute(db);
}

/** Fresh planner statistics; PGlite has no autovacuum to gather them after a bulk load. */
export async function analyseCatalogue(db: Kysely<Database>): Promise<void> {
  await sql`ANALYZE books, book_genres, genres, search_words`.execute(db);
}

export async function insertGenres(db: Kysely<Database>, descriptions: readonly string[]): Promise<void> {
  await db
    .insertInto('genres')
    .values(descriptions.map((description) => ({ description })))
    .onConflict((conflict) => conflict.column('description').doNothing())
    .execute();
}

function bookRow(book: SeedBook): BookInsert {
  return {
    id: book.id,
    title: book.title,
    subtitle: book.subtitle ?? null,
    authors: book.authors,
    contributors: book.contributors ?? [],
    published_date: book.publishedDate ?? null,
    isbn10: book.isbn10 ?? null,
    isbn13: book.isbn13 ?? null,
    categories: book.genres,
    average_rating: book.averageRating ?? null,
    ratings_count: book.ratingsCount ?? null,
    thumbnail: book.thumbnail ?? null,
    language: book.language ?? null,
    series: book.series ?? null,
    series_number: book.seriesNumber ?? null,
    source: book.source,
  };
}

export interface SeedOutcome {
  /** Books loaded; 0 when the catalogue already had books. */
  books: number;
  milliseconds: number;
}

/** Any constant works; it only has to be the same for every server instance seeding this database. */
const SEED_LOCK = 20030001;

/**
 * Loads a seed file (the full catalogue by default) when the books table is empty — the first
 * start — and otherwise does nothing. An advisory lock makes instances that start together on one
 * PostgreSQL database seed it once.
 */
export async function seedCatalogue(db: Kysely<Database>, file: string = CATALOGUE_SEED_FILE): Promise<SeedOutcome> {
  const started = performance.now();
  const books = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await trx.selectFrom('books').select('id').limit(1).executeTakeFirst()) return 0;
    const seed = readSeedFile(file);
    const rows = seed.books.map(bookRow);
    await insertGenres(trx, seed.genres);
    await withIndexesRebuilt(trx, async () => {
      await insertBooks(trx, rows);
      await linkGenres(trx, rows);
      await addSearchWords(trx);
    });
    await analyseCatalogue(trx);
    return rows.length;
  });
  return { books, milliseconds: performance.now() - started };
}
