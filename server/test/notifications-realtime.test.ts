// Notifications reach open tabs (issue 13): a new one goes to its reader's tabs, or to everyone's for
// a broadcast, and the moment a reader has nothing unread left every tab of theirs hears it. Two
// server instances on one database, joined by Redis as in production, with each reader's tabs spread
// over both, so every delivery here crosses from one instance to the other.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type AdminNotification, type UserNotification, type UserNotificationList } from '@booknook/api/contract';
import { buildApp } from '../src/app';
import type { AppDatabase } from '../src/db';
import { createTestDatabase, testConfig, type TestApp, type TestDatabase } from './helpers';
import { newAdmin, newReader, type Person } from './security/people';
import { collectEvents, nextEvent, outcome, socketsForFile } from './sockets';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
let secondDatabase: AppDatabase;
const instances: Array<{ app: FastifyInstance; origin: string }> = [];
const connectTo = [socketsForFile(() => instances[0]!.origin), socketsForFile(() => instances[1]!.origin)];

beforeAll(async () => {
  database = await createTestDatabase();
  secondDatabase = await database.openAgain();
  const shared = testConfig({ redisUrl: REDIS_URL, redisKeyPrefix: `booknook-test-notify-${randomBytes(6).toString('hex')}:` });
  for (const opened of [database, secondDatabase]) {
    const app = await buildApp(shared, opened);
    instances.push({ app, origin: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
});
afterAll(async () => {
  for (const { app } of instances) await app.close();
  await secondDatabase?.close();
  await database?.close();
});

/** The first instance, as the people helpers expect a test app. */
const first = (): TestApp => ({ app: instances[0]!.app, db: database.db, config: testConfig(), close: async () => undefined });

/** One tab of the person on each instance, both connected. */
async function tabsOf(person: Person): Promise<Socket[]> {
  const token = person.auth.authorization.slice('Bearer '.length);
  const tabs = connectTo.map((connect) => connect({ auth: { token }, query: { user_id: String(person.id) } }));
  expect(await Promise.all(tabs.map(outcome))).toEqual(['connected', 'connected']);
  return tabs;
}

/** Calls the API through the given instance (0 or 1). */
async function call(instance: number, person: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await instances[instance]!.app.inject({ method, url: `/api${url}`, headers: person.auth, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBeLessThan(300);
  return response;
}

async function send(admin: Person, title: string, user_id: number | null): Promise<AdminNotification> {
  const response = await call(0, admin, 'POST', '/notifications', { title, message: `${title}, in full.`, notification_type: 'update', user_id });
  return response.json<AdminNotification>();
}

it('sends a new notification to every tab of its reader, on both instances, and a broadcast to everyone', async () => {
  const [admin, reader, other] = [await newAdmin(first()), await newReader(first()), await newReader(first())];
  const readerTabs = await tabsOf(reader);
  const otherTabs = await tabsOf(other);
  const otherReceived = otherTabs.map((tab) => collectEvents<UserNotification>(tab, REALTIME_EVENTS.notification));

  const arriving = readerTabs.map((tab) => nextEvent<UserNotification>(tab, REALTIME_EVENTS.notification));
  const sent = await send(admin, 'For the reader', reader.id);
  const listed = (await call(1, reader, 'GET', '/notifications/user')).json<UserNotificationList>().notifications[0];
  expect(listed).toEqual({ id: sent.id, title: 'For the reader', message: 'For the reader, in full.', notification_type: 'update', is_read: false, date_sent: sent.date_created });
  expect(await Promise.all(arriving)).toEqual([listed, listed]);

  const everyone = [...readerTabs, ...otherTabs].map((tab) => nextEvent<UserNotification>(tab, REALTIME_EVENTS.notification));
  const broadcast = await send(admin, 'For everyone', null);
  expect((await Promise.all(everyone)).map((notification) => notification.id)).toEqual([broadcast.id, broadcast.id, broadcast.id, broadcast.id]);
  // Events reach a tab in the order they were sent: the reader's came first and never reached the other reader.
  expect(otherReceived.map((received) => received.map((notification) => notification.title))).toEqual([['For everyone'], ['For everyone']]);
});

it('tells every tab of the reader once the last unread one is read, and not before', async () => {
  const [admin, reader] = [await newAdmin(first()), await newReader(first())];
  const firstNotification = await send(admin, 'One', reader.id);
  const secondNotification = await send(admin, 'Two', reader.id);
  const tabs = await tabsOf(reader);
  const heard = tabs.map((tab) => collectEvents(tab, REALTIME_EVENTS.noMoreUnreadNotifications));

  await call(1, reader, 'POST', `/notifications/read/${firstNotification.id}`);
  const noneLeft = tabs.map((tab) => nextEvent(tab, REALTIME_EVENTS.noMoreUnreadNotifications));
  await call(0, reader, 'POST', `/notifications/read/${secondNotification.id}`);
  await Promise.all(noneLeft);
  // The first read left one unread: had it been announced, it would have arrived first.
  expect(heard.map((events) => events.length)).toEqual([1, 1]);
});

it('turns the flag off when the last unread one is removed, or deleted by an administrator', async () => {
  const [admin, reader] = [await newAdmin(first()), await newReader(first())];
  const tabs = await tabsOf(reader);

  const removed = await send(admin, 'Removed unread', reader.id);
  let noneLeft = tabs.map((tab) => nextEvent(tab, REALTIME_EVENTS.noMoreUnreadNotifications));
  await call(1, reader, 'DELETE', `/notifications/${removed.id}`);
  await Promise.all(noneLeft);

  const deleted = await send(admin, 'Deleted by the administrator', reader.id);
  noneLeft = tabs.map((tab) => nextEvent(tab, REALTIME_EVENTS.noMoreUnreadNotifications));
  await call(1, admin, 'DELETE', `/notifications/${deleted.id}`);
  await Promise.all(noneLeft);
  expect((await call(0, reader, 'GET', '/notifications/unread')).json()).toEqual({ hasUnread: false });
});

it('turns every tab’s flag off when the reader marks all read', async () => {
  const [admin, reader] = [await newAdmin(first()), await newReader(first())];
  await send(admin, 'One', reader.id);
  await send(admin, 'Two', reader.id);
  const tabs = await tabsOf(reader);
  const noneLeft = tabs.map((tab) => nextEvent(tab, REALTIME_EVENTS.noMoreUnreadNotifications));
  await call(1, reader, 'POST', '/notifications/read-all');
  await Promise.all(noneLeft);
});

it('tells every reader’s open tabs when an administrator deletes a broadcast', async () => {
  const [admin, reader, other] = [await newAdmin(first()), await newReader(first()), await newReader(first())];
  const broadcast = await send(admin, 'Deleted for everyone', null);
  const tabs = [...(await tabsOf(reader)), ...(await tabsOf(other))];
  const told = tabs.map((tab) => nextEvent<{ id: number }>(tab, REALTIME_EVENTS.notificationDeleted));
  await call(1, admin, 'DELETE', `/notifications/${broadcast.id}`);
  expect(await Promise.all(told)).toEqual(tabs.map(() => ({ id: broadcast.id })));
});

it('leaves a broadcast unread for a reader when another reads it', async () => {
  const [admin, reader, other] = [await newAdmin(first()), await newReader(first()), await newReader(first())];
  const otherTabs = await tabsOf(other);
  const otherHeard = otherTabs.map((tab) => collectEvents(tab, REALTIME_EVENTS.noMoreUnreadNotifications));
  const readerTabs = await tabsOf(reader);
  const broadcast = await send(admin, 'Read by one reader', null);

  const readerDone = readerTabs.map((tab) => nextEvent(tab, REALTIME_EVENTS.noMoreUnreadNotifications));
  await call(0, reader, 'POST', `/notifications/read/${broadcast.id}`);
  await Promise.all(readerDone);

  // Something for the other reader afterwards: when it arrives, anything sent to them before has too.
  const later = otherTabs.map((tab) => nextEvent(tab, REALTIME_EVENTS.notification));
  await send(admin, 'Later, for the other reader', other.id);
  await Promise.all(later);
  expect(otherHeard.map((events) => events.length)).toEqual([0, 0]);
  expect((await call(1, other, 'GET', '/notifications/unread')).json()).toEqual({ hasUnread: true });
});
