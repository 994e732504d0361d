// BENCHMARK ONLY. A database of its own on DATABASE_URL's server, dropped when the benchmark ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function throwawayDatabase(adminUrl: string, purpose: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `booknook_bench_${purpose}_${randomBytes(4).toString('hex')}`;
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
