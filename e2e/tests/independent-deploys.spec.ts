// Issue 10 §1: a remote deploys on its own, in both directions. A copy of the working tree gains a
// new endpoint function (shared/api) and a new component with its own stylesheet (shared/ui) and
// renames a component both remotes use; discovery (using the new exports) and the shell are built
// from that copy and served as separate deployments.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apps } from '@booknook/mf';
import { buildApp, copyWorkingTree, edit, repoRoot, serveFolder, signUpAndLogIn, startProduct, write, type ProductServer, type StaticHost } from '../fixtures/deploys';

const RIBBON_COLOUR = 'rgb(200, 30, 90)';

let copy: string;
let newDiscovery: string;
let newShell: string;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  // Two production builds on a shared machine: minutes, not the default hook minute.
  test.setTimeout(600_000);
  copy = copyWorkingTree();
  write(
    copy,
    'shared/api/src/endpoints/genreSample.ts',
    `import { queryOptions } from '@tanstack/react-query';
import { randomGenres } from './catalogue';

export function genreSampleQuery() {
  return queryOptions({ queryKey: ['catalogue', 'genre-sample'], queryFn: async () => (await randomGenres({ limit: 1 }))[0] ?? null });
}
`,
  );
  fs.appendFileSync(path.join(copy, 'shared/api/src/index.ts'), "export { genreSampleQuery } from './endpoints/genreSample';\n");
  write(copy, 'shared/ui/src/components/ribbon.css', `.bn-ribbon { border-left: 6px solid ${RIBBON_COLOUR}; padding: 0.5rem 1rem; }\n`);
  write(
    copy,
    'shared/ui/src/components/Ribbon.tsx',
    `import type { ReactNode } from 'react';
import './ribbon.css';

export function Ribbon({ children }: { children: ReactNode }) {
  return <p className="bn-ribbon">{children}</p>;
}
`,
  );
  fs.appendFileSync(path.join(copy, 'shared/ui/src/index.ts'), "export { Ribbon } from './components/Ribbon';\n");
  // A rename the remotes built before it never saw: under a shell that provided the page's
  // @booknook/ui, they would get undefined for BookRow.
  edit(copy, 'shared/ui/src/book/BookList.tsx', 'export function BookRow(', 'export function BookStrip(');
  edit(copy, 'shared/ui/src/book/index.ts', 'BookRow,', 'BookStrip,');
  for (const file of ['mfe-discovery/src/components/VolumeCards.tsx', 'shared/features/src/shelves/ShelfBookList.tsx']) edit(copy, file, /BookRow/g, 'BookStrip');
  edit(copy, 'mfe-discovery/src/pages/HomePage.tsx', "import { ErrorMessage, PageHeader } from '@booknook/ui';", "import { ErrorMessage, PageHeader, Ribbon } from '@booknook/ui';\nimport { genreSampleQuery } from '@booknook/api';");
  edit(
    copy,
    'mfe-discovery/src/pages/HomePage.tsx',
    'export function HomePage(',
    `function GenreSample() {
  const sample = useQuery(genreSampleQuery());
  return sample.data ? <Ribbon>Try a genre: {sample.data.description}</Ribbon> : null;
}

export function HomePage(`,
  );
  edit(copy, 'mfe-discovery/src/pages/HomePage.tsx', /(<PageHeader title="Discover books"[^\n]*\n)/, '$1      <GenreSample />\n');
  [newDiscovery, newShell] = await Promise.all([buildApp(copy, 'mfe-discovery'), buildApp(copy, 'shell')]);
});

test.afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

async function expectHomeRows(page: Page): Promise<void> {
  // The genre rows, not the reading goal card above them.
  const rows = page.getByRole('main').getByRole('region').filter({ has: page.getByRole('link', { name: /^View All / }) });
  await expect(rows).toHaveCount(4);
  await expect(rows.first().getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('This part of BookNook could not be loaded.')).toHaveCount(0);
}

test('a remote built with new shared exports works under the shell deployed before them', async ({ page }) => {
  const remoteHost: StaticHost = await serveFolder(newDiscovery);
  const remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-remotes-'));
  const remotesFile = path.join(remotesDir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ discovery: `${remoteHost.url}/mf-manifest.json` }));
  // The checkout's own builds: the shell that was deployed before the change.
  const product: ProductServer = await startProduct({ env: { REMOTES_FILE: remotesFile, STATIC_ROOT: repoRoot } });
  try {
    expect(await (await page.request.get(`${product.origin}/remotes.json`)).json()).toMatchObject({ discovery: `${remoteHost.url}/mf-manifest.json` });
    await signUpAndLogIn(page, product.origin, 'deployer');
    const ribbon = page.getByText(/^Try a genre: \S/);
    await expect(ribbon).toBeVisible();
    await expect(ribbon).toHaveCSS('border-left-color', RIBBON_COLOUR);
    await expectHomeRows(page);
  } finally {
    await product.stop();
    await remoteHost.close();
    fs.rmSync(remotesDir, { recursive: true, force: true });
  }
});

test('remotes built before a shared-package change work under the shell built after it', async ({ page }) => {
  // The new shell with the checkout's remotes, as ops would lay out STATIC_ROOT.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-static-'));
  fs.mkdirSync(path.join(root, 'shell'));
  fs.symlinkSync(newShell, path.join(root, 'shell', 'dist'));
  for (const remote of apps.filter((app) => app.remote)) {
    fs.mkdirSync(path.join(root, remote.dir));
    fs.symlinkSync(path.join(repoRoot, remote.dir, 'dist'), path.join(root, remote.dir, 'dist'));
  }
  const product = await startProduct({ env: { STATIC_ROOT: root } });
  try {
    await signUpAndLogIn(page, product.origin, 'deployer');
    await expectHomeRows(page);
    await expect(page.getByText(/^Try a genre:/)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Nook' }).click();
    await expect(page.getByRole('region', { name: 'Want To Read', exact: true }).getByText('No books in Want To Read yet.')).toBeVisible();
  } finally {
    await product.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
