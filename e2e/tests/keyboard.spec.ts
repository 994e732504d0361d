// Issue 22's keyboard item: each remote's flows done with the keyboard alone (no click, no mouse),
// focus visible at every stop, "Skip to content" first, focus back on the opener when a dialog or
// menu closes; and motion stilled under prefers-reduced-motion.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SORCERERS_STONE } from '../fixtures/catalogue';
import { E2E_ADMIN } from '../fixtures/constants';
import { createAccount, uniqueUser, type TestUser } from '../fixtures/users';

/** The focused element shows a focus outline (the global :focus-visible rule, or its own). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    return { focusVisible: focused.matches(':focus-visible'), outlineStyle: style.outlineStyle, outlineWidth: Number.parseFloat(style.outlineWidth) };
  });
  expect(focus.focusVisible).toBe(true);
  expect(focus.outlineStyle).not.toBe('none');
  expect(focus.outlineWidth).toBeGreaterThan(0);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking that focus is visible there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

async function logInByKeyboard(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
}

async function signedInReader(page: Page, prefix: string): Promise<TestUser> {
  const reader = uniqueUser(prefix);
  await createAccount(page, reader);
  await logInByKeyboard(page, reader);
  await expect(page).toHaveURL(/\/home$/);
  return reader;
}

/** Follows a link of the main navigation, from the top of the page. */
async function goByKeyboard(page: Page, linkName: string): Promise<void> {
  await page.reload();
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName }));
  await page.keyboard.press('Enter');
}

test('shell: Skip to content comes first and moves focus to the page; the notifications and account menus open and close from the keyboard', async ({ page }) => {
  await signedInReader(page, 'kbshell');
  await page.reload();
  // A Tab pressed before the shell has drawn the page lands nowhere.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const bell = page.getByRole('button', { name: 'Notifications' });
  await tabTo(page, bell, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  // A menu: focus is in it, on its first item that can take it (or on the menu while it has none).
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true);
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(bell).toBeFocused();

  const avatar = page.getByRole('button', { name: /^Account menu for / });
  await tabTo(page, avatar);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(avatar).toBeFocused();

  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }), 'Shift+Tab');
  await page.keyboard.type('hobbit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/hobbit$/);
});

test('library: a shelf is created from the keyboard, and Escape returns focus to Create New Shelf', async ({ page }) => {
  await signedInReader(page, 'kblibrary');
  await goByKeyboard(page, 'Book Nook');
  await expect(page).toHaveURL(/\/booknook/);
  const create = page.getByRole('button', { name: 'Create New Shelf' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create New Shelf' });
  await tabTo(page, dialog.getByLabel('Shelf name'));
  await page.keyboard.type('Keyboard reads');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Keyboard reads').first()).toBeVisible();

  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();
});

test('discovery: search, open a book and close it from the keyboard; focus returns to the card', async ({ page }) => {
  await signedInReader(page, 'kbdiscovery');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(SORCERERS_STONE.isbn13);
  await page.keyboard.press('Enter');
  const card = page.getByRole('list', { name: `Results for ${SORCERERS_STONE.isbn13}` }).getByRole('button', { name: SORCERERS_STONE.cardName, exact: true });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: SORCERERS_STONE.title, exact: true });
  await expect(details).toBeVisible();
  await tabTo(page, details.getByRole('button', { name: 'Add to shelf' }));
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('stats: the page and its filters are reached and changed from the keyboard', async ({ page }) => {
  await signedInReader(page, 'kbstats');
  await goByKeyboard(page, 'Stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  const year = page.getByRole('combobox', { name: 'Year' });
  await tabTo(page, year);
  const before = await year.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(year).not.toHaveValue(before);
});

test('account: settings are saved and the password dialog opens and closes from the keyboard', async ({ page }) => {
  await signedInReader(page, 'kbaccount');
  await page.reload();
  const avatar = page.getByRole('button', { name: /^Account menu for / });
  await tabTo(page, avatar);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);

  await tabTo(page, page.getByLabel('Display name'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keys Only');
  await tabTo(page, page.getByRole('button', { name: 'Save settings' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();

  const change = page.getByRole('button', { name: 'Change Password' });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(change).toBeFocused();
});

test('admin: tables are switched with arrow keys and a deletion is asked and cancelled from the keyboard', async ({ page }) => {
  // A reader to be asked about: the administrator's own row has no Delete.
  await createAccount(page, uniqueUser('kbdelete'));
  await logInByKeyboard(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const users = page.getByRole('tab', { name: 'Users' });
  await tabTo(page, users);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(users).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(users).toHaveAttribute('aria-selected', 'true');

  const deleteButton = page.getByRole('table', { name: 'Users' }).getByRole('button', { name: /^Delete / }).first();
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
});

test('motion: under prefers-reduced-motion transitions and animations end at once', async ({ page }) => {
  const transitionOfLogIn = () => page.getByRole('button', { name: 'Log in' }).evaluate((button) => getComputedStyle(button).transitionDuration);
  await page.goto('/login');
  expect(await transitionOfLogIn()).not.toMatch(/^(0s|1e-05s)(, (0s|1e-05s))*$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transitionOfLogIn()).toMatch(/^1e-05s(, 1e-05s)*$/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});
