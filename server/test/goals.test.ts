// GET/PUT/DELETE /api/goals/:year (issue 20): the goal, the years and numbers it takes, and the
// year's reading counted from the reads: re-reads count again, pages from the reader's own count first.
import { GOAL_MESSAGES, type Goal } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { SHELF, addBook, signedInReader, type LibraryClient } from './library-fixtures';

const t = testAppForFile();

const reader = () => signedInReader(t);
const thisYear = () => new Date().getUTCFullYear();
const goal = (api: LibraryClient, year: number | string) => api.call('GET', `/goals/${year}`);
const setGoal = (api: LibraryClient, year: number | string, body: object) => api.call('PUT', `/goals/${year}`, body);

describe('the goal', () => {
  it('has no numbers until set, then the ones set; deleting it leaves the counts', async () => {
    const { api } = await reader();
    expect((await goal(api, 2024)).json()).toEqual({ year: 2024, books: null, pages: null, booksRead: 0, pagesRead: 0 });
    expect((await setGoal(api, 2024, { books: 40 })).json()).toEqual({ year: 2024, books: 40, pages: null, booksRead: 0, pagesRead: 0 });
    expect((await setGoal(api, 2024, { books: 12, pages: 5000 })).json()).toMatchObject({ books: 12, pages: 5000 });
    expect((await goal(api, 2024)).json()).toMatchObject({ books: 12, pages: 5000 });
    expect((await goal(api, 2023)).json()).toMatchObject({ books: null, pages: null });
    expect((await api.call('DELETE', '/goals/2024')).statusCode).toBe(204);
    expect((await goal(api, 2024)).json()).toMatchObject({ books: null, pages: null });
  });

  it('takes pages null for no page goal, as the goal card sends a first goal, and never reads it as 0', async () => {
    const { api } = await reader();
    const set = await setGoal(api, 2024, { books: 10, pages: null });
    expect([set.statusCode, set.json()]).toEqual([200, { year: 2024, books: 10, pages: null, booksRead: 0, pagesRead: 0 }]);
    expect((await setGoal(api, 2024, { books: 10, pages: 300 })).json()).toMatchObject({ pages: 300 });
    expect((await setGoal(api, 2024, { books: 10, pages: null })).json()).toMatchObject({ pages: null });
    expect((await setGoal(api, 2024, { books: 10, pages: '' })).statusCode).toBe(400);
  });

  it("is each reader's own", async () => {
    const [ann, bob] = [await reader(), await reader()];
    await setGoal(ann.api, 2024, { books: 30 });
    expect((await goal(bob.api, 2024)).json()).toMatchObject({ books: null });
  });

  it.each([
    [{ books: 0 }, GOAL_MESSAGES.booksInvalid],
    [{ books: 10_001 }, GOAL_MESSAGES.booksInvalid],
    [{ books: 2.5 }, GOAL_MESSAGES.booksInvalid],
    [{ books: 10, pages: 0 }, GOAL_MESSAGES.pagesInvalid],
    [{ books: 10, pages: 1_000_001 }, GOAL_MESSAGES.pagesInvalid],
  ])('refuses %p with a sentence', async (body, message) => {
    const { api } = await reader();
    const refused = await setGoal(api, 2024, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: message });
  });

  it('takes 1 and 10,000 books, 1,000,000 pages, and refuses unlisted fields', async () => {
    const { api } = await reader();
    expect((await setGoal(api, 2024, { books: 1, pages: 1 })).statusCode).toBe(200);
    expect((await setGoal(api, 2024, { books: 10_000, pages: 1_000_000 })).statusCode).toBe(200);
    expect((await setGoal(api, 2024, { books: 5, user_id: 1 })).json()).toEqual({ error: "Request body has an unexpected field 'user_id'" });
  });

  it('takes any year from 1900 to next year', async () => {
    const { api } = await reader();
    const message = GOAL_MESSAGES.yearOutOfRange(1900, thisYear() + 1);
    for (const year of [1900, thisYear(), thisYear() + 1]) expect((await setGoal(api, year, { books: 5 })).statusCode).toBe(200);
    for (const year of [1899, thisYear() + 2, 0]) {
      for (const response of [await setGoal(api, year, { books: 5 }), await goal(api, year), await api.call('DELETE', `/goals/${year}`)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: message });
      }
    }
    expect((await goal(api, 'soon')).statusCode).toBe(400);
  });
});

describe("the year's reading", () => {
  it('counts the reads finished in the year, a re-read again, and their pages', async () => {
    const { id, api } = await reader();
    const year = thisYear();
    const [own, catalogue, suggested, unknown] = [
      await addBook(t.db, { page_count: 300 }),
      await addBook(t.db, { page_count: 200 }),
      await addBook(t.db, { page_count: null }),
      await addBook(t.db, { page_count: null }),
    ];
    // The reader's own count wins over the catalogue's; a book nobody counted is suggested by other readers.
    await api.setPageCount(own, 250);
    const other = await reader();
    await other.api.setPageCount(suggested, 410);

    // `own` read twice this year (finished, then re-read and finished again), once last year.
    await api.setShelves(own, [SHELF.currentlyReading]);
    await api.setShelves(own, [SHELF.read]);
    await api.setShelves(own, [SHELF.currentlyReading]);
    await api.updateProgress(own, { status: 'Finished' });
    await api.addRead(own, { finished: String(year - 1) });
    await api.addRead(catalogue, { started: `${year}`, finished: `${year}` });
    await api.addRead(suggested, { finished: `${year}` });
    await api.addRead(unknown, { finished: `${year}` });
    // Stopped and open reads are not finished.
    const stopped = await addBook(t.db, { page_count: 100 });
    await api.addRead(stopped, { stopped: `${year}` });
    await api.setShelves(await addBook(t.db, { page_count: 100 }), [SHELF.currentlyReading]);
    // A finished read whose finish date is unknown belongs to no year.
    await api.addRead(catalogue, {});

    expect((await goal(api, year)).json<Goal>()).toMatchObject({ booksRead: 5, pagesRead: 250 * 2 + 200 + 410 });
    expect((await goal(api, year - 1)).json<Goal>()).toMatchObject({ booksRead: 1, pagesRead: 250 });
    expect(await t.db.selectFrom('reads').select('id').where('user_id', '=', id).execute()).toHaveLength(9);
  });
});

describe("another reader's goal", () => {
  it('is shown when their main shelves are visible to the caller, as their reads are', async () => {
    const year = thisYear();
    const open = await signedInReader(t, { profile_visibility: 'public' });
    const hidden = await signedInReader(t, { profile_visibility: 'public', mandatory_shelves_visibility: 'private' });
    const privateProfile = await signedInReader(t, { profile_visibility: 'private' });
    const viewer = await reader();
    for (const owner of [open, hidden, privateProfile]) {
      await setGoal(owner.api, year, { books: 30 });
      await owner.api.addRead(await addBook(t.db, { page_count: 120 }), { finished: `${year}` });
    }
    await setGoal(viewer.api, year, { books: 5 });

    expect((await goal(viewer.api, `${year}?user_id=${open.id}`)).json()).toEqual({ year, books: 30, pages: null, booksRead: 1, pagesRead: 120 });
    for (const owner of [hidden, privateProfile]) expect((await goal(viewer.api, `${year}?user_id=${owner.id}`)).statusCode).toBe(403);
    expect((await goal(hidden.api, `${year}?user_id=${hidden.id}`)).json()).toMatchObject({ books: 30 });
    expect((await goal(viewer.api, year)).json()).toMatchObject({ books: 5, booksRead: 0 });
  });
});
