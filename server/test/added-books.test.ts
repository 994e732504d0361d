// Books readers add (issue 21): POST /books and PUT /books/{id}, who finds a waiting book where, and
// the dashboard's Books tab: the list, Approve, Merge into... and Delete.
import { Jimp } from 'jimp';
import { sql } from 'kysely';
import { ADDED_BOOK_MESSAGES, type DuplicateBook, type Volume, type VolumeList, type WaitingBookList } from '@booknook/api/contract';
import { LEFT_WITH_MERGED_BOOK, MERGE_STEPS } from '../src/catalogue/waiting-books';
import { signUpAndLogIn, testAppForFile, type UploadFile } from './helpers';
import { SHELF, addBook, libraryClient } from './library-fixtures';
import { newAdmin } from './security/people';

const t = testAppForFile();

type Fields = Record<string, string | string[]>;

/** The form exactly as a browser sends it: multipart, a field per author and genre, and an optional cover. */
function bookForm(fields: Fields, cover?: UploadFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  if (cover) form.append('cover', new Blob([new Uint8Array(cover.bytes)], { type: cover.contentType ?? 'application/octet-stream' }), cover.filename ?? 'cover');
  return form;
}

async function reader() {
  const { user, auth } = await signUpAndLogIn(t.app);
  const api = libraryClient(t.app, auth);
  const multipart = (method: 'POST' | 'PUT', url: string, fields: Fields, cover?: UploadFile) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, payload: bookForm(fields, cover) });
  return {
    id: user.id,
    api,
    add: (fields: Fields, cover?: UploadFile) => multipart('POST', '/books', fields, cover),
    edit: (id: string, fields: Fields, cover?: UploadFile) => multipart('PUT', `/books/${id}`, fields, cover),
    search: async (q: string) => (await api.call('GET', `/books-api?q=${encodeURIComponent(q)}`)).json<VolumeList>(),
  };
}

const admin = async () => {
  const person = await newAdmin(t);
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers: person.auth, ...(payload ? { payload } : {}) });
};

const unique = () => `Zyx${Math.random().toString(36).slice(2, 10)}`;

