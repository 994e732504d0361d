// Issue 20 in the browser: a reader starts a book, finishes it and reads it again; its history keeps
// both reads and its card on Read says "Read 2 times"; reads known only to the month or the year are
// added to the history, and a goal set on Home counts this year's reads (a re-read counts again).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { THE_HOBBIT } from '../fixtures/catalogue';
import { searchFromTopBar } from '../fixtures/navigation';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** In an open book details dialog: 'Add to shelf', pick the main shelf, Save. */
async function moveTo(page: Page, details: Locator, mainShelf: string): Promise<void> {
  await details.getByRole('button', { name: 'Add to shelf' }).click();
  const picker = page.getByRole('dialog', { name: 'Add to shelf' });
  await picker.getByRole('radio', { name: mainShelf, exact: true }).check();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toHaveCount(0);
}

/** Adds a finished read whose finish date is known to the month ('2024-04') or only to the year ('2019'). */
async function addPastRead(page: Page, history: Locator, finished: string): Promise<void> {
  await history.getByRole('button', { name: 'Add a read' }).click();
  const form = page.getByRole('dialog', { name: `Add a read of ${THE_HOBBIT.title}` });
  await expect(form.getByLabel('How did this read end?')).toHaveValue('finished');
  const precision = finished.length === 4 ? 'year' : 'month';
  await form.getByLabel('Finished: known to the').selectOption({ label: precision === 'year' ? 'Year only' : 'Month only' });
  await form.getByLabel(`Finished in (${precision})`).fill(finished);
  await form.getByRole('button', { name: 'Add read' }).click();
  await expect(form).toHaveCount(0);
}

test('a re-read keeps the first read, the Read shelf says "Read 2 times", and the goal on Home counts both reads', async ({ page }) => {
  const reader = uniqueUser('history');
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
  const now = new Date();
  const today = `${now.getDate()} ${MONTHS[now.getMonth()]} ${now.getFullYear()}`;

  await searchFromTopBar(page, 'the hobbit');
  await page.getByRole('list', { name: 'Results for the hobbit' }).getByRole('button', { name: THE_HOBBIT.cardName, exact: true }).click();
  const details = page.getByRole('dialog', { name: THE_HOBBIT.title, exact: true });
  // Each read's line, without its Edit and Delete.
  const reads = details.getByRole('region', { name: 'Reading history' }).getByRole('listitem').locator('> span:first-child');

  await moveTo(page, details, 'Currently Reading');
  await expect(reads).toHaveText([`Started ${today} · Reading now`]);
  await moveTo(page, details, 'Read');
  await expect(reads).toHaveText([`Started ${today} · Finished ${today}`]);
  // Back to Currently Reading from Read: a re-read, the first read untouched.
  await moveTo(page, details, 'Currently Reading');
  await expect(reads).toHaveText([`Started ${today} · Reading now`, `Started ${today} · Finished ${today}`]);
  await moveTo(page, details, 'Read');
  await expect(reads).toHaveText([`Started ${today} · Finished ${today}`, `Started ${today} · Finished ${today}`]);
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  await page.goto('/booknook/Read');
  const card = page.getByRole('list', { name: 'Books in Read' }).getByRole('button', { name: `${THE_HOBBIT.cardName}, Read 2 times`, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('Read 2 times', { exact: true })).toBeVisible();

  // Set a goal on Home in two clicks; both of this year's reads count.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const goal = page.getByRole('region', { name: `Your ${now.getFullYear()} reading goal` });
  await goal.getByRole('button', { name: 'Set a reading goal' }).click();
  await goal.getByLabel(`Books to read in ${now.getFullYear()}`).fill('10');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal.getByText('2 of 10 books', { exact: true })).toBeVisible();
  await expect(goal.getByRole('progressbar', { name: `Reading goal for ${now.getFullYear()}` })).toHaveAttribute('aria-valuenow', '2');

  // Earlier reads known only to the month or the year join the history, newest first, and do not count this year.
  await page.goto('/booknook/Read');
  await card.click();
  await addPastRead(page, details.getByRole('region', { name: 'Reading history' }), '2024-04');
  await addPastRead(page, details.getByRole('region', { name: 'Reading history' }), '2019');
  await expect(reads).toHaveText([`Started ${today} · Finished ${today}`, `Started ${today} · Finished ${today}`, 'Finished Apr 2024', 'Read in 2019']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Books in Read' }).getByText('Read 4 times', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(goal.getByText('2 of 10 books', { exact: true })).toBeVisible();
});
