// The shelf page's SQL functions live with the library feature (server/src/library/shelf-page.ts);
// migrations install them. A change to the feature's text without a migration that installs it
// would leave the database running the old functions: this test fails then.
import { sql } from 'kysely';
import type { AppDatabase } from '../src/db';
import { SHELF_PAGE_FUNCTIONS } from '../src/library/shelf-page';
import { createTestDatabase } from './helpers';

let database: AppDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

/** Whitespace is not part of what a function does; everything else is. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

it.each(Object.entries(SHELF_PAGE_FUNCTIONS))('the migrated database runs the feature’s %s', async (name, body) => {
  const { rows } = await sql<{ prosrc: string }>`SELECT prosrc FROM pg_proc WHERE proname = ${name}`.execute(database.db);
  expect(rows).toHaveLength(1);
  expect(normalised(rows[0]!.prosrc)).toBe(normalised(body));
});