describe('POST /api/books', () => {
  it('adds the book in the catalogue shape, its ISBN-10 typed with hyphens stored as ISBN-13 too', async () => {
    const me = await reader();
    const title = `${unique()} Lighthouse`;
    const response = await me.add({ title, authors: ['Ada Whitcombe', 'Piet Jansen', 'Ada Whitcombe'], isbn: '0-312-45678-6', page_count: '312', published_year: '2019', description: 'A quiet book.' });
    expect(response.statusCode).toBe(201);
    const book = response.json<Volume>();
    expect(book).toEqual({
      id: expect.stringMatching(/^rb-/),
      volumeInfo: {
        title,
        authors: ['Ada Whitcombe', 'Piet Jansen'],
        publishedDate: '2019',
        description: 'A quiet book.',
        industryIdentifiers: [
          { type: 'ISBN_13', identifier: '9780312456788' },
          { type: 'ISBN_10', identifier: '0312456786' },
        ],
        pageCount: 312,
      },
    } satisfies Volume);
  });

  it.each([
    ['a blank title', { title: ' ', authors: 'A' }, ADDED_BOOK_MESSAGES.titleRequired],
    ['a title of 501 characters', { title: 'x'.repeat(501), authors: 'A' }, ADDED_BOOK_MESSAGES.titleTooLong],
    ['no author', { title: 'T', authors: ' ' }, ADDED_BOOK_MESSAGES.authorsRequired],
    ['11 authors', { title: 'T', authors: Array.from({ length: 11 }, (_, i) => `Author ${i}`) }, ADDED_BOOK_MESSAGES.tooManyAuthors],
    ['an ISBN-10 with a wrong check digit', { title: 'T', authors: 'A', isbn: '0-312-45678-7' }, ADDED_BOOK_MESSAGES.invalidIsbn],
    ['12 digits', { title: 'T', authors: 'A', isbn: '978031245678' }, ADDED_BOOK_MESSAGES.invalidIsbn],
    ['a year in the future', { title: 'T', authors: 'A', published_year: '3000' }, ADDED_BOOK_MESSAGES.invalidYear],
    ['a description of 5,001 characters', { title: 'T', authors: 'A', description: 'd'.repeat(5001) }, ADDED_BOOK_MESSAGES.descriptionTooLong],
    ['a genre id not in the list', { title: 'T', authors: 'A', genres: '999999' }, ADDED_BOOK_MESSAGES.unknownGenre],
    ['a genre by name', { title: 'T', authors: 'A', genres: 'fantasy' }, ADDED_BOOK_MESSAGES.unknownGenre],
  ])('refuses %s with a sentence', async (_what, fields, message) => {
    const me = await reader();
    const response = await me.add(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('answers 409 with the book of the catalogue that has the ISBN, instead of a twin', async () => {
    const me = await reader();
    const existing = await addBook(t.db, { title: 'Already Here' });
    await t.db.updateTable('books').set({ isbn13: '9780804429573' }).where('id', '=', existing).execute();
    const response = await me.add({ title: 'Already Here, again', authors: 'A', isbn: '080442957x' });
    expect(response.statusCode).toBe(409);
    expect(response.json<DuplicateBook>()).toEqual({ error: ADDED_BOOK_MESSAGES.isbnTaken, book_id: existing });
  });

  it('keeps a cover checked as profile pictures are, served at the thumbnail it names', async () => {
    const me = await reader();
    const png = await new Jimp({ width: 60, height: 90, color: 0x884422ff }).getBuffer('image/png');
    const response = await me.add({ title: 'With a cover', authors: 'A' }, { bytes: png, contentType: 'image/png' });
    expect(response.statusCode).toBe(201);
    const thumbnail = response.json<Volume>().volumeInfo.imageLinks?.thumbnail;
    expect(thumbnail).toMatch(/^\/api\/book-covers\/[0-9a-f-]{36}\.png$/);
    const cover = await t.app.inject({ method: 'GET', url: thumbnail! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');

    const notAnImage = await me.add({ title: 'Bad cover', authors: 'A' }, { bytes: Buffer.from('not an image at all'), contentType: 'image/png' });
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json()).toEqual({ error: ADDED_BOOK_MESSAGES.coverUnsupported });
  });
});

describe('who finds a waiting book', () => {
  it('its adder in search and genre lists; nobody else until an administrator approves it', async () => {
    const adder = await reader();
    const other = await reader();
    const [genre] = await t.db.insertInto('genres').values({ description: `Genre ${unique()}` }).returning(['id', 'description']).execute();
    const word = unique();
    const book = (await adder.add({ title: `${word} Harbour`, authors: 'A', genres: String(genre!.id) })).json<Volume>();

    const ids = (list: VolumeList) => list.items?.map((item) => item.id) ?? [];
    expect(ids(await adder.search(word))).toEqual([book.id]);
    expect(ids(await adder.search(genre!.description.toLowerCase()))).toEqual([book.id]);
    expect(ids(await other.search(word))).toEqual([]);
    expect((await other.search(genre!.description.toLowerCase())).totalItems).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/books-api?q=${word}` })).json<VolumeList>().totalItems).toBe(0);

    // Met through the adder (a shelf or review they may see), the book opens and can be shelved.
    expect((await other.api.call('GET', `/books-api/${book.id}`)).statusCode).toBe(200);
    expect((await other.api.setShelves(book.id, [SHELF.wantToRead])).statusCode).toBe(200);

    const asAdmin = await admin();
    expect((await asAdmin('POST', `/books/admin/${book.id}/approve`)).statusCode).toBe(200);
    expect(ids(await other.search(word))).toEqual([book.id]);
    expect(ids(await other.search(genre!.description.toLowerCase()))).toEqual([book.id]);
    expect((await asAdmin('POST', `/books/admin/${book.id}/approve`)).json()).toEqual({ error: ADDED_BOOK_MESSAGES.notWaiting });
  });
});

describe('PUT /api/books/:id', () => {
  it('lets the adder change every field while the book waits, and nobody else, and not after approval', async () => {
    const adder = await reader();
    const other = await reader();
    const { id } = (await adder.add({ title: 'First title', authors: 'A', page_count: '100' })).json<Volume>();

    const edited = await adder.edit(id, { title: 'Second title', authors: ['B', 'C'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Volume>().volumeInfo).toEqual({ title: 'Second title', authors: ['B', 'C'] });

    expect((await other.edit(id, { title: 'Taken over', authors: 'X' })).json()).toEqual({ error: ADDED_BOOK_MESSAGES.notYours });
    expect((await adder.edit('rb-missing', { title: 'T', authors: 'A' })).statusCode).toBe(404);
    const asAdmin = await admin();
    await asAdmin('POST', `/books/admin/${id}/approve`);
    const late = await adder.edit(id, { title: 'Too late', authors: 'A' });
    expect(late.statusCode).toBe(403);
  });
});

describe('the dashboard’s Books tab', () => {
  it('lists the waiting books 10 a page, sorted by readers holding them, with who added them', async () => {
    const asAdmin = await admin();
    const adder = await reader();
    const held = (await adder.add({ title: `${unique()} held`, authors: 'A' })).json<Volume>();
    await adder.api.setShelves(held.id, [SHELF.read]);
    for (const friend of [await reader(), await reader()]) await friend.api.setShelves(held.id, [SHELF.wantToRead]);

    const page = (await asAdmin('GET', '/books/admin/waiting?sortBy=readers&sortOrder=DESC&limit=10')).json<WaitingBookList>();
    expect(page.books.length).toBeLessThanOrEqual(10);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.books[0]).toMatchObject({ id: held.id, readers: 3, User: { username: expect.any(String) }, date_added: expect.any(String) });
    const byTitle = (await asAdmin('GET', '/books/admin/waiting?sortBy=title&limit=100')).json<WaitingBookList>().books.map((book) => book.title.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort());
  });

  it('Delete takes the book off every shelf and keeps the shelves’ totals right', async () => {
    const asAdmin = await admin();
    const adder = await reader();
    const { id } = (await adder.add({ title: 'Going away', authors: 'A' })).json<Volume>();
    const shelf = (await adder.api.createShelf('Keepers')).json<{ id: number }>();
    await adder.api.setShelves(id, [SHELF.read, shelf.id]);
    expect((await asAdmin('DELETE', `/books/admin/${id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('books').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const counts = await t.db.selectFrom('shelf_counts').select(['shelf_id', 'books']).where('user_id', '=', adder.id).orderBy('shelf_id').execute();
    expect(counts.filter((row) => row.books !== 0)).toEqual([]);
    expect((await asAdmin('DELETE', `/books/admin/${id}`)).statusCode).toBe(404);
  });

  it('Merge into... moves shelf entries, progress, page counts and reviews without duplicates', async () => {
    const asAdmin = await admin();
    const adder = await reader();
    const both = await reader();
    const target = await addBook(t.db, { title: 'The catalogue edition' });
    const { id } = (await adder.add({ title: 'My edition', authors: 'A' })).json<Volume>();
    const keepers = (await adder.api.createShelf('Keepers')).json<{ id: number }>();

    // The adder holds only the waiting book; `both` holds both, on different built-in shelves.
    await adder.api.setShelves(id, [SHELF.currentlyReading, keepers.id]);
    await adder.api.call('PUT', `/books/${id}/page-count`, { page_count: 250 });
    await adder.api.updateProgress(id, { current_page: 40 });
    await adder.api.call('POST', '/reviews', { book_id: id, rating: 5, review_text: 'Mine' });
    await both.api.setShelves(id, [SHELF.read]);
    await both.api.setShelves(target, [SHELF.wantToRead]);
    await both.api.call('PUT', `/books/${id}/page-count`, { page_count: 999 });
    await both.api.call('POST', '/reviews', { book_id: id, rating: 2, review_text: 'Written by hand' });
    await both.api.call('POST', '/reviews', { book_id: target, rating: 4, review_text: 'Imported' });
    await t.db.updateTable('reviews').set({ imported: true }).where('book_id', '=', target).execute();

    expect((await asAdmin('POST', `/books/admin/${id}/merge`, { target_id: id })).json()).toEqual({ error: ADDED_BOOK_MESSAGES.mergeIntoItself });
    expect((await asAdmin('POST', `/books/admin/${id}/merge`, { target_id: 'gb-0' })).statusCode).toBe(404);
    expect((await asAdmin('POST', `/books/admin/${id}/merge`, { target_id: target })).statusCode).toBe(200);

    const shelves = (userId: number) =>
      t.db.selectFrom('shelf_books').select(['shelf_id', 'book_id']).where('user_id', '=', userId).orderBy('shelf_id').execute();
    expect(await shelves(adder.id)).toEqual([
      { shelf_id: SHELF.currentlyReading, book_id: target },
      { shelf_id: keepers.id, book_id: target },
    ]);
    expect(await shelves(both.id)).toEqual([{ shelf_id: SHELF.wantToRead, book_id: target }]);
    const counts = await t.db.selectFrom('shelf_counts').select(['user_id', 'shelf_id', 'books']).where('user_id', 'in', [adder.id, both.id]).where('books', '<>', 0).orderBy('user_id').orderBy('shelf_id').execute();
    expect(counts).toEqual([
      { user_id: adder.id, shelf_id: SHELF.currentlyReading, books: 1 },
      { user_id: adder.id, shelf_id: keepers.id, books: 1 },
      { user_id: both.id, shelf_id: SHELF.wantToRead, books: 1 },
    ]);

    const progress = await t.db.selectFrom('reader_books').select(['user_id', 'page_count', 'current_page']).where('book_id', '=', target).orderBy('user_id').execute();
    expect(progress).toEqual([
      { user_id: adder.id, page_count: 250, current_page: 40 },
      { user_id: both.id, page_count: 999, current_page: null },
    ]);
    const reviews = await t.db.selectFrom('reviews').select(['user_id', 'review_text', 'imported']).where('book_id', '=', target).orderBy('user_id').execute();
    expect(reviews).toEqual([
      { user_id: adder.id, review_text: 'Mine', imported: false },
      { user_id: both.id, review_text: 'Written by hand', imported: false },
    ]);
    expect(await t.db.selectFrom('books').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('Merge has a step for every table that holds readers’ data of a book (a new table needs one, or a reason to stay)', async () => {
    const { rows } = await sql<{ table: string }>`
      SELECT DISTINCT child.relname AS table
      FROM pg_constraint c JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f' AND parent.relname = 'books'
      ORDER BY 1
    `.execute(t.db);
    expect(rows.map((row) => row.table)).toEqual([...MERGE_STEPS.map((step) => step.table), ...LEFT_WITH_MERGED_BOOK].sort());
  });
});
