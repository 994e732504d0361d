// POST /books-in-shelf and GET /shelves/book/:bookId: one built-in shelf plus custom shelves,
// replaced as a whole in one transaction, and the reads the built-in moves write. Upstream books: library-upstream-shelving.test.ts.
import { SHELF_MESSAGES, type Progress, type ReadList, type Shelf } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { SHELF, addBook, ids, signedInReader, type LibraryClient } from './library-fixtures';

const t = testAppForFile();

const reader = () => signedInReader(t);

async function customShelf(api: LibraryClient, name: string): Promise<number> {
  return (await api.createShelf(name)).json<Shelf>().id;
}

/** The reader's reads of the book (GET /reads), newest first, and their progress. */
async function readsAndProgress(api: LibraryClient, bookId: string) {
  const { reads } = (await api.reads(bookId)).json<ReadList>();
  const progress = await api.progress(bookId);
  return { reads: reads.map(({ id: _id, ...dates }) => dates), progress: progress.statusCode === 200 ? progress.json<Progress>() : null };
}

/** The per-shelf totals kept with the memberships equal a fresh count. */
async function expectShelfCountsToMatch(userId: number) {
  const counted = await t.db
    .selectFrom('shelf_books')
    .select(['shelf_id', (eb) => eb.fn.countAll<string>().as('books')])
    .where('user_id', '=', userId)
    .groupBy('shelf_id')
    .execute();
  const kept = await t.db.selectFrom('shelf_counts').select(['shelf_id', 'books']).where('user_id', '=', userId).where('books', '>', 0).execute();
  const byShelf = (rows: { shelf_id: number; books: number | string }[]) =>
    Object.fromEntries(rows.map((row) => [row.shelf_id, Number(row.books)]));
  expect(byShelf(kept)).toEqual(byShelf(counted));
}

