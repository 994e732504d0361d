// GET/PUT /progress/:bookId: clamping, 'In Progress' on page updates, finishing moves the book to
// Read in the same transaction, and the page count of the reader's edition first when the catalogue has none.
import { SHELF_MESSAGES, type Progress, type Shelf } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { SHELF, addBook, ids, signedInReader } from './library-fixtures';

const t = testAppForFile();

const reader = () => signedInReader(t);

async function readingBook(pageCount: number | null = 300) {
  const owner = await reader();
  const bookId = await addBook(t.db, { page_count: pageCount });
  await owner.api.setShelves(bookId, [SHELF.currentlyReading]);
  return { ...owner, bookId };
}

describe('GET /api/progress/:bookId', () => {
  it('answers 404 until the reader records progress, and only their own', async () => {
    const { api, bookId } = await readingBook();
    const none = await api.progress(bookId);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: SHELF_MESSAGES.progressNotFound });
    await api.updateProgress(bookId, { current_page: 12 });
    expect((await api.progress(bookId)).json()).toEqual({ id: expect.any(Number), current_page: 12, status: 'In Progress', page_count: 300 });
    const other = await reader();
    expect((await other.api.progress(bookId)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown book and 400 for a malformed id', async () => {
    const { api } = await reader();
    expect((await api.progress('gb-unknown')).json()).toEqual({ error: SHELF_MESSAGES.bookNotFound });
    expect((await api.progress('a%20b')).statusCode).toBe(400);
  });
});

describe('PUT /api/progress/:bookId', () => {
  it('sets the page and In Progress, clamped to 0..page count', async () => {
    const { api, bookId } = await readingBook(300);
    expect((await api.updateProgress(bookId, { current_page: 120, status: 'In Progress' })).json()).toMatchObject({ current_page: 120, status: 'In Progress' });
    expect((await api.updateProgress(bookId, { current_page: 9000 })).json<Progress>().current_page).toBe(300);
    expect((await api.updateProgress(bookId, { current_page: -4 })).json<Progress>().current_page).toBe(0);
  });

  it('refuses a page that is not a whole number and an empty update', async () => {
    const { api, bookId } = await readingBook();
    expect((await api.updateProgress(bookId, { current_page: 12.5 })).json()).toEqual({ error: SHELF_MESSAGES.pageNotInteger });
    const text = await api.updateProgress(bookId, { current_page: 'twelve' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: 'Current page must be a number' });
    expect((await api.updateProgress(bookId, {})).json()).toEqual({ error: SHELF_MESSAGES.progressUpdateEmpty });
    expect((await api.updateProgress(bookId, { status: 'Done' })).json()).toEqual({ error: 'Status must be one of: In Progress, Finished' });
    expect((await api.progress(bookId)).statusCode).toBe(404);
  });

  it('asks for the page count first when neither the reader nor the catalogue has one', async () => {
    const { api, bookId } = await readingBook(null);
    const refused = await api.updateProgress(bookId, { current_page: 10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: SHELF_MESSAGES.pageCountFirst });
    // One way to set it: PUT /books/:bookId/page-count (its refusals are in library-page-counts.test.ts).
    expect((await api.updateProgress(bookId, { page_count: 250 })).json()).toEqual({ error: "Request body has an unexpected field 'page_count'" });
    expect((await api.setPageCount(bookId, 250)).statusCode).toBe(200);
    expect((await api.updateProgress(bookId, { current_page: 400 })).json()).toMatchObject({ current_page: 250, page_count: 250, status: 'In Progress' });
  });

  it("lets the reader's edition page count override the catalogue's and re-clamps the page", async () => {
    const { api, bookId } = await readingBook(300);
    await api.updateProgress(bookId, { current_page: 290 });
    expect((await api.setPageCount(bookId, 280)).statusCode).toBe(200);
    expect((await api.progress(bookId)).json()).toMatchObject({ current_page: 280, page_count: 280 });
    const catalogue = await t.db.selectFrom('books').select('page_count').where('id', '=', bookId).executeTakeFirstOrThrow();
    expect(catalogue.page_count).toBe(300);
  });

  it('finishing sets the last page and moves the book to Read, keeping its custom shelves', async () => {
    const { api, bookId } = await readingBook(300);
    const club = (await api.createShelf('Club picks')).json<Shelf>().id;
    await api.setShelves(bookId, [SHELF.currentlyReading, club]);
    await api.updateProgress(bookId, { current_page: 299 });
    const finished = await api.updateProgress(bookId, { current_page: 12, status: 'Finished' });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ current_page: 300, status: 'Finished', page_count: 300 });
    expect(ids(await api.shelvesOfBook(bookId))).toEqual([SHELF.read, club]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.reads(bookId)).json()).toEqual({ reads: [{ id: expect.any(Number), started: today, finished: today, stopped: null, outcome: 'finished' }] });
  });

  it('brings the book to the top of its shelves sorted newest first', async () => {
    const { api, bookId } = await readingBook(300);
    const later = await addBook(t.db);
    await api.setShelves(later, [SHELF.currentlyReading]);
    await t.db.updateTable('shelf_books').set({ date_updated: new Date(Date.UTC(2020, 0, 1)) }).where('book_id', '=', bookId).execute();
    const newest = async () => (await api.shelfBooks({ shelfName: 'Currently Reading' })).json<{ books: { id: string }[] }>().books[0]?.id;
    expect(await newest()).toBe(later);
    await api.updateProgress(bookId, { current_page: 3 });
    expect(await newest()).toBe(bookId);
  });

  it('a page update after finishing means reading again: In Progress', async () => {
    const { api, bookId } = await readingBook(100);
    await api.updateProgress(bookId, { status: 'Finished' });
    expect((await api.updateProgress(bookId, { current_page: 10 })).json()).toMatchObject({ current_page: 10, status: 'In Progress' });
  });

  it('finishes a book without a known page count at the page reached', async () => {
    const { api, bookId } = await readingBook(null);
    const finished = await api.updateProgress(bookId, { status: 'Finished' });
    expect(finished.json()).toMatchObject({ current_page: 0, status: 'Finished', page_count: null });
    expect(ids(await api.shelvesOfBook(bookId))).toEqual([SHELF.read]);
  });

  it('answers 404 for a book that is not in the catalogue', async () => {
    const { api } = await reader();
    expect((await api.updateProgress('gb-nowhere', { current_page: 1 })).statusCode).toBe(404);
  });

  it('finishing and moving at the same time never leaves the book in two built-in shelves', async () => {
    const { id, api, bookId } = await readingBook(200);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 3 === 0
          ? api.updateProgress(bookId, { status: 'Finished' })
          : api.setShelves(bookId, [index % 3 === 1 ? SHELF.currentlyReading : SHELF.wantToRead]),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const rows = await t.db.selectFrom('shelf_books').select('shelf_id').where('user_id', '=', id).where('book_id', '=', bookId).execute();
    expect(rows).toHaveLength(1);
  });
});
