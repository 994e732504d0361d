// Numbered migrations (server/src/db/migrations/NNN_name.ts), applied in order on every start.
import fs from 'node:fs';
import path from 'node:path';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

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
