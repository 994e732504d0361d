// A race only PostgreSQL can have (PGlite runs one statement at a time), played out step by step:
// a custom shelf is deleted while a request moves a book off it. (The pglite project leaves
// postgres-*.test.ts out.)
import type { Shelf } from '@booknook/api/contract';
import { sql } from 'kysely';
import { testAppForFile } from './helpers';
import { SHELF, addBook, ids, signedInReader } from './library-fixtures';

const t = testAppForFile();

/** Whether some statement of this database is waiting for a row lock. */
async function someoneWaitsForALock(): Promise<boolean> {
  const { rows } = await sql<{ waiting: number }>`
    SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
  `.execute(t.db);
  return (rows[0]?.waiting ?? 0) > 0;
}

it('moves a book off a custom shelf that is being deleted, with totals that still add up', async () => {
  const { id, api } = await signedInReader(t);
  const doomed = (await api.createShelf('Doomed')).json<Shelf>().id;
  const bookId = await addBook(t.db);
  await api.setShelves(bookId, [SHELF.wantToRead, doomed]);

  // The deletion has removed the shelf, its memberships and its total, but not committed yet.
  let commit!: () => void;
  const committed = new Promise<void>((resolve) => (commit = resolve));
  let deleted!: () => void;
  const shelfDeleted = new Promise<void>((resolve) => (deleted = resolve));
  const deletion = t.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('shelves').where('id', '=', doomed).execute();
    deleted();
    await committed;
  });
  await shelfDeleted;

  // The move still sees the membership, and waits on its row until the deletion commits.
  const move = api.setShelves(bookId, [SHELF.currentlyReading]);
  while (!(await someoneWaitsForALock())) await new Promise((resolve) => setTimeout(resolve, 10));
  commit();
  await deletion;

  const response = await move;
  expect(response.statusCode).toBe(200);
  expect(ids(response)).toEqual([SHELF.currentlyReading]);
  const totals = await t.db.selectFrom('shelf_counts').select(['shelf_id', 'books']).where('user_id', '=', id).where('books', '>', 0).execute();
  expect(totals).toEqual([{ shelf_id: SHELF.currentlyReading, books: 1 }]);
});
