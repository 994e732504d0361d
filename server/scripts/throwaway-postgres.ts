// An empty database of its own on a PostgreSQL server, for a test file or a benchmark (never the
// server itself): created with a random name and dropped, connections and all, when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabase {
  url: string;
  /** One statement on a connection of its own (a benchmark's set-up behind the API): its rows. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/** `label` tells whose it is in the name (`booknook_<label>_<random>`): letters, digits and underscores. */
export async function throwawayDatabase(adminUrl: string, label: string): Promise<ThrowawayDatabase> {
  if (!/^[a-z0-9_]+$/.test(label)) throw new Error(`A throwaway database's label is letters, digits and underscores, not "${label}"`);
  const name = `booknook_${label}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), query, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
