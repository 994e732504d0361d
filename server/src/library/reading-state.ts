// A reader's state for one book: the shelves holding it, their edition's page count, progress and
// reads (issue 20). Every change to it follows one path: take the pair's lock, read the state once,
// compute the change in memory (memberships.ts, progress.ts, page-counts.ts, reading/reads.ts),
// write it once. The shelf rules that write reads by themselves are here too: a reader who never
// opens the reading history still gets one.
import { PROGRESS_STATUS, READS_MAX_PER_BOOK, READ_MESSAGES, SHELF_MESSAGES, type ProgressStatus, type Read, type ReadOutcome } from '@booknook/api/contract';
import { sql, type CompiledQuery, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db';
import { executePrepared } from '../db/prepared';
import { HttpError } from '../http/errors';
import type { ReadsTable } from '../reading/tables';

/** Serialises changes to one reader's book until the transaction ends (a no-op wait on PGlite's single connection). */
export async function lockReaderBook(trx: Kysely<Database>, userId: number, bookId: string): Promise<void> {
  await lockReaderBooks(trx, userId, [bookId]);
}

/** lockReaderBook for several of the reader's books in one statement (an import's batch), always in the same order. */
export async function lockReaderBooks(trx: Kysely<Database>, userId: number, bookIds: readonly string[]): Promise<void> {
  await executePrepared(trx, sql`
    SELECT pg_advisory_xact_lock(${userId}::int4, hashtext(book_id))
    FROM (SELECT DISTINCT book_id FROM unnest(${[...bookIds]}::text[]) AS asked(book_id) ORDER BY book_id) AS ordered`.compile(trx));
}

/** The reader's columns of reader_books (all null before their first progress or page count). */
export interface ReaderBookColumns {
  /** The reader's edition page count; overrides the catalogue's. */
  page_count: number | null;
  /** The open read's progress, else the last read's. */
  current_page: number | null;
  progress_status: ProgressStatus | null;
}

/** The read whose outcome is 'reading' (at most one per book). */
export interface OpenRead {
  id: number;
  started: string | null;
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
  openRead: OpenRead | null;
  readCount: number;
}

type ReadValues = Updateable<Pick<ReadsTable, 'started' | 'finished' | 'stopped' | 'outcome' | 'last_page'>>;

/** The dates, outcome and last page a read is written with: a new read (`id` null) says its outcome. */
export type ReadWrite = { id: null; values: ReadValues & { outcome: ReadOutcome } } | { id: number; values: ReadValues };

export interface ReadingChange {
  progress?: Partial<ReaderBookColumns>;
  read?: ReadWrite;
}

/** The reader's state for the book, in one statement; read it after lockReaderBook to change it. */
export async function loadReadingState(db: Kysely<Database>, userId: number, bookId: string): Promise<ReadingState> {
  return (await loadReadingStates(db, userId, [bookId])).get(bookId)!;
}

/** The statement of loadReadingStates. */
export function readingStatesQuery(db: Kysely<Database>, userId: number, bookIds: readonly string[]): CompiledQuery<Omit<ReadingState, 'userId'>> {
  return sql<Omit<ReadingState, 'userId'>>`
    SELECT
      asked.book_id AS "bookId",
      books.id IS NOT NULL AS "bookFound",
      own.id, own.page_count, own.current_page, own.progress_status,
      coalesce(own.page_count, books.page_count) AS "pageCount",
      ARRAY(SELECT shelf_id FROM shelf_books WHERE user_id = ${userId} AND book_id = asked.book_id ORDER BY shelf_id) AS "shelfIds",
      (SELECT json_build_object('id', id, 'started', started) FROM reads
        WHERE user_id = ${userId} AND book_id = asked.book_id AND outcome = 'reading') AS "openRead",
      (SELECT count(*)::int FROM reads WHERE user_id = ${userId} AND book_id = asked.book_id) AS "readCount"
    FROM (SELECT DISTINCT book_id FROM unnest(${[...bookIds]}::text[]) AS listed(book_id)) asked
    LEFT JOIN books ON books.id = asked.book_id
    -- One index lookup per book whatever the statistics say (PGlite has no autovacuum to keep them):
    -- as a plain join, or a LATERAL the planner may flatten into one (LIMIT keeps it apart), it was
    -- planned as a walk through all the reader's books, 10 ms at 3,500.
    LEFT JOIN LATERAL (
      SELECT id, page_count, current_page, progress_status FROM reader_books WHERE user_id = ${userId} AND book_id = asked.book_id LIMIT 1
    ) own ON true`.compile(db);
}

/** loadReadingState for several of the reader's books in one statement (an import's batch), by book id. */
export async function loadReadingStates(db: Kysely<Database>, userId: number, bookIds: readonly string[]): Promise<Map<string, ReadingState>> {
  // Prepared: parsing and planning it took longer than running it on the embedded database.
  const rows = await executePrepared(db, readingStatesQuery(db, userId, bookIds));
  return new Map(rows.map((row) => [row.bookId, { userId, ...row }]));
}

/** The state of a book the catalogue holds; 404 otherwise. */
export async function loadBookReadingState(db: Kysely<Database>, userId: number, bookId: string): Promise<ReadingState> {
  const state = await loadReadingState(db, userId, bookId);
  if (!state.bookFound) throw new HttpError(404, SHELF_MESSAGES.bookNotFound);
  return state;
}

/** The state once the change's progress applies (nothing written; reads are written as they are). */
export function withProgress(state: ReadingState, progress: ReadingChange['progress'] = {}): ReadingState {
  const next = { ...state, ...progress };
  return progress.page_count === undefined ? next : { ...next, pageCount: progress.page_count };
}

/** Two changes as one: the later one's progress wins field by field; at most one of them writes a read. */
export function combined(first: ReadingChange, second: ReadingChange): ReadingChange {
  return { progress: { ...first.progress, ...second.progress }, read: second.read ?? first.read };
}

/** A read as the API answers it. */
export const READ_COLUMNS = ['id', 'started', 'finished', 'stopped', 'outcome'] as const;

/**
 * Writes the change: the reader's columns in one statement (creating their row on first use), the
 * read in another. Answers the state and the read written.
 */
export async function saveReadingChange(
  trx: Kysely<Database>,
  state: ReadingState,
  { progress = {}, read }: ReadingChange,
): Promise<{ state: ReadingState; read: Read | null }> {
  let { id } = state;
  if (Object.keys(progress).length > 0) {
    ({ id } = await trx
      .insertInto('reader_books')
      .values({ user_id: state.userId, book_id: state.bookId, ...progress })
      .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet({ ...progress, date_updated: sql`now()` }))
      .returning('id')
      .executeTakeFirstOrThrow());
  }
  const written =
    read === undefined
      ? null
      : read.id === null
        ? await trx.insertInto('reads').values({ user_id: state.userId, book_id: state.bookId, ...read.values }).returning(READ_COLUMNS).executeTakeFirstOrThrow()
        : await trx.updateTable('reads').set(read.values).where('id', '=', read.id).returning(READ_COLUMNS).executeTakeFirstOrThrow();
  return { state: { ...withProgress(state, progress), id }, read: written };
}

