// The dashboard's Books tab (issue 21, docs/decisions/0017): books readers added, waiting for an
// administrator, who approves one (it enters the public catalogue), merges it into a catalogue book
// (everything readers hold of it moves there) or deletes it (and it leaves every shelf).
import { sql, type Kysely } from 'kysely';
import { ADDED_BOOK_MESSAGES, type AdminPageQuery, type WaitingBook, type WaitingBookList } from '@booknook/api/contract';
import { adminTablePage, textKey, type AdminTableOrder } from '../db/admin-table';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

/** Readers holding the book on at least one shelf. */
const readersOf = (bookId: string) =>
  sql<number>`(SELECT count(DISTINCT shelf_books.user_id)::integer FROM shelf_books WHERE shelf_books.book_id = ${sql.ref(bookId)})`;

const WAITING_ORDER: AdminTableOrder<'books'> = {
  keys: {
    title: textKey('books.title'),
    'User.username': textKey('users.username'),
    date_added: sql.ref('books.created_at'),
    readers: readersOf('books.id'),
  },
  id: sql.ref('books.id'),
};

function waiting(db: Kysely<Database>) {
  return db.selectFrom('books').leftJoin('users', 'users.id', 'books.added_by').where('books.awaiting_approval', '=', true);
}

const withColumns = (matching: ReturnType<typeof waiting>) =>
  matching.select([
    'books.id',
    'books.title',
    'books.authors',
    'books.isbn13',
    'books.created_at',
    'users.id as user_id',
    'users.username',
    readersOf('books.id').as('readers'),
  ]);

/** GET /books/admin/waiting: one page of the waiting books, sorted by one of the tab's columns. */
export async function waitingBooks(db: Kysely<Database>, query: AdminPageQuery<'books'>): Promise<WaitingBookList> {
  const { rows, total } = await adminTablePage(
    waiting(db),
    withColumns,
    WAITING_ORDER,
    query,
    db.selectFrom('books').where('awaiting_approval', '=', true),
  );
  return {
    books: rows.map(
      (row): WaitingBook => ({
        id: row.id,
        title: row.title,
        authors: row.authors,
        isbn13: row.isbn13,
        User: row.user_id === null || row.username === null ? null : { id: row.user_id, username: row.username },
        date_added: row.created_at.toISOString(),
        readers: row.readers,
      }),
    ),
    total,
  };
}

/** The waiting book, locked for the change; 404 when there is none by that id. */
async function lockWaitingBook(trx: Kysely<Database>, bookId: string): Promise<void> {
  const book = await trx.selectFrom('books').select('awaiting_approval').where('id', '=', bookId).forUpdate().executeTakeFirst();
  if (!book) throw new HttpError(404, ADDED_BOOK_MESSAGES.bookNotFound);
  if (!book.awaiting_approval) throw new HttpError(409, ADDED_BOOK_MESSAGES.notWaiting);
}

/** POST /books/admin/{id}/approve: the book enters the public catalogue (search, genre lists, Home). */
export async function approveBook(db: Kysely<Database>, bookId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockWaitingBook(trx, bookId);
    await trx.updateTable('books').set({ awaiting_approval: false }).where('id', '=', bookId).execute();
  });
}

/**
 * Shelf totals after memberships of a book were added (+1) or removed (-1) for many readers at once,
 * in ascending (reader, shelf) order so that concurrent changes lock the counters in one order.
 */
async function applyShelfCountChanges(trx: Kysely<Database>, changes: { user_id: number; shelf_id: number; delta: number }[]): Promise<void> {
  if (changes.length === 0) return;
  const totals = new Map<string, { user_id: number; shelf_id: number; books: number }>();
  for (const { user_id, shelf_id, delta } of changes) {
    const key = `${user_id}:${shelf_id}`;
    const total = totals.get(key) ?? { user_id, shelf_id, books: 0 };
    total.books += delta;
    totals.set(key, total);
  }
  const rows = [...totals.values()].filter((row) => row.books !== 0).sort((a, b) => a.user_id - b.user_id || a.shelf_id - b.shelf_id);
  if (rows.length === 0) return;
  await trx
    .insertInto('shelf_counts')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'shelf_id']).doUpdateSet((eb) => ({ books: eb('shelf_counts.books', '+', eb.ref('excluded.books')) })))
    .execute();
}

/** Takes the book off every shelf, keeping the shelves' totals right. */
async function removeFromShelves(trx: Kysely<Database>, bookId: string): Promise<void> {
  const removed = await trx.deleteFrom('shelf_books').where('book_id', '=', bookId).returning(['user_id', 'shelf_id']).execute();
  await applyShelfCountChanges(trx, removed.map((row) => ({ ...row, delta: -1 })));
}

/**
 * What a merge moves from the merged book to the target, one step per table that holds readers'
 * data of a book, in this order. Each step leaves no duplicate: where a reader already has the
 * target, the target's row stays and the merged book's fills only what it lacks.
 */
