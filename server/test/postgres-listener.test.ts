// The listening connection on PostgreSQL (db/notifications.ts): it hears committed notices only,
// and when its backend goes away it connects again and says so, because notices sent meanwhile
// are lost. (The embedded database listens inside the process: no connection to lose.)
import { sql } from 'kysely';
import { postgresListener } from '../src/db/notifications';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const CHANNEL = 'listener_test';

/** Polls until `check` holds; these events arrive over the network at their own pace. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function notify(payload: string) {
  return sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(database.db);
}

it('hears committed notices, never rolled-back ones, and listens again after losing its connection', async () => {
  const heard: string[] = [];
  const errors: Error[] = [];
  let reconnections = 0;
  const { name } = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.db)).rows[0]!;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const stop = await postgresListener(url.toString(), (error) => errors.push(error))(CHANNEL, {
    onNotify: (payload) => heard.push(payload),
    onReconnect: () => (reconnections += 1),
  });
  try {
    await notify('one');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_notify(${CHANNEL}, 'rolled back')`.execute(trx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await notify('two');
    await eventually(() => heard.length === 2);
    expect(heard).toEqual(['one', 'two']);

    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(database.db);
    await eventually(() => reconnections === 1);
    expect(errors.length).toBeGreaterThan(0);
    await notify('three');
    await eventually(() => heard.length === 3);
    expect(heard).toEqual(['one', 'two', 'three']);
  } finally {
    await stop();
  }
  await notify('after stopping');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(heard).toEqual(['one', 'two', 'three']);
});