/** A new read of the book, refused beyond READS_MAX_PER_BOOK. */
export function newRead(state: ReadingState, values: ReadValues & { outcome: ReadOutcome }): ReadWrite {
  if (state.readCount >= READS_MAX_PER_BOOK) throw new HttpError(400, READ_MESSAGES.tooManyReads);
  return { id: null, values };
}

/** Recording progress means reading: it belongs to the open read, opened today when there is none. */
export function readingNow(state: ReadingState, today: string): ReadingChange {
  return state.openRead ? {} : { read: newRead(state, { started: today, outcome: 'reading' }) };
}

/**
 * Moving the book to Currently Reading starts a read today unless one is open: after an earlier
 * read ended (a re-read, or a return to a stopped book), progress starts again at page 0.
 */
export function startReading(state: ReadingState, today: string): ReadingChange {
  if (state.openRead) return {};
  const earlierProgress = state.readCount > 0 && state.current_page !== null;
  return {
    read: newRead(state, { started: today, outcome: 'reading' }),
    ...(earlierProgress ? { progress: { current_page: 0, progress_status: PROGRESS_STATUS.inProgress } } : {}),
  };
}

/**
 * Finishing (the finish prompt, or a move to Read) finishes the open read today and any progress
 * at the last page; with no read open, a move to Read (`record`) records a read finished today.
 */
export function finishReading(state: ReadingState, today: string, record: boolean): ReadingChange {
  const lastPage = state.pageCount ?? state.current_page;
  const progress = state.progress_status === PROGRESS_STATUS.inProgress ? { progress_status: PROGRESS_STATUS.finished, current_page: lastPage } : {};
  const values = { finished: today, outcome: 'finished' as const, last_page: state.current_page === null ? null : lastPage };
  if (state.openRead) return { progress, read: { id: state.openRead.id, values } };
  return record ? { progress, read: newRead(state, values) } : { progress };
}

/** Moving the book to Did Not Finish stops the open read today, at the page reached. */
export function stopReading(state: ReadingState, today: string): ReadingChange {
  return state.openRead ? { read: { id: state.openRead.id, values: { stopped: today, outcome: 'stopped', last_page: state.current_page } } } : {};
}
