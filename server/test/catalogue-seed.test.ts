// The committed seed catalogue loads into an empty database once, indexes intact.
import { sql } from 'kysely';
import { CATALOGUE_SEED_FILE, readSeedFile, seedCatalogue } from '../src/catalogue/seed';
import { searchCatalogue } from '../src/catalogue/search';
import type { AppDatabase } from '../src/db';
import { createTestDatabase } from './helpers';

let database: AppDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

it('loads every book of the seed file on first start and nothing on the next', async () => {
  const seed = readSeedFile(CATALOGUE_SEED_FILE);
  const first = await seedCatalogue(database.db);
  expect(first.books).toBe(seed.books.length);
  expect(first.books).toBeGreaterThan(15000);
  const count = await database.db.selectFrom('books').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  expect(Number(count.count)).toBe(seed.books.length);
  expect((await seedCatalogue(database.db)).books).toBe(0);
});

it('rebuilds the search indexes it drops while loading', async () => {
  const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename IN ('books', 'book_genres') ORDER BY indexname`.execute(database.db);
  expect(rows.map((row) => row.indexname)).toEqual(
    expect.arrayContaining(['books_search_idx', 'books_title_trgm_idx', 'books_authors_trgm_idx', 'books_isbn13_idx', 'book_genres_genre_idx']),
  );
});

it('makes every genre and the typo dictionary searchable', async () => {
  const genres = await database.db.selectFrom('genres').select('description').execute();
  expect(genres).toHaveLength(readSeedFile(CATALOGUE_SEED_FILE).genres.length);
  const { rows, totalItems } = await searchCatalogue(database.db, 'tolkein hobit', { startIndex: 0, maxResults: 1, orderBy: 'relevance' }, null);
  expect(totalItems).toBeGreaterThan(0);
  expect(rows[0]).toMatchObject({ title: 'The Hobbit', authors: ['J.R.R. Tolkien'] });
});

it('names each person of a book once, the first as its author and the others as contributors', async () => {
  const nineteenEightyFour = await database.db.selectFrom('books').select(['authors', 'contributors']).where('id', '=', 'gb-5470').executeTakeFirstOrThrow();
  expect(nineteenEightyFour).toEqual({ authors: ['George Orwell'], contributors: ['Erich Fromm', 'Celâl Üster'] });
  const { rows: repeats } = await sql<{ id: string }>`
    SELECT id FROM books
    WHERE cardinality(authors || contributors) > (SELECT count(DISTINCT person) FROM unnest(authors || contributors) AS person)
  `.execute(database.db);
  expect(repeats).toEqual([]);
  const { rows: withSeveralAuthors } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM books WHERE source = 'goodbooks-10k' AND cardinality(authors) > 1`.execute(database.db);
  expect(withSeveralAuthors[0]?.count).toBe(0);
});
