// Custom shelf names already stored, brought into the one form normalizeShelfName makes (run by the
// migrations that introduced or widened that form: 011, 032). The form itself lives in the contract
// and is written in Unicode properties PostgreSQL's regular expressions do not have, so names are
// normalised here and compared and written in SQL.
import { normalizeShelfName } from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';

/**
 * Renames every custom shelf whose name is not in the form. A name that would then be empty, or equal
 * (ignoring case) a built-in shelf or another shelf of its owner, keeps its shelf with the id added
 * ('Read (17)'), so no shelf and no book on it is lost. Shelves are taken in id order, each checked
 * against the names as they stand by then.
 */
export async function normaliseStoredShelfNames(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; name: string }>`SELECT id, name FROM shelves WHERE user_id IS NOT NULL ORDER BY id`.execute(db);
  for (const shelf of rows) {
    const normalised = normalizeShelfName(shelf.name);
    if (normalised === shelf.name) continue;
    await sql`
      UPDATE shelves SET name = CASE
        WHEN ${normalised} = '' OR EXISTS (
          SELECT 1 FROM shelves other
          WHERE (other.user_id IS NULL OR other.user_id = shelves.user_id) AND other.id <> shelves.id AND lower(other.name) = lower(${normalised})
        ) THEN left(coalesce(nullif(${normalised}, ''), 'Shelf'), 40) || ' (' || id || ')'
        ELSE ${normalised}
      END
      WHERE id = ${shelf.id}
    `.execute(db);
  }
}