describe('POST /api/books-in-shelf', () => {
  it('puts a book on one built-in shelf and custom shelves, and answers the shelves now holding it', async () => {
    const { api } = await reader();
    const club = await customShelf(api, 'Club');
    const bookId = await addBook(t.db);
    const response = await api.setShelves(bookId, [club, SHELF.wantToRead]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: SHELF.wantToRead, name: 'Want To Read', shelf_type_id: 1 },
      { id: club, name: 'Club', shelf_type_id: 2 },
    ]);
    expect((await api.shelvesOfBook(bookId)).json()).toEqual(response.json());
  });

  it('replaces the whole set: moving between built-in shelves and dropping a custom shelf in one request', async () => {
    const { api } = await reader();
    const [a, b] = [await customShelf(api, 'A'), await customShelf(api, 'B')];
    const bookId = await addBook(t.db);
    await api.setShelves(bookId, [SHELF.wantToRead, a]);
    expect(ids(await api.setShelves(bookId, [SHELF.currentlyReading, b, b]))).toEqual([SHELF.currentlyReading, b]);
    const rows = await t.db.selectFrom('shelf_books').select('shelf_id').where('book_id', '=', bookId).orderBy('shelf_id').execute();
    expect(rows.map((row) => row.shelf_id)).toEqual([SHELF.currentlyReading, b]);
  });

  it('keeps the date a book was added to a shelf it stays on', async () => {
    const { id, api } = await reader();
    const keep = await customShelf(api, 'Keep');
    const bookId = await addBook(t.db);
    await api.setShelves(bookId, [SHELF.wantToRead, keep]);
    const before = await t.db.selectFrom('shelf_books').select('date_added').where('user_id', '=', id).where('shelf_id', '=', keep).executeTakeFirstOrThrow();
    await api.setShelves(bookId, [SHELF.read, keep]);
    const after = await t.db.selectFrom('shelf_books').select('date_added').where('user_id', '=', id).where('shelf_id', '=', keep).executeTakeFirstOrThrow();
    expect(after.date_added).toEqual(before.date_added);
  });

  it('removes the book from every shelf of the reader with an empty list, and only theirs', async () => {
    const owner = await reader();
    const other = await reader();
    const bookId = await addBook(t.db);
    await owner.api.setShelves(bookId, [SHELF.read, await customShelf(owner.api, 'Gone')]);
    await other.api.setShelves(bookId, [SHELF.read]);
    const response = await owner.api.setShelves(bookId, []);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(ids(await other.api.shelvesOfBook(bookId))).toEqual([SHELF.read]);
  });

  it.each([
    ['two built-in shelves', (): number[] => [SHELF.read, SHELF.didNotFinish]],
    ['custom shelves without a built-in one', (custom: number): number[] => [custom]],
  ])('refuses %s with 400 and changes nothing', async (_case, shelves) => {
    const { api } = await reader();
    const custom = await customShelf(api, 'Custom');
    const bookId = await addBook(t.db);
    await api.setShelves(bookId, [SHELF.wantToRead]);
    const response = await api.setShelves(bookId, shelves(custom));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SHELF_MESSAGES.oneBuiltInShelf });
    expect(ids(await api.shelvesOfBook(bookId))).toEqual([SHELF.wantToRead]);
  });

  it("refuses another user's custom shelf or an unknown shelf with 404 and changes nothing", async () => {
    const owner = await reader();
    const intruder = await reader();
    const theirs = await customShelf(owner.api, 'Theirs');
    const bookId = await addBook(t.db);
    await intruder.api.setShelves(bookId, [SHELF.wantToRead]);
    for (const shelfId of [theirs, 999999]) {
      const response = await intruder.api.setShelves(bookId, [SHELF.read, shelfId]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SHELF_MESSAGES.shelfNotFound });
    }
    expect(ids(await intruder.api.shelvesOfBook(bookId))).toEqual([SHELF.wantToRead]);
    expect(await t.db.selectFrom('shelf_books').select('user_id').where('shelf_id', '=', theirs).execute()).toEqual([]);
  });

  it.each([
    ['a missing shelf_ids', { book_id: 'gb-1' }, 'Shelf ids is required'],
    ['shelf_ids that is not a list', { book_id: 'gb-1', shelf_ids: { first: 3 } }, 'Shelf ids must be a list'],
    ['a shelf id below 1', { book_id: 'gb-1', shelf_ids: [0] }, 'Shelf ids.0 must be at least 1'],
    ['a book_id with a slash', { book_id: '../etc', shelf_ids: [1] }, 'Book id has an invalid format'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const { api } = await reader();
    const response = await api.call('POST', '/books-in-shelf', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('answers 404 for an id the catalogue does not know and no provider issued', async () => {
    const { api } = await reader();
    const response = await api.setShelves('gb-does-not-exist', [SHELF.read]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SHELF_MESSAGES.bookNotFound });
  });
});

describe('reads written by the shelf rules (issue 20)', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('starts a read on Currently Reading unless one is open, and Did Not Finish stops it', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    await api.setShelves(bookId, [SHELF.currentlyReading]);
    await api.setShelves(bookId, [SHELF.wantToRead]);
    await api.setShelves(bookId, [SHELF.currentlyReading]);
    expect((await readsAndProgress(api, bookId)).reads).toEqual([{ started: today(), finished: null, stopped: null, outcome: 'reading' }]);
    await api.setShelves(bookId, [SHELF.didNotFinish]);
    expect((await readsAndProgress(api, bookId)).reads).toEqual([{ started: today(), finished: null, stopped: today(), outcome: 'stopped' }]);
  });

  it('finishes the open read on Read, and a re-read after it is a new read with progress back at page 0', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db, { page_count: 200 });
    await api.setShelves(bookId, [SHELF.currentlyReading]);
    await api.updateProgress(bookId, { current_page: 50 });
    await api.setShelves(bookId, [SHELF.read]);
    const finished = await readsAndProgress(api, bookId);
    expect(finished).toEqual({
      reads: [{ started: today(), finished: today(), stopped: null, outcome: 'finished' }],
      progress: expect.objectContaining({ status: 'Finished', current_page: 200 }),
    });

    await api.setShelves(bookId, [SHELF.currentlyReading]);
    expect(await readsAndProgress(api, bookId)).toEqual({
      reads: [{ started: today(), finished: null, stopped: null, outcome: 'reading' }, ...finished.reads],
      progress: expect.objectContaining({ status: 'In Progress', current_page: 0 }),
    });
  });

  it('records a read finished today when a book goes to Read with none open', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    await api.setShelves(bookId, [SHELF.wantToRead]);
    await api.setShelves(bookId, [SHELF.read]);
    expect((await readsAndProgress(api, bookId)).reads).toEqual([{ started: null, finished: today(), stopped: null, outcome: 'finished' }]);
  });

  it('records nothing for Want To Read or a custom shelf', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    await api.setShelves(bookId, [SHELF.wantToRead, await customShelf(api, 'Later')]);
    expect(await readsAndProgress(api, bookId)).toEqual({ reads: [], progress: null });
  });
});

