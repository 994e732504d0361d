// The database: PGlite (Postgres compiled to WASM) under DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both are reached through a pg.Pool, so Kysely emits the same SQL for both.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { lockDirectory, type DirectoryLock } from './lock';
import { durableOptions } from './durable-pglite';
import { prepareSchema } from './migrate';
import { pgliteListener, postgresListener, type DatabaseListener } from './notifications';
import { pgliteClientConfig } from './pglite-connection';
import { namingPool } from './prepared';
import type { Database } from './schema';
import type { PoolUsage } from '../metrics/metrics';

export type { Database } from './schema';
export { DatabaseLockedError } from './lock';
export type { DatabaseListener } from './notifications';

export type DatabaseKind = 'embedded' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, safe to print: a folder, 'memory' or the URL without its password. */
  location: string;
  /** Migrations applied by this start (empty when the schema was already current). */
  appliedMigrations: string[];
  /** The embedded engine itself (null on PostgreSQL), e.g. to dump its files. */
  pglite: PGlite | null;
  /** Hears pg_notify payloads of committed transactions, from any instance on this database. */
  listen: DatabaseListener;
  /** The pool's connections now: open, idle, and queries waiting for one (for the metrics). */
  poolUsage(): PoolUsage;
  /** Ends every connection and, for the embedded database, flushes it and frees the folder. */
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Reports connection errors outside any request: an idle pooled connection, the listening one (a restarted PostgreSQL). */
  onPoolError?: (error: Error) => void;
  /**
   * Embedded only: start from these dumped files (PGlite's dumpDataDir) instead of an empty
   * cluster, which skips the seconds initdb takes. Tests use a migrated template this way.
   */
  embeddedFiles?: Blob;
}

/** The Postgres files of the embedded database sit in a folder of their own inside DATA_DIR. */
export const EMBEDDED_SUBDIR = 'pglite';

const PG_POOL_SIZE = 10;

const usageOf = (pool: pg.Pool) => (): PoolUsage => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/** A PostgreSQL URL fit for logs: the password replaced. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

function reportPoolError(error: Error) {
  process.stderr.write(`Database connection error: ${error.message}\n`);
}

/** Search's extensions (pg_trgm, unaccent) as PGlite loads their code; prepareSchema creates them on both engines. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

const prepare = (db: Kysely<Database>) => prepareSchema(db as Kysely<unknown>);

async function openEmbedded(dataDir: string | null, options: CreateDatabaseOptions): Promise<AppDatabase> {
  let lock: DirectoryLock | null = null;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = lockDirectory(dataDir);
  }
  let pglite: PGlite | null = null;
  let db: Kysely<Database> | null = null;
  const close = async () => {
    try {
      await db?.destroy();
      await pglite?.close();
    } finally {
      lock?.release();
    }
  };
  try {
    pglite = await PGlite.create({
      ...(dataDir ? durableOptions(path.join(dataDir, EMBEDDED_SUBDIR)) : {}),
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: options.embeddedFiles,
    });
    // PGlite is a single connection: one pooled client, kept for the life of the process.
    const pool = new pg.Pool({ ...pgliteClientConfig(pglite), max: 1, idleTimeoutMillis: 0 });
    pool.on('error', options.onPoolError ?? reportPoolError);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
    const appliedMigrations = await prepare(db);
    return { db, kind: 'embedded', location: dataDir ?? 'memory', appliedMigrations, pglite, listen: pgliteListener(pglite), poolUsage: usageOf(pool), close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

async function openPostgres(url: string, options: CreateDatabaseOptions): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: PG_POOL_SIZE });
  pool.on('error', options.onPoolError ?? reportPoolError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
  try {
    await sql`SELECT 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    const appliedMigrations = await prepare(db);
    return {
      db,
      kind: 'postgres',
      location: redactUrl(url),
      appliedMigrations,
      pglite: null,
      listen: postgresListener(url, options.onPoolError ?? reportPoolError),
      poolUsage: usageOf(pool),
      close: () => db.destroy(),
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * Opens the configured database and migrates it to the latest schema. The embedded database
 * creates its folder first and locks it: a second process on the same folder gets a
 * DatabaseLockedError naming the running one.
 */
export function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<AppDatabase> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, options) : openEmbedded(config.dataDir, options);
}
