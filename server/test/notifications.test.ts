// Notifications over HTTP (issue 13): a reader's own copies (their notifications and the broadcasts
// sent since they joined), read and removed per reader; an administrator writes them for one reader
// or for everyone and deletes them for everyone. What reaches open tabs is notifications-realtime.test.ts;
// the dashboard's sorting and paging is notifications-admin.test.ts.
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_MESSAGES, NOTIFICATION_MESSAGES, type AdminNotification, type UserNotification, type UserNotificationList } from '@booknook/api/contract';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import { testAppForFile } from './helpers';
import { newAdmin, newReader, type Person } from './security/people';

const t = testAppForFile();

type Method = 'GET' | 'POST' | 'DELETE';

function call(person: Person | null, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api${url}`, ...(person ? { headers: person.auth } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
}

const draft = (overrides: Record<string, unknown> = {}) => ({ title: 'Library closed', message: 'Back on Monday.', notification_type: 'info', user_id: null, ...overrides });

async function send(admin: Person, overrides: Record<string, unknown> = {}): Promise<AdminNotification> {
  const response = await call(admin, 'POST', '/notifications', draft(overrides));
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<AdminNotification>();
}

async function listOf(reader: Person, query = ''): Promise<UserNotificationList> {
  const response = await call(reader, 'GET', `/notifications/user${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<UserNotificationList>();
}

const titles = async (reader: Person) => (await listOf(reader)).notifications.map((notification) => notification.title);

async function hasUnread(reader: Person): Promise<boolean> {
  const response = await call(reader, 'GET', '/notifications/unread');
  expect(response.statusCode).toBe(200);
  return response.json<{ hasUnread: boolean }>().hasUnread;
}

const countNotifications = async () => Number((await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

let admin: Person;
beforeAll(async () => {
  admin = await newAdmin(t);
});

describe('a reader’s notifications', () => {
  it('are theirs and the broadcasts, newest first, without anyone else’s', async () => {
    const [reader, other] = [await newReader(t), await newReader(t)];
    await send(admin, { title: 'First, for the reader', user_id: reader.id, notification_type: 'warning' });
    await send(admin, { title: 'For the other reader', user_id: other.id });
    const broadcast = await send(admin, { title: 'For everyone', notification_type: 'update' });

    const list = await listOf(reader);
    expect(list.total).toBe(2);
    expect(list.notifications).toEqual([
      { id: broadcast.id, title: 'For everyone', message: 'Back on Monday.', notification_type: 'update', is_read: false, date_sent: broadcast.date_created },
      expect.objectContaining({ title: 'First, for the reader', notification_type: 'warning', is_read: false }),
    ]);
    expect(await titles(other)).toEqual(['For everyone', 'For the other reader']);
  });

  it('include only the broadcasts sent since the reader joined', async () => {
    await send(admin, { title: 'Before they joined' });
    const newcomer = await newReader(t);
    await send(admin, { title: 'After they joined' });
    expect(await titles(newcomer)).toEqual(['After they joined']);
  });

  it('come a page at a time, with the total', async () => {
    const reader = await newReader(t);
    for (const title of ['one', 'two', 'three', 'four', 'five']) await send(admin, { title, user_id: reader.id });
    const page = await listOf(reader, '?offset=1&limit=2');
    expect(page.total).toBe(5);
    expect(page.notifications.map((notification) => notification.title)).toEqual(['four', 'three']);
  });

  it.each([
    ['offset=-1', 'Offset must be at least 0'],
    ['limit=0', 'Limit must be at least 1'],
    ['limit=101', 'Limit must be at most 100'],
    ['limit=Infinity', 'Limit must be a finite number'],
    ['offset=1e400', 'Offset must be a finite number'],
    ['offset=abc', 'Offset must be a whole number'],
  ])('refuse paging with %s', async (query, error) => {
    const response = await call(await newReader(t), 'GET', `/notifications/user?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('need a signed-in reader', async () => {
    for (const url of ['/notifications/user', '/notifications/unread']) {
      const response = await call(null, 'GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: AUTH_MESSAGES.missingToken });
    }
  });
});

describe('reading', () => {
  it('marks the reader’s copy read, and the unread flag follows', async () => {
    const reader = await newReader(t);
    expect(await hasUnread(reader)).toBe(false);
    const first = await send(admin, { user_id: reader.id });
    const second = await send(admin, { user_id: reader.id });
    expect(await hasUnread(reader)).toBe(true);

    const read = await call(reader, 'POST', `/notifications/read/${first.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<UserNotification>()).toMatchObject({ id: first.id, is_read: true });
    expect(await hasUnread(reader)).toBe(true);
    expect((await call(reader, 'POST', `/notifications/read/${second.id}`)).statusCode).toBe(200);
    expect(await hasUnread(reader)).toBe(false);
    expect((await listOf(reader)).notifications.map((notification) => notification.is_read)).toEqual([true, true]);
  });

  it('is idempotent', async () => {
    const reader = await newReader(t);
    const notification = await send(admin, { user_id: reader.id });
    const first = await call(reader, 'POST', `/notifications/read/${notification.id}`);
    const again = await call(reader, 'POST', `/notifications/read/${notification.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('reads a broadcast for that reader only', async () => {
    const [reader, other] = [await newReader(t), await newReader(t)];
    const broadcast = await send(admin);
    expect((await call(reader, 'POST', `/notifications/read/${broadcast.id}`)).statusCode).toBe(200);
    expect((await listOf(reader)).notifications[0]).toMatchObject({ id: broadcast.id, is_read: true });
    expect((await listOf(other)).notifications[0]).toMatchObject({ id: broadcast.id, is_read: false });
    expect(await hasUnread(other)).toBe(true);
  });

  it('answers another reader’s notification exactly as a missing one, and changes nothing', async () => {
    const [reader, other] = [await newReader(t), await newReader(t)];
    const theirs = await send(admin, { user_id: other.id });
    const missing = await call(reader, 'POST', '/notifications/read/2147483647');
    const notYours = await call(reader, 'POST', `/notifications/read/${theirs.id}`);
    expect(missing.statusCode).toBe(404);
    expect([notYours.statusCode, notYours.body]).toEqual([404, missing.body]);
    expect(missing.json()).toEqual({ error: NOTIFICATION_MESSAGES.notFound });
    expect(await hasUnread(other)).toBe(true);
    expect(await t.db.selectFrom('notification_receipts').selectAll().where('notification_id', '=', theirs.id).execute()).toEqual([]);
  });

  it('cannot reach a broadcast sent before the reader joined, nor one they removed', async () => {
    const earlier = await send(admin);
    const reader = await newReader(t);
    expect((await call(reader, 'POST', `/notifications/read/${earlier.id}`)).statusCode).toBe(404);
    const later = await send(admin);
    expect((await call(reader, 'DELETE', `/notifications/${later.id}`)).statusCode).toBe(204);
    expect((await call(reader, 'POST', `/notifications/read/${later.id}`)).statusCode).toBe(404);
  });

  it.each(['0', '-1', 'abc', '1.5', 'Infinity', '1e400', '%00', '99999999999'])('refuses the id %s with a 400', async (id) => {
    const response = await call(await newReader(t), 'POST', `/notifications/read/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^(Id|id|URL parameters|The address)/);
  });
});

describe('reading them all', () => {
  it('marks every unread copy of the reader read in one call, theirs only, leaving removed ones removed', async () => {
    const [reader, other] = [await newReader(t), await newReader(t)];
    const alreadyRead = await send(admin, { user_id: reader.id, title: 'Already read' });
    await send(admin, { user_id: reader.id, title: 'Unread' });
    const removed = await send(admin, { user_id: reader.id, title: 'Removed' });
    await send(admin, { title: 'For everyone' });
    expect((await call(reader, 'POST', `/notifications/read/${alreadyRead.id}`)).statusCode).toBe(200);
    expect((await call(reader, 'DELETE', `/notifications/${removed.id}`)).statusCode).toBe(204);

    const response = await call(reader, 'POST', '/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked: 2 });
    expect(await hasUnread(reader)).toBe(false);
    expect((await listOf(reader)).notifications.map(({ title, is_read }) => [title, is_read])).toEqual([
      ['For everyone', true],
      ['Unread', true],
      ['Already read', true],
    ]);
    expect(await hasUnread(other)).toBe(true);
    expect((await call(reader, 'POST', '/notifications/read-all')).json()).toEqual({ marked: 0 });
  });
});

describe('removing', () => {
  it('removes the reader’s copy of a broadcast, not anyone else’s, and keeps it in the dashboard', async () => {
    const [reader, other] = [await newReader(t), await newReader(t)];
    const broadcast = await send(admin, { title: 'Removed by one reader' });
    const removed = await call(reader, 'DELETE', `/notifications/${broadcast.id}`);
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect(await titles(reader)).not.toContain('Removed by one reader');
    expect(await titles(other)).toContain('Removed by one reader');
    expect(await hasUnread(reader)).toBe(false);
    const dashboard = await call(admin, 'GET', '/notifications?limit=100&sortBy=id&sortOrder=DESC');
    expect(dashboard.json<{ notifications: AdminNotification[] }>().notifications.map((notification) => notification.id)).toContain(broadcast.id);
  });

  it('removes a notification of the reader’s own for them; twice is a 404', async () => {
    const reader = await newReader(t);
    const notification = await send(admin, { user_id: reader.id });
    expect((await call(reader, 'DELETE', `/notifications/${notification.id}`)).statusCode).toBe(204);
    expect((await listOf(reader)).total).toBe(0);
    expect((await call(reader, 'DELETE', `/notifications/${notification.id}`)).json()).toEqual({ error: NOTIFICATION_MESSAGES.notFound });
  });

  it('answers another reader’s notification exactly as a missing one, and leaves it to them', async () => {
    const [reader, other] = [await newReader(t), await newReader(t)];
    const theirs = await send(admin, { user_id: other.id });
    const missing = await call(reader, 'DELETE', '/notifications/2147483647');
    const notYours = await call(reader, 'DELETE', `/notifications/${theirs.id}`);
    expect([missing.statusCode, notYours.statusCode, notYours.body]).toEqual([404, 404, missing.body]);
    expect((await listOf(other)).notifications.map((notification) => notification.id)).toEqual([theirs.id]);
  });

  it('by a reader never deletes a broadcast for everyone, even with scope=own left out', async () => {
    const [reader, other] = [await newReader(t), await newReader(t)];
    const broadcast = await send(admin);
    expect((await call(reader, 'DELETE', `/notifications/${broadcast.id}`)).statusCode).toBe(204);
    expect((await listOf(other)).notifications.map((notification) => notification.id)).toContain(broadcast.id);
  });

  it.each(['scope=all', 'scope=', 'scope=OWN'])('refuses %s', async (query) => {
    const response = await call(admin, 'DELETE', `/notifications/1?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Scope must be one of: own' });
  });
});

describe('an administrator deleting', () => {
  it('deletes a notification for every reader, receipts and all', async () => {
    const [reader, other] = [await newReader(t), await newReader(t)];
    const broadcast = await send(admin, { title: 'Deleted for everyone' });
    await call(reader, 'POST', `/notifications/read/${broadcast.id}`);
    const deleted = await call(admin, 'DELETE', `/notifications/${broadcast.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await titles(reader)).not.toContain('Deleted for everyone');
    expect(await titles(other)).not.toContain('Deleted for everyone');
    expect(await t.db.selectFrom('notification_receipts').selectAll().where('notification_id', '=', broadcast.id).execute()).toEqual([]);
    expect((await call(admin, 'DELETE', `/notifications/${broadcast.id}`)).statusCode).toBe(404);
  });

  it('with scope=own removes only the administrator’s own copy', async () => {
    const reader = await newReader(t);
    const broadcast = await send(admin, { title: 'Admin hides it' });
    expect((await call(admin, 'DELETE', `/notifications/${broadcast.id}?scope=own`)).statusCode).toBe(204);
    expect(await titles(admin)).not.toContain('Admin hides it');
    expect(await titles(reader)).toContain('Admin hides it');
    // A notification written for someone else is not the administrator's copy.
    const forReader = await send(admin, { user_id: reader.id });
    expect((await call(admin, 'DELETE', `/notifications/${forReader.id}?scope=own`)).statusCode).toBe(404);
  });
});

describe('creating', () => {
  it('writes a notification for one reader, with the recipient’s name, and one for everyone', async () => {
    const reader = await newReader(t);
    const before = Date.now();
    const forReader = await send(admin, { title: '  Trimmed  ', message: '\tBoth ends\n', notification_type: 'warning', user_id: reader.id });
    expect(forReader).toEqual({
      id: expect.any(Number),
      title: 'Trimmed',
      message: 'Both ends',
      notification_type: 'warning',
      user_id: reader.id,
      User: { username: reader.username },
      date_created: expect.any(String),
    });
    expect(Date.parse(forReader.date_created)).toBeGreaterThanOrEqual(before - 1000);
    expect(await send(admin, { title: 'All' })).toMatchObject({ user_id: null, User: null, title: 'All' });
  });

  it.each([
    ['an empty title', { title: '' }],
    ['a blank message', { message: ' \n\t ' }],
    ['no title', { title: undefined }],
    ['no message', { message: undefined }],
  ])('refuses %s with the spec’s sentence, writing nothing', async (_case, overrides) => {
    const before = await countNotifications();
    const response = await call(admin, 'POST', '/notifications', draft(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: NOTIFICATION_MESSAGES.titleAndMessageRequired });
    expect(await countNotifications()).toBe(before);
  });

  it.each([
    ['an unknown type', { notification_type: 'urgent' }, 'Notification type must be one of: update, warning, info'],
    ['no type', { notification_type: undefined }, 'Notification type is required'],
    ['no user_id (null is everyone)', { user_id: undefined }, 'User id is required'],
    ['a user_id of 0', { user_id: 0 }, 'User id must be at least 1'],
    ['a negative user_id', { user_id: -4 }, 'User id must be at least 1'],
    ['a fractional user_id', { user_id: 1.5 }, 'User id must be a whole number'],
    ['a user_id too large', { user_id: 2 ** 31 }, 'User id must be at most 2147483647'],
    ['a user_id of false', { user_id: false }, 'User id must be at least 1'],
    ['an empty user_id', { user_id: '' }, 'User id must be a whole number'],
    ['a user_id as text', { user_id: 'everyone' }, 'User id must be a whole number'],
    ['a title over 10,000 characters', { title: 'x'.repeat(10_001) }, 'Title must be at most 10000 characters long'],
    ['a NUL in the message', { message: 'a\u0000b' }, 'Message contains a character that is not allowed (NUL or invalid Unicode)'],
    ['a lone surrogate in the title', { title: 'a\ud800' }, 'Title contains a character that is not allowed (NUL or invalid Unicode)'],
    ['a field it does not take', { is_read: true }, "Request body has an unexpected field 'is_read'"],
    ['a date it does not take', { date_created: '2000-01-01T00:00:00Z' }, "Request body has an unexpected field 'date_created'"],
  ])('refuses %s, writing nothing', async (_case, overrides, error) => {
    const before = await countNotifications();
    const response = await call(admin, 'POST', '/notifications', draft(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await countNotifications()).toBe(before);
  });

  it('refuses a body that is not an object, or a user_id that is not finite', async () => {
    for (const body of ['[]', '"text"', 'null', '{', JSON.stringify(draft()).replace('"user_id":null', '"user_id":1e400')]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/notifications', headers: { ...admin.auth, 'content-type': 'application/json' }, payload: body });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a reader who does not exist with a 404, writing nothing', async () => {
    const gone = await newReader(t);
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const before = await countNotifications();
    const response = await call(admin, 'POST', '/notifications', draft({ user_id: gone.id }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.userNotFound });
    expect(await countNotifications()).toBe(before);
  });
});

describe('the administrator’s calls', () => {
  it('refuse readers with a 403 and anonymous callers with a 401, and change nothing', async () => {
    const reader = await newReader(t);
    const broadcast = await send(admin, { title: 'Stays' });
    const before = await countNotifications();
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/notifications'],
      ['GET', '/notifications?sortBy=title&sortOrder=DESC'],
      ['POST', '/notifications', draft()],
      ['POST', '/notifications', draft({ user_id: reader.id })],
    ];
    for (const [method, url, payload] of calls) {
      const asReader = await call(reader, method, url, payload);
      expect([method, url, asReader.statusCode, asReader.json()]).toEqual([method, url, 403, { error: AUTH_MESSAGES.adminOnly }]);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
    // DELETE is every reader's call too, but a reader's deletes only their own copy.
    expect((await call(null, 'DELETE', `/notifications/${broadcast.id}`)).statusCode).toBe(401);
    expect(await countNotifications()).toBe(before);
  });

  it('refuse a demoted administrator at once', async () => {
    const formerAdmin = await newAdmin(t);
    expect((await call(formerAdmin, 'GET', '/notifications')).statusCode).toBe(200);
    await t.db.updateTable('users').set({ user_type_id: 2 }).where('id', '=', formerAdmin.id).execute();
    expect((await call(formerAdmin, 'GET', '/notifications')).statusCode).toBe(403);
    expect((await call(formerAdmin, 'POST', '/notifications', draft())).statusCode).toBe(403);
  });
});

describe('deleting a reader’s account', () => {
  it('deletes the notifications written for them and their receipts of broadcasts', async () => {
    const reader = await newReader(t);
    const own = await send(admin, { user_id: reader.id });
    const broadcast = await send(admin);
    await call(reader, 'POST', `/notifications/read/${broadcast.id}`);
    expect((await call(reader, 'DELETE', `/users/${reader.id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('notifications').select('id').where('id', '=', own.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('notification_receipts').selectAll().where('user_id', '=', reader.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('notifications').select('id').where('id', '=', broadcast.id).execute()).toEqual([{ id: broadcast.id }]);
  });
});
