// Which shelves hold a reader's book. Every change for one (reader, book) runs in a transaction
// that first takes that pair's advisory lock, so concurrent requests apply one after the other;
// the partial unique index of migration 003 stays the last line of defence against a book in two
// built-in shelves.
import {
  BUILT_IN_SHELF,
  BUILT_IN_SHELVES,
  PROGRESS_STATUS,
  SHELF_MESSAGES,
  SHELF_TYPE,
  type BooksInShelfBody,
  type ProgressStatus,
  type Shelf,
} from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import type { Catalogue } from '../catalogue/catalogue';
import { ensureCatalogueBook, volumeToCopy } from '../catalogue/copy';
import { shelvesHoldingBook } from './shelves';

const BUILT_IN_IDS = new Set<number>(BUILT_IN_SHELVES.map((shelf) => shelf.id));
export const isBuiltInShelf = (shelfId: number) => BUILT_IN_IDS.has(shelfId);

/** Serialises changes to one reader's book until the transaction ends (a no-op wait on PGlite's single connection). */
export async function lockReaderBook(trx: Kysely<Database>, userId: number, bookId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${userId}::int4, hashtext(${bookId}))`.execute(trx);
}

export interface ReadingState {
  /** The reader's edition page count, else the catalogue's, else null. */
  pageCount: number | null;
  current_page: number | null;
  progress_status: ProgressStatus | null;
  date_started: Date | null;
  date_finished: Date | null;
}

type ReadingChange = Partial<Pick<ReadingState, 'current_page' | 'progress_status' | 'date_started' | 'date_finished'>>;

/**
 * What moving the book into a built-in shelf changes. Currently Reading keeps the first start date
 * unless the book was finished since (a re-read: new start date, progress back to page 0); Read
 * records the finish date and finishes any progress. The other shelves change nothing.
 */
export function readingChangeOnMove(state: ReadingState, shelfId: number, now: Date): ReadingChange | null {
  if (shelfId === BUILT_IN_SHELF.currentlyReading.id) {
    const { date_started: started, date_finished: finished } = state;
    const reread = finished !== null && (started === null || finished >= started);
    if (started !== null && !reread) return null;
    return reread && state.progress_status === PROGRESS_STATUS.finished
      ? { date_started: now, current_page: 0, progress_status: PROGRESS_STATUS.inProgress }
      : { date_started: now };
  }
  if (shelfId === BUILT_IN_SHELF.read.id) {
    return state.progress_status === PROGRESS_STATUS.inProgress
      ? { date_finished: now, progress_status: PROGRESS_STATUS.finished, current_page: state.pageCount ?? state.current_page }
      : { date_finished: now };
  }
  return null;
}

/** The reader's state for the book; all null when they have none yet. */
export async function readingState(trx: Kysely<Database>, userId: number, bookId: string): Promise<ReadingState & { id: number | null }> {
  const row = await trx
    .selectFrom('books')
    .leftJoin('reader_books', (join) => join.onRef('reader_books.book_id', '=', 'books.id').on('reader_books.user_id', '=', userId))
    .select([
      'reader_books.id',
      'reader_books.current_page',
      'reader_books.progress_status',
      'reader_books.date_started',
      'reader_books.date_finished',
      (eb) => eb.fn.coalesce('reader_books.page_count', 'books.page_count').as('pageCount'),
    ])
    .where('books.id', '=', bookId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, SHELF_MESSAGES.bookNotFound);
  return row;
}

/** Writes the reader's per-book columns, creating their row on first use. */
export async function saveReadingChange(
  trx: Kysely<Database>,
  userId: number,
  bookId: string,
  change: ReadingChange & { page_count?: number },
): Promise<void> {
  await trx
    .insertInto('reader_books')
    .values({ user_id: userId, book_id: bookId, ...change })
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet({ ...change, date_updated: sql`now()` }))
    .execute();
}

async function currentShelfIds(trx: Kysely<Database>, userId: number, bookId: string): Promise<number[]> {
  const rows = await trx.selectFrom('shelf_books').select('shelf_id').where('user_id', '=', userId).where('book_id', '=', bookId).execute();
  return rows.map((row) => row.shelf_id);
}

/**
 * Applies +1/-1 changes to the reader's shelf totals in ascending shelf order: two transactions
 * moving different books in opposite directions (2 -> 3 and 3 -> 2) then lock the same counter
 * rows in the same order and wait for each other instead of deadlocking.
 */
async function updateShelfCounts(trx: Kysely<Database>, userId: number, deltas: (readonly [shelfId: number, delta: number])[]): Promise<void> {
  if (deltas.length === 0) return;
  const rows = [...deltas].sort(([a], [b]) => a - b).map(([shelfId, delta]) => ({ user_id: userId, shelf_id: shelfId, books: delta }));
  await trx
    .insertInto('shelf_counts')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'shelf_id']).doUpdateSet((eb) => ({ books: eb('shelf_counts.books', '+', eb.ref('excluded.books')) })))
    .execute();
}

/**
 * Sets the reader's memberships of the book to exactly `wanted` (already checked: at most one
 * built-in shelf, custom shelves of this reader) and records what the built-in move means.
 * Call inside a transaction holding lockReaderBook.
 */
export async function replaceMemberships(trx: Kysely<Database>, userId: number, bookId: string, wanted: readonly number[]): Promise<void> {
  const current = await currentShelfIds(trx, userId, bookId);
  const added = wanted.filter((id) => !current.includes(id));
  const leaving = current.filter((id) => !wanted.includes(id));
  // Removing first keeps the one-built-in-shelf index satisfied row by row. Only the rows really
  // deleted count: a custom shelf deleted meanwhile took its memberships and its total with it,
  // and a -1 for it would insert a total for a shelf that no longer exists.
  const removed =
    leaving.length > 0
      ? (
          await trx
            .deleteFrom('shelf_books')
            .where('user_id', '=', userId)
            .where('book_id', '=', bookId)
            .where('shelf_id', 'in', leaving)
            .returning('shelf_id')
            .execute()
        ).map((row) => row.shelf_id)
      : [];
  if (added.length > 0) {
    await trx
      .insertInto('shelf_books')
      .values(added.map((shelfId) => ({ user_id: userId, shelf_id: shelfId, book_id: bookId })))
      .execute();
  }
  await updateShelfCounts(trx, userId, [...removed.map((id) => [id, -1] as const), ...added.map((id) => [id, 1] as const)]);
  const builtInBefore = current.find(isBuiltInShelf);
  const builtInAfter = wanted.find(isBuiltInShelf);
  if (builtInAfter === undefined || builtInAfter === builtInBefore) return;
  const change = readingChangeOnMove(await readingState(trx, userId, bookId), builtInAfter, new Date());
  if (change) await saveReadingChange(trx, userId, bookId, change);
}

/** Moves the book to Read, keeping its custom shelves (finishing a book from its progress). */
export async function moveToRead(trx: Kysely<Database>, userId: number, bookId: string): Promise<void> {
  const custom = (await currentShelfIds(trx, userId, bookId)).filter((id) => !isBuiltInShelf(id));
  await replaceMemberships(trx, userId, bookId, [BUILT_IN_SHELF.read.id, ...custom]);
}

/** Checks the requested set: empty, or exactly one built-in shelf plus custom shelves. */
function wantedShelves(shelfIds: readonly number[]): { builtIn: number[]; custom: number[] } {
  const unique = [...new Set(shelfIds)];
  const builtIn = unique.filter(isBuiltInShelf);
  const custom = unique.filter((id) => !isBuiltInShelf(id));
  if (unique.length > 0 && builtIn.length !== 1) throw new HttpError(400, SHELF_MESSAGES.oneBuiltInShelf);
  return { builtIn, custom };
}

/**
 * POST /books-in-shelf: the reader's shelves for the book become exactly `shelf_ids`, in one
 * transaction. The body's `book` (the spec's call sends it) is not used: see catalogue/copy.ts.
 */
export async function setBookShelves(
  db: Kysely<Database>,
  catalogue: Pick<Catalogue, 'upstreamVolume'>,
  userId: number,
  { book_id: bookId, shelf_ids }: BooksInShelfBody,
): Promise<Shelf[]> {
  const { builtIn, custom } = wantedShelves(shelf_ids);
  const volume = builtIn.length > 0 ? await volumeToCopy(db, catalogue, bookId) : undefined;
  return db.transaction().execute(async (trx) => {
    if (builtIn.length > 0) {
      await ensureCatalogueBook(trx, bookId, volume);
    }
    await lockReaderBook(trx, userId, bookId);
    if (custom.length > 0) {
      // KEY SHARE makes a concurrent delete of one of these shelves wait for this transaction
      // (and then remove the new membership with the shelf) instead of failing it halfway.
      const owned = await trx
        .selectFrom('shelves')
        .select('id')
        .where('id', 'in', custom)
        .where('user_id', '=', userId)
        .where('shelf_type_id', '=', SHELF_TYPE.custom)
        .forKeyShare()
        .execute();
      if (owned.length !== custom.length) throw new HttpError(404, SHELF_MESSAGES.shelfNotFound);
    }
    await replaceMemberships(trx, userId, bookId, [...builtIn, ...custom]);
    return shelvesHoldingBook(trx, userId, bookId);
  });
}
