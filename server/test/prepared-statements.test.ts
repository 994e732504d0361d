// Named statements: what executePrepared registers goes out under its name on the connection that
// runs it, other statements stay unnamed, and a caller whose SQL text varies is stopped.
import { sql } from 'kysely';
import type { AppDatabase } from '../src/db';
import { MAX_PREPARED_STATEMENTS, executePrepared } from '../src/db/prepared';
import { createTestDatabase } from './helpers';

let database: AppDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

const preparedStatementTexts = sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`;

it('prepares a registered statement once on its connection and runs it with each call’s values', async () => {
  await database.db.connection().execute(async (connection) => {
    const doubled = (value: number) => sql<{ doubled: number }>`SELECT ${value}::integer * 2 AS doubled`.compile(connection);
    expect(await executePrepared(connection, doubled(2))).toEqual([{ doubled: 4 }]);
    expect(await executePrepared(connection, doubled(21))).toEqual([{ doubled: 42 }]);
    await sql`SELECT ${'unnamed'}::text AS plain`.execute(connection);

    const { rows } = await preparedStatementTexts.execute(connection);
    expect(rows.map((row) => row.statement)).toEqual([doubled(0).sql]);
  });
});

it('refuses more distinct statements than the limit, the sign of SQL text that varies', async () => {
  const varying = (index: number) => sql<{ n: number }>`SELECT ${sql.lit(index)}::integer AS n`.compile(database.db);
  // One statement is registered by the test above.
  for (let index = 1; index < MAX_PREPARED_STATEMENTS; index += 1) await executePrepared(database.db, varying(index));
  await expect(executePrepared(database.db, varying(MAX_PREPARED_STATEMENTS))).rejects.toThrow(/prepared statements/);
});
