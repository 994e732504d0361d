// Issue 13's dashboard as an administrator uses it: each table sorted both ways and paged, a review
// and a reader deleted (whose login is then refused), notifications created for one reader and for
// everyone and deleted; and the guard of spec section 4 for readers and visitors.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { UserNotificationList } from '@booknook/api/contract';
import { apiLogIn, apiReview, type ApiSession } from '../fixtures/api';
import { SORCERERS_STONE, THE_HOBBIT } from '../fixtures/catalogue';
import { E2E_ADMIN } from '../fixtures/constants';
import { createAccount, logIn, uniqueUser, type TestUser } from '../fixtures/users';

/** Seed catalogue books beside the two other specs use, so the reviews table has titles to sort. */
const REVIEWED_BOOKS = [THE_HOBBIT.id, SORCERERS_STONE.id, 'gb-2767052', 'gb-2657', 'gb-4671', 'gb-41865'];

async function newReader(page: Page, prefix: string): Promise<{ user: TestUser; session: ApiSession }> {
  const user = uniqueUser(prefix);
  await createAccount(page, user, 'public');
  return { user, session: await apiLogIn(page.request, user) };
}

async function openDashboardAsAdmin(page: Page): Promise<void> {
  await logIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
}

function table(page: Page, name: string): Locator {
  return page.getByRole('table', { name });
}

