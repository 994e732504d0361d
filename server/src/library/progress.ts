// Reading progress (spec sections 4 and 5): the current page, clamped to the page count; updating
// it means 'In Progress'; finishing sets the last page and moves the book to Read in the same
// transaction. The reader sets their edition's page count (page-counts.ts) when the catalogue has none.
import {
  BUILT_IN_SHELF,
  PAGE_COUNT_MAX,
  PROGRESS_STATUS,
  SHELF_MESSAGES,
  clampCurrentPage,
  todayText,
  type Progress,
  type ProgressBody,
  type ProgressStatus,
} from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { moveToRead } from './memberships';
import {
  combined,
  finishReading,
  loadBookReadingState,
  lockReaderBook,
  readingNow,
  saveReadingChange,
  withProgress,
  type ReaderBookColumns,
  type ReadingChange,
  type ReadingState,
} from './reading-state';

function progressOf(state: ReadingState): Progress {
  if (state.id === null || state.current_page === null || state.progress_status === null) {
    throw new HttpError(404, SHELF_MESSAGES.progressNotFound);
  }
  return { id: state.id, current_page: state.current_page, status: state.progress_status, page_count: state.pageCount };
}

/** GET /progress/:bookId. */
export async function readProgress(db: Kysely<Database>, userId: number, bookId: string): Promise<Progress> {
  return progressOf(await loadBookReadingState(db, userId, bookId));
}

function checkedBody({ current_page, status }: ProgressBody): ProgressBody {
  if (current_page === undefined && status === undefined) throw new HttpError(400, SHELF_MESSAGES.progressUpdateEmpty);
  if (current_page !== undefined && !Number.isInteger(current_page)) throw new HttpError(400, SHELF_MESSAGES.pageNotInteger);
  return { current_page, status };
}

/** The progress after the update, from the reader's state before it. */
export function nextProgress(state: ReadingState, { current_page, status }: ProgressBody): Partial<ReaderBookColumns> {
  const { pageCount } = state;
  const finishing = status === PROGRESS_STATUS.finished;
  if (current_page !== undefined && !finishing && pageCount === null) throw new HttpError(400, SHELF_MESSAGES.pageCountFirst);
  const nextStatus: ProgressStatus =
    finishing || (status === undefined && current_page === undefined && state.progress_status === PROGRESS_STATUS.finished)
      ? PROGRESS_STATUS.finished
      : PROGRESS_STATUS.inProgress;
  // Without a page count (finishing a book nobody counted) the page still has to fit the column.
  const page = clampCurrentPage(current_page ?? state.current_page ?? 0, pageCount ?? PAGE_COUNT_MAX);
  const nextPage = nextStatus === PROGRESS_STATUS.finished ? (pageCount ?? page) : page;
  return { current_page: nextPage, progress_status: nextStatus };
}

/** What the update means for the book's reads: finishing finishes the open read (and moves the book to Read); a page means reading now. */
async function readingChange(trx: Kysely<Database>, state: ReadingState, { status }: ProgressBody): Promise<ReadingChange> {
  const today = todayText();
  if (status !== PROGRESS_STATUS.finished) return readingNow(state, today);
  if (state.shelfIds.includes(BUILT_IN_SHELF.read.id)) return finishReading(state, today, false);
  return moveToRead(trx, state, today);
}

/**
 * PUT /progress/:bookId: the reader's state read once under the lock. Progress belongs to the open
 * read (one starts today when none is open); finishing finishes it and moves the book to Read, and
 * the progress, the read and the move are written together.
 */
export async function updateProgress(db: Kysely<Database>, userId: number, bookId: string, body: ProgressBody): Promise<Progress> {
  const update = checkedBody(body);
  return db.transaction().execute(async (trx) => {
    await lockReaderBook(trx, userId, bookId);
    const state = await loadBookReadingState(trx, userId, bookId);
    const progress = nextProgress(state, update);
    const reading = await readingChange(trx, withProgress(state, progress), update);
    const { state: saved } = await saveReadingChange(trx, state, combined({ progress }, reading));
    // Shelf pages sort 'Newest' by date_updated: the book the reader just read comes first.
    await trx.updateTable('shelf_books').set({ date_updated: sql`now()` }).where('user_id', '=', userId).where('book_id', '=', bookId).execute();
    return progressOf(saved);
  });
}
