// Issue 14: two tabs of one browser share one stored session. When one tab logs out and logs in as
// someone else, both tabs must end up holding that whole session, in storage and on screen.
import { expect, test, type Page } from '@playwright/test';
import { apiLogIn } from '../fixtures/api';
import { createAccount, logIn, uniqueUser, type TestUser } from '../fixtures/users';

interface StoredKeys {
  record: unknown;
  token: string | null;
  user: unknown;
  user_id: string | null;
}

function storedKeys(page: Page): Promise<StoredKeys> {
  return page.evaluate(() => ({
    record: JSON.parse(localStorage.getItem('session') ?? 'null') as unknown,
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as unknown,
    user_id: localStorage.getItem('user_id'),
  }));
}

/** Storage and the avatar menu both name `reader`, with one token everywhere. */
async function expectWholeSession(page: Page, reader: TestUser, readerId: number) {
  const stored = await storedKeys(page);
  const user = expect.objectContaining({ id: readerId, username: reader.username });
  expect(stored).toEqual({ record: { token: stored.token, user, user_id: readerId }, token: expect.any(String), user, user_id: String(readerId) });

  const menuButton = page.getByRole('button', { name: `Account menu for ${reader.username}` });
  await expect(menuButton).toBeVisible();
  // The avatar stood in a '?' for a session without a reader.
  await expect(menuButton).not.toContainText('?');
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${reader.username}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`/booknook/Read?userId=${readerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Read' })).toBeVisible();
  // The reader's own shelf: the way back to their Book Nook, and no word of another reader.
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Nook' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/reader['’]s shelf/);
}

test('a tab that logs out and in as another reader leaves a whole session in both tabs', async ({ context }) => {
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  const ada = uniqueUser('ada');
  const bob = uniqueUser('bob');
  await createAccount(tabA, ada);
  await createAccount(tabA, bob);
  const bobId = (await apiLogIn(tabA.request, bob)).userId;

  await logIn(tabA, ada);
  await expect(tabA).toHaveURL(/\/home$/);
  await tabB.goto('/home');
  await expect(tabB.getByRole('button', { name: `Account menu for ${ada.username}` })).toBeVisible();

  await tabB.getByRole('button', { name: `Account menu for ${ada.username}` }).click();
  await tabB.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(tabB).toHaveURL(/\/login$/);
  await expect(tabA).toHaveURL(/\/login$/);

  await logIn(tabB, bob);
  await expect(tabB).toHaveURL(/\/home$/);
  // Tab A was on /login, which sends a stored session on to /home.
  await expect(tabA).toHaveURL(/\/home$/);

  for (const tab of [tabA, tabB]) await expectWholeSession(tab, bob, bobId);
  for (const tab of [tabA, tabB]) {
    await tab.reload();
    await expectWholeSession(tab, bob, bobId);
  }
});
