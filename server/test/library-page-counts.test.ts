// GET/PUT /api/books/:bookId/page-count (issue 12): the page count of the reader's edition, set or
// corrected without recording progress, and the count most other readers gave theirs, which names nobody.
import { PAGE_COUNT_MAX, SHELF_MESSAGES, type PageCount, type Progress } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { SHELF, addBook, signedInReader, type LibraryClient } from './library-fixtures';

const t = testAppForFile();

const reader = () => signedInReader(t);
const pageCount = (api: LibraryClient, bookId: string) => api.call('GET', `/books/${bookId}/page-count`);
const setPageCount = (api: LibraryClient, bookId: string, body: object) => api.call('PUT', `/books/${bookId}/page-count`, body);

describe('GET /api/books/:bookId/page-count', () => {
  it("answers the reader's count, else the catalogue's, else null", async () => {
    const { api } = await reader();
    const counted = await addBook(t.db, { page_count: 310 });
    const uncounted = await addBook(t.db, { page_count: null });
    expect((await pageCount(api, counted)).json()).toEqual({ page_count: 310, suggested_page_count: null });
    expect((await pageCount(api, uncounted)).json()).toEqual({ page_count: null, suggested_page_count: null });
    await setPageCount(api, counted, { page_count: 296 });
    expect((await pageCount(api, counted)).json()).toEqual({ page_count: 296, suggested_page_count: null });
  });

  it("suggests the count most other readers gave, the smaller on a tie, and never the reader's own", async () => {
    const bookId = await addBook(t.db, { page_count: null });
    const [ann, ...others] = await Promise.all([reader(), reader(), reader(), reader()]);
    await setPageCount(ann!.api, bookId, { page_count: 999 });
    await setPageCount(others[0]!.api, bookId, { page_count: 352 });
    await setPageCount(others[1]!.api, bookId, { page_count: 340 });
    expect((await pageCount(ann!.api, bookId)).json()).toEqual({ page_count: 999, suggested_page_count: 340 });
    await setPageCount(others[2]!.api, bookId, { page_count: 352 });
    const answer = await pageCount(ann!.api, bookId);
    expect(answer.json()).toEqual({ page_count: 999, suggested_page_count: 352 });
    // One number: nothing in the answer says who gave it or how many did.
    expect(Object.keys(answer.json())).toEqual(['page_count', 'suggested_page_count']);
  });

  it('suggests a count private readers gave only once three of them gave it, and any count a public reader gave', async () => {
    const bookId = await addBook(t.db, { page_count: null });
    const { api } = await reader();
    const privately = () => signedInReader(t, { profile_visibility: 'private' });
    await setPageCount((await privately()).api, bookId, { page_count: 512 });
    expect((await pageCount(api, bookId)).json()).toEqual({ page_count: null, suggested_page_count: null });
    await setPageCount((await privately()).api, bookId, { page_count: 512 });
    expect((await pageCount(api, bookId)).json()).toEqual({ page_count: null, suggested_page_count: null });
    await setPageCount((await privately()).api, bookId, { page_count: 512 });
    expect((await pageCount(api, bookId)).json()).toEqual({ page_count: null, suggested_page_count: 512 });

    const other = await addBook(t.db, { page_count: null });
    await setPageCount((await signedInReader(t, { mandatory_shelves_visibility: 'private' })).api, other, { page_count: 200 });
    expect((await pageCount(api, other)).json()).toEqual({ page_count: null, suggested_page_count: null });
    await setPageCount((await reader()).api, other, { page_count: 210 });
    expect((await pageCount(api, other)).json()).toEqual({ page_count: null, suggested_page_count: 210 });
  });

  it('answers 404 for an unknown book and 401 without a token', async () => {
    const { api } = await reader();
    expect((await pageCount(api, 'gb-unknown')).json()).toEqual({ error: SHELF_MESSAGES.bookNotFound });
    expect((await t.app.inject({ method: 'GET', url: '/api/books/gb-1/page-count' })).statusCode).toBe(401);
  });
});

describe('PUT /api/books/:bookId/page-count', () => {
  it('sets the count of a book on any shelf without recording progress', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db, { page_count: null });
    await api.setShelves(bookId, [SHELF.wantToRead]);
    const saved = await setPageCount(api, bookId, { page_count: 288 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PageCount>()).toEqual({ page_count: 288, suggested_page_count: null });
    expect((await api.progress(bookId)).statusCode).toBe(404);
  });

  it('corrects a saved count and re-clamps the recorded page', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db, { page_count: null });
    await api.setShelves(bookId, [SHELF.currentlyReading]);
    await api.setPageCount(bookId, 3000);
    await api.updateProgress(bookId, { current_page: 2500 });
    expect((await setPageCount(api, bookId, { page_count: 300 })).json()).toEqual({ page_count: 300, suggested_page_count: null });
    expect((await api.progress(bookId)).json<Progress>()).toMatchObject({ current_page: 300, page_count: 300, status: 'In Progress' });
  });

  it.each([
    [0, SHELF_MESSAGES.pageCountInvalid],
    [-5, SHELF_MESSAGES.pageCountInvalid],
    [12.5, SHELF_MESSAGES.pageCountInvalid],
    [PAGE_COUNT_MAX + 1, SHELF_MESSAGES.pageCountTooLarge],
    [1e20, SHELF_MESSAGES.pageCountTooLarge],
  ])('refuses %p with its reason and changes nothing', async (count, message) => {
    const { api } = await reader();
    const bookId = await addBook(t.db, { page_count: 120 });
    const refused = await setPageCount(api, bookId, { page_count: count });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: message });
    expect((await pageCount(api, bookId)).json()).toEqual({ page_count: 120, suggested_page_count: null });
  });

  it('refuses a body without a number, with other fields, or for an unknown book', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    expect((await setPageCount(api, bookId, {})).statusCode).toBe(400);
    expect((await setPageCount(api, bookId, { page_count: 'three hundred' })).statusCode).toBe(400);
    expect((await setPageCount(api, bookId, { page_count: 300, user_id: 1 })).json()).toEqual({ error: "Request body has an unexpected field 'user_id'" });
    expect((await setPageCount(api, 'gb-unknown', { page_count: 300 })).statusCode).toBe(404);
  });
});
