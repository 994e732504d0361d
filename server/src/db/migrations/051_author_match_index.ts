// An import looks up a title with no word of three letters ("It", "So B. It") by its first author
// alone (imports/apply-row.ts), and those names had no index of the form matching compares: each
// such lookup read every book of the catalogue, ~100 ms of a batch on the embedded database (the
// other readers waiting behind it) and 330-410 ms on PostgreSQL once an import (docs/decisions/0017).
// Fast update off, as for the titles (migration 050): the import inserts the books it makes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX books_author_match_trgm_idx ON books
    USING gin (match_folded(text_array_join(authors)) gin_trgm_ops) WITH (fastupdate = off)
  `.execute(db);
}
