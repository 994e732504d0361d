// Issue 22: a reader who was signed in opens BookNook without a network and reads their Book Nook,
// their shelf pages and Currently Reading as last seen, under a banner that says why nothing can be
// saved; a page never opened on the device says so instead of the browser's error; logging out or a
// refused token leaves nothing of the reader on the device.
import { expect, test, type Page } from '@playwright/test';
import { apiLogIn, apiShelveBook, builtInShelfId } from '../fixtures/api';
import { SORCERERS_STONE, THE_HOBBIT } from '../fixtures/catalogue';
import { createAccount, logIn, uniqueUser, type TestUser } from '../fixtures/users';

// This spec is about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = "You're offline. Changes can't be saved until you're back online.";
const NOT_AVAILABLE_OFFLINE = "This page hasn't been opened on this device yet, so it can't be shown offline.";

/** The query caches persisted on this device (shell/src/offline/persistedQueryCache.ts), as saved. */
async function persistedCaches(page: Page): Promise<Array<{ clientState: { queries: Array<{ queryKey: unknown[] }> } }>> {
  return page.evaluate(async () => {
    // Never open a database that does not exist: that would create it without its store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'booknook-offline')) return [];
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('booknook-offline');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    try {
      if (!database.objectStoreNames.contains('query-cache')) return [];
      return await new Promise((resolve, reject) => {
        const reading = database.transaction('query-cache', 'readonly').objectStore('query-cache').getAll();
        reading.onsuccess = () => resolve(reading.result);
        reading.onerror = () => reject(reading.error);
      });
    } finally {
      database.close();
    }
  });
}

async function persistedShelfQueries(page: Page): Promise<number> {
  const caches = await persistedCaches(page);
  return caches.flatMap((cache) => cache.clientState.queries).filter(({ queryKey }) => queryKey[0] === 'library' && queryKey[1] === 'shelf-books').length;
}

/** Signs in through the login page and waits until the service worker controls the page. */
async function signInWithServiceWorker(page: Page, reader: TestUser): Promise<void> {
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

async function openBookNook(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Nook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Nook' })).toBeVisible();
}

test('a reader offline sees their Book Nook, a shelf page and Currently Reading as last seen, and can change nothing', async ({ page, context }) => {
  const reader = uniqueUser('offline');
  await createAccount(page, reader);
  const session = await apiLogIn(page.request, reader);
  await apiShelveBook(session, THE_HOBBIT.id, [builtInShelfId('Currently Reading')]);
  await apiShelveBook(session, SORCERERS_STONE.id, [builtInShelfId('Want To Read')]);
  await signInWithServiceWorker(page, reader);

  // Read online once with the worker in control, so the library remote's files are kept too.
  await page.goto('/booknook');
  await expect(page.getByRole('region', { name: 'Currently Reading', exact: true }).getByRole('button', { name: THE_HOBBIT.cardName, exact: true })).toBeVisible();
  await expect.poll(() => persistedShelfQueries(page)).toBeGreaterThan(0);
  const beforeShelfPage = await persistedShelfQueries(page);
  await page.getByRole('region', { name: 'Want To Read', exact: true }).getByRole('link', { name: 'View All Want To Read' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Want To Read', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: SORCERERS_STONE.cardName, exact: true })).toBeVisible();
  await expect.poll(() => persistedShelfQueries(page)).toBeGreaterThan(beforeShelfPage);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Want To Read', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: SORCERERS_STONE.cardName, exact: true })).toBeVisible();

  await openBookNook(page);
  await expect(page.getByRole('region', { name: 'Currently Reading', exact: true }).getByRole('button', { name: THE_HOBBIT.cardName, exact: true })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create New Shelf' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAttribute('title', OFFLINE_TEXT);

  // A page never opened here: the app says so (the worker answers every page), not the browser.
  await page.goto('/stats');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.getByText(NOT_AVAILABLE_OFFLINE)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
});

test('logging out deletes everything the device kept of the reader', async ({ page, context }) => {
  const reader = uniqueUser('offlinewipe');
  await createAccount(page, reader);
  await apiShelveBook(await apiLogIn(page.request, reader), THE_HOBBIT.id, [builtInShelfId('Currently Reading')]);
  await signInWithServiceWorker(page, reader);
  await openBookNook(page);
  await expect(page.getByRole('region', { name: 'Currently Reading', exact: true }).getByRole('button', { name: THE_HOBBIT.cardName, exact: true })).toBeVisible();
  await expect.poll(() => persistedShelfQueries(page)).toBeGreaterThan(0);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => persistedCaches(page)).toEqual([]);

  // Offline, the next person at this computer finds the login page and nothing of the last reader.
  await context.setOffline(true);
  await page.goto('/booknook');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(THE_HOBBIT.title)).toHaveCount(0);
});

test('a token the server refuses deletes everything the device kept of the reader', async ({ page }) => {
  const reader = uniqueUser('offlinerefused');
  await createAccount(page, reader);
  await signInWithServiceWorker(page, reader);
  await openBookNook(page);
  await expect.poll(() => persistedShelfQueries(page)).toBeGreaterThan(0);

  // The stored session's token is no longer one the server accepts (as after a password change elsewhere).
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { token: string } | null;
    if (!session) throw new Error('no stored session');
    localStorage.setItem('session', JSON.stringify({ ...session, token: `${session.token}x` }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => persistedCaches(page)).toEqual([]);
});
