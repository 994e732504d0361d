// Issue 22: the service worker keeps the app's files, yet a remote deployed on its own reaches a
// reader whose installed app is open: the worker asks the network first for /remotes.json,
// mf-manifest.json and remoteEntry.js, so the next online load runs the new build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apps } from '@booknook/mf';
import { buildApp, copyWorkingTree, edit, repoRoot, signUpAndLogIn, startProduct } from '../fixtures/deploys';

// This spec is about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const DEPLOYED_TITLE = 'Discover books, freshly deployed';

let copy: string;
let newDiscovery: string;

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  // A production build on a shared machine: minutes, not the default hook minute.
  test.setTimeout(600_000);
  copy = copyWorkingTree();
  edit(copy, 'mfe-discovery/src/pages/HomePage.tsx', '<PageHeader title="Discover books"', `<PageHeader title="${DEPLOYED_TITLE}"`);
  newDiscovery = await buildApp(copy, 'mfe-discovery');
});

test.afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/** Puts `build` where the server reads discovery's files, as a deploy to that folder would. */
function deployDiscovery(root: string, build: string): void {
  const target = path.join(root, 'mfe-discovery', 'dist');
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(build, target, { recursive: true });
}

test('a remote deployed while the service worker is active is what the next load runs', async ({ page }) => {
  // The checkout's builds laid out as ops would, discovery's in a folder of its own to deploy into.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-installed-'));
  for (const app of apps) {
    fs.mkdirSync(path.join(root, app.dir));
    if (app.name !== 'discovery') fs.symlinkSync(path.join(repoRoot, app.dir, 'dist'), path.join(root, app.dir, 'dist'));
  }
  deployDiscovery(root, path.join(repoRoot, 'mfe-discovery', 'dist'));
  const product = await startProduct({ env: { STATIC_ROOT: root } });
  try {
    await signUpAndLogIn(page, product.origin, 'installed');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // A load answered by the worker, which now keeps discovery's files.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover books', exact: true })).toBeVisible();

    deployDiscovery(root, newDiscovery);
    const entryAnswers: boolean[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/mfe/discovery/remoteEntry.js') entryAnswers.push(response.fromServiceWorker());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: DEPLOYED_TITLE })).toBeVisible();
    // The new entry came through the worker (which asked the network), not around it.
    expect(entryAnswers).toEqual([true]);
  } finally {
    await product.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
