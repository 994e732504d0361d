// Issue 22: axe scans every route of the spec and every modal of its list at 1280 and 375 px, in the
// light and the dark theme, for WCAG 2.2 AA (target size included). One violation fails the test,
// which lists every violation it met (state, rule, element, what is wrong) so one run shows them all.
// A few tests, each signing in once and looping over the four states inside: the scans are the cost.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCreateShelf, apiLogIn, apiReview, apiShelveBook, builtInShelfId, type ApiSession } from '../fixtures/api';
import { SORCERERS_STONE, THE_HOBBIT } from '../fixtures/catalogue';
import { E2E_ADMIN } from '../fixtures/constants';
import { escapeRegExp } from '../fixtures/navigation';
import { createAccount, logIn, uniqueUser, type TestUser } from '../fixtures/users';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];
const COLOR_SCHEMES = ['light', 'dark'] as const;

/** The violations met so far, one readable line per rule and element. */
class Violations {
  private readonly lines = new Set<string>();

  /** Scans the whole page once it has settled (no busy region, no running animation: a fading modal has no final contrast yet). */
  async scan(page: Page, where: string, within?: string): Promise<void> {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    const results = await (within ? builder.include(within) : builder).analyze();
    for (const violation of results.violations) {
      for (const node of violation.nodes) {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        const line = `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')} — ${violation.help}. ${summary}`;
        // Printed as met too, so a run cut short by a step that fails still shows what it found.
        if (!this.lines.has(line)) console.log(`axe: ${line}`);
        this.lines.add(line);
      }
    }
  }

  expectNone(): void {
    expect([...this.lines], `axe found ${this.lines.size} violation(s):\n${[...this.lines].join('\n')}`).toEqual([]);
  }
}

/** Runs `visit` at each width in each colour scheme (the theme setting is System, so the scheme decides). */
async function inEveryState(page: Page, visit: (state: string) => Promise<void>): Promise<void> {
  for (const viewport of VIEWPORTS) {
    for (const colorScheme of COLOR_SCHEMES) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await visit(`${viewport.width}px ${colorScheme}`);
    }
  }
}

/** Pages load their data after the remote's code: on a loaded CI machine that takes longer than expect's default. */
const PAGE_READY = { timeout: 30_000 };

async function openPage(page: Page, url: string, ready: Locator): Promise<void> {
  await page.goto(url);
  await expect(ready).toBeVisible(PAGE_READY);
}

/** Every modal is one of these. */
const MODALS = '[role="dialog"], [role="alertdialog"]';

/**
 * Opens a modal with `open`, scans it, closes it with Escape. Only the modal: the page behind was
 * scanned on its own, and scrolled to the control that opened the modal it has parts under the top
 * bar that axe would count as obscured targets, which the reader cannot reach anyway until it closes.
 */
async function scanModal(violations: Violations, page: Page, where: string, open: () => Promise<void>, modal: Locator, within = MODALS): Promise<void> {
  await open();
  await expect(modal).toBeVisible(PAGE_READY);
  await violations.scan(page, where, within);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
}

async function newReader(page: Page, prefix: string): Promise<{ user: TestUser; session: ApiSession }> {
  const user = uniqueUser(prefix);
  await createAccount(page, user, 'public');
  return { user, session: await apiLogIn(page.request, user) };
}

test('the signed-out pages have no violations', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = new Violations();
  await inEveryState(page, async (state) => {
    await openPage(page, '/', page.getByRole('heading', { level: 1 }));
    await violations.scan(page, `landing ${state}`);
    await openPage(page, '/login', page.getByRole('button', { name: 'Log in' }));
    await violations.scan(page, `login ${state}`);
    await openPage(page, '/signup', page.getByRole('heading', { level: 1 }));
    await violations.scan(page, `sign-up ${state}`);
    // The product has no not-found page: an unknown address leads to the landing page.
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await violations.scan(page, `unknown address ${state}`);
  });
  violations.expectNone();
});

