// Issue 13 as readers meet it: the e2e administrator writes notifications through the API (the
// dashboard has its own spec), and readers signed in elsewhere see the bell's dot light up without
// reloading, read and remove them in the dropdown. A broadcast is read per reader.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { AdminNotification, CreateNotificationBody } from '@booknook/api/contract';
import { apiLogIn, type ApiSession } from '../fixtures/api';
import { E2E_ADMIN } from '../fixtures/constants';
import { createAccount, logIn, uniqueUser, type TestUser } from '../fixtures/users';

const UNREAD = 'You have unread notifications';

interface Reader {
  page: Page;
  user: TestUser;
  userId: number;
  bell: Locator;
}

/** A new reader signed in in a browser context of their own, once their realtime connection is open. */
async function readerSignedIn(browser: Browser, prefix: string): Promise<Reader> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = uniqueUser(prefix);
  await createAccount(page, user);
  // socket.io's '40' packet: the server accepted the handshake and the reader's tab is in their room.
  const connected = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => {
      if (socket.url().includes('/socket.io/')) socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve());
    }),
  );
  await logIn(page, user);
  await expect(page).toHaveURL(/\/home$/);
  await connected;
  const { userId } = await apiLogIn(page.request, user);
  return { page, user, userId, bell: page.getByRole('button', { name: 'Notifications' }) };
}

async function notify(admin: ApiSession, body: Omit<CreateNotificationBody, 'notification_type'> & Partial<CreateNotificationBody>): Promise<AdminNotification> {
  const response = await admin.request.post('/api/notifications', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { notification_type: 'update', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminNotification;
}

const item = (page: Page, title: string) => page.getByRole('menu', { name: 'Notifications' }).getByRole('group', { name: title });

test('a reader sees notifications arrive live, reads them and removes them', async ({ browser, request }) => {
  const admin = await apiLogIn(request, E2E_ADMIN);
  const reader = await readerSignedIn(browser, 'notified');
  const { page, bell } = reader;
  await expect(bell).not.toHaveAccessibleDescription(UNREAD);
  await expect(bell.locator('.shell-unread-dot')).toHaveCount(0);

  const suffix = Date.now().toString(36);
  const personal = `Your hold is ready ${suffix}`;
  const everyone = `Library closed on Monday ${suffix}`;
  await notify(admin, { title: personal, message: 'Pick it up at the front desk.', notification_type: 'info', user_id: reader.userId });
  await expect(bell).toHaveAccessibleDescription(UNREAD);
  await expect(bell.locator('.shell-unread-dot')).toBeVisible();

  await bell.click();
  await expect(item(page, personal)).toContainText('Pick it up at the front desk.');
  await expect(item(page, personal)).toContainText('Info');
  // A broadcast arriving while the dropdown is open joins the list at the top.
  await notify(admin, { title: everyone, message: 'Back on Tuesday.', notification_type: 'warning', user_id: null });
  await expect(item(page, everyone)).toContainText('Back on Tuesday.');
  const titles = page.getByRole('menu', { name: 'Notifications' }).getByRole('group').locator('.shell-notification__title');
  await expect(titles).toHaveText([everyone, personal]);

  await item(page, personal).getByRole('menuitem', { name: 'Mark as read' }).click();
  await expect(item(page, personal).getByRole('menuitem', { name: 'Mark as read' })).toBeDisabled();
  // The broadcast is still unread: the dot stays.
  await expect(bell).toHaveAccessibleDescription(UNREAD);
  await item(page, everyone).getByRole('menuitem', { name: 'Mark as read' }).click();
  await expect(bell).not.toHaveAccessibleDescription(UNREAD);
  await expect(bell.locator('.shell-unread-dot')).toHaveCount(0);

  await item(page, personal).getByRole('menuitem', { name: 'Remove' }).click();
  await item(page, everyone).getByRole('menuitem', { name: 'Remove' }).click();
  await expect(page.getByText('No notifications available')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toBeFocused();

  await page.reload();
  await bell.click();
  await expect(page.getByText('No notifications available')).toBeVisible();
  await expect(bell).not.toHaveAccessibleDescription(UNREAD);
});

test('a broadcast read by one reader stays unread for another', async ({ browser, request }) => {
  const admin = await apiLogIn(request, E2E_ADMIN);
  const [first, second] = [await readerSignedIn(browser, 'first'), await readerSignedIn(browser, 'second')];
  const title = `Reading challenge starts ${Date.now().toString(36)}`;
  await notify(admin, { title, message: 'Ten books by June.', user_id: null });
  for (const reader of [first, second]) await expect(reader.bell).toHaveAccessibleDescription(UNREAD);

  await first.bell.click();
  await item(first.page, title).getByRole('menuitem', { name: 'Mark as read' }).click();
  await expect(first.bell).not.toHaveAccessibleDescription(UNREAD);

  // The second reader's page is not reloaded: their dot and their copy stay unread.
  await expect(second.bell).toHaveAccessibleDescription(UNREAD);
  await second.bell.click();
  await expect(item(second.page, title).getByRole('menuitem', { name: 'Mark as read' })).toBeEnabled();
  await expect(item(second.page, title)).toContainText('Unread');
});
