// Issue 15 on the real build: every script and stylesheet a signed-in page loads was compressed by the
// build and is sent as the encoding the client accepts, stylesheets are files of their own (no inline
// <style>, which the page's CSP does not allow), and nothing points the public at source maps.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

interface Loaded {
  url: string;
  type: 'script' | 'stylesheet';
}

/** Every script and stylesheet the page fetched from this server while `visit` ran. */
async function loadedFiles(page: Page, visit: () => Promise<void>): Promise<Loaded[]> {
  const files: Loaded[] = [];
  const record = (request: { url(): string; resourceType(): string }) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') files.push({ url: request.url(), type });
  };
  page.on('request', record);
  await visit();
  page.off('request', record);
  return files;
}

async function encodingOf(request: APIRequestContext, url: string, acceptEncoding: string) {
  const response = await request.get(url, { headers: { 'accept-encoding': acceptEncoding } });
  expect(response.status(), url).toBe(200);
  return response.headers()['content-encoding'] ?? 'identity';
}

test('a signed-in page loads only compressed build files, with its styles from stylesheets', async ({ page }) => {
  const reader = uniqueUser('wire');
  await createAccount(page, reader);
  const files = await loadedFiles(page, async () => {
    await logIn(page, reader);
    await expect(page.locator('ul.bn-book-list--row button.bn-book-card').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Nook' }).click();
    await expect(page.getByRole('heading', { name: 'Book Nook', level: 1 })).toBeVisible();
  });

  const stylesheets = files.filter((file) => file.type === 'stylesheet');
  // The shell's, discovery's and library's own stylesheets at least.
  expect(stylesheets.map((file) => new URL(file.url).pathname)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/[^/]+\.[0-9a-f]{8}\.css$/), expect.stringMatching(/^\/mfe\/discovery\/.+\.css$/), expect.stringMatching(/^\/mfe\/library\/.+\.css$/)]),
  );
  expect(await page.locator('style').count()).toBe(0);

  for (const { url } of files) {
    const { pathname } = new URL(url);
    const plain = await page.request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const body = await plain.text();
    expect(body).not.toMatch(/sourceMappingURL=\S+\.map/);
    // The build keeps a compressed copy only where it saves a fifth or more, which any file of a
    // kilobyte does; a few hundred bytes may go out as they are.
    if (body.length < 1024) continue;
    expect([pathname, await encodingOf(page.request, url, 'gzip, deflate, br')]).toEqual([pathname, 'br']);
    expect([pathname, await encodingOf(page.request, url, 'gzip')]).toEqual([pathname, 'gzip']);
  }
});


test('the landing page has its own hashed stylesheet, cached for good', async ({ page }) => {
  await page.goto('/');
  const stylesheet = page.locator('link[rel="stylesheet"]');
  await expect(stylesheet).toHaveAttribute('href', /^\/landing\/landing\.[0-9a-f]{8}\.css$/);
  const response = await page.request.get((await stylesheet.getAttribute('href')) ?? '', { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-type']).toMatch(/^text\/css/);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The design system's background colour comes from the stylesheet, not from a default.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(246, 244, 238)');
});