test('a reader’s pages and modals have no violations', async ({ page }) => {
  test.setTimeout(600_000);
  const { session: other, user: otherUser } = await newReader(page, 'axeother');
  await apiShelveBook(other, THE_HOBBIT.id, [builtInShelfId('Read')]);
  const { user: reader, session } = await newReader(page, 'axereader');
  await apiShelveBook(session, THE_HOBBIT.id, [builtInShelfId('Currently Reading')]);
  await apiShelveBook(session, SORCERERS_STONE.id, [builtInShelfId('Read')]);
  await apiReview(session, SORCERERS_STONE.id, 4, 'A fine first year.');
  const shelf = await apiCreateShelf(session, 'Comfort reads');
  await apiShelveBook(session, SORCERERS_STONE.id, [builtInShelfId('Read'), shelf.id]);
  const admin = await apiLogIn(page.request, E2E_ADMIN);
  const notified = await page.request.post('/api/notifications', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { title: 'Welcome', message: 'New books are in.', notification_type: 'update', user_id: session.userId },
  });
  expect(notified.status(), await notified.text()).toBe(201);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);

  const violations = new Violations();
  const main = page.getByRole('main');
  await inEveryState(page, async (state) => {
    await openPage(page, '/home', main.getByRole('link', { name: /^View All / }).first());
    await violations.scan(page, `home ${state}`);
    const goal = main.getByRole('region', { name: /reading goal/ });
    // The goal form opens inline in its card, and Cancel closes it.
    await goal.getByRole('button', { name: 'Set a reading goal' }).click();
    await expect(goal.getByRole('button', { name: 'Save goal' })).toBeVisible(PAGE_READY);
    await violations.scan(page, `goal form ${state}`);
    await goal.getByRole('button', { name: 'Cancel' }).click();

    await main.getByRole('link', { name: /^View All / }).first().click();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible(PAGE_READY);
    await violations.scan(page, `genre list ${state}`);

    await openPage(page, `/search/${encodeURIComponent('Hobbit')}`, main.getByRole('button', { name: THE_HOBBIT.cardName, exact: true }).first());
    await violations.scan(page, `search ${state}`);
    const details = page.getByRole('dialog', { name: THE_HOBBIT.title, exact: true });
    await main.getByRole('button', { name: THE_HOBBIT.cardName, exact: true }).first().click();
    await expect(details.getByRole('button', { name: 'Add to shelf' })).toBeVisible(PAGE_READY);
    await violations.scan(page, `book details ${state}`, MODALS);
    await scanModal(violations, page, `add to shelf ${state}`, () => details.getByRole('button', { name: 'Add to shelf' }).click(), page.getByRole('dialog', { name: 'Add to shelf' }));
    await scanModal(violations, page, `review ${state}`, () => details.getByRole('button', { name: 'Write a review' }).click(), page.getByRole('dialog', { name: `Review ${THE_HOBBIT.title}` }));
    await scanModal(violations, page, `reading history form ${state}`, () => details.getByRole('button', { name: 'Add a read' }).click(), page.getByRole('dialog', { name: `Add a read of ${THE_HOBBIT.title}` }));
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);

    await openPage(page, `/search/${encodeURIComponent('zq no such book axe')}`, main.getByRole('button', { name: 'Add this book yourself' }));
    await scanModal(violations, page, `add a book ${state}`, () => main.getByRole('button', { name: 'Add this book yourself' }).click(), page.getByRole('dialog', { name: 'Add this book yourself' }));

    await openPage(page, '/booknook', main.getByRole('button', { name: 'Create New Shelf' }));
    await violations.scan(page, `book nook ${state}`);
    await scanModal(violations, page, `create shelf ${state}`, () => main.getByRole('button', { name: 'Create New Shelf' }).click(), page.getByRole('dialog', { name: 'Create New Shelf' }));
    const reading = main.getByRole('button', { name: new RegExp(`^${escapeRegExp(THE_HOBBIT.title)}`) }).first();
    await scanModal(violations, page, `currently reading modal ${state}`, () => reading.click(), page.getByRole('dialog', { name: THE_HOBBIT.title, exact: true }));
    const deleteShelf = main.getByRole('button', { name: /^Delete Shelf/ }).first();
    await scanModal(violations, page, `confirmation ${state}`, () => deleteShelf.click(), page.getByRole('alertdialog'));
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    // A menu, with its heading and messages around it in the dropdown.
    await scanModal(violations, page, `notifications dropdown ${state}`, () => bell.click(), page.getByRole('menu', { name: 'Notifications' }), '.shell-notifications');

    await openPage(page, `/booknook/${encodeURIComponent(shelf.name)}`, main.getByRole('button', { name: 'Edit shelf name' }));
    await violations.scan(page, `shelf page ${state}`);
    await scanModal(violations, page, `edit shelf name ${state}`, () => main.getByRole('button', { name: 'Edit shelf name' }).click(), page.getByRole('dialog', { name: 'Edit shelf name' }));

    await openPage(page, `/booknook/${encodeURIComponent('Currently Reading')}`, main.getByRole('heading', { level: 1 }));
    await violations.scan(page, `currently reading ${state}`);

    await openPage(page, '/stats', main.getByRole('heading', { level: 1 }));
    await violations.scan(page, `stats ${state}`);

    await openPage(page, `/profile/${reader.username}`, main.getByRole('heading', { level: 1 }));
    await violations.scan(page, `own profile ${state}`);
    await openPage(page, `/profile/${otherUser.username}`, main.getByRole('heading', { level: 1 }));
    await violations.scan(page, `another's profile ${state}`);

    await openPage(page, '/settings', main.getByRole('button', { name: 'Change Password' }));
    await violations.scan(page, `settings ${state}`);
    await scanModal(violations, page, `change password ${state}`, () => main.getByRole('button', { name: 'Change Password' }).click(), page.getByRole('dialog', { name: 'Change Password' }));
    await scanModal(violations, page, `change email ${state}`, () => main.getByRole('button', { name: 'Change Email' }).click(), page.getByRole('dialog', { name: 'Change Email' }));
    await scanModal(violations, page, `delete account ${state}`, () => main.getByRole('button', { name: 'Delete Account' }).click(), page.getByRole('alertdialog', { name: 'Delete your account?' }));

    // Offline: the banner above the page and the write controls disabled with their reason.
    await openPage(page, '/booknook', main.getByRole('button', { name: 'Create New Shelf' }));
    await page.context().setOffline(true);
    await expect(page.getByText("You're offline. Changes can't be saved until you're back online.")).toBeVisible();
    await violations.scan(page, `offline book nook ${state}`);
    await page.context().setOffline(false);
  });
  violations.expectNone();
});

test('the dashboard’s tabs and modals have no violations', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  const violations = new Violations();
  await inEveryState(page, async (state) => {
    await openPage(page, '/dashboard', page.getByRole('table', { name: 'Users' }));
    await violations.scan(page, `dashboard Users ${state}`);
    await scanModal(violations, page, `delete a reader ${state}`, () => page.getByRole('table', { name: 'Users' }).getByRole('button', { name: /^Delete / }).last().click(), page.getByRole('alertdialog'));
    for (const tab of ['Notifications', 'Reviews', 'Books']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await violations.scan(page, `dashboard ${tab} ${state}`);
    }
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await scanModal(violations, page, `create notification ${state}`, () => page.getByRole('button', { name: 'Create Notification' }).click(), page.getByRole('dialog', { name: 'Create Notification' }));
  });
  violations.expectNone();
});
