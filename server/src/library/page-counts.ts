// The page count of a reader's edition (the free catalogue has none for most books), and the count
// other readers' editions suggest. The suggestion is one number, never who gave it or how many did,
// and never a count that only private readers, fewer than three, gave.
import { clampCurrentPage, pageCountProblem, type PageCount } from '@booknook/api/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { visibleTo } from '../users/visibility';
import { loadBookReadingState, lockReaderBook, saveReadingChange } from './reading-state';

/**
 * Readers who gave the same count before it is suggested, unless one of them shows their shelves to
 * everyone: a count only one private reader gave would tell others which edition they own (issue 25).
 */
export const SUGGESTION_MIN_READERS = 3;

/**
 * The page count most readers other than `userId` gave their edition of `bookId`, the smaller one
 * on a tie, among the counts given by SUGGESTION_MIN_READERS readers or by a reader whose main
 * shelves anyone may see; no row when there is none. A scalar subquery, so lists can ask it per book
 * (index reader_books_page_counts_idx of migration 030).
 */
export function suggestedPageCount(bookId: RawBuilder<unknown> | string, userId: number): RawBuilder<{ page_count: number }> {
  return sql<{ page_count: number }>`
    SELECT given.page_count FROM reader_books given
    JOIN users ON users.id = given.user_id
    WHERE given.book_id = ${bookId} AND given.page_count IS NOT NULL AND given.user_id <> ${userId}
    GROUP BY given.page_count
    HAVING count(*) >= ${SUGGESTION_MIN_READERS} OR bool_or(${visibleTo(userId, 'builtInShelves')})
    ORDER BY count(*) DESC, given.page_count
    LIMIT 1`;
}

/** GET /books/:bookId/page-count. */
export async function readPageCount(db: Kysely<Database>, userId: number, bookId: string): Promise<PageCount> {
  const { pageCount } = await loadBookReadingState(db, userId, bookId);
  const { rows } = await suggestedPageCount(bookId, userId).execute(db);
  return { page_count: pageCount, suggested_page_count: rows[0]?.page_count ?? null };
}

/** Why the body's page count cannot be stored, as the 400 the API answers. */
export function checkedPageCount(pageCount: number): number {
  const problem = pageCountProblem(pageCount);
  if (problem) throw new HttpError(400, problem.message);
  return pageCount;
}

/**
 * PUT /books/:bookId/page-count: sets (or corrects) the reader's edition page count, re-clamping
 * the current page when progress is recorded, and records no progress when there is none: a book
 * on Want To Read or Read gets a page count without becoming 'In Progress'.
 */
export async function setPageCount(db: Kysely<Database>, userId: number, bookId: string, pageCount: number): Promise<PageCount> {
  const page_count = checkedPageCount(pageCount);
  await db.transaction().execute(async (trx) => {
    await lockReaderBook(trx, userId, bookId);
    const state = await loadBookReadingState(trx, userId, bookId);
    // The row written must hold the page and its status together (migration 004's check).
    const { current_page, progress_status } = state;
    const progress = current_page === null ? {} : { current_page: clampCurrentPage(current_page, page_count), progress_status };
    await saveReadingChange(trx, state, { progress: { page_count, ...progress } });
  });
  return readPageCount(db, userId, bookId);
}
