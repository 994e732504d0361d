// BENCHMARK ONLY. What the benchmarks of one API call share: the real app over a throwaway
// PostgreSQL database on DATABASE_URL's server (dropped afterwards), listening on loopback, and the
// percentiles they print.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type AppDatabase, type Database } from '../src/db';
import { throwawayDatabase } from './throwaway-postgres';

export interface BenchApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The throwaway database, for a connection of the benchmark's own. */
  databaseUrl: string;
}

/**
 * Runs `bench` against the app on a throwaway database named after `purpose`, configured by
 * `environment` besides; without DATABASE_URL it says the part named `title` was skipped and runs nothing.
 */
export async function withBenchApp(purpose: string, title: string, bench: (bench: BenchApp) => Promise<void>, environment: Record<string, string> = {}): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(`\n## ${title}: skipped, set DATABASE_URL to a PostgreSQL server`);
    return;
  }
  const throwaway = await throwawayDatabase(adminUrl, `bench_${purpose}`);
  try {
    const database = await createDatabase({ databaseUrl: throwaway.url, dataDir: null });
    const app = await buildApp(loadConfig({ ...environment, DATABASE_URL: throwaway.url, PORT: '0', HOST: '127.0.0.1' }), database);
    try {
      await bench({ app, db: database.db, databaseUrl: throwaway.url });
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await throwaway.drop();
  }
}

/** Starts the app on a loopback port of the system's choosing and returns the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return address.port;
}

/** The value below which `fraction` of the sorted values lie. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * Runs `measure` on a fresh embedded database (in memory, or `embeddedOnDisk` in a temporary folder
 * with every commit synced, as the product keeps it), then on a throwaway PostgreSQL database named after
 * `purpose` on DATABASE_URL's server (skipped, saying so, without DATABASE_URL).
 */
export async function onBothDatabases(
  purpose: string,
  measure: (engine: string, database: AppDatabase, databaseUrl: string | null) => Promise<void>,
  { embeddedOnDisk = false }: { embeddedOnDisk?: boolean } = {},
): Promise<void> {
  const dataDir = embeddedOnDisk ? fs.mkdtempSync(path.join(os.tmpdir(), `booknook-bench-${purpose}-`)) : null;
  const embedded = await createDatabase({ databaseUrl: null, dataDir });
  try {
    await measure(`embedded database (PGlite${dataDir ? ', on disk as npm start runs it' : ', in memory'})`, embedded, null);
  } finally {
    await embedded.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\n### PostgreSQL: skipped, set DATABASE_URL to a PostgreSQL server');
    return;
  }
  const throwaway = await throwawayDatabase(adminUrl, purpose);
  try {
    const database = await createDatabase({ databaseUrl: throwaway.url, dataDir: null });
    try {
      await measure('PostgreSQL', database, throwaway.url);
    } finally {
      await database.close();
    }
  } finally {
    await throwaway.drop();
  }
}

/** A reader written straight into the database (benchmarks sign their tokens themselves); their id. */
export async function benchReader(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ username: `bench_${name}`, email: `bench_${name}@example.com`, password_hash: 'not-a-password-hash', display_name: name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
