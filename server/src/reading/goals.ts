// Yearly reading goal (issue 20): GET/PUT/DELETE /goals/:year. booksRead counts the reader's reads
// finished in the year (a re-read counts again); pagesRead sums their books' page counts.
import { SHELF_TYPE, goalProblem, goalYearProblem, type Goal, type GoalBody } from '@booknook/api/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { suggestedPageCount } from '../library/page-counts';
import { shelfAccess } from '../library/visibility';

function checkedYear(year: number): number {
  const problem = goalYearProblem(year);
  if (problem) throw new HttpError(400, problem);
  return year;
}

/**
 * The reads finished in the year: finish dates are partial dates kept as text ("2024", "2024-03",
 * "2024-03-15"), so the year's are one index range ('2024' <= finished < '2025').
 */
export function finishedInYear(userId: number, year: number): RawBuilder<unknown> {
  return sql`finished_reads.user_id = ${userId} AND finished_reads.finished >= ${String(year)} AND finished_reads.finished < ${String(year + 1)}`;
}

/** The statement behind GET /goals/:year; the benchmark runs the same text directly. */
export function goalQuery(userId: number, year: number): RawBuilder<Goal> {
  return sql<Goal>`
    SELECT ${year}::int AS year, goal.books, goal.pages, counted."booksRead", counted."pagesRead"
    FROM (
      SELECT count(*)::int AS "booksRead",
        -- The reader's edition count, else the catalogue's, else the count most readers gave theirs.
        coalesce(sum(coalesce(own.page_count, books.page_count, (${suggestedPageCount(sql.ref('finished_reads.book_id'), userId)}))), 0)::int AS "pagesRead"
      FROM reads finished_reads
      JOIN books ON books.id = finished_reads.book_id
      LEFT JOIN reader_books own ON own.user_id = ${userId} AND own.book_id = finished_reads.book_id
      WHERE ${finishedInYear(userId, year)}
    ) counted
    LEFT JOIN reading_goals goal ON goal.user_id = ${userId} AND goal.year = ${year}`;
}

/** GET /goals/:year: the goal (books and pages null when none is set) and the year's reading so far. */
async function ownGoal(db: Kysely<Database>, userId: number, year: number): Promise<Goal> {
  const { rows } = await goalQuery(userId, checkedYear(year)).execute(db);
  return rows[0]!;
}

/** GET /goals/:year: the caller's goal, or another reader's when their main shelves are visible to the caller (as their reads). */
export async function readGoal(db: Kysely<Database>, viewerId: number, year: number, userId: number | undefined): Promise<Goal> {
  const access = await shelfAccess(db, viewerId, userId);
  access.assertCanSee(SHELF_TYPE.builtIn);
  return ownGoal(db, access.ownerId, year);
}

/** PUT /goals/:year: sets or replaces the year's goal. */
export async function setGoal(db: Kysely<Database>, userId: number, year: number, body: GoalBody): Promise<Goal> {
  checkedYear(year);
  const problem = goalProblem(body);
  if (problem) throw new HttpError(400, problem.message);
  const goal = { books: body.books, pages: body.pages ?? null };
  await db
    .insertInto('reading_goals')
    .values({ user_id: userId, year, ...goal })
    .onConflict((oc) => oc.columns(['user_id', 'year']).doUpdateSet(goal))
    .execute();
  return ownGoal(db, userId, year);
}

/** DELETE /goals/:year: the year has no goal any more (also when it had none). */
export async function deleteGoal(db: Kysely<Database>, userId: number, year: number): Promise<void> {
  await db.deleteFrom('reading_goals').where('user_id', '=', userId).where('year', '=', checkedYear(year)).execute();
}
