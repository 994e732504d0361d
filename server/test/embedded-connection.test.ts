// node-postgres' connection to PGlite (src/db/pglite-connection.ts): a statement reaches PGlite in one
// call, its errors are the statement's own, and the connection goes on after them. (PGlite only.)
import { sql } from 'kysely';
import { createDatabase, type AppDatabase } from '../src/db';
import { executePrepared } from '../src/db/prepared';

let database: AppDatabase;
let calls: jest.SpyInstance;

beforeAll(async () => {
  database = await createDatabase({ databaseUrl: null, dataDir: null });
  calls = jest.spyOn(database.pglite!, 'execProtocolStream');
});
beforeEach(() => calls.mockClear());
afterAll(async () => {
  calls.mockRestore();
  await database.close();
});

it('hands PGlite each statement, parse to sync, in one call and without its file-system sync', async () => {
  const { rows } = await sql<{ joined: string }>`SELECT ${'book'}::text || ${'nook'}::text AS joined`.execute(database.db);
  expect(rows).toEqual([{ joined: 'booknook' }]);
  const [row] = await executePrepared(database.db, sql<{ doubled: number }>`SELECT ${21}::int * 2 AS doubled`.compile(database.db));
  expect(row).toEqual({ doubled: 42 });
  expect(calls).toHaveBeenCalledTimes(2);
  for (const [, options] of calls.mock.calls) expect(options).toEqual(expect.objectContaining({ syncToFs: false }));
});

it('answers a statement PostgreSQL refuses with its error, and runs the next one', async () => {
  await expect(sql`SELECT ${1}::int + `.execute(database.db)).rejects.toThrow(/syntax error/);
  await expect(sql`SELECT 1 / ${0}::int`.execute(database.db)).rejects.toThrow(/division by zero/);
  expect((await sql<{ one: number }>`SELECT ${1}::int AS one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
});

it('answers a value node-postgres cannot send with its error, and runs the next statement', async () => {
  const unsendable = {
    toPostgres() {
      throw new Error('not a value');
    },
  };
  await expect(sql`SELECT ${unsendable}::text`.execute(database.db)).rejects.toThrow('not a value');
  expect((await sql<{ two: number }>`SELECT ${2}::int AS two`.execute(database.db)).rows).toEqual([{ two: 2 }]);
});

it('undoes a failed transaction whole and keeps a committed one', async () => {
  const description = `Connection test ${Date.now()}`;
  await expect(
    database.db.transaction().execute(async (trx) => {
      await trx.insertInto('genres').values({ description }).execute();
      await sql`SELECT 1 / ${0}::int`.execute(trx);
    }),
  ).rejects.toThrow(/division by zero/);
  expect(await database.db.selectFrom('genres').select('id').where('description', '=', description).execute()).toEqual([]);
  await database.db.transaction().execute((trx) => trx.insertInto('genres').values({ description }).execute());
  expect(await database.db.selectFrom('genres').select('id').where('description', '=', description).execute()).toHaveLength(1);
});

it('carries a large value and many rows both ways', async () => {
  const long = 'é'.repeat(500_000);
  const { rows } = await sql<{ text: string; count: number }>`SELECT ${long}::text AS text, (SELECT count(*)::int FROM generate_series(1, 20000)) AS count`.execute(database.db);
  expect(rows).toEqual([{ text: long, count: 20000 }]);
  const many = await sql<{ n: number }>`SELECT n FROM generate_series(1, 20000) AS n`.execute(database.db);
  expect(many.rows).toHaveLength(20000);
  expect(many.rows.at(-1)).toEqual({ n: 20000 });
});
