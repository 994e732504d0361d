// Reading statistics (issue 12): a reader whose books span several shelves and years filters by
// year and shelf and sees the totals and the three charts change, and gives a book its page count
// there; a new reader sees the empty text; a failing server shows only its error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiCreateShelf, apiLogIn, apiShelveBook, builtInShelfId, type ApiSession } from '../fixtures/api';
import { startProduct, type ProductServer } from '../fixtures/deploys';
import { editStoppedDatabase } from '../fixtures/embedded-database';
import { createAccount, logIn, uniqueUser, type TestUser } from '../fixtures/users';

const thisYear = new Date().getUTCFullYear();
const lastYear = thisYear - 1;
const twoYearsAgo = thisYear - 2;
/** Mid-June, so no time zone moves a date into another year. */
const midYear = (year: number) => `${year}-06-15T12:00:00Z`;

const BOOK = {
  hobbit: 'gb-5907', // J.R.R. Tolkien
  sorcerersStone: 'gb-3', // J.K. Rowling (Mary GrandPré illustrated it: a contributor, not counted)
  pridePrejudice: 'gb-1885', // Jane Austen
  emma: 'gb-6969', // Jane Austen (Fiona Stafford edited it)
  lordOfTheRings: 'gb-33', // J.R.R. Tolkien
  persuasion: 'gb-2156', // Jane Austen (James Kinsley, Deidre Shauna Lynch edited it)
} as const;
const BOOK_CLUB = 'Book club';

async function setPageCount(session: ApiSession, bookId: string, pageCount: number): Promise<void> {
  const response = await session.request.put(`/api/books/${bookId}/page-count`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { page_count: pageCount },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * A reader of three years' standing, on a server of this test's own: their books are shelved
 * through the API, then the server is stopped and the dates moved into the past, which no API can.
 *   Read: The Hobbit (finished two years ago, 310 pages), the Sorcerer's Stone (finished last year,
 *     320 pages, also on Book club), Pride and Prejudice (finished last year, 150 pages)
 *   Want To Read: Emma (added last year, also on Book club, no page count), The Lord of the Rings
 *     (added two years ago, 1200 pages)
 *   Currently Reading: Persuasion (this year, no page count)
 * Another reader, whose shelves are public, has given their Emma 474 pages (a private reader's count is
 * suggested only once three readers gave it: issue 25).
 */
async function readerOfThreeYears(browser: Browser): Promise<{ server: ProductServer; dataDir: string; reader: TestUser }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-e2e-stats-'));
  const reader = uniqueUser('statsreader');
  const other = uniqueUser('statsother');
  const first = await startProduct({ dataDir });
  const context = await browser.newContext({ baseURL: first.origin });
  try {
    const page = await context.newPage();
    await createAccount(page, reader);
    await createAccount(page, other, 'public');
    const session = await apiLogIn(page.request, reader);
    const club = await apiCreateShelf(session, BOOK_CLUB);
    const read = builtInShelfId('Read');
    await apiShelveBook(session, BOOK.hobbit, [read]);
    await apiShelveBook(session, BOOK.sorcerersStone, [read, club.id]);
    await apiShelveBook(session, BOOK.pridePrejudice, [read]);
    await apiShelveBook(session, BOOK.emma, [builtInShelfId('Want To Read'), club.id]);
    await apiShelveBook(session, BOOK.lordOfTheRings, [builtInShelfId('Want To Read')]);
    await apiShelveBook(session, BOOK.persuasion, [builtInShelfId('Currently Reading')]);
    for (const [bookId, pages] of [
      [BOOK.hobbit, 310],
      [BOOK.sorcerersStone, 320],
      [BOOK.pridePrejudice, 150],
      [BOOK.lordOfTheRings, 1200],
    ] as const) {
      await setPageCount(session, bookId, pages);
    }
    await setPageCount(await apiLogIn(page.request, other), BOOK.emma, 474);
  } finally {
    await context.close();
    await first.stop();
  }

  await editStoppedDatabase(dataDir, async (database) => {
    const { rows } = await database.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [reader.username]);
    const readerId = rows[0]!.id;
    await database.query('UPDATE users SET date_created = $1 WHERE id = $2', [midYear(thisYear - 3), readerId]);
    const dated: Array<[string, number]> = [
      [BOOK.hobbit, twoYearsAgo],
      [BOOK.sorcerersStone, lastYear],
      [BOOK.pridePrejudice, lastYear],
      [BOOK.emma, lastYear],
      [BOOK.lordOfTheRings, twoYearsAgo],
    ];
    for (const [bookId, year] of dated) {
      await database.query('UPDATE shelf_books SET date_added = $1 WHERE user_id = $2 AND book_id = $3', [midYear(year), readerId, bookId]);
      // The read that moving the book to Read recorded today is dated back to that year (issue 20's reads).
      await database.query("UPDATE reads SET started = NULL, finished = $1 WHERE user_id = $2 AND book_id = $3 AND outcome = 'finished'", [
        midYear(year).slice(0, 10),
        readerId,
        bookId,
      ]);
    }
  });
  return { server: await startProduct({ dataDir }), dataDir, reader };
}

