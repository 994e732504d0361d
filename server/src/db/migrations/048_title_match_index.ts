// An import's title match (issue 21, server/src/imports/apply-row.ts) looks for a word of the row's
// title among the catalogue's titles before comparing whole titles. A file may write "Windowmakers"
// where the catalogue writes "Windowmaker's" (or "O’Connor" for "O'Connor"): the word is looked for
// in the title without its apostrophes, through a trigram index of that form.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION match_folded(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT translate(public.fold_accents($1), '''’‘\`', '') $$
  `.execute(db);
  await sql`CREATE INDEX books_title_match_trgm_idx ON books USING gin (match_folded(title) gin_trgm_ops)`.execute(db);
}
