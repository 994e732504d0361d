// Issue 21's books the catalogue lacks, as readers and an administrator meet them: a reader adds a
// missing book from an empty search and finds it at once; another reader does not, until an
// administrator approves it in the dashboard's Books tab.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/constants';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

async function signedInReader(page: Page) {
  const user = uniqueUser('adder');
  await createAccount(page, user, 'public');
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
}

async function search(page: Page, q: string) {
  await page.goto(`/search/${encodeURIComponent(q)}`);
}

test('a missing book is added from an empty search, found by its adder at once and by others once approved', async ({ browser }) => {
  const title = `The Quiet Harbour ${Date.now().toString(36)}`;

  const adder = await browser.newPage();
  await signedInReader(adder);
  await search(adder, title);
  await expect(adder.getByText('No results found.')).toBeVisible();
  await adder.getByRole('button', { name: 'Add this book yourself' }).click();
  const dialog = adder.getByRole('dialog', { name: 'Add this book yourself' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await dialog.getByRole('textbox', { name: /^Authors/ }).fill('Ada Whitcombe');
  await dialog.getByRole('button', { name: 'Add book' }).click();
  await expect(adder.getByRole('status').filter({ hasText: 'was added' })).toBeVisible();
  await expect(adder.getByRole('list', { name: `Results for ${title}` }).getByRole('button', { name: new RegExp(title) })).toBeVisible();

  const other = await browser.newPage();
  await signedInReader(other);
  await search(other, title);
  await expect(other.getByText('No results found.')).toBeVisible();

  const admin = await browser.newPage();
  await logIn(admin, E2E_ADMIN);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.getByRole('tab', { name: 'Books' }).click();
  const row = admin.getByRole('table', { name: 'Books waiting for approval' }).getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(admin.getByText('Book approved.')).toBeVisible();

  await search(other, title);
  await expect(other.getByRole('list', { name: `Results for ${title}` }).getByRole('button', { name: new RegExp(title) })).toBeVisible();
});