const total = (page: Page, name: string) => page.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');
const chartCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The rows of a chart's text alternative, and how many bars the chart draws (they must agree). */
async function barChart(page: Page, name: string): Promise<string[]> {
  const card = chartCard(page, name);
  const rows = await card.getByRole('table', { name }).getByRole('row').allTextContents();
  const figures = rows.slice(1);
  await expect(card.locator('[data-testid^="bar.item."]')).toHaveCount(figures.length);
  return figures;
}

async function pieSlices(page: Page): Promise<Locator> {
  const card = chartCard(page, 'Page Distribution');
  await expect(card.locator('svg')).toBeVisible();
  return card.locator('svg path');
}

test('a reader filters their statistics by year and shelf, and gives a book its page count there', async ({ browser }) => {
  test.setTimeout(180_000);
  const { server, dataDir, reader } = await readerOfThreeYears(browser);
  const context = await browser.newContext({ baseURL: server.origin });
  try {
    const page = await context.newPage();
    await logIn(page, reader);
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stats' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();

    const year = page.getByRole('combobox', { name: 'Year' });
    const shelf = page.getByRole('combobox', { name: 'Shelf' });
    await expect(year.getByRole('option')).toHaveText(['All Time', String(thisYear - 3), String(twoYearsAgo), String(lastYear), String(thisYear)]);
    await expect(shelf.getByRole('option')).toHaveText(['All Shelves', 'Currently Reading', 'Want To Read', 'Read', 'Did Not Finish', BOOK_CLUB]);

    // All Time, All Shelves.
    await expect(total(page, 'Total Books Read')).toHaveText('3');
    await expect(total(page, 'Total Books in Shelf')).toHaveText('6');
    const allTimeGenres = await barChart(page, 'Top Genres');
    // Top Authors counts each book's author, never its contributors (issue 24).
    expect(await barChart(page, 'Top Authors')).toEqual(['Jane Austen3', 'J.R.R. Tolkien2', 'J.K. Rowling1']);
    const distribution = page.getByRole('list', { name: 'Page Distribution' }).getByRole('listitem');
    await expect(distribution).toHaveText(['Below 200 Pages1', '200-500 Pages2', 'Above 500 Pages1']);
    await expect(await pieSlices(page)).toHaveCount(3);
    await expect(page.getByText('2 books have no page count, so Page Distribution leaves them out.')).toBeVisible();

    // Last year: the two books finished then, and Emma, shelved then.
    await year.selectOption(String(lastYear));
    await expect(total(page, 'Total Books Read')).toHaveText('2');
    await expect(total(page, 'Total Books in Shelf')).toHaveText('3');
    await expect.poll(() => barChart(page, 'Top Authors')).toEqual(['Jane Austen2', 'J.K. Rowling1']);
    expect(await barChart(page, 'Top Genres')).not.toEqual(allTimeGenres);
    await expect(distribution).toHaveText(['Below 200 Pages1', '200-500 Pages1', 'Above 500 Pages0']);
    await expect(await pieSlices(page)).toHaveCount(2);

    // Emma has no page count; another reader's edition has 474 pages, which is offered.
    await expect(page.getByText('1 book has no page count, so Page Distribution leaves it out.')).toBeVisible();
    await page.getByRole('button', { name: 'Set page counts' }).click();
    const emmaPages = page.getByRole('spinbutton', { name: 'Page count of Emma' });
    await expect(emmaPages).toHaveValue('474');
    await emmaPages.locator('xpath=ancestor::li').getByRole('button', { name: 'Save' }).click();
    await expect(distribution).toHaveText(['Below 200 Pages1', '200-500 Pages2', 'Above 500 Pages0']);
    await expect(page.getByText(/no page count, so Page Distribution/)).toHaveCount(0);

    // Book club, all time: the Sorcerer's Stone (read) and Emma.
    await year.selectOption('All');
    await shelf.selectOption({ label: BOOK_CLUB });
    await expect(total(page, 'Total Books Read')).toHaveText('1');
    await expect(total(page, 'Total Books in Shelf')).toHaveText('2');
    await expect.poll(() => barChart(page, 'Top Authors')).toEqual(['J.K. Rowling1', 'Jane Austen1']);
    await expect(distribution).toHaveText(['Below 200 Pages0', '200-500 Pages2', 'Above 500 Pages0']);
    await expect(await pieSlices(page)).toHaveCount(1);

    // Two years ago on Did Not Finish: nothing.
    await year.selectOption(String(twoYearsAgo));
    await shelf.selectOption({ label: 'Did Not Finish' });
    await expect(page.getByText('No books in shelf to view stats!', { exact: true })).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a new reader is told there is nothing to count yet', async ({ page }) => {
  const reader = uniqueUser('statsnew');
  await createAccount(page, reader);
  await logIn(page, reader);
  await page.goto('/stats');
  await expect(page.getByText('No books in shelves to view stats!', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Year' }).getByRole('option')).toHaveText(['All Time', String(new Date().getFullYear())]);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('when the statistics cannot be had, the page shows only the error', async ({ page }) => {
  const reader = uniqueUser('statserror');
  await createAccount(page, reader);
  await page.route('**/api/stats?**', (route) => route.fulfill({ status: 503, json: { error: 'The statistics are being rebuilt. Try again in a minute.' } }));
  await logIn(page, reader);
  await page.goto('/stats');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('The statistics are being rebuilt. Try again in a minute.');
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await expect(main.getByText('Total Books Read')).toHaveCount(0);
  await expect(main.getByText('No books in shelves to view stats!')).toHaveCount(0);
});
