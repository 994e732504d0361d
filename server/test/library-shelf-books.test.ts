// GET /books/shelf-books: sort orders, paging and its bounds, the app shape, and visibility.
import { ACCOUNT_MESSAGES, SHELF_MESSAGES, type ReadList, type Shelf, type ShelfBooksResponse } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { SHELF, addBook, signedInReader, type ReaderVisibility } from './library-fixtures';

const t = testAppForFile();

const reader = (visibility?: ReaderVisibility) => signedInReader(t, visibility);

/** Titles in shelving order; each book's date_updated is one minute after the previous one's. */
const TITLES = ['delta', 'Alpha', 'charlie', 'Echo', 'bravo'];

describe('a shelf of 25 books', () => {
  let owner: Awaited<ReturnType<typeof reader>>;
  let shelved: { id: string; title: string }[];

  beforeAll(async () => {
    owner = await reader();
    shelved = [];
    for (let index = 0; index < 25; index += 1) {
      const title = `${TITLES[index % TITLES.length]} ${String(index).padStart(2, '0')}`;
      const id = await addBook(t.db, { title, page_count: index === 0 ? null : 100 + index });
      await owner.api.setShelves(id, [SHELF.wantToRead]);
      await t.db
        .updateTable('shelf_books')
        .set({ date_updated: new Date(Date.UTC(2024, 0, 1, 0, index)) })
        .where('user_id', '=', owner.id)
        .where('book_id', '=', id)
        .execute();
      shelved.push({ id, title });
    }
  });

  const page = async (params: Record<string, string | number | undefined>) => {
    const response = await owner.api.shelfBooks({ shelfName: 'Want To Read', ...params });
    expect(response.statusCode).toBe(200);
    return response.json<ShelfBooksResponse>();
  };

  it('answers the newest 20 first by default, with the total and the shelf', async () => {
    const body = await page({});
    expect(body).toMatchObject({ totalBooks: 25, shelf_id: SHELF.wantToRead, shelf_type_id: 1 });
    expect(body.books.map((book) => book.id)).toEqual(shelved.slice(5).reverse().map((book) => book.id));
  });

  it('gives each book the app shape, without progress outside Currently Reading', async () => {
    const { books } = await page({ sort: 'date_updated-ASC', limit: 2 });
    expect(books[0]).toEqual({
      id: shelved[0]!.id,
      title: shelved[0]!.title,
      cover_url: null,
      authors: ['Test Author'],
      pageCount: null,
      date_added: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      date_updated: '2024-01-01T00:00:00.000Z',
    });
    expect(books[1]!.pageCount).toBe(101);
  });

  it('pages with offset and limit, and answers an empty page with the total past the end', async () => {
    const second = await page({ sort: 'date_updated-ASC', offset: 20, limit: 20 });
    expect(second.books.map((book) => book.id)).toEqual(shelved.slice(20).map((book) => book.id));
    const beyond = await page({ offset: 40 });
    expect(beyond).toEqual({ books: [], totalBooks: 25, shelf_id: SHELF.wantToRead, shelf_type_id: 1 });
    expect((await page({ limit: 40 })).books).toHaveLength(25);
  });

  it('sorts by title ignoring case, both ways', async () => {
    const byTitle = [...shelved].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()));
    const ascending = await page({ sort: 'title-ASC', limit: 40 });
    expect(ascending.books.map((book) => book.title)).toEqual(byTitle.map((book) => book.title));
    const descending = await page({ sort: 'title-DESC', limit: 3 });
    expect(descending.books.map((book) => book.title)).toEqual(byTitle.reverse().slice(0, 3).map((book) => book.title));
  });

  it('follows a retitled catalogue book in the title order', async () => {
    const last = (await page({ sort: 'title-DESC', limit: 1 })).books[0]!;
    await t.db.updateTable('books').set({ title: '0 First of all' }).where('id', '=', last.id).execute();
    expect((await page({ sort: 'title-ASC', limit: 1 })).books[0]).toMatchObject({ id: last.id, title: '0 First of all' });
    await t.db.updateTable('books').set({ title: last.title }).where('id', '=', last.id).execute();
  });

  it.each([
    ['limit 0', { limit: 0 }, 'Limit must be at least 1'],
    ['limit 41', { limit: 41 }, 'Limit must be at most 40'],
    ['a negative offset', { offset: -1 }, 'Offset must be at least 0'],
    ['an offset that is not a number', { offset: 'ten' }, 'Offset must be a whole number'],
    ['an unknown sort', { sort: 'rating-DESC' }, 'Sort must be one of: date_updated-DESC, date_updated-ASC, title-ASC, title-DESC, finished-DESC'],
    ['no shelf name', { shelfName: undefined }, 'shelfName is required'],
  ])('refuses %s with 400', async (_case, params, message) => {
    const response = await owner.api.shelfBooks({ shelfName: 'Want To Read', ...params });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});

