// Migration 040_reads (issue 20) on a database built with the migrations before it and filled the
// way readers filled it: each finish date becomes a finished read, Currently Reading an open read,
// Did Not Finish a stopped read, and nothing a reader had is lost.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../src/db';
import { folderMigrations, migrateToLatest } from '../src/db/migrate';
import { pgliteClientConfig } from '../src/db/pglite-connection';
import { createThrowawayPostgres, testEngine } from './helpers';

const READS_MIGRATION = '040_reads';

/** An empty database on the engine the Jest project selects, and how to close it. */
async function emptyDatabase(): Promise<{ db: Kysely<unknown>; close(): Promise<void> }> {
  if (testEngine() === 'postgres') {
    const throwaway = await createThrowawayPostgres();
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: throwaway.url, max: 2 }) }) });
    return { db, close: async () => (await db.destroy(), await throwaway.drop()) };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ ...pgliteClientConfig(pglite), max: 1 }) }) });
  return { db, close: async () => (await db.destroy(), await pglite.close()) };
}

let database: Awaited<ReturnType<typeof emptyDatabase>>;

beforeAll(async () => {
  database = await emptyDatabase();
  const { db } = database;
  for (const name of Object.keys(PGLITE_EXTENSIONS)) await sql`CREATE EXTENSION IF NOT EXISTS ${sql.id(name)}`.execute(db);
  const names = Object.keys(await folderMigrations.getMigrations()).sort();
  const previous = names.filter((name) => name < READS_MIGRATION).at(-1)!;
  const { error } = await new Migrator({ db, provider: folderMigrations }).migrateTo(previous);
  if (error) throw error;
}, 120_000);

afterAll(() => database.close());

interface Row {
  book: string;
  shelf: number | null;
  page_count?: number | null;
  current_page?: number | null;
  progress_status?: 'In Progress' | 'Finished' | null;
  date_started?: string | null;
  date_finished?: string | null;
  /** When the book joined its shelf. */
  shelved?: string;
}

/** A reader's library as the old schema kept it: one row per book, one date of each kind. */
const LIBRARY: Row[] = [
  // Read once, started before finishing: one finished read with both dates and its last page.
  { book: 'finished', shelf: 3, page_count: 300, current_page: 300, progress_status: 'Finished', date_started: '2024-01-10T09:00:00Z', date_finished: '2024-02-20T23:30:00Z' },
  // Finished, then moved back to Currently Reading: the earlier read, and the re-read open with its page.
  { book: 'rereading', shelf: 1, current_page: 40, progress_status: 'In Progress', date_started: '2024-06-01T08:00:00Z', date_finished: '2023-12-31T12:00:00Z' },
  // Being read, with progress and no dates (shelved before dates were recorded).
  { book: 'reading', shelf: 1, current_page: 12, progress_status: 'In Progress' },
  // Given up: stopped the day it was shelved on Did Not Finish, at the page reached.
  { book: 'dropped', shelf: 4, current_page: 120, progress_status: 'In Progress', date_started: '2024-03-01T10:00:00Z', shelved: '2024-04-02T18:00:00Z' },
  // Only a page count, on Want To Read: no read.
  { book: 'wanted', shelf: 2, page_count: 512 },
  // Finished, then taken off every shelf: the read stays.
  { book: 'unshelved', shelf: null, date_finished: '2022-07-04T00:00:00Z' },
];

it('turns finish dates, Currently Reading and Did Not Finish into reads and keeps everything else', async () => {
  const { db } = database;
  const { rows: users } = await sql<{ id: number }>`
    INSERT INTO users (username, email, password_hash, display_name) VALUES ('migrated', 'migrated@example.com', 'x', 'Migrated Reader') RETURNING id`.execute(db);
  const userId = users[0]!.id;
  for (const row of LIBRARY) {
    await sql`INSERT INTO books (id, title, source) VALUES (${row.book}, ${row.book}, 'synthetic')`.execute(db);
    if (row.shelf !== null) {
      await sql`INSERT INTO shelf_books (user_id, shelf_id, book_id, date_added) VALUES (${userId}, ${row.shelf}, ${row.book}, ${row.shelved ?? '2024-01-01T00:00:00Z'})`.execute(db);
    }
    if (row.page_count !== undefined || row.current_page !== undefined || row.date_started !== undefined || row.date_finished !== undefined) {
      await sql`
        INSERT INTO reader_books (user_id, book_id, page_count, current_page, progress_status, date_started, date_finished)
        VALUES (${userId}, ${row.book}, ${row.page_count ?? null}, ${row.current_page ?? null}, ${row.progress_status ?? null},
          ${row.date_started ?? null}, ${row.date_finished ?? null})`.execute(db);
    }
  }
  const progressBefore = await sql`SELECT book_id, page_count, current_page, progress_status FROM reader_books ORDER BY book_id`.execute(db);
  const shelvesBefore = await sql`SELECT user_id, shelf_id, book_id, date_added FROM shelf_books ORDER BY book_id`.execute(db);

  expect(await migrateToLatest(db)).toContain(READS_MIGRATION);

  const { rows: reads } = await sql`
    SELECT book_id, outcome, started, finished, stopped, last_page FROM reads WHERE user_id = ${userId} ORDER BY book_id, finished NULLS LAST`.execute(db);
  expect(reads).toEqual([
    { book_id: 'dropped', outcome: 'stopped', started: '2024-03-01', finished: null, stopped: '2024-04-02', last_page: 120 },
    { book_id: 'finished', outcome: 'finished', started: '2024-01-10', finished: '2024-02-20', stopped: null, last_page: 300 },
    { book_id: 'reading', outcome: 'reading', started: null, finished: null, stopped: null, last_page: null },
    { book_id: 'rereading', outcome: 'finished', started: null, finished: '2023-12-31', stopped: null, last_page: null },
    { book_id: 'rereading', outcome: 'reading', started: '2024-06-01', finished: null, stopped: null, last_page: null },
    { book_id: 'unshelved', outcome: 'finished', started: null, finished: '2022-07-04', stopped: null, last_page: null },
  ]);
  // Progress and page counts, and every membership, are as they were.
  expect((await sql`SELECT book_id, page_count, current_page, progress_status FROM reader_books ORDER BY book_id`.execute(db)).rows).toEqual(progressBefore.rows);
  expect((await sql`SELECT user_id, shelf_id, book_id, date_added FROM shelf_books ORDER BY book_id`.execute(db)).rows).toEqual(shelvesBefore.rows);
  // The old columns are gone: the reads are the one place dates live.
  const { rows: columns } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns WHERE table_name = 'reader_books' AND column_name LIKE 'date_%' ORDER BY column_name`.execute(db);
  expect(columns.map((column) => column.column_name)).toEqual(['date_updated']);
});
