import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apps } from '@booknook/mf';
import { apiLogIn, apiShelveBook, builtInShelfId } from '../fixtures/api';
import { SORCERERS_STONE } from '../fixtures/catalogue';
import { E2E_BASE_URL } from '../fixtures/constants';
import { searchFromTopBar } from '../fixtures/navigation';
import { createAccount, logIn, uniqueUser, type TestUser } from '../fixtures/users';

const REMOTE_FAILED_TEXT = 'This part of BookNook could not be loaded.';

let user: TestUser;

test.beforeEach(async ({ page }) => {
  user = uniqueUser('composer');
  await createAccount(page, user);
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
});

test('the shell and every loaded remote share one React, one router, one session store, one query cache and one realtime client', async ({ page }) => {
  // The session was written by the shell's login; the account remote reads it from the same store.
  const username = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username as string);
  // Navigate inside the page (no reload) so the shell and three remotes live in one document.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Nook' }).click();
  await expect(page.getByRole('heading', { name: 'Book Nook', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

  // Ask the federation runtime which copies of each singleton the page actually loaded.
  const loadedCopies = await page.evaluate(() => {
    type Shared = { loaded?: boolean; loading?: unknown; from: string; version: string };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, Shared>>> }> } }).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const instance of federation.__INSTANCES__) {
      for (const [pkg, versions] of Object.entries(instance.shareScopeMap.default ?? {})) {
        for (const [version, shared] of Object.entries(versions)) {
          if (shared.loaded || shared.loading) (copies[pkg] ??= []).push(`${version} from ${shared.from}`);
        }
      }
    }
    return { instances: federation.__INSTANCES__.map((instance) => instance.name), copies };
  });
  expect(loadedCopies.instances).toEqual(expect.arrayContaining(['shell', 'discovery', 'library', 'account']));
  for (const pkg of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@booknook/session', '@booknook/realtime']) {
    expect(new Set(loadedCopies.copies[pkg]), pkg).toHaveProperty('size', 1);
  }
  // Stateless packages are compiled into each app, never negotiated at runtime.
  for (const pkg of ['@booknook/api', '@booknook/ui', 'axios', 'zustand']) expect(loadedCopies.copies[pkg], pkg).toBeUndefined();
});

test('two remotes read and write one query cache: a book fetched in discovery is not fetched again in library', async ({ page }) => {
  const bookRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/books-api/${SORCERERS_STONE.id}`) bookRequests.push(request.url());
  });
  await apiShelveBook(await apiLogIn(page.request, user), SORCERERS_STONE.id, [builtInShelfId('Read')]);

  // Discovery (search) loads the book's full record into the cache...
  await searchFromTopBar(page, SORCERERS_STONE.isbn13);
  await page.getByRole('list', { name: `Results for ${SORCERERS_STONE.isbn13}` }).getByRole('button', { name: SORCERERS_STONE.cardName, exact: true }).click();
  const fromSearch = page.getByRole('dialog', { name: SORCERERS_STONE.title, exact: true });
  await expect(fromSearch.getByText('On your shelves: Read', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(bookRequests).toHaveLength(1);

  // ...and library, another remote, opens the same book from that cache without asking again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Nook' }).click();
  await page.getByRole('region', { name: 'Read', exact: true }).getByRole('button', { name: SORCERERS_STONE.cardName, exact: true }).click();
  const fromShelf = page.getByRole('dialog', { name: SORCERERS_STONE.title, exact: true });
  // Categories are in the full record only; a shelf knows title, authors and cover.
  await expect(fromShelf.getByRole('term').filter({ hasText: 'Categories' })).toBeVisible();
  await expect(fromShelf.getByText('On your shelves: Read', { exact: true })).toBeVisible();
  expect(bookRequests).toHaveLength(1);
});

test('a remote that finds its data in the shared cache loads no HTTP client until it calls the API itself', async ({ page }) => {
  const httpClients: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/http-client\.[0-9a-f]{8}\.js$/.test(pathname)) httpClients.push(pathname);
  });
  // A fresh document: the shell fetches Home's rows into the cache, discovery only reads them.
  await page.reload();
  const rows = page.getByRole('main').getByRole('region').filter({ has: page.getByRole('link', { name: /^View All / }) });
  await expect(rows.first().getByRole('listitem').first()).toBeVisible();
  await expect(rows).toHaveCount(4);
  // The reading goal card above the rows reads the goal the shell fetched too (firstData.ts).
  await expect(page.getByRole('region', { name: /reading goal/ })).toBeVisible();
  expect(httpClients.filter((file) => file.startsWith('/mfe/'))).toEqual([]);
  expect(httpClients).toHaveLength(1);

  // Opening a book asks discovery's own endpoint functions for more: now it loads its client.
  await rows.first().getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Add to shelf' })).toBeVisible();
  await expect.poll(() => httpClients.filter((file) => file.startsWith('/mfe/discovery/'))).toHaveLength(1);
});

test('a remote whose manifest URL is dead shows a fallback with Retry while the rest of the app works', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = { ...(await response.json()), stats: 'http://127.0.0.1:9/mf-manifest.json' };
    await route.fulfill({ response, json: remotes });
  });
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Stats' }).click();
  await expect(page.getByText(REMOTE_FAILED_TEXT)).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(REMOTE_FAILED_TEXT)).toBeVisible();

  await nav.getByRole('link', { name: 'Book Nook' }).click();
  await expect(page.getByRole('heading', { name: 'Book Nook', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
});

test('Retry loads a remote that was briefly unreachable', async ({ page }) => {
  let refused = 0;
  await page.route('**/mfe/stats/mf-manifest.json', async (route) => {
    if (refused === 0) {
      refused += 1;
      return route.abort('connectionrefused');
    }
    return route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stats' }).click();
  await expect(page.getByText(REMOTE_FAILED_TEXT)).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Stats', level: 1 })).toBeVisible();
  expect(refused).toBe(1);
});

test('the search box placeholder shortens at 500 px and submitting goes to /search/{query}', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Search by title, author, isbn, genre...');
  await page.setViewportSize({ width: 480, height: 800 });
  await expect(search).toHaveAttribute('placeholder', 'Search...');
  await page.setViewportSize({ width: 360, height: 740 });
  await search.fill('harry potter');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/harry%20potter$/);
});

const repoRoot = path.resolve(__dirname, '../..');
const standaloneRemotes = apps.filter((app) => app.remote).map((app) => ({ workspace: app.dir, port: app.devPort }));

test.describe('standalone remotes', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const { workspace, port } of standaloneRemotes) {
    test(`${workspace} runs on its own with npm run dev -w ${workspace}`, async ({ page }) => {
      const server: ChildProcess = spawn('npm', ['run', 'dev', '-w', workspace], { cwd: repoRoot, env: { ...process.env, API_ORIGIN: E2E_BASE_URL }, stdio: 'ignore', detached: true });
      try {
        await expect(async () => {
          const response = await page.request.get(`http://localhost:${port}/`);
          expect(response.ok()).toBe(true);
        }).toPass({ timeout: 90_000 });
        await page.goto(`http://localhost:${port}/`);
        await expect(page.getByRole('heading', { name: 'Sign in to work on this remote' })).toBeVisible();
        await page.getByLabel('Email').fill(user.email);
        await page.getByLabel('Password', { exact: true }).fill(user.password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByText(`remote · signed in as ${user.username}`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } finally {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      }
    });
  }
});
