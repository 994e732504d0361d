// Numbered migrations (server/src/db/migrations/NNN_name.ts), applied in order on every start.
import fs from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3}_[\w-]+)\.(ts|js)$/;

/**
 * Every NNN_name file of the folder, so adding a migration is adding a file. Loaded with require
 * because the server runs as CommonJS under tsx and Jest alike.
 */
export const folderMigrations: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1]) continue;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      migrations[match[1]] = require(path.join(MIGRATIONS_DIR, file)) as Migration;
    }
    return migrations;
  },
};

export class MigrationError extends Error {
  constructor(migrationName: string | undefined, cause: unknown) {
    super(
      `Database migration ${migrationName ?? '(before any migration ran)'} failed: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    );
    this.name = 'MigrationError';
  }
}

/** Brings the schema up to date; returns the names of the migrations applied now. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider: folderMigrations }).migrateToLatest();
  if (error) throw new MigrationError(results.find((result) => result.status === 'Error')?.migrationName, error);
  return results.map((result) => result.migrationName);
}

/** Any constant works; it only has to be the same for every server instance on this database. */
const SCHEMA_LOCK = 20030002;

/**
 * Installs the extensions and migrates, holding a session-level advisory lock meanwhile, so
 * instances that start together on one empty PostgreSQL database prepare it once: the others wait,
 * then find it current. (Kysely's migrator locks its own steps, but not CREATE EXTENSION, which
 * fails with a duplicate key when two sessions create one together.) Everything runs on the locked
 * connection, which also suits PGlite's pool of one.
 */
/** Created before any migration runs: migrations build indexes on them (002_catalogue, 035_search_unaccent). */
const SEARCH_EXTENSIONS = ['pg_trgm', 'unaccent'] as const;

export async function prepareSchema(db: Kysely<unknown>): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SCHEMA_LOCK})`.execute(connection);
    try {
      // Search's extensions are part of the schema on both engines; PGlite loads their code via `extensions` (db/index.ts).
      for (const name of SEARCH_EXTENSIONS) await sql`CREATE EXTENSION IF NOT EXISTS ${sql.id(name)}`.execute(connection);
      return await migrateToLatest(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${SCHEMA_LOCK})`.execute(connection);
    }
  });
}
