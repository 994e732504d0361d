// Which books a reader comes across in the catalogue (issue 21): search, genre lists and Home show
// the public catalogue and the reader's own books waiting for approval, never another reader's.
// Wherever a reader meets a book through its adder (a shelf, a profile, a review) the book is shown
// as it is: those lists name books by id and do not go through this rule.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** The WHERE clause: `books` (or the alias given) is in the catalogue `viewerId` searches (null: a visitor). */
export function inCatalogueOf(viewerId: number | null, books = 'books'): RawBuilder<SqlBool> {
  return sql<SqlBool>`(NOT ${sql.ref(`${books}.awaiting_approval`)} OR ${sql.ref(`${books}.added_by`)} = ${viewerId}::integer)`;
}
