// Which shelves hold a reader's book. Every change for one (reader, book) runs in a transaction
// that first takes that pair's advisory lock (lockReaderBook, reading-state.ts) and then reads the
// reader's state once, so concurrent requests apply one after the other;
// the partial unique index of migration 003 stays the last line of defence against a book in two
// built-in shelves.
import { BUILT_IN_SHELF, BUILT_IN_SHELVES, SHELF_MESSAGES, SHELF_TYPE, todayText, type BooksInShelfBody, type Shelf } from '@booknook/api/contract';
import type { Compilable, Insertable, Kysely } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import type { Catalogue } from '../catalogue/catalogue';
import { ensureCatalogueBook, volumeToCopy } from '../catalogue/copy';
import {
  finishReading,
  loadReadingState,
  lockReaderBook,
  saveReadingChange,
  startReading,
  stopReading,
  type ReadingChange,
  type ReadingState,
} from './reading-state';
import { shelvesHoldingBook } from './shelves';
import type { ShelfBooksTable } from './tables';

const BUILT_IN_IDS = new Set<number>(BUILT_IN_SHELVES.map((shelf) => shelf.id));
export const isBuiltInShelf = (shelfId: number) => BUILT_IN_IDS.has(shelfId);

/** What moving the book into a built-in shelf means for its reads (reading-state.ts); Want To Read and custom shelves change nothing. */
function readingChangeOnMove(state: ReadingState, shelfId: number, today: string): ReadingChange {
  if (shelfId === BUILT_IN_SHELF.currentlyReading.id) return startReading(state, today);
  if (shelfId === BUILT_IN_SHELF.read.id) return finishReading(state, today, true);
  if (shelfId === BUILT_IN_SHELF.didNotFinish.id) return stopReading(state, today);
  return {};
}

/**
 * Applies +1/-1 changes to the reader's shelf totals in ascending shelf order: two transactions
 * moving different books in opposite directions (2 -> 3 and 3 -> 2) then lock the same counter
 * rows in the same order and wait for each other instead of deadlocking.
 */
async function updateShelfCounts(trx: Kysely<Database>, userId: number, deltas: (readonly [shelfId: number, delta: number])[]): Promise<void> {
  if (deltas.length > 0) await shelfCountsChange(trx, userId, deltas).execute();
}

/** The statement of updateShelfCounts, for a caller to run or to put in a larger one. */
function shelfCountsChange(trx: Kysely<Database>, userId: number, deltas: (readonly [shelfId: number, delta: number])[]) {
  const rows = [...deltas].sort(([a], [b]) => a - b).map(([shelfId, delta]) => ({ user_id: userId, shelf_id: shelfId, books: delta }));
  return trx
    .insertInto('shelf_counts')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'shelf_id']).doUpdateSet((eb) => ({ books: eb('shelf_counts.books', '+', eb.ref('excluded.books')) })));
}

/** Memberships an import's batch adds and the shelf totals they change, written once at its end (gatheredMembershipsWrites). */
export interface GatheredMemberships {
  added: Insertable<ShelfBooksTable>[];
  countChanges: Map<number, number>;
}

export const noGatheredMemberships = (): GatheredMemberships => ({ added: [], countChanges: new Map() });

/** The statements writing what replaceMemberships gathered (the memberships, the totals), for the caller to run together. */
export function gatheredMembershipsWrites(trx: Kysely<Database>, userId: number, { added, countChanges }: GatheredMemberships): Compilable[] {
  const deltas = [...countChanges].filter(([, delta]) => delta !== 0);
  return [...(added.length > 0 ? [trx.insertInto('shelf_books').values(added)] : []), ...(deltas.length > 0 ? [shelfCountsChange(trx, userId, deltas)] : [])];
}

/**
 * Sets the reader's memberships of the book to exactly `wanted` (already checked: at most one
 * built-in shelf, custom shelves of this reader), from the state read under lockReaderBook, and
 * answers what the built-in move means for reading, for the caller to save with its own change.
 * `addedOn` dates the new memberships (an import's Date Added); now by default. With `gathered`, the
 * new memberships and the totals' changes are added there for the caller to write.
 */
export async function replaceMemberships(
  trx: Kysely<Database>,
  state: ReadingState,
  wanted: readonly number[],
  today: string,
  { addedOn, gathered }: { addedOn?: Date; gathered?: GatheredMemberships } = {},
): Promise<ReadingChange> {
  const { userId, bookId, shelfIds: current } = state;
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
  const memberships = added.map((shelfId) => ({ user_id: userId, shelf_id: shelfId, book_id: bookId, ...(addedOn ? { date_added: addedOn } : {}) }));
  const deltas = [...removed.map((id) => [id, -1] as const), ...added.map((id) => [id, 1] as const)];
  if (gathered) {
    gathered.added.push(...memberships);
    for (const [shelfId, delta] of deltas) gathered.countChanges.set(shelfId, (gathered.countChanges.get(shelfId) ?? 0) + delta);
  } else {
    if (memberships.length > 0) await trx.insertInto('shelf_books').values(memberships).execute();
    await updateShelfCounts(trx, userId, deltas);
  }
  const builtInBefore = current.find(isBuiltInShelf);
  const builtInAfter = wanted.find(isBuiltInShelf);
  if (builtInAfter === undefined || builtInAfter === builtInBefore) return {};
  return readingChangeOnMove(state, builtInAfter, today);
}

/** Moves the book to Read, keeping its custom shelves (finishing a book from its progress). */
export function moveToRead(trx: Kysely<Database>, state: ReadingState, today: string): Promise<ReadingChange> {
  return replaceMemberships(trx, state, [BUILT_IN_SHELF.read.id, ...state.shelfIds.filter((id) => !isBuiltInShelf(id))], today);
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
    const state = await loadReadingState(trx, userId, bookId);
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
    await saveReadingChange(trx, state, await replaceMemberships(trx, state, [...builtIn, ...custom], todayText()));
    return shelvesHoldingBook(trx, userId, bookId);
  });
}
