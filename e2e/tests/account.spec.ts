// Issue 11 as readers use it: reviews from a book's details, profiles under each visibility setting,
// settings, changing email and password, and deleting the account.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Settings } from '@booknook/api/contract';
import { apiCreateShelf, apiLogIn, apiReview, apiShelveBook, builtInShelfId, type ApiSession } from '../fixtures/api';
import { SORCERERS_STONE, THE_HOBBIT } from '../fixtures/catalogue';
import { createAccount, logIn, uniqueUser, type TestUser } from '../fixtures/users';

async function signedIn(page: Page, prefix: string, visibility: 'public' | 'private' = 'public'): Promise<TestUser> {
  const user = uniqueUser(prefix);
  await createAccount(page, user, visibility);
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  return user;
}

/** The colour at the middle of an image as the page drew it, [r, g, b]. */
function middleColour(image: Locator): Promise<number[]> {
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    return [...context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data.slice(0, 3)];
  });
}

async function apiSettings(session: ApiSession, changes: Partial<Settings>) {
  const current = (await (await session.request.get('/api/settings', { headers: { Authorization: `Bearer ${session.token}` } })).json()) as Settings;
  const form: Record<string, string> = { display_name: current.display_name };
  for (const [name, value] of Object.entries(changes)) form[name] = String(value);
  const response = await session.request.put('/api/settings', { headers: { Authorization: `Bearer ${session.token}` }, multipart: form });
  expect(response.status(), await response.text()).toBe(200);
}

