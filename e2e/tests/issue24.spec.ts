// Issue 24, in the browser: focus stays in a dialog after the server refuses (item 2), search folds
// accents (item 3), every route names itself in the tab title and says so on arrival, with a favicon
// (item 15), and the dashboard's rows keep Role, Joined and Delete on a phone's screen (item 18).
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/constants';
import { searchFromTopBar } from '../fixtures/navigation';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

async function signedInReader(page: Page): Promise<void> {
  const reader = uniqueUser('issue24');
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
}

test('Create New Shelf keeps focus after the server refuses a name; Tab stays inside and Escape closes it', async ({ page }) => {
  await signedInReader(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Book Nook' }).click();
  for (const attempt of ['created', 'refused']) {
    await page.getByRole('button', { name: 'Create New Shelf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Shelf' });
    await dialog.getByLabel('Shelf name').fill('Holiday reads');
    await dialog.getByRole('button', { name: 'Create' }).press('Enter');
    if (attempt === 'created') {
      await expect(dialog).toHaveCount(0);
      continue;
    }
    await expect(dialog.getByRole('alert')).toBeVisible();
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await focusInDialog()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});

test('search ignores accents: "les miserables" finds Les Misérables, "garcia marquez" García Márquez', async ({ page }) => {
  await signedInReader(page);
  await searchFromTopBar(page, 'les miserables');
  await expect(page.getByRole('list', { name: 'Results for les miserables' }).getByRole('button').first()).toHaveAccessibleName('Les Misérables by Victor Hugo');
  await searchFromTopBar(page, 'garcia marquez');
  await expect(page.getByRole('list', { name: 'Results for garcia marquez' }).getByRole('button').first()).toHaveAccessibleName(/ by Gabriel García Márquez$/);
});

test('each route names itself in the tab title, announced on arrival, and the logo is the favicon', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in — BookNook');
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toBeTruthy();
  const icon = await page.request.get(new URL(favicon!, page.url()).toString());
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');

  await signedInReader(page);
  await expect(page).toHaveTitle('Home — BookNook');
  await page.getByRole('navigation').getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveTitle('Stats — BookNook');
  await expect(page.locator('[data-live-region]')).toHaveText('Stats — BookNook');
  await page.getByRole('navigation').getByRole('link', { name: 'Book Nook' }).click();
  await expect(page).toHaveTitle('Book Nook — BookNook');
  await page.goto('/booknook/Read');
  await expect(page).toHaveTitle('Read — BookNook');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the dashboard’s users show Role, Joined and Delete on screen', async ({ page }) => {
    await createAccount(page, uniqueUser('phone'));
    await logIn(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table).toBeVisible();
    const reader = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Delete / }) }).first();
    for (const target of [reader.locator('td[data-label="Role"]'), reader.locator('td[data-label="Joined"]'), reader.getByRole('button', { name: /^Delete / })]) {
      await expect(target).toBeVisible();
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });
});
