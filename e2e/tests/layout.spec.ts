// Issue 14, as a reader sees the screens: rows that show and let the keyboard scroll them, a page
// that stays still behind a dialog, drawn covers when pictures cannot be loaded, and a long shelf
// name that does not push a phone's page sideways.
import { expect, test, type Page } from '@playwright/test';
import { apiCreateShelf, apiLogIn, apiShelveBook, type ApiSession } from '../fixtures/api';
import { SORCERERS_STONE, THE_HOBBIT } from '../fixtures/catalogue';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

async function signedIn(page: Page): Promise<ApiSession> {
  const reader = uniqueUser('layout');
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
  return apiLogIn(page.request, reader);
}

/** How far the page reaches past the window sideways, in pixels. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a Home row of ten books shows that it scrolls, scrolls by its arrows and from the keyboard', async ({ page }) => {
    await signedIn(page);
    const row = page.getByRole('main').getByRole('region').filter({ has: page.getByRole('link', { name: /^View All / }) }).first();
    const list = row.getByRole('list');
    await expect(list.getByRole('button')).toHaveCount(10);
    const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
    expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);

    await expect(row.getByTitle('Scroll back')).toHaveCount(0);
    await row.getByTitle('Scroll on').click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(row.getByTitle('Scroll back')).toBeVisible();

    await row.getByTitle('Scroll back').click();
    await expect.poll(scrollLeft).toBe(0);
    await expect(row.getByTitle('Scroll back')).toHaveCount(0);

    // The row itself takes focus, and the arrow keys scroll it.
    await list.focus();
    await expect(list).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBe(0);

    // Tab walks the cards; the last one is scrolled into view.
    for (let card = 0; card < 10; card += 1) await page.keyboard.press('Tab');
    await expect(list.getByRole('button').last()).toBeFocused();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
  });

  test('the page behind a book’s details does not scroll, and scrolls again once it closes', async ({ page }) => {
    await signedIn(page);
    await expect(page.getByRole('main').getByRole('region').last().getByRole('list').getByRole('button')).toHaveCount(10);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);

    await page.getByRole('main').getByRole('region').nth(1).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The wheel over the backdrop, beside the dialog.
    await page.mouse.move(60, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('books whose covers cannot be loaded each get a drawn cover of their own', async ({ page }) => {
    const session = await signedIn(page);
    for (const book of [SORCERERS_STONE, THE_HOBBIT]) await apiShelveBook(session, book.id, [3]);
    await page.route(/\.(jpe?g|png|gif)(\?|$)/, (route) => (route.request().resourceType() === 'image' ? route.abort() : route.continue()));
    await page.goto('/booknook/Read');
    const covers = page.getByRole('list', { name: 'Books in Read' }).locator('.bn-cover--drawn');
    await expect(covers).toHaveCount(2);
    await expect(covers.first()).toContainText(/The Hobbit|Harry Potter/);
    const looks = await covers.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
    expect(new Set(looks).size).toBe(2);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('a 50-character shelf name without spaces stays on a phone’s screen', async ({ page }) => {
    const session = await signedIn(page);
    const name = 'Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwx';
    expect(name).toHaveLength(50);
    const shelf = await apiCreateShelf(session, name);
    await apiShelveBook(session, THE_HOBBIT.id, [2, shelf.id]);

    await page.goto('/booknook');
    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expect(page.getByRole('list', { name: `Books in ${name}` }).getByRole('button')).toHaveCount(1);
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto(`/booknook/${name}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
