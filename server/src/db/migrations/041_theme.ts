// The reader's colour theme (issue 22): System follows the device's light or dark preference, and is
// what every existing account starts with.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark'))`.execute(db);
}