test('a reader writes, edits and deletes a review from a book’s details', async ({ page }) => {
  const reader = await signedIn(page, 'reviewer');
  await apiShelveBook(await apiLogIn(page.request, reader), THE_HOBBIT.id, [builtInShelfId('Read')]);
  await page.goto('/booknook/Read');
  await page.getByRole('button', { name: THE_HOBBIT.cardName, exact: true }).click();
  const details = page.getByRole('dialog', { name: THE_HOBBIT.title });
  await expect(details.getByText('No review yet')).toBeVisible();

  await details.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('dialog', { name: `Review ${THE_HOBBIT.title}` });
  // Focus starts on the stars; a missing rating is an alert tied to them.
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Rating is required');
  await expect(form.getByRole('radiogroup', { name: 'Rating' })).toHaveAccessibleDescription('Rating is required');
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
  // The stars are the visible part of the radio group: click the fourth.
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Pace').selectOption('Fast');
  await form.getByLabel('Review', { exact: true }).fill('Second breakfast, <b>and</b> a dragon.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form).toHaveCount(0);
  await expect(details.getByRole('region', { name: 'Your review' }).getByText('Second breakfast, <b>and</b> a dragon.')).toBeVisible();
  // Listed once, in its own section (issue 24 item 9), not again among the readers' reviews.
  await expect(details.getByRole('region', { name: /^Reviews/ }).getByRole('link', { name: reader.username })).toHaveCount(0);

  await details.getByRole('button', { name: 'Edit review' }).click();
  const edit = page.getByRole('dialog', { name: `Edit your review of ${THE_HOBBIT.title}` });
  await edit.getByLabel('Review', { exact: true }).fill('Better on a second reading.');
  await edit.getByRole('button', { name: 'Save review' }).click();
  await expect(details.getByText('Better on a second reading.').first()).toBeVisible();

  await details.getByRole('button', { name: 'Delete review' }).click();
  await page.getByRole('alertdialog', { name: 'Delete your review?' }).getByRole('button', { name: 'Delete review' }).click();
  await expect(details.getByText('No review yet')).toBeVisible();
  await expect(details.getByText('No reviews found.')).toBeVisible();
  // The Delete button is gone; focus is on what replaced it, and Tab stays in the book's details.
  await expect(details.getByRole('button', { name: 'Write a review' })).toBeFocused();
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    expect(await details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
});

test('profiles show what each visibility setting allows, and everything to their owner', async ({ page, browser }) => {
  const owner = uniqueUser('shown');
  await createAccount(page, owner, 'public');
  const ownerSession = await apiLogIn(page.request, owner);
  await apiShelveBook(ownerSession, SORCERERS_STONE.id, [builtInShelfId('Currently Reading')]);
  await apiShelveBook(ownerSession, THE_HOBBIT.id, [builtInShelfId('Read')]);
  await apiCreateShelf(ownerSession, 'Holiday reads');
  await apiReview(ownerSession, THE_HOBBIT.id, 5, 'A favourite since childhood.');

  await signedIn(page, 'viewer');
  const profile = async () => {
    await page.goto(`/profile/${owner.username}`);
    await expect(page.getByRole('heading', { level: 1, name: owner.username })).toBeVisible();
  };

  await profile();
  await expect(page.getByRole('region', { name: 'Currently Reading' }).getByRole('button', { name: SORCERERS_STONE.cardName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently Read' }).getByRole('button', { name: THE_HOBBIT.cardName })).toBeVisible();
  const shelfLink = page.getByRole('region', { name: 'Bookshelves' }).getByRole('link', { name: 'Holiday reads' });
  await expect(shelfLink).toHaveAttribute('href', `/booknook/Holiday%20reads?userId=${ownerSession.userId}`);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText('A favourite since childhood.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);

  await apiSettings(ownerSession, { reviews_visibility: 'private' });
  await profile();
  await expect(page.getByRole('region', { name: 'Recently Read' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toHaveCount(0);

  await apiSettings(ownerSession, { mandatory_shelves_visibility: 'private' });
  await profile();
  await expect(page.getByRole('region', { name: 'Currently Reading' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recently Read' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bookshelves' }).getByRole('link', { name: 'Holiday reads' })).toBeVisible();

  await apiSettings(ownerSession, { custom_shelves_visibility: 'private' });
  await profile();
  await expect(page.getByRole('region', { name: 'Bookshelves' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Currently Reading' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: owner.username })).toBeVisible();

  await apiSettings(ownerSession, { profile_visibility: 'private' });
  await profile();
  await expect(page.getByText('This profile is private.')).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(0);

  // The owner still sees all of it, with Edit Profile.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await logIn(ownerPage, owner);
  await ownerPage.goto(`/profile/${owner.username}`);
  await expect(ownerPage.getByRole('region', { name: 'Reviews' }).getByText('A favourite since childhood.')).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Bookshelves' })).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');
  await ownerContext.close();
});

test('a reader saves their settings with a new picture, and the top bar’s avatar shows it at once', async ({ page }) => {
  const reader = await signedIn(page, 'settler');
  const avatar = page.getByRole('button', { name: `Account menu for ${reader.username}` }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  const defaultPicture = await avatar.getAttribute('src');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const name = page.getByLabel('Display name');
  await name.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Display name is required')).toBeVisible();
  await name.fill('Night Reader');
  await page.getByLabel('Bio').fill('Reads after midnight.');
  await page.getByLabel('Reviews', { exact: true }).selectOption('private');
  await page.getByRole('checkbox', { name: /Reminders/ }).uncheck();
  await page.getByLabel('Profile picture', { exact: true }).setInputFiles(path.join(__dirname, '../fixtures/red-square.png'));
  await expect(page.getByRole('img', { name: 'Your chosen profile picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  // No reload: the top bar's avatar is the new picture (stored resized, still red).
  await expect(avatar).not.toHaveAttribute('src', defaultPicture!);
  await expect.poll(() => middleColour(avatar)).toEqual([0xd6, 0x28, 0x28]);
  await expect(page.getByText('Settings saved successfully!')).toHaveCount(0, { timeout: 6000 });

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Night Reader');
  await expect(page.getByLabel('Reviews', { exact: true })).toHaveValue('private');
  await expect(page.getByRole('checkbox', { name: /Reminders/ })).not.toBeChecked();
  await page.goto(`/profile/${reader.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Night Reader' })).toBeVisible();
  await expect(page.getByText('Reads after midnight.')).toBeVisible();
});

test('a reader changes their email and logs in with it; other sessions end', async ({ page, browser }) => {
  const reader = await signedIn(page, 'mover');
  const elsewhere = await apiLogIn((await browser.newContext()).request, reader);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Email' });
  const moved = `moved.${reader.email}`;
  await dialog.getByLabel('New email', { exact: true }).fill(moved);
  await dialog.getByLabel('Confirm new email').fill(`other.${reader.email}`);
  await dialog.getByLabel('Current password').fill(reader.password);
  await dialog.getByRole('button', { name: 'Change Email' }).click();
  await expect(dialog.getByText('Emails do not match')).toBeVisible();
  await dialog.getByLabel('Confirm new email').fill(moved);
  await dialog.getByRole('button', { name: 'Change Email' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Email updated successfully');
  await expect(dialog).toHaveCount(0, { timeout: 5000 });
  // This device stays signed in; the other session is over.
  await expect(page.getByText(moved)).toBeVisible();
  expect((await elsewhere.request.get('/api/settings', { headers: { Authorization: `Bearer ${elsewhere.token}` } })).status()).toBe(401);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await logIn(page, { email: reader.email, password: reader.password });
  await expect(page.getByRole('alert')).toBeVisible();
  await logIn(page, { email: moved, password: reader.password });
  await expect(page).toHaveURL(/\/home$/);
});

test('a reader changes their password and logs in with it', async ({ page }) => {
  const reader = await signedIn(page, 'keyholder');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password').fill('Wr0ng!pass');
  await dialog.getByLabel('New password', { exact: true }).fill('N3w!Passw0rd');
  await dialog.getByLabel('Confirm new password').fill('N3w!Passw0rd');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await dialog.getByLabel('Current password').fill(reader.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Password updated successfully');
  await expect(dialog).toHaveCount(0, { timeout: 5000 });

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await logIn(page, reader);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email: reader.email, password: 'N3w!Passw0rd' });
  await expect(page).toHaveURL(/\/home$/);
});

test('a reader deletes their account: signed out, login refused, old token refused, data gone', async ({ page }) => {
  const reader = await signedIn(page, 'leaver');
  const session = await apiLogIn(page.request, reader);
  await apiShelveBook(session, THE_HOBBIT.id, [builtInShelfId('Read')]);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm.getByText('This action cannot be undone. All your data will be lost.')).toBeVisible();
  await confirm.getByLabel('Current password').fill(reader.password);
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await logIn(page, reader);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  const oldToken = await page.request.get('/api/shelves', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(oldToken.status()).toBe(401);
  const witness = uniqueUser('witness');
  await createAccount(page, witness);
  const someoneElse = await apiLogIn(page.request, witness);
  const profile = await page.request.get(`/api/users/username/${reader.username}`, { headers: { Authorization: `Bearer ${someoneElse.token}` } });
  expect(profile.status()).toBe(404);
});