export const MERGE_STEPS: readonly { table: string; move(trx: Kysely<Database>, from: string, to: string): Promise<void> }[] = [
  {
    // Every shelf entry, unless the reader has the target on that shelf already, or (for a built-in
    // shelf) on another built-in shelf: a book sits on one built-in shelf, and the target's stays.
    table: 'shelf_books',
    async move(trx, from, to) {
      const { rows: added } = await sql<{ user_id: number; shelf_id: number }>`
        INSERT INTO shelf_books (user_id, shelf_id, book_id, date_added, date_updated)
        SELECT user_id, shelf_id, ${to}, date_added, date_updated FROM shelf_books WHERE book_id = ${from}
        ORDER BY user_id, shelf_id
        ON CONFLICT DO NOTHING
        RETURNING user_id, shelf_id
      `.execute(trx);
      await applyShelfCountChanges(trx, added.map((row) => ({ ...row, delta: 1 })));
      await removeFromShelves(trx, from);
    },
  },
  {
    // Progress and the reader's page count: the target's values stay, the merged book's fill the gaps.
    table: 'reader_books',
    async move(trx, from, to) {
      await sql`
        INSERT INTO reader_books (user_id, book_id, page_count, current_page, progress_status)
        SELECT user_id, ${to}, page_count, current_page, progress_status FROM reader_books WHERE book_id = ${from}
        ORDER BY user_id
        ON CONFLICT (user_id, book_id) DO UPDATE SET
          page_count = coalesce(reader_books.page_count, excluded.page_count),
          current_page = coalesce(reader_books.current_page, excluded.current_page),
          progress_status = coalesce(reader_books.progress_status, excluded.progress_status),
          date_updated = now()
      `.execute(trx);
      await trx.deleteFrom('reader_books').where('book_id', '=', from).execute();
    },
  },
  {
    // Every read moves, except a twin of one the reader has of the target (the same dates) and an
    // open read where the target has one open too: a book has one read in progress at a time.
    table: 'reads',
    async move(trx, from, to) {
      await sql`
        DELETE FROM reads AS merged USING reads AS kept
        WHERE merged.book_id = ${from} AND kept.book_id = ${to} AND merged.user_id = kept.user_id
          AND ((merged.outcome = kept.outcome AND merged.started IS NOT DISTINCT FROM kept.started
                AND merged.finished IS NOT DISTINCT FROM kept.finished AND merged.stopped IS NOT DISTINCT FROM kept.stopped)
            OR (merged.outcome = 'reading' AND kept.outcome = 'reading'))
      `.execute(trx);
      await trx.updateTable('reads').set({ book_id: to }).where('book_id', '=', from).execute();
    },
  },
  {
    // One review per reader and book: the target's stays, unless an import wrote it and the reader
    // wrote the merged book's themselves. The reviews not moved go with the merged book.
    table: 'reviews',
    async move(trx, from, to) {
      await sql`
        DELETE FROM reviews AS kept USING reviews AS merged
        WHERE kept.book_id = ${to} AND merged.book_id = ${from} AND merged.user_id = kept.user_id AND kept.imported AND NOT merged.imported
      `.execute(trx);
      await sql`
        UPDATE reviews SET book_id = ${to}
        WHERE book_id = ${from} AND NOT EXISTS (SELECT 1 FROM reviews AS kept WHERE kept.user_id = reviews.user_id AND kept.book_id = ${to})
      `.execute(trx);
    },
  },
];

/** Tables whose rows of a book are the book's own (its genres, its cover): they go with the merged book. */
export const LEFT_WITH_MERGED_BOOK = ['book_genres', 'book_covers'] as const;

/** POST /books/admin/{id}/merge: everything readers hold of the waiting book moves to the target, then the book goes. */
export async function mergeBook(db: Kysely<Database>, bookId: string, targetId: string): Promise<void> {
  if (bookId === targetId) throw new HttpError(400, ADDED_BOOK_MESSAGES.mergeIntoItself);
  await db.transaction().execute(async (trx) => {
    await lockWaitingBook(trx, bookId);
    // KEY SHARE: the target cannot be deleted or merged away while its rows are being written.
    const target = await trx.selectFrom('books').select('id').where('id', '=', targetId).forKeyShare().executeTakeFirst();
    if (!target) throw new HttpError(404, ADDED_BOOK_MESSAGES.bookNotFound);
    for (const step of MERGE_STEPS) await step.move(trx, bookId, targetId);
    await trx.deleteFrom('books').where('id', '=', bookId).execute();
  });
}

/** DELETE /books/admin/{id}: the waiting book leaves every shelf and the catalogue, with its progress, reads and reviews. */
export async function deleteWaitingBook(db: Kysely<Database>, bookId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockWaitingBook(trx, bookId);
    await removeFromShelves(trx, bookId);
    await trx.deleteFrom('reader_books').where('book_id', '=', bookId).execute();
    await trx.deleteFrom('reads').where('book_id', '=', bookId).execute();
    await trx.deleteFrom('books').where('id', '=', bookId).execute();
  });
}