describe('concurrent changes to one reader’s shelves', () => {
  it('never leaves a book in two built-in shelves and applies every request whole', async () => {
    const { id, api } = await reader();
    const [a, b] = [await customShelf(api, 'Conc A'), await customShelf(api, 'Conc B')];
    const bookId = await addBook(t.db);
    const sets = [[SHELF.currentlyReading, a], [SHELF.wantToRead], [SHELF.read, a, b], [SHELF.didNotFinish, b], []];
    const requests = Array.from({ length: 40 }, (_, index) => sets[index % sets.length]!);
    const responses = await Promise.all(requests.map((shelves) => api.setShelves(bookId, shelves)));
    expect(responses.map((response) => response.statusCode)).toEqual(requests.map(() => 200));
    // Each answer is the set its own request asked for: no request saw another one half done.
    responses.forEach((response, index) => expect(ids(response).sort()).toEqual([...requests[index]!].sort()));

    const rows = await t.db.selectFrom('shelf_books').select('shelf_id').where('user_id', '=', id).where('book_id', '=', bookId).execute();
    const final = rows.map((row) => row.shelf_id).sort();
    expect(final.filter((shelfId) => shelfId <= 4).length).toBeLessThanOrEqual(1);
    expect(sets.map((set) => [...set].sort())).toContainEqual(final);
    await expectShelfCountsToMatch(id);
  });

  it('loses none of many books shelved at once, while a custom shelf is deleted and others are moved', async () => {
    const { id, api } = await reader();
    const doomed = await customShelf(api, 'Doomed');
    const books = await Promise.all(Array.from({ length: 20 }, () => addBook(t.db)));
    const responses = await Promise.all([
      ...books.map((bookId, index) => api.setShelves(bookId, [index % 2 ? SHELF.read : SHELF.wantToRead, doomed])),
      ...books.map((bookId) => api.setShelves(bookId, [SHELF.currentlyReading])),
      api.deleteShelf(doomed),
    ]);
    // Adding to the shelf after it is gone is refused whole; nothing else may fail.
    for (const response of responses) expect([200, 204, 404]).toContain(response.statusCode);
    for (const bookId of books) {
      const shelves = ids(await api.shelvesOfBook(bookId));
      expect(shelves).toHaveLength(1);
      expect([SHELF.read, SHELF.wantToRead, SHELF.currentlyReading]).toContain(shelves[0]);
    }
    await expectShelfCountsToMatch(id);
  });

  it('moves of different books in opposite directions at once all succeed, with totals that add up', async () => {
    const { id, api } = await reader();
    const books = await Promise.all(Array.from({ length: 16 }, () => addBook(t.db)));
    await Promise.all(books.map((bookId, index) => api.setShelves(bookId, [index % 2 ? SHELF.wantToRead : SHELF.read])));
    const responses = await Promise.all(books.map((bookId, index) => api.setShelves(bookId, [index % 2 ? SHELF.read : SHELF.wantToRead])));
    expect(responses.map((response) => response.statusCode)).toEqual(books.map(() => 200));
    await expectShelfCountsToMatch(id);
  });
});