it('lists an empty shelf, a custom shelf, and answers 404 for a shelf the user does not have', async () => {
  const { api } = await reader();
  expect((await api.shelfBooks({ shelfName: 'Did Not Finish' })).json()).toEqual({ books: [], totalBooks: 0, shelf_id: SHELF.didNotFinish, shelf_type_id: 1 });
  const shelf = (await api.createShelf('Poetry')).json<Shelf>();
  const bookId = await addBook(t.db);
  await api.setShelves(bookId, [SHELF.read, shelf.id]);
  const custom = (await api.shelfBooks({ shelfName: 'poetry' })).json<ShelfBooksResponse>();
  expect(custom).toMatchObject({ totalBooks: 1, shelf_id: shelf.id, shelf_type_id: 2 });
  // The same name rule as GET /shelves/shelf: case and surrounding whitespace do not count.
  expect((await api.shelfBooks({ shelfName: '\tPOETRY \n' })).json()).toMatchObject({ shelf_id: shelf.id });
  const missing = await api.shelfBooks({ shelfName: 'Nope' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ error: SHELF_MESSAGES.shelfNotFound });
});

it("shows progress on Currently Reading and the reader's own page count", async () => {
  const { api } = await reader();
  const [fresh, started] = [await addBook(t.db, { page_count: null }), await addBook(t.db, { page_count: 400 })];
  await api.setShelves(fresh, [SHELF.currentlyReading]);
  await api.setShelves(started, [SHELF.currentlyReading]);
  await api.setPageCount(started, 350);
  await api.updateProgress(started, { current_page: 35 });
  const { books } = (await api.shelfBooks({ shelfName: 'Currently Reading', sort: 'date_updated-ASC' })).json<ShelfBooksResponse>();
  expect(books.map(({ id, pageCount, progress }) => ({ id, pageCount, progress }))).toEqual([
    { id: fresh, pageCount: null, progress: null },
    { id: started, pageCount: 350, progress: { current_page: 35, status: 'In Progress' } },
  ]);
});

it('counts the finished reads of each book on Read, a re-read again, and only there', async () => {
  const owner = await reader();
  const [reread, once, counted, wanted] = [await addBook(t.db), await addBook(t.db), await addBook(t.db), await addBook(t.db)];
  for (const shelf of [SHELF.currentlyReading, SHELF.read, SHELF.currentlyReading, SHELF.read]) await owner.api.setShelves(reread, [shelf]);
  await owner.api.setShelves(once, [SHELF.read]);
  // A stopped read is no read of the book; an earlier read the reader only counted is.
  await owner.api.addRead(once, { started: '2020', stopped: '2020-05' });
  await owner.api.addRead(counted, {});
  await owner.api.addRead(counted, { finished: '2019' });
  await owner.api.setShelves(counted, [SHELF.read]);
  await owner.api.addRead(wanted, { finished: '2021' });
  await owner.api.setShelves(wanted, [SHELF.wantToRead]);
  const readCounts = (response: { json: () => ShelfBooksResponse }) =>
    Object.fromEntries(response.json().books.map((book) => [book.id, book.readCount]));
  const expected = { [reread]: 2, [once]: 1, [counted]: 3 };
  expect(readCounts(await owner.api.shelfBooks({ shelfName: 'Read' }))).toEqual(expected);
  for (const sort of ['date_updated-ASC', 'title-ASC', 'title-DESC']) expect(readCounts(await owner.api.shelfBooks({ shelfName: 'Read', sort }))).toEqual(expected);
  // Another reader sees the owner's count, not their own; other shelves carry none.
  const viewer = await reader();
  await viewer.api.setShelves(reread, [SHELF.read]);
  expect(readCounts(await viewer.api.shelfBooks({ shelfName: 'Read', user_id: owner.id }))).toEqual(expected);
  expect(readCounts(await viewer.api.shelfBooks({ shelfName: 'Read' }))).toEqual({ [reread]: 1 });
  const wantToRead = (await owner.api.shelfBooks({ shelfName: 'Want To Read' })).json<ShelfBooksResponse>().books;
  expect(wantToRead.map((book) => book.id)).toEqual([wanted]);
  expect(wantToRead[0]).not.toHaveProperty('readCount');
});