/** The text of one column on the page shown, without the Show more buttons' words. */
async function column(page: Page, tableName: string, header: string): Promise<string[]> {
  const headers = await table(page, tableName).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/[▲▼]/g, '').trim() === header);
  expect(index, `column ${header} of ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const cells = await table(page, tableName).locator('tbody tr').evaluateAll((rows, at) => rows.map((row) => (row as HTMLTableRowElement).cells[at]!.innerText), index);
  return cells.map((text) => text.replace(/\s*Show (more|less) of .*$/s, '').trim());
}

/** Waits for page `number` of the table to have arrived (the previous rows stay, marked busy, until it does). */
async function onPage(page: Page, tableName: string, number: number): Promise<void> {
  await expect(page.getByText(new RegExp(` · page ${number} of \\d+$`))).toBeVisible();
  await expect(table(page, tableName)).not.toHaveAttribute('aria-busy', 'true');
}

/** Sorts by a column and waits for the table to say so (aria-sort) and for its first page to arrive. */
async function sortBy(page: Page, tableName: string, header: string, direction: 'ascending' | 'descending'): Promise<void> {
  const cell = table(page, tableName).getByRole('columnheader', { name: header });
  await cell.getByRole('button').click();
  await expect(cell).toHaveAttribute('aria-sort', direction);
  await onPage(page, tableName, 1);
}

/** Cells that show a missing value ('No text', 'All users') sort after every value; only the values are compared. */
const present = (values: string[]) => values.filter((value) => value !== 'No text' && value !== 'All users');

/** The texts in the order the server promises: ignoring case, as its byte order of lower case does. */
function inOrder(values: string[], direction: 'ascending' | 'descending'): string[] {
  const ascending = [...values].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  return direction === 'ascending' ? ascending : ascending.reverse();
}

function numbersInOrder(values: string[], direction: 'ascending' | 'descending'): number[] {
  const numbers = values.map((value) => Number(/(\d+)\s*$/.exec(value)?.[1]));
  return [...numbers].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
}

test('the administrator sorts and pages the Users table and deletes a reader, whose login is then refused', async ({ page }) => {
  for (let index = 0; index < 10; index += 1) await createAccount(page, uniqueUser(index % 2 ? 'Dash' : 'dash'));
  const bystander = await newReader(page, 'bystander');
  await apiReview(bystander.session, THE_HOBBIT.id, 4, 'Written by a reader who stays.');
  const { user: victim, session } = await newReader(page, 'victim');
  await apiReview(session, THE_HOBBIT.id, 2, 'Written by a reader about to be deleted.');
  await openDashboardAsAdmin(page);

  await expect(table(page, 'Users').getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'ascending');
  const ownRow = table(page, 'Users').getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(ownRow.getByText('You')).toBeVisible();
  await expect(ownRow.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  for (const direction of ['ascending', 'descending'] as const) {
    await sortBy(page, 'Users', 'Username', direction);
    const names = await column(page, 'Users', 'Username');
    expect(names).toHaveLength(10);
    expect(names).toEqual(inOrder(names, direction));
  }
  await sortBy(page, 'Users', 'Email', 'ascending');
  const firstPage = await column(page, 'Users', 'Email');
  expect(firstPage).toEqual(inOrder(firstPage, 'ascending'));
  await page.getByRole('button', { name: 'Page 2' }).click();
  await onPage(page, 'Users', 2);
  const secondPage = await column(page, 'Users', 'Email');
  expect(secondPage[0]!.toLowerCase() > firstPage.at(-1)!.toLowerCase()).toBe(true);

  // Newest first: the reader made last is on the first page, and sorting went back to it.
  await sortBy(page, 'Users', 'ID', 'ascending');
  await sortBy(page, 'Users', 'ID', 'descending');
  const ids = await column(page, 'Users', 'ID');
  expect(ids.map(Number)).toEqual(numbersInOrder(ids, 'descending'));
  await page.getByRole('button', { name: `Delete ${victim.username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${victim.username}?` });
  await expect(confirm).toContainText('will be permanently deleted');
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('User deleted successfully.')).toBeVisible();
  await expect(table(page, 'Users').getByText(victim.email)).toHaveCount(0);

  const login = await page.request.post('/api/auth/login', { data: { email: victim.email, password: victim.password } });
  expect(login.status()).toBe(401);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(table(page, 'Reviews').getByText('Written by a reader who stays.')).toBeVisible();
  await expect(page.getByText('Written by a reader about to be deleted.')).toHaveCount(0);
});

test('the administrator sorts and pages the Reviews table and deletes a review', async ({ page }) => {
  const reviewed: string[] = [];
  for (const [index, prefix] of ['critic', 'Fan'].entries()) {
    const { session } = await newReader(page, prefix);
    for (const [bookIndex, bookId] of REVIEWED_BOOKS.entries()) {
      const review = await apiReview(session, bookId, ((bookIndex + index) % 5) + 1, `${prefix} on book ${bookIndex}: ${'so many words '.repeat(index * 8)}`);
      reviewed.push(`${review.id}`);
    }
  }
  await openDashboardAsAdmin(page);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=reviews$/);
  await expect(table(page, 'Reviews')).toBeVisible();

  for (const direction of ['ascending', 'descending'] as const) {
    await sortBy(page, 'Reviews', 'Rating', direction);
    const ratings = await column(page, 'Reviews', 'Rating');
    expect(ratings.map((text) => Number(/(\d+)\s*$/.exec(text)?.[1]))).toEqual(numbersInOrder(ratings, direction));
  }
  for (const [header, direction] of [['Book', 'ascending'], ['Book', 'descending'], ['User', 'ascending'], ['Review', 'ascending']] as const) {
    await sortBy(page, 'Reviews', header, direction);
    const values = present(await column(page, 'Reviews', header));
    expect(values).toEqual(inOrder(values, direction));
  }

  await sortBy(page, 'Reviews', 'Created', 'ascending');
  const created = await column(page, 'Reviews', 'ID');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await onPage(page, 'Reviews', 2);
  expect(await column(page, 'Reviews', 'ID')).not.toEqual(expect.arrayContaining(created));

  // A long review is cut to two lines, the rest a click away.
  await sortBy(page, 'Reviews', 'ID', 'ascending');
  await sortBy(page, 'Reviews', 'ID', 'descending');
  const longest = reviewed.at(-1)!;
  const more = page.getByRole('button', { name: `Show more of review ${longest}` });
  await more.click();
  await expect(page.getByRole('button', { name: `Show less of review ${longest}` })).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: `Delete review ${longest}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByText('Review deleted successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete review ${longest}` })).toHaveCount(0);
});

test('the administrator creates a notification for one reader and one for everyone, sorts them and deletes one', async ({ page }) => {
  const { user: reader, session } = await newReader(page, 'notified');
  await openDashboardAsAdmin(page);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('button', { name: 'Create Notification' })).toBeVisible();

  const create = async (title: string, recipient: string | null) => {
    await page.getByRole('button', { name: 'Create Notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Notification' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Title and Message are required.')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Message').fill(`${title}: the catalogue is read-only tonight between two and four while it moves.`);
    await dialog.getByLabel('Type').selectOption('warning');
    if (recipient) {
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByText('Please select a user to send notification to.')).toBeVisible();
      await dialog.getByRole('searchbox', { name: 'Find a user' }).fill(recipient);
      await dialog.getByRole('radio', { name: new RegExp(recipient) }).check();
    } else {
      await dialog.getByRole('checkbox', { name: /All Users/ }).check();
    }
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Notification created successfully.')).toBeVisible();
  };
  const forOne = `Zz for ${reader.username}`;
  const forAll = `Aa for everyone ${reader.username}`;
  await create(forOne, reader.username);
  await create(forAll, null);

  const readerTitles = async () => {
    const response = await session.request.get('/api/notifications/user', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as UserNotificationList).notifications.map((notification) => notification.title);
  };
  expect(await readerTitles()).toEqual(expect.arrayContaining([forOne, forAll]));

  // The table starts in id order, ascending: one click turns it to newest first.
  await sortBy(page, 'Notifications', 'ID', 'descending');
  const newest = table(page, 'Notifications').locator('tbody tr');
  await expect(newest.nth(0)).toContainText('All users');
  await expect(newest.nth(1)).toContainText(reader.username);
  for (const header of ['Title', 'Message', 'Recipient'] as const) {
    for (const direction of ['ascending', 'descending'] as const) {
      await sortBy(page, 'Notifications', header, direction);
      const values = present(await column(page, 'Notifications', header));
      expect(values).toEqual(inOrder(values, direction));
    }
  }

  await sortBy(page, 'Notifications', 'ID', 'ascending');
  await sortBy(page, 'Notifications', 'ID', 'descending');
  const row = table(page, 'Notifications').getByRole('row').filter({ hasText: forOne });
  await row.getByRole('button', { name: /^Delete notification/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete this notification?' }).getByRole('button', { name: 'Delete notification' }).click();
  await expect(page.getByText('Notification deleted successfully.')).toBeVisible();
  await expect(table(page, 'Notifications').getByText(forOne)).toHaveCount(0);
  expect(await readerTitles()).not.toContain(forOne);
});

test('a reader sent to /dashboard lands on /home', async ({ page }) => {
  const user = uniqueUser();
  await createAccount(page, user);
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/home$/);
});

test('a visitor without a session sent to /dashboard lands on /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
