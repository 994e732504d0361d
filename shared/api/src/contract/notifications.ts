// Notifications (spec sections 3 and 7). A notification is written by an administrator for one
// reader (user_id) or for everyone (user_id null). Each reader reads and removes their copy on
// their own: reading or removing a broadcast changes it for that reader only.
import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { nullNeverCoerced } from './common';
import { NOTIFICATION_TYPES, NOTIFICATIONS_MAX_LIMIT } from './constants';

/**
 * Mapped as a tuple, literal by literal: a union of a plain array of literals decodes to `never` in
 * Fastify's type provider (TypeBox's StaticDecode), so replies carrying a type would not type-check.
 */
const literalsOf = <const Values extends readonly string[]>(values: Values) =>
  values.map((value) => Type.Literal(value)) as { -readonly [Index in keyof Values]: TLiteral<Values[Index]> };

export const NotificationType = Type.Union(literalsOf(NOTIFICATION_TYPES));
export type NotificationType = Static<typeof NotificationType>;

/** One notification as its reader sees it: GET /notifications/user and the realtime `notification` event. */
export const UserNotification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  notification_type: NotificationType,
  is_read: Type.Boolean(),
  date_sent: Type.String({ format: 'date-time' }),
});
export type UserNotification = Static<typeof UserNotification>;

/** GET /notifications/unread. */
export const UnreadNotifications = Type.Object({ hasUnread: Type.Boolean() });
export type UnreadNotifications = Static<typeof UnreadNotifications>;

/** POST /notifications/read-all: how many of the reader's copies were unread and are now read. */
export const NotificationsMarkedRead = Type.Object({ marked: Type.Integer() });
export type NotificationsMarkedRead = Static<typeof NotificationsMarkedRead>;

/** GET /notifications/user: the reader's own, newest first, a page at a time. */
export const UserNotificationsQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFICATIONS_MAX_LIMIT })),
});
export type UserNotificationsQuery = Static<typeof UserNotificationsQuery>;

export const UserNotificationList = Type.Object({ notifications: Type.Array(UserNotification), total: Type.Integer() });
export type UserNotificationList = Static<typeof UserNotificationList>;

/**
 * DELETE /notifications/{id}: one path for two callers (spec section 7). A reader removes their own
 * copy. An administrator deletes the notification for everyone, unless `scope=own` says they are
 * removing their own copy from the notifications dropdown (which always sends it).
 */
export const DeleteNotificationQuery = Type.Object({ scope: Type.Optional(Type.Literal('own')) });
export type DeleteNotificationQuery = Static<typeof DeleteNotificationQuery>;

/** A notification as the dashboard lists it (spec section 3, admin side). */
export const AdminNotification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  notification_type: NotificationType,
  /** null: sent to every reader. */
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  date_created: Type.String({ format: 'date-time' }),
  /** The recipient; null for a broadcast. */
  User: Type.Union([Type.Object({ username: Type.String() }), Type.Null()]),
});
export type AdminNotification = Static<typeof AdminNotification>;

export const AdminNotificationList = Type.Object({ notifications: Type.Array(AdminNotification), total: Type.Integer() });
export type AdminNotificationList = Static<typeof AdminNotificationList>;

/**
 * POST /notifications. Title and message are checked by the rule in notifications.rules.ts
 * ('Title and Message are required.'), so they are typed loosely here.
 */
export const CreateNotificationBody = Type.Object({
  title: Type.String({ maxLength: 10_000 }),
  message: Type.String({ maxLength: 100_000 }),
  notification_type: NotificationType,
  user_id: Type.Union([nullNeverCoerced(), Type.Integer({ minimum: 1, maximum: 2147483647 })]),
});
export type CreateNotificationBody = Static<typeof CreateNotificationBody>;