it('orders Read by the latest finished read for Recently Read: a re-read or a corrected date moves the book', async () => {
  const owner = await reader();
  const [older, newer, undated] = [await addBook(t.db), await addBook(t.db), await addBook(t.db)];
  const readIdOf = async (bookId: string) => (await owner.api.reads(bookId)).json<ReadList>().reads[0]!.id;
  await owner.api.addRead(undated, {});
  await owner.api.setShelves(undated, [SHELF.read]);
  await owner.api.updateRead(undated, await readIdOf(undated), { finished: null });
  for (const bookId of [older, newer]) await owner.api.setShelves(bookId, [SHELF.read]);
  await owner.api.updateRead(older, await readIdOf(older), { finished: '2020-05' });
  await owner.api.updateRead(newer, await readIdOf(newer), { finished: '2023' });
  const recentlyRead = async () =>
    (await owner.api.shelfBooks({ shelfName: 'Read', sort: 'finished-DESC', limit: 5 })).json<ShelfBooksResponse>().books.map((book) => book.id);
  // The undated read was shelved first, yet the dated ones come before it.
  expect(await recentlyRead()).toEqual([newer, older, undated]);
  // A corrected date reorders; a re-read finished today moves the book to the top.
  await owner.api.updateRead(older, await readIdOf(older), { finished: '2024-01-02' });
  expect(await recentlyRead()).toEqual([older, newer, undated]);
  for (const shelf of [SHELF.currentlyReading, SHELF.read]) await owner.api.setShelves(newer, [shelf]);
  expect(await recentlyRead()).toEqual([newer, older, undated]);
  // Another reader's profile asks for the same order.
  const viewer = await reader();
  const theirs = await viewer.api.shelfBooks({ shelfName: 'Read', sort: 'finished-DESC', user_id: owner.id });
  expect(theirs.json<ShelfBooksResponse>().books.map((book) => book.id)).toEqual([newer, older, undated]);
});

describe("another user's shelves", () => {
  async function ownerWithBooks(visibility: ReaderVisibility) {
    const owner = await reader(visibility);
    const shelf = (await owner.api.createShelf('Shared shelf')).json<Shelf>();
    await owner.api.setShelves(await addBook(t.db), [SHELF.read, shelf.id]);
    return owner;
  }

  it('are readable when the owner is public', async () => {
    const owner = await ownerWithBooks({});
    const viewer = await reader();
    for (const shelfName of ['Read', 'Shared shelf']) {
      const response = await viewer.api.shelfBooks({ shelfName, user_id: owner.id });
      expect(response.statusCode).toBe(200);
      expect(response.json<ShelfBooksResponse>().totalBooks).toBe(1);
    }
  });

  it('name their owner, which the reader’s own shelves do not', async () => {
    const owner = await ownerWithBooks({});
    const viewer = await reader();
    const { username } = await t.db.selectFrom('users').select('username').where('id', '=', owner.id).executeTakeFirstOrThrow();
    const theirs = (await viewer.api.shelfBooks({ shelfName: 'Shared shelf', user_id: owner.id })).json<ShelfBooksResponse>();
    expect(theirs.owner).toEqual({ id: owner.id, username });
    for (const user_id of [undefined, owner.id]) {
      const own = (await owner.api.shelfBooks({ shelfName: 'Shared shelf', user_id })).json<ShelfBooksResponse>();
      expect(own).toMatchObject({ totalBooks: 1 });
      expect(own).not.toHaveProperty('owner');
    }
  });

  it.each([
    [{ profile_visibility: 'private' as const }, { Read: ACCOUNT_MESSAGES.profilePrivate, 'Shared shelf': ACCOUNT_MESSAGES.profilePrivate }],
    [{ mandatory_shelves_visibility: 'private' as const }, { Read: SHELF_MESSAGES.builtInShelvesPrivate, 'Shared shelf': null }],
    [{ custom_shelves_visibility: 'private' as const }, { Read: null, 'Shared shelf': SHELF_MESSAGES.customShelvesPrivate }],
  ])('follow the owner’s settings %j, while the owner sees everything', async (settings, expected) => {
    const owner = await ownerWithBooks(settings);
    const viewer = await reader();
    for (const [shelfName, refusal] of Object.entries(expected)) {
      const response = await viewer.api.shelfBooks({ shelfName, user_id: owner.id });
      if (refusal === null) expect(response.statusCode).toBe(200);
      else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: refusal });
      }
      expect((await owner.api.shelfBooks({ shelfName, user_id: owner.id })).statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown user', async () => {
    const viewer = await reader();
    const response = await viewer.api.shelfBooks({ shelfName: 'Read', user_id: 2147483647 });
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.userNotFound });
  });
});
