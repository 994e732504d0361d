// Issue 21's import as a reader meets it in Settings: a Goodreads export chosen in the browser, its
// progress and report, the rows to look at, and the books found on the shelves the file named.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SORCERERS_STONE, THE_HOBBIT } from '../fixtures/catalogue';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

const GOODREADS_FILE = path.join(__dirname, '../fixtures/goodreads-import.csv');
const CREATED_TITLE = 'The Cartographer of Quiet Rooms';

async function signedInReader(page: Page) {
  const user = uniqueUser('importer');
  await createAccount(page, user, 'private');
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
}

function shelfCard(page: Page, shelfName: string, cardName: string | RegExp) {
  return page.getByRole('list', { name: `Books in ${shelfName}` }).getByRole('button', { name: cardName });
}

test('a Goodreads export is imported in Settings: progress, report, rows to act on, and the books on their shelves', async ({ page }) => {
  await signedInReader(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Import and export' });
  await section.getByLabel('Choose a CSV file').setInputFiles(GOODREADS_FILE);
  await expect(section.getByText('Chosen: goodreads-import.csv')).toBeVisible();
  await section.getByRole('button', { name: 'Import', exact: true }).click();

  // What the file was recognised as, and the bar filling to its four books.
  await expect(section.getByText('Goodreads export, 4 books')).toBeVisible();
  const bar = section.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', '4');
  await expect(bar).toHaveAttribute('aria-valuenow', '4');
  await expect(bar).toHaveAttribute('aria-valuetext', '4 of 4 rows');
  await expect(section.getByRole('status').filter({ hasText: 'Import finished.' })).toBeVisible();

  const counts = section.getByLabel('What the import did');
  const count = (term: string) => counts.locator('div').filter({ has: page.getByRole('term').getByText(term, { exact: true }) }).getByRole('definition');
  // Added counts the books found in the catalogue; the one made from its row is Books created.
  await expect(count('Added')).toHaveText('2');
  await expect(count('Matched by ISBN')).toHaveText('1');
  await expect(count('Matched by title')).toHaveText('1');
  await expect(count('Books created')).toHaveText('1');
  await expect(count('Custom shelves')).toHaveText('1');
  await expect(count('Skipped')).toHaveText('1');

  // The rows to look at: the one without a title, and the book made from a row (its review had no rating).
  const rows = section.getByRole('table');
  const untitled = rows.getByRole('row').filter({ hasText: 'Nobody Wrote This' });
  await expect(untitled).toContainText('Skipped');
  const created = rows.getByRole('row').filter({ hasText: CREATED_TITLE });
  await expect(created).toContainText('Book created');
  await created.getByRole('button', { name: `Open the book: ${CREATED_TITLE}` }).click();
  const details = page.getByRole('dialog', { name: CREATED_TITLE });
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await untitled.getByRole('link', { name: 'Search the catalogue for Nobody Wrote This' }).click();
  await expect(page).toHaveURL(/\/search\/Nobody%20Wrote%20This$/);

  // The books are on the shelves the file named.
  await page.goto('/booknook/Read');
  await expect(shelfCard(page, 'Read', SORCERERS_STONE.cardName)).toBeVisible();
  await page.goto('/booknook/Want%20To%20Read');
  await expect(shelfCard(page, 'Want To Read', THE_HOBBIT.cardName)).toBeVisible();
  await page.goto('/booknook/Currently%20Reading');
  await expect(shelfCard(page, 'Currently Reading', `${CREATED_TITLE} Imogen Vale`)).toBeVisible();
  await page.goto('/booknook/comfort-reads');
  await expect(shelfCard(page, 'comfort-reads', SORCERERS_STONE.cardName)).toBeVisible();
  await expect(shelfCard(page, 'comfort-reads', THE_HOBBIT.cardName)).toBeVisible();
});
