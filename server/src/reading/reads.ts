// Reading history (issue 20): the routes' domain functions. The shelf rules write reads by
// themselves (library/reading-state.ts); here a reader lists, adds, corrects and deletes them,
// through the same lock, state and write.
import { READ_MESSAGES, SHELF_TYPE, readProblem, type Read, type ReadBody, type ReadList, type ReadOutcome } from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { READ_COLUMNS, loadBookReadingState, lockReaderBook, newRead, saveReadingChange, type ReadingState } from '../library/reading-state';
import { shelfAccess } from '../library/visibility';

/** GET /reads/:bookId: the owner's reads of the book, open first, then by their latest date, newest first (undated last). */
export async function listReads(db: Kysely<Database>, viewerId: number, bookId: string, userId: number | undefined): Promise<ReadList> {
  const access = await shelfAccess(db, viewerId, userId);
  // A reader's reads are what their main shelves say, in more detail: the same visibility.
  access.assertCanSee(SHELF_TYPE.builtIn);
  const reads = await db
    .selectFrom('reads')
    .select(READ_COLUMNS)
    .where('user_id', '=', access.ownerId)
    .where('book_id', '=', bookId)
    .orderBy(sql`outcome = 'reading'`, 'desc')
    .orderBy(sql`coalesce(finished, stopped, started)`, (order) => order.desc().nullsLast())
    .orderBy('id', 'desc')
    .execute();
  return { reads };
}

/** The read's dates checked: a 400 with the reason, or when it would be a second open read of the book. */
function checkedRead(state: ReadingState, read: Omit<Read, 'id'>, readId: number | null): Omit<Read, 'id'> {
  const problem = readProblem(read);
  if (problem) throw new HttpError(400, problem.message);
  if (read.outcome === 'reading' && state.openRead && state.openRead.id !== readId) throw new HttpError(400, READ_MESSAGES.openReadExists);
  return read;
}

function inTransaction<T>(db: Kysely<Database>, userId: number, bookId: string, work: (trx: Kysely<Database>, state: ReadingState) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockReaderBook(trx, userId, bookId);
    return work(trx, await loadBookReadingState(trx, userId, bookId));
  });
}

/** How a read sent without an outcome ended: as its end date says; with neither, finished (POST adds a past read). */
const impliedOutcome = (stopped: string | null): ReadOutcome => (stopped === null ? 'finished' : 'stopped');

/** POST /reads/:bookId: adds a read (a past one, usually); at most READS_MAX_PER_BOOK per book. */
export function addRead(db: Kysely<Database>, userId: number, bookId: string, { started = null, finished = null, stopped = null, outcome }: ReadBody): Promise<Read> {
  return inTransaction(db, userId, bookId, async (trx, state) => {
    const values = checkedRead(state, { started, finished, stopped, outcome: outcome ?? impliedOutcome(stopped) }, null);
    return (await saveReadingChange(trx, state, { read: newRead(state, values) })).read!;
  });
}

async function ownRead(trx: Kysely<Database>, state: ReadingState, readId: number): Promise<Read> {
  const read = await trx
    .selectFrom('reads')
    .select(READ_COLUMNS)
    .where('id', '=', readId)
    .where('user_id', '=', state.userId)
    .where('book_id', '=', state.bookId)
    .executeTakeFirst();
  if (!read) throw new HttpError(404, READ_MESSAGES.readNotFound);
  return read;
}

/** PUT /reads/:bookId/:readId: changes the dates sent (null clears one), the others kept. */
export function updateRead(db: Kysely<Database>, userId: number, bookId: string, readId: number, body: ReadBody): Promise<Read> {
  return inTransaction(db, userId, bookId, async (trx, state) => {
    const { id, ...before } = await ownRead(trx, state, readId);
    const values = checkedRead(state, { ...before, ...body }, id);
    return (await saveReadingChange(trx, state, { read: { id, values } })).read!;
  });
}

/** DELETE /reads/:bookId/:readId: the reader's own read only (anyone else's is as missing as none). */
export async function deleteRead(db: Kysely<Database>, userId: number, bookId: string, readId: number): Promise<void> {
  const deleted = await db.deleteFrom('reads').where('id', '=', readId).where('user_id', '=', userId).where('book_id', '=', bookId).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new HttpError(404, READ_MESSAGES.readNotFound);
}
