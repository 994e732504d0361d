import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/constants';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

test('a new reader signs up in two steps, logs in, stays logged in across a reload and logs out', async ({ page }) => {
  const user = uniqueUser();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  const displayName = page.getByLabel('Display name');
  await expect(displayName).toHaveValue(user.username);
  await expect(page.getByLabel('Profile visibility')).toHaveValue('private');
  await displayName.fill('E2E Reader');
  await page.getByLabel('Bio').fill('I read on trains.');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('user_id')])).toEqual([null, null, null]);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up refuses a username that is already taken before step 2', async ({ page }) => {
  const existing = uniqueUser();
  await createAccount(page, existing);
  await page.goto('/signup');
  await page.getByLabel('Username').fill(existing.username);
  await page.getByLabel('Email').fill(uniqueUser().email);
  await page.getByLabel('Password', { exact: true }).fill(existing.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Username is already taken')).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveCount(0);
});

test('an administrator created with npm run create-admin lands on the dashboard', async ({ page }) => {
  await logIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a stored token that no longer verifies clears the session and goes to /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'not-a-real-token');
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'ghost', user_type_id: 2, profile_picture: null, recommendations: true }));
    localStorage.setItem('user_id', '1');
  });
  await page.goto('/booknook');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('unknown paths redirect to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
