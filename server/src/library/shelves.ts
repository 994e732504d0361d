// Custom shelves: listing, lookup by name, create, rename and delete. The built-in shelves (ids
// 1-4, user_id null) are shared by every user and never change.
import {
  CUSTOM_SHELVES_MAX,
  SHELF_LIMIT_MESSAGES,
  SHELF_LIST_MAX,
  SHELF_MESSAGES,
  SHELF_TYPE,
  normalizeShelfName,
  validateShelfName,
  type Shelf,
  type ShelfListQuery,
} from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

const SHELF_COLUMNS = ['shelves.id', 'shelves.name', 'shelves.shelf_type_id'] as const;

/** The unique index of migration 001 that makes two custom shelves of one user differ by more than case. */
const CUSTOM_NAME_UNIQUE = 'shelves_custom_name_unique';

function isDuplicateShelfName(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === CUSTOM_NAME_UNIQUE;
}

function checkedName(name: string): string {
  const result = validateShelfName(name);
  if ('message' in result) throw new HttpError(400, result.message);
  return result.name;
}

/** GET /shelves: the built-in shelves (ids 1-4) followed by the user's custom shelves, a page at a time (by default all of them). */
export function listShelves(db: Kysely<Database>, userId: number, { limit = SHELF_LIST_MAX, offset = 0 }: ShelfListQuery = {}): Promise<Shelf[]> {
  return db
    .selectFrom('shelves')
    .select(SHELF_COLUMNS)
    .where((where) => where.or([where('user_id', 'is', null), where('user_id', '=', userId)]))
    .orderBy('shelf_type_id')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** GET /shelves/custom: the owner's custom shelves, in creation order, a page at a time (by default all of them). */
export function customShelves(db: Kysely<Database>, ownerId: number, { limit = SHELF_LIST_MAX, offset = 0 }: ShelfListQuery = {}): Promise<Shelf[]> {
  return db
    .selectFrom('shelves')
    .select(SHELF_COLUMNS)
    .where('user_id', '=', ownerId)
    .where('shelf_type_id', '=', SHELF_TYPE.custom)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** GET /shelves/book/{bookId}: the user's shelves holding the book: the built-in one first, then custom shelves in creation order. */
export function shelvesHoldingBook(db: Kysely<Database>, userId: number, bookId: string): Promise<Shelf[]> {
  return db
    .selectFrom('shelf_books')
    .innerJoin('shelves', 'shelves.id', 'shelf_books.shelf_id')
    .select(SHELF_COLUMNS)
    .where('shelf_books.user_id', '=', userId)
    .where('shelf_books.book_id', '=', bookId)
    .orderBy('shelves.shelf_type_id')
    .orderBy('shelves.id')
    .execute();
}

/** GET /shelves/shelf: the owner's shelf of that name (built-in or custom, compared in the one normalised form), or undefined. */
export async function findShelfByName(db: Kysely<Database>, ownerId: number, name: string): Promise<Shelf | undefined> {
  const { rows } = await sql<Shelf>`SELECT id, name, shelf_type_id FROM shelf_by_name(${ownerId}, ${normalizeShelfName(name)})`.execute(db);
  return rows[0];
}

/** POST /shelves: a new custom shelf of the user's, under the one normalised name, up to CUSTOM_SHELVES_MAX of them (409 past that). */
export async function createShelf(db: Kysely<Database>, userId: number, name: string): Promise<Shelf> {
  const shelfName = checkedName(name);
  try {
    return await db.transaction().execute((trx) => insertCustomShelf(trx, userId, shelfName));
  } catch (error) {
    if (isDuplicateShelfName(error)) throw new HttpError(409, SHELF_MESSAGES.shelfNameTaken);
    throw error;
  }
}

/**
 * Inserts a custom shelf named `shelfName` (already normalised) inside the caller's transaction,
 * refused with a 409 past CUSTOM_SHELVES_MAX; a taken name fails with the unique index's error.
 */
export async function insertCustomShelf(trx: Kysely<Database>, userId: number, shelfName: string): Promise<Shelf> {
  // The reader's row, locked: of two shelves made at once with one place left, the second waits
  // for the first and then counts it.
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const { made } = await trx
    .selectFrom('shelves')
    .select((eb) => eb.fn.countAll<string>().as('made'))
    .where('user_id', '=', userId)
    .where('shelf_type_id', '=', SHELF_TYPE.custom)
    .executeTakeFirstOrThrow();
  if (Number(made) >= CUSTOM_SHELVES_MAX) throw new HttpError(409, SHELF_LIMIT_MESSAGES.tooManyShelves);
  return trx
    .insertInto('shelves')
    .values({ user_id: userId, name: shelfName, shelf_type_id: SHELF_TYPE.custom })
    .returning(['id', 'name', 'shelf_type_id'])
    .executeTakeFirstOrThrow();
}

/**
 * Why a change to shelf `shelfId` matched none of the user's custom shelves: a built-in shelf is
 * refused with 403; anything else (missing, or another user's) is a 404 that reveals nothing.
 */
async function refusal(db: Kysely<Database>, shelfId: number): Promise<HttpError> {
  const shelf = await db.selectFrom('shelves').select('shelf_type_id').where('id', '=', shelfId).executeTakeFirst();
  return shelf?.shelf_type_id === SHELF_TYPE.builtIn
    ? new HttpError(403, SHELF_MESSAGES.builtInShelfLocked)
    : new HttpError(404, SHELF_MESSAGES.shelfNotFound);
}

/** PUT /shelves/{id}: one of the user's custom shelves, under a new name. */
export async function renameShelf(db: Kysely<Database>, userId: number, shelfId: number, name: string): Promise<Shelf> {
  const newName = checkedName(name);
  let renamed: Shelf | undefined;
  try {
    renamed = await db
      .updateTable('shelves')
      .set({ name: newName })
      .where('id', '=', shelfId)
      .where('user_id', '=', userId)
      .where('shelf_type_id', '=', SHELF_TYPE.custom)
      .returning(['id', 'name', 'shelf_type_id'])
      .executeTakeFirst();
  } catch (error) {
    if (isDuplicateShelfName(error)) throw new HttpError(409, SHELF_MESSAGES.shelfNameTaken);
    throw error;
  }
  if (!renamed) throw await refusal(db, shelfId);
  return renamed;
}

/** DELETE /shelves/{id}: deletes one of the user's custom shelves; its memberships go with it (ON DELETE CASCADE), the books stay shelved elsewhere. */
export async function deleteShelf(db: Kysely<Database>, userId: number, shelfId: number): Promise<void> {
  const deleted = await db
    .deleteFrom('shelves')
    .where('id', '=', shelfId)
    .where('user_id', '=', userId)
    .where('shelf_type_id', '=', SHELF_TYPE.custom)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw await refusal(db, shelfId);
}
