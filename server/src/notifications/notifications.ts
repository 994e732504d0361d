// Notifications (spec sections 3, 4 and 7; docs/decisions/0011-notifications.md). An administrator
// writes one for a reader or for everyone; each reader reads and removes their own copy, kept as a
// receipt (read_at, removed_at) so a broadcast is stored once. A reader's copies are the
// notifications written for them and the broadcasts sent since their account was created, less
// those they removed. Every change a reader should see at once goes out on the realtime connection
// after it is written: a new notification, and the moment none is left unread.
import { sql, type Kysely } from 'kysely';
import {
  ACCOUNT_MESSAGES,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  REALTIME_EVENTS,
  validateNotificationDraft,
  type AccountExport,
  type AdminNotification,
  type AdminNotificationList,
  type AdminNotificationsQuery,
  type CreateNotificationBody,
  type NotificationsMarkedRead,
  type UserNotification,
  type UserNotificationList,
  type UserNotificationsQuery,
} from '@booknook/api/contract';
import type { Database } from '../db';
import { adminTablePage, textKey, type AdminTableOrder } from '../db/admin-table';
import { HttpError } from '../http/errors';
import type { Realtime } from '../realtime';

type Db = Kysely<Database>;

/** The notifications `readerId` received: theirs and the broadcasts since they joined, removed ones too. */
function receivedBy(db: Db, readerId: number) {
  return db
    .selectFrom('notifications')
    .leftJoin('notification_receipts as receipt', (join) => join.onRef('receipt.notification_id', '=', 'notifications.id').on('receipt.user_id', '=', readerId))
    .where((eb) =>
      eb.or([
        eb('notifications.user_id', '=', readerId),
        eb.and([
          eb('notifications.user_id', 'is', null),
          eb('notifications.date_created', '>=', eb.selectFrom('users').select('users.date_created').where('users.id', '=', readerId)),
        ]),
      ]),
    );
}

/** The copies `readerId` has of notifications, less those they removed. */
function copiesOf(db: Db, readerId: number) {
  return receivedBy(db, readerId).where('receipt.removed_at', 'is', null);
}

type Copies = ReturnType<typeof copiesOf>;

/** What every view of a notification shows, the reader's and the dashboard's. */
const NOTIFICATION_COLUMNS = ['notifications.id', 'notifications.title', 'notifications.message', 'notifications.notification_type', 'notifications.date_created'] as const;

const withCopyColumns = (copies: Copies) => copies.select([...NOTIFICATION_COLUMNS, 'receipt.read_at']);
type CopyRow = Awaited<ReturnType<ReturnType<typeof withCopyColumns>['executeTakeFirstOrThrow']>>;

function toUserNotification({ date_created, read_at, ...notification }: CopyRow): UserNotification {
  return { ...notification, is_read: read_at !== null, date_sent: date_created.toISOString() };
}

/** GET /notifications/user: the reader's copies, newest first, a page at a time. */
export async function readerNotifications(db: Db, readerId: number, { offset = 0, limit = NOTIFICATIONS_PAGE_SIZE }: UserNotificationsQuery): Promise<UserNotificationList> {
  const [rows, count] = await Promise.all([
    withCopyColumns(copiesOf(db, readerId)).orderBy('notifications.date_created', 'desc').orderBy('notifications.id', 'desc').limit(limit).offset(offset).execute(),
    copiesOf(db, readerId)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { notifications: rows.map(toUserNotification), total: Number(count.total) };
}

/** GET /exports/account.json: every notification the reader received, oldest first, with whether they removed it. */
export async function receivedNotifications(db: Db, readerId: number): Promise<AccountExport['notifications']> {
  const rows = await receivedBy(db, readerId)
    .select([...NOTIFICATION_COLUMNS, 'receipt.read_at', 'receipt.removed_at'])
    .orderBy('notifications.date_created')
    .orderBy('notifications.id')
    .execute();
  return rows.map(({ removed_at, ...copy }) => ({ ...toUserNotification(copy), removed: removed_at !== null }));
}

/** GET /notifications/unread: whether any of the reader's copies is unread. */
export async function hasUnread(db: Db, readerId: number): Promise<boolean> {
  const unread = await copiesOf(db, readerId).where('receipt.read_at', 'is', null).select('notifications.id').limit(1).executeTakeFirst();
  return unread !== undefined;
}

async function copyOf(db: Db, readerId: number, notificationId: number): Promise<CopyRow> {
  const row = await withCopyColumns(copiesOf(db, readerId).where('notifications.id', '=', notificationId)).executeTakeFirst();
  // Another reader's notification is as missing as one that never existed.
  if (!row) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
  return row;
}

/** Records when the reader read or removed their copy (the first time counts). */
async function stampReceipt(db: Db, readerId: number, notificationId: number, stamp: 'read_at' | 'removed_at'): Promise<void> {
  await db
    .insertInto('notification_receipts')
    .values({ user_id: readerId, notification_id: notificationId, [stamp]: sql<Date>`now()` })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'notification_id']).doUpdateSet((eb) => ({ [stamp]: eb.fn.coalesce(`notification_receipts.${stamp}`, `excluded.${stamp}`) })),
    )
    .execute();
}

/**
 * Tells every tab of the reader that nothing is left unread, when that is so. Checked after the
 * change committed, so of two tabs reading the last two at once the later one sees both reads.
 */
async function announceIfNoneUnread(db: Db, realtime: Realtime, readerId: number): Promise<void> {
  if (!(await hasUnread(db, readerId))) realtime.emitToUser(readerId, REALTIME_EVENTS.noMoreUnreadNotifications);
}

