// Notifications (spec sections 3 and 7). The reader's side: what GET /notifications/user lists and
// what the realtime `notification` event carries.
import { Type, type Static } from '@sinclair/typebox';

export const NOTIFICATION_TYPES = ['update', 'warning', 'info'] as const;
export const NotificationType = Type.Union(NOTIFICATION_TYPES.map((type) => Type.Literal(type)));
export type NotificationType = Static<typeof NotificationType>;

/** One notification as its reader sees it; a broadcast is read and removed per reader. */
export const UserNotification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  notification_type: NotificationType,
  is_read: Type.Boolean(),
  date_sent: Type.String({ format: 'date-time' }),
});
export type UserNotification = Static<typeof UserNotification>;
