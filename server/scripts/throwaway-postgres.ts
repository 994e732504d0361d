// An empty database of its own on a PostgreSQL server, for a test file or a benchmark (never the
// server itself): created with a random name and dropped, connections and all, when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `label` tells whose it is in the name (`booknook_<label>_<random>`): letters, digits and underscores. */
export async function throwawayDatabase(adminUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
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
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
