// Reading statistics (issue 12; spec sections 2, 3 and 7): GET /stats for the signed-in reader, and
// the books of the same selection that have no page count yet.
import { Type, type Static } from '@sinclair/typebox';
import { BookId } from './common';

/**
 * Both filters are strings ('All', a shelf id, a year) and read by the server, so a wrong value is
 * answered with a sentence saying what is expected rather than a schema's generic one.
 */
export const StatsQuery = Type.Object({
  shelf: Type.Optional(Type.String({ maxLength: 20, description: "'All' (the default) or the id of a built-in shelf or of one of your custom shelves" })),
  year: Type.Optional(Type.String({ maxLength: 20, description: "'All' (the default) or a four-digit year" })),
});
export type StatsQuery = Static<typeof StatsQuery>;

export const NamedCount = Type.Object({ name: Type.String(), count: Type.Integer() });
export type NamedCount = Static<typeof NamedCount>;

export const PageDistribution = Type.Object({
  below200: Type.Integer(),
  between200and500: Type.Integer(),
  above500: Type.Integer(),
});
export type PageDistribution = Static<typeof PageDistribution>;

/** The spec's stats response, plus how many books of the selection no page count is known for. */
export const Stats = Type.Object({
  totalBooksRead: Type.Integer(),
  totalBooksInShelf: Type.Integer(),
  topGenres: Type.Array(NamedCount),
  topAuthors: Type.Array(NamedCount),
  pageDistribution: PageDistribution,
  booksWithoutPageCount: Type.Integer(),
  /**
   * Books finished per month of the selected year, January first (12 numbers): the reads of the books
   * read that finished in each month, a re-read again; reads known only to the year are in no month.
   * Absent for All Time.
   */
  finishedPerMonth: Type.Optional(Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 })),
});
export type Stats = Static<typeof Stats>;

/** A book of the selection with no page count, and what other readers' editions suggest. */
export const BookWithoutPageCount = Type.Object({
  id: BookId,
  title: Type.String(),
  authors: Type.Array(Type.String()),
  suggested_page_count: Type.Union([Type.Integer(), Type.Null()]),
});
export type BookWithoutPageCount = Static<typeof BookWithoutPageCount>;

export const BooksWithoutPageCount = Type.Object({
  books: Type.Array(BookWithoutPageCount),
  total: Type.Integer(),
});
export type BooksWithoutPageCount = Static<typeof BooksWithoutPageCount>;
