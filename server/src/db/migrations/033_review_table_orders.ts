// The dashboard's reviews table (issue 13) sorted by rating or date created: with an index in that
// order (id breaking ties, as every table order does) a page is read from the index's start and
// joined to its ten readers and books, instead of sorting every review (decision 0012).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX reviews_rating_idx ON reviews (rating, id)`.execute(db);
  await sql`CREATE INDEX reviews_date_created_idx ON reviews (date_created, id)`.execute(db);
}
