// The dashboard's Notifications table (spec sections 2, 7 and 9): GET /notifications pages through
// every notification, 10 by default, sorted by one of the spec's columns in either direction, with
// the total. Its own database, so the expected orders are computed from exactly the rows written here.
import { ADMIN_PAGE_SIZE, ADMIN_SORT_FIELDS, SORT_ORDERS, type AdminNotification, type AdminNotificationList } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { newAdmin, type Person } from './security/people';

const t = testAppForFile();

let admin: Person;
let written: AdminNotification[];

/** Readers with names of letters only, in mixed case, so any collation orders them as the test does. */
async function readerNamed(username: string): Promise<number> {
  const { id } = await t.db
    .insertInto('users')
    .values({ username, email: `${username}@example.com`, password_hash: 'not-a-hash', display_name: username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  admin = await newAdmin(t);
  const [zed, amy, bob] = [await readerNamed('Zed'), await readerNamed('amy'), await readerNamed('Bob')];
  // Equal titles and recipients, and broadcasts without one, so ties and empty names are ordered too.
  const rows: Array<[string, string, number | null]> = [
    ['Maintenance', 'tonight', null],
    ['apology', 'Sorry', zed],
    ['Welcome', 'hello', amy],
    ['maintenance', 'Again', bob],
    ['Badge', 'earned', amy],
    ['Zebra', 'stripes', null],
    ['welcome', 'Hi', zed],
    ['Quiz', 'answers', bob],
    ['event', 'Friday', amy],
    ['Digest', 'weekly', null],
    ['notice', 'Read', zed],
    ['Badge', 'another', bob],
  ];
  written = [];
  for (const [title, message, user_id] of rows) {
    const response = await t.app.inject({ method: 'POST', url: '/api/notifications', headers: admin.auth, payload: { title, message, notification_type: 'info', user_id } });
    if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
    written.push(response.json<AdminNotification>());
  }
});

async function page(query: string): Promise<AdminNotificationList> {
  const response = await t.app.inject({ url: `/api/notifications?${query}`, headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return response.json<AdminNotificationList>();
}

type SortKey = (notification: AdminNotification) => string | number | null;

const SORT_KEYS: Record<(typeof ADMIN_SORT_FIELDS.notifications)[number], SortKey> = {
  id: (notification) => notification.id,
  'User.username': (notification) => notification.User?.username.toLowerCase() ?? null,
  title: (notification) => notification.title.toLowerCase(),
  message: (notification) => notification.message.toLowerCase(),
  date_created: (notification) => Date.parse(notification.date_created),
};

/** The order the spec's table needs: by the key (case ignored, empty names last going up), then by id, both one way. */
function expectedOrder(key: SortKey, order: 'ASC' | 'DESC'): number[] {
  const compare = (a: AdminNotification, b: AdminNotification) => {
    const [left, right] = [key(a), key(b)];
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return left < right ? -1 : 1;
    }
    return a.id - b.id;
  };
  const ascending = [...written].sort(compare).map((notification) => notification.id);
  return order === 'ASC' ? ascending : ascending.reverse();
}

it('lists 10 a page by default, by id, with the total and each recipient', async () => {
  const first = await page('');
  expect(first.total).toBe(written.length);
  expect(first.notifications).toHaveLength(ADMIN_PAGE_SIZE);
  expect(first.notifications.map((notification) => notification.id)).toEqual(written.slice(0, ADMIN_PAGE_SIZE).map((notification) => notification.id));
  expect(first.notifications[0]).toEqual(written[0]);
  expect(first.notifications[1]).toMatchObject({ User: { username: 'Zed' }, user_id: expect.any(Number) });
  expect((await page('offset=10')).notifications.map((notification) => notification.id)).toEqual(written.slice(10).map((notification) => notification.id));
});

describe.each(ADMIN_SORT_FIELDS.notifications)('sorted by %s', (sortBy) => {
  it.each(SORT_ORDERS)('%s, one page after another without a gap or an overlap', async (sortOrder) => {
    const query = `sortBy=${encodeURIComponent(sortBy)}&sortOrder=${sortOrder}&limit=5`;
    const pages = [await page(`${query}&offset=0`), await page(`${query}&offset=5`), await page(`${query}&offset=10`)];
    expect(pages.map((each) => each.total)).toEqual([written.length, written.length, written.length]);
    expect(pages.flatMap((each) => each.notifications.map((notification) => notification.id))).toEqual(expectedOrder(SORT_KEYS[sortBy], sortOrder));
  });
});

it('sorts ascending when only sortBy is given', async () => {
  const ids = (await page('sortBy=title&limit=100')).notifications.map((notification) => notification.id);
  expect(ids).toEqual(expectedOrder(SORT_KEYS.title, 'ASC'));
});

it.each([
  ['sortBy=password_hash', 'sortBy must be one of: id, User.username, title, message, date_created'],
  ['sortBy=user_id', 'sortBy must be one of: id, User.username, title, message, date_created'],
  ['sortBy=title;DROP TABLE notifications', 'sortBy must be one of: id, User.username, title, message, date_created'],
  ['sortBy=Title', 'sortBy must be one of: id, User.username, title, message, date_created'],
  ['sortOrder=sideways', 'sortOrder must be one of: ASC, DESC'],
  ['sortOrder=asc', 'sortOrder must be one of: ASC, DESC'],
  ['limit=0', 'Limit must be at least 1'],
  ['limit=101', 'Limit must be at most 100'],
  ['offset=-1', 'Offset must be at least 0'],
  ['offset=Infinity', 'Offset must be a finite number'],
])('refuses %s with a 400', async (query, error) => {
  const response = await t.app.inject({ url: `/api/notifications?${query}`, headers: admin.auth });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error });
  expect(await t.db.selectFrom('notifications').select('id').execute()).toHaveLength(written.length);
});