/** POST /notifications/read/{id}: the reader's copy, now read. */
export async function markNotificationRead(db: Db, realtime: Realtime, readerId: number, notificationId: number): Promise<UserNotification> {
  const copy = await copyOf(db, readerId, notificationId);
  if (copy.read_at === null) {
    await stampReceipt(db, readerId, notificationId, 'read_at');
    await announceIfNoneUnread(db, realtime, readerId);
  }
  return { ...toUserNotification(copy), is_read: true };
}

/** POST /notifications/read-all: every unread copy of the reader, now read; every tab of theirs hears that none is left. */
export async function markAllNotificationsRead(db: Db, realtime: Realtime, readerId: number): Promise<NotificationsMarkedRead> {
  const unread = copiesOf(db, readerId).where('receipt.read_at', 'is', null).select((eb) => [sql<number>`${readerId}::integer`.as('user_id'), eb.ref('notifications.id').as('notification_id'), sql<Date>`now()`.as('read_at')]);
  const marked = await db
    .insertInto('notification_receipts')
    .columns(['user_id', 'notification_id', 'read_at'])
    .expression(unread)
    .onConflict((conflict) => conflict.columns(['user_id', 'notification_id']).doUpdateSet((eb) => ({ read_at: eb.ref('excluded.read_at') })))
    .executeTakeFirst();
  realtime.emitToUser(readerId, REALTIME_EVENTS.noMoreUnreadNotifications);
  return { marked: Number(marked.numInsertedOrUpdatedRows ?? 0) };
}

/** DELETE /notifications/{id} by a reader (or an administrator with scope=own): removes their copy only. */
export async function removeOwnNotification(db: Db, realtime: Realtime, readerId: number, notificationId: number): Promise<void> {
  const copy = await copyOf(db, readerId, notificationId);
  await stampReceipt(db, readerId, notificationId, 'removed_at');
  if (copy.read_at === null) await announceIfNoneUnread(db, realtime, readerId);
}

/** DELETE /notifications/{id} by an administrator: the notification is gone for every reader. */
export async function deleteNotificationForEveryone(db: Db, realtime: Realtime, notificationId: number): Promise<void> {
  const deleted = await db.deleteFrom('notifications').where('id', '=', notificationId).returning('user_id').executeTakeFirst();
  if (!deleted) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
  // A broadcast's readers are not looked up one by one: every open tab hears of it and asks for its
  // own flag again. A reader's own notification is answered for them.
  if (deleted.user_id === null) realtime.emitToAll(REALTIME_EVENTS.notificationDeleted, { id: notificationId });
  else {
    realtime.emitToUser(deleted.user_id, REALTIME_EVENTS.notificationDeleted, { id: notificationId });
    await announceIfNoneUnread(db, realtime, deleted.user_id);
  }
}

/** Notifications with their recipient (none for a broadcast), as the dashboard lists them. */
function withRecipients(db: Db) {
  return db.selectFrom('notifications').leftJoin('users', 'users.id', 'notifications.user_id');
}

const withAdminColumns = (matching: ReturnType<typeof withRecipients>) => matching.select([...NOTIFICATION_COLUMNS, 'notifications.user_id', 'users.username']);
type AdminRow = Awaited<ReturnType<ReturnType<typeof withAdminColumns>['executeTakeFirstOrThrow']>>;

function toAdminNotification({ username, date_created, ...notification }: AdminRow): AdminNotification {
  return { ...notification, date_created: date_created.toISOString(), User: username === null ? null : { username } };
}

const ADMIN_ORDER: AdminTableOrder<'notifications'> = {
  keys: {
    id: sql.ref('notifications.id'),
    'User.username': textKey('users.username'),
    title: textKey('notifications.title'),
    message: textKey('notifications.message'),
    date_created: sql.ref('notifications.date_created'),
  },
  id: sql.ref('notifications.id'),
};

/** GET /notifications: every notification, for the dashboard (administrators only, checked by the route). */
export async function allNotifications(db: Db, query: AdminNotificationsQuery): Promise<AdminNotificationList> {
  const { rows, total } = await adminTablePage(withRecipients(db), withAdminColumns, ADMIN_ORDER, query);
  return { notifications: rows.map(toAdminNotification), total };
}

const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown })?.code === '23503';

/** POST /notifications: writes it, then sends it to its reader's tabs, or to everyone's for a broadcast, on every instance. */
export async function createNotification(db: Db, realtime: Realtime, { title, message, notification_type, user_id }: CreateNotificationBody): Promise<AdminNotification> {
  const problem = validateNotificationDraft({ title, message, user_id, allUsers: user_id === null });
  if (problem) throw new HttpError(400, problem.message);
  let created: AdminNotification;
  try {
    // One statement, so the recipient's name is read in the same snapshot the row is written in.
    const row = await db
      .with('created', (cte) =>
        cte
          .insertInto('notifications')
          .values({ title: title.trim(), message: message.trim(), notification_type, user_id })
          .returning(['id', 'title', 'message', 'notification_type', 'user_id', 'date_created']),
      )
      .selectFrom('created')
      .leftJoin('users', 'users.id', 'created.user_id')
      .select(['created.id', 'created.title', 'created.message', 'created.notification_type', 'created.user_id', 'created.date_created', 'users.username'])
      .executeTakeFirstOrThrow();
    created = toAdminNotification(row);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(404, ACCOUNT_MESSAGES.userNotFound);
    throw error;
  }
  const delivered: UserNotification = {
    id: created.id,
    title: created.title,
    message: created.message,
    notification_type: created.notification_type,
    is_read: false,
    date_sent: created.date_created,
  };
  if (created.user_id === null) realtime.emitToAll(REALTIME_EVENTS.notification, delivered);
  else realtime.emitToUser(created.user_id, REALTIME_EVENTS.notification, delivered);
  return created;
}
