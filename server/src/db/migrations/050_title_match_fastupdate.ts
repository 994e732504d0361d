// An import looks up every row the ISBNs did not find by title (imports/apply-row.ts), and the rows
// nothing matched become books, inserted in the same import. A GIN index's default fast update
// queues new entries in a pending list that every search then reads through until a vacuum merges
// it: the lookups of a batch of unknown rows took 10 ms at an import's start and 40-75 ms after 800
// books it made (PostgreSQL, docs/decisions/0017). Without the list, an insert writes its entries at
// once (0.3 ms more a book) and a lookup costs the same at the end as at the start (5-10 ms).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX books_title_match_trgm_idx SET (fastupdate = off)`.execute(db);
}
