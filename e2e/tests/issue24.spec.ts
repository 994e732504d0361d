// Issue 24, in the browser: focus stays in a dialog after the server refuses (item 2), search folds
// accents (item 3), every route names itself in the tab title and says so on arrival, with a favicon
// (item 15), and on a phone's screen: card titles break between words (16), the administrator's
// links all show (17), the dashboard's rows keep Role, Joined and Delete (18), Home's rows sit close
// and the stats charts' labels stay inside them (19), and a book's details keep their title and
// Close in view as they scroll (20).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogIn, apiShelveBook, builtInShelfId } from '../fixtures/api';
import { TO_KILL_A_MOCKINGBIRD } from '../fixtures/catalogue';
import { E2E_ADMIN } from '../fixtures/constants';
import { searchFromTopBar } from '../fixtures/navigation';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

async function signedInReader(page: Page) {
  const reader = uniqueUser('issue24');
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
  return reader;
}

/** Home's genre rows (the goal card above them is a region too). */
const homeRows = (page: Page) => page.getByRole('main').getByRole('region').filter({ has: page.getByRole('link', { name: /^View All / }) });

/**
 * The words of the elements' text split across two lines. A hyphen is a place a word may break, so
 * its parts count as words; a title's words up to twelve letters ("Mockingbird", "Freakonomics")
 * must fit a card's line, a longer one may be split.
 */
function splitWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const split: string[] = [];
    for (const element of nodes) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of text.textContent!.matchAll(/[^\s-]+-?/g)) {
          if (word[0].replace(/\W/g, '').length > 12) continue;
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
    }
    return split;
  });
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

  test('Home’s card titles break between words, and its rows follow each other closely', async ({ page }) => {
    const reader = await signedInReader(page);
    // Its genres' rows come first and hold it: "Mockingbird" was split on a phone's card.
    await apiShelveBook(await apiLogIn(page.request, reader), TO_KILL_A_MOCKINGBIRD.id, [builtInShelfId('Want To Read')]);
    await page.reload();
    await expect(homeRows(page).getByRole('button', { name: TO_KILL_A_MOCKINGBIRD.cardName }).first()).toBeVisible();
    expect(await splitWords(page.locator('.bn-book-card__title'))).toEqual([]);
    const rows = homeRows(page);
    // From the lowest line of a row's cards to the next row's heading: the margin, the row's
    // padding and scrollbar, the card's padding; not a screen's worth of nothing.
    const gap = await rows.evaluateAll((sections) => {
      const [first, second] = sections;
      const lowestText = Math.max(...[...first!.querySelectorAll('.bn-book-card > *')].map((part) => part.getBoundingClientRect().bottom));
      return second!.querySelector('h2')!.getBoundingClientRect().top - lowestText;
    });
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThanOrEqual(52);
  });

  test('the stats charts’ labels stay inside their charts', async ({ page }) => {
    const reader = await signedInReader(page);
    const session = await apiLogIn(page.request, reader);
    const found = await page.request.get('/api/books-api?q=fiction&maxResults=20');
    const { items } = (await found.json()) as { items: { id: string }[] };
    for (const book of items.slice(0, 12)) await apiShelveBook(session, book.id, [builtInShelfId('Read')]);
    await page.getByRole('navigation').getByRole('link', { name: 'Stats' }).click();
    // Top Genres and Top Authors at least; Page Distribution draws one only for books with a page count.
    const charts = page.locator('.stats-card svg');
    await expect(charts.nth(1)).toBeVisible();
    const outside = await charts.evaluateAll((svgs) =>
      svgs.flatMap((svg) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')]
          .filter((label) => {
            const drawn = label.getBoundingClientRect();
            return drawn.width > 0 && (drawn.left < box.left - 0.5 || drawn.right > box.right + 0.5 || drawn.right > window.innerWidth);
          })
          .map((label) => label.textContent);
      }),
    );
    expect(outside).toEqual([]);
  });

  test('a book’s details keep their title and Close in view while they scroll', async ({ page }) => {
    await signedInReader(page);
    await homeRows(page).first().getByRole('list').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    const scrolled = await dialog.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    await expect(close).toBeInViewport();
    await expect(dialog.getByRole('heading', { level: 2 })).toBeInViewport();
    await close.click();
    await expect(dialog).toHaveCount(0);
  });

  test('the administrator’s links all show on a phone, none cut off', async ({ page }) => {
    await logIn(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);
    const links = page.getByRole('navigation').getByRole('link');
    await expect(links.filter({ hasText: 'Book Nook' })).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const link of await links.all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });

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
