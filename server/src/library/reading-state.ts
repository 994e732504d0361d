// A reader's state for one book: the shelves holding it, their edition's page count, progress and
// reading dates. Every change to it follows one path: take the pair's lock, read the state once,
// compute the change in memory (memberships.ts, progress.ts, page-counts.ts), write it once.
import { PROGRESS_STATUS, SHELF_MESSAGES, type ProgressStatus } from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

/** Serialises changes to one reader's book until the transaction ends (a no-op wait on PGlite's single connection). */
export async function lockReaderBook(trx: Kysely<Database>, userId: number, bookId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${userId}::int4, hashtext(${bookId}))`.execute(trx);
}

/** The reader's columns of reader_books (all null before their first progress, page count or built-in move). */
export interface ReaderBookColumns {
  /** The reader's edition page count; overrides the catalogue's. */
  page_count: number | null;
  current_page: number | null;
  progress_status: ProgressStatus | null;
  date_started: Date | null;
  date_finished: Date | null;
}

export interface ReadingState extends ReaderBookColumns {
  userId: number;
  bookId: string;
  /** Whether the catalogue holds the book (a membership change may be asked about one it does not). */
  bookFound: boolean;
  /** The reader_books row, null until the reader has one. */
  id: number | null;
  /** The reader's edition page count, else the catalogue's, else null. */
  pageCount: number | null;
  /** The reader's shelves holding the book, in id order. */
  shelfIds: number[];
}

export type ReadingChange = Partial<ReaderBookColumns>;

/** The reader's state for the book, in one statement; read it after lockReaderBook to change it. */
export async function loadReadingState(db: Kysely<Database>, userId: number, bookId: string): Promise<ReadingState> {
  const { rows } = await sql<Omit<ReadingState, 'userId' | 'bookId'>>`
    SELECT
      books.id IS NOT NULL AS "bookFound",
      own.id, own.page_count, own.current_page, own.progress_status, own.date_started, own.date_finished,
      coalesce(own.page_count, books.page_count) AS "pageCount",
      ARRAY(SELECT shelf_id FROM shelf_books WHERE user_id = ${userId} AND book_id = ${bookId} ORDER BY shelf_id) AS "shelfIds"
    FROM (SELECT ${bookId}::text AS book_id) asked
    LEFT JOIN books ON books.id = asked.book_id
    LEFT JOIN reader_books own ON own.user_id = ${userId} AND own.book_id = asked.book_id`.execute(db);
  return { userId, bookId, ...rows[0]! };
}

/** The state of a book the catalogue holds; 404 otherwise. */
export async function loadBookReadingState(db: Kysely<Database>, userId: number, bookId: string): Promise<ReadingState> {
  const state = await loadReadingState(db, userId, bookId);
  if (!state.bookFound) throw new HttpError(404, SHELF_MESSAGES.bookNotFound);
  return state;
}

/** The state once `change` applies (nothing written). */
export function withChange(state: ReadingState, change: ReadingChange): ReadingState {
  const next = { ...state, ...change };
  return change.page_count === undefined ? next : { ...next, pageCount: change.page_count };
}

/**
 * Writes the change of the reader's columns in one statement, creating their row on first use;
 * answers the state written.
 */
export async function saveReadingChange(trx: Kysely<Database>, state: ReadingState, change: ReadingChange): Promise<ReadingState> {
  if (Object.keys(change).length === 0) return state;
  const { id } = await trx
    .insertInto('reader_books')
    .values({ user_id: state.userId, book_id: state.bookId, ...change })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet({ ...change, date_updated: sql`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...withChange(state, change), id };
}

/**
 * Starting to read (a move to Currently Reading) keeps the first start date unless the book was
 * finished since: a re-read gets a new start date, and finished progress goes back to page 0.
 */
export function startReading(state: ReadingState, now: Date): ReadingChange {
  const { date_started: started, date_finished: finished } = state;
  const reread = finished !== null && (started === null || finished >= started);
  if (started !== null && !reread) return {};
  return reread && state.progress_status === PROGRESS_STATUS.finished
    ? { date_started: now, current_page: 0, progress_status: PROGRESS_STATUS.inProgress }
    : { date_started: now };
}

/** Finishing (a move to Read) records the finish date and finishes any progress at the last page. */
export function finishReading(state: ReadingState, now: Date): ReadingChange {
  return state.progress_status === PROGRESS_STATUS.inProgress
    ? { date_finished: now, progress_status: PROGRESS_STATUS.finished, current_page: state.pageCount ?? state.current_page }
    : { date_finished: now };
}
