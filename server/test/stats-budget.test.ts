// Issue 25, item 2: one reader's expensive reads must not slow every reader. A reader's figures are
// kept until their reading state changes (every library write forgets them), and each reader may
// have only a few expensive reads running at once: one more is a 429 with Retry-After at once.
import Fastify from 'fastify';
import type { Stats } from '@booknook/api/contract';
import { READ_BUDGET_MESSAGES, READ_BUDGET_RETRY_AFTER_SECONDS, limitConcurrentReads } from '../src/http/read-budget';
import { STATS_RATE_BURST } from '../src/stats/routes';
import { registerErrorHandler } from '../src/http/error-handler';
import { testAppForFile } from './helpers';
import { SHELF, addBook, signedInReader, type LibraryClient } from './library-fixtures';

const t = testAppForFile();

const figures = async (api: LibraryClient, shelf: string | number = 'All', year: string | number = 'All') => {
  const response = await api.call('GET', `/stats?shelf=${shelf}&year=${year}`);
  expect(response.statusCode).toBe(200);
  return response.json<Stats>();
};

describe('GET /stats is kept until the reader’s reading state changes', () => {
  it('answers the kept figures while nothing of the reader changed, however the rows changed behind the API', async () => {
    const reader = await signedInReader(t);
    const bookId = await addBook(t.db, { page_count: 120 });
    await reader.api.setShelves(bookId, [SHELF.wantToRead]);
    expect((await figures(reader.api)).totalBooksInShelf).toBe(1);
    // A row written behind the API's back is not seen until the reader changes something.
    await t.db.insertInto('shelf_books').values({ user_id: reader.id, shelf_id: SHELF.read, book_id: await addBook(t.db), date_added: new Date(), date_updated: new Date() }).execute();
    expect((await figures(reader.api)).totalBooksInShelf).toBe(1);
  });

  it.each([
    ['shelving a book', async (api: LibraryClient, bookId: string) => void (await api.setShelves(bookId, [SHELF.read]))],
    ['recording progress', async (api: LibraryClient, bookId: string) => void (await api.updateProgress(bookId, { current_page: 10 }))],
    ['setting a page count', async (api: LibraryClient, bookId: string) => void (await api.call('PUT', `/books/${bookId}/page-count`, { page_count: 640 }))],
    ['creating a shelf', async (api: LibraryClient) => void (await api.call('POST', '/shelves', { name: `New ${Date.now()}` }))],
  ])('computes them afresh after %s', async (_, write) => {
    const reader = await signedInReader(t);
    const bookId = await addBook(t.db, { page_count: null });
    await reader.api.setShelves(bookId, [SHELF.currentlyReading]);
    const before = await figures(reader.api);
    await t.db.insertInto('shelf_books').values({ user_id: reader.id, shelf_id: SHELF.wantToRead, book_id: await addBook(t.db), date_added: new Date(), date_updated: new Date() }).execute();
    expect(await figures(reader.api)).toEqual(before);
    await write(reader.api, bookId);
    expect((await figures(reader.api)).totalBooksInShelf).toBe(before.totalBooksInShelf + 1);
  });

  it('computes them afresh after a read is recorded, which is not a shelf change', async () => {
    const reader = await signedInReader(t);
    const bookId = await addBook(t.db, { page_count: 200 });
    await reader.api.setShelves(bookId, [SHELF.read]);
    expect((await figures(reader.api, 'All', 2019)).totalBooksRead).toBe(0);
    expect((await reader.api.call('POST', `/reads/${bookId}`, { outcome: 'finished', finished: '2019-05-01' })).statusCode).toBe(201);
    expect((await figures(reader.api, 'All', 2019)).totalBooksRead).toBe(1);
  });

  it('keeps each reader’s figures apart', async () => {
    const [ann, bob] = [await signedInReader(t), await signedInReader(t)];
    await ann.api.setShelves(await addBook(t.db), [SHELF.read]);
    expect((await figures(ann.api)).totalBooksInShelf).toBe(1);
    expect((await figures(bob.api)).totalBooksInShelf).toBe(0);
  });
});

describe('each reader’s stats requests a minute', () => {
  // One a minute after the burst: nothing comes back while the test runs, however slow the machine.
  const limited = testAppForFile({ statsRateLimit: 1 });
  const statsWith = (authorization: string) => limited.app.inject({ method: 'GET', url: '/api/stats?shelf=All&year=All', headers: { authorization } });

  it('answers the request past the burst 429 with Retry-After, and no other reader’s', async () => {
    const [flooder, other] = [await signedInReader(limited), await signedInReader(limited)];
    for (let sent = 0; sent < STATS_RATE_BURST; sent += 1) await figures(flooder.api);
    const refused = await flooder.api.call('GET', '/stats?shelf=All&year=All');
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: READ_BUDGET_MESSAGES.tooFast }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await figures(other.api)).totalBooksInShelf).toBe(0);
  });

  it('refuses before the token is checked, so a flood costs no verification', async () => {
    const forged = 'Bearer not-a-genuine-token';
    for (let sent = 0; sent < STATS_RATE_BURST; sent += 1) expect((await statsWith(forged)).statusCode).toBe(401);
    expect((await statsWith(forged)).statusCode).toBe(429);
  });
});

describe('limitConcurrentReads', () => {
  /** A route whose answers wait until the test lets them go, so requests are running for certain. */
  async function slowApp(perReader: number) {
    const app = Fastify();
    registerErrorHandler(app);
    const waiting: Array<() => void> = [];
    await app.register(async (scope) => {
      limitConcurrentReads(scope, { perKey: perReader, key: 'token' });
      scope.get('/slow', () => new Promise((resolve) => waiting.push(() => resolve({ done: true }))));
    });
    await app.ready();
    const send = (reader?: number) => app.inject({ method: 'GET', url: '/slow', headers: reader ? { authorization: `Bearer token-of-${reader}` } : {} });
    const running = async (count: number) => {
      while (waiting.length < count) await new Promise((resolve) => setImmediate(resolve));
    };
    return { app, send, running, letGo: () => waiting.splice(0).forEach((go) => go()) };
  }

  it('refuses a reader’s request past the budget with 429 and Retry-After, and no other reader’s', async () => {
    const { app, send, running, letGo } = await slowApp(2);
    const first = [send(1), send(1)];
    await running(2);
    const refused = await send(1);
    expect([refused.statusCode, refused.json(), refused.headers['retry-after']]).toEqual([429, { error: READ_BUDGET_MESSAGES.busy }, String(READ_BUDGET_RETRY_AFTER_SECONDS)]);
    const other = send(2);
    await running(3);
    letGo();
    expect((await Promise.all([...first, other])).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    // The budget comes back once the answers went out.
    const again = send(1);
    await running(1);
    letGo();
    expect((await again).statusCode).toBe(200);
    await app.close();
  });

  it('counts requests without a token by address', async () => {
    const { app, send, running, letGo } = await slowApp(1);
    const first = send();
    await running(1);
    expect((await send()).statusCode).toBe(429);
    letGo();
    expect((await first).statusCode).toBe(200);
    await app.close();
  });
});
