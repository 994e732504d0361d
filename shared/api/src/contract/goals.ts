// Yearly reading goal (issue 20): how many books (and, optionally, pages) a reader means to read in
// a year, and how far they are. booksRead counts the reads finished in the year, re-reads again;
// pagesRead sums their books' page counts (the reader's edition's, else the catalogue's, else the
// count most readers gave theirs).
import { Type, type Static } from '@sinclair/typebox';
import { nullNeverCoerced } from './common';

export const GOAL_BOOKS_MAX = 10_000;
export const GOAL_PAGES_MAX = 1_000_000;
export const GOAL_EARLIEST_YEAR = 1900;

/** The years a goal may be set for: 1900 to next year, so a reader can plan in December or record an old goal. */
export function goalYearRange(now: Date = new Date()): { first: number; last: number } {
  return { first: GOAL_EARLIEST_YEAR, last: now.getUTCFullYear() + 1 };
}

/** GET/PUT/DELETE /goals/:year. Checked by the server (goalYearRange) so a wrong year gets a sentence. */
export const GoalParams = Type.Object({ year: Type.Integer({ minimum: 0, maximum: 9999 }) });
export type GoalParams = Static<typeof GoalParams>;

/** GET and PUT /goals/:year: `books`/`pages` null when not set; the counts are the year's whatever the goal. */
export const Goal = Type.Object({
  year: Type.Integer(),
  books: Type.Union([Type.Integer(), Type.Null()]),
  pages: Type.Union([Type.Integer(), Type.Null()]),
  booksRead: Type.Integer(),
  pagesRead: Type.Integer(),
});
export type Goal = Static<typeof Goal>;

/** PUT /goals/:year: books 1-10,000; pages 1-1,000,000 or absent/null for no page goal. Checked by the server with goalProblem's words. */
export const GoalBody = Type.Object({
  books: Type.Number(),
  pages: Type.Optional(Type.Union([nullNeverCoerced(), Type.Number()])),
});
export type GoalBody = Static<typeof GoalBody>;

export const GOAL_MESSAGES = {
  yearOutOfRange: (first: number, last: number) => `Year must be from ${first} to ${last}.`,
  booksInvalid: `Books must be a whole number from 1 to ${GOAL_BOOKS_MAX.toLocaleString('en-US')}.`,
  pagesInvalid: `Pages must be a whole number from 1 to ${GOAL_PAGES_MAX.toLocaleString('en-US')}.`,
  fetchFailed: 'Error fetching the reading goal. Please try again later.',
  saved: (year: number) => `Reading goal for ${year} saved.`,
  removed: (year: number) => `Reading goal for ${year} removed.`,
  saveFailed: 'Error saving the reading goal. Please try again later.',
  deleteFailed: 'Error removing the reading goal. Please try again later.',
} as const;

const wholeIn = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;

/** Why the goal cannot be stored, as { field, message }, or null when it can. */
export function goalProblem({ books, pages }: GoalBody): { field: 'books' | 'pages'; message: string } | null {
  if (!wholeIn(books, GOAL_BOOKS_MAX)) return { field: 'books', message: GOAL_MESSAGES.booksInvalid };
  if (pages !== undefined && pages !== null && !wholeIn(pages, GOAL_PAGES_MAX)) return { field: 'pages', message: GOAL_MESSAGES.pagesInvalid };
  return null;
}

/** The year's message when it is outside goalYearRange, else null. */
export function goalYearProblem(year: number, now: Date = new Date()): string | null {
  const { first, last } = goalYearRange(now);
  return year >= first && year <= last ? null : GOAL_MESSAGES.yearOutOfRange(first, last);
}
