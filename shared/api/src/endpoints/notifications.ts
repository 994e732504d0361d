import type {
  AdminNotification,
  AdminNotificationList,
  AdminNotificationsQuery,
  CreateNotificationBody,
  DeleteNotificationQuery,
  NotificationsMarkedRead,
  UnreadNotifications,
  UserNotification,
  UserNotificationList,
  UserNotificationsQuery,
} from '../contract';
import { http } from '../http';

/** Whether the signed-in reader has unread notifications. */
export async function getUnreadNotifications(): Promise<UnreadNotifications> {
  const { data } = await http.get<UnreadNotifications>('/notifications/unread');
  return data;
}

/** The reader's notifications, newest first, a page at a time. */
export async function readerNotifications(page: UserNotificationsQuery = {}): Promise<UserNotificationList> {
  const { data } = await http.get<UserNotificationList>('/notifications/user', { params: page });
  return data;
}

/** Marks one of the reader's notifications read, for them only. */
export async function markNotificationRead(id: number): Promise<UserNotification> {
  const { data } = await http.post<UserNotification>(`/notifications/read/${id}`);
  return data;
}

/** Marks every notification of the reader read, for them only. */
export async function markAllNotificationsRead(): Promise<NotificationsMarkedRead> {
  const { data } = await http.post<NotificationsMarkedRead>('/notifications/read-all');
  return data;
}

/**
 * Removes the reader's own copy. `scope=own` always: for an administrator the same call without it
 * deletes the notification for every reader, which only the dashboard does.
 */
export async function removeOwnNotification(id: number): Promise<void> {
  const params: DeleteNotificationQuery = { scope: 'own' };
  await http.delete(`/notifications/${id}`, { params });
}

/** The dashboard's notifications table, a page at a time (administrators only). */
export async function allNotifications(query: AdminNotificationsQuery): Promise<AdminNotificationList> {
  const { data } = await http.get<AdminNotificationList>('/notifications', { params: query });
  return data;
}

/** Sends a notification to one reader, or to every reader when user_id is null (administrators only). */
export async function createNotification(body: CreateNotificationBody): Promise<AdminNotification> {
  const { data } = await http.post<AdminNotification>('/notifications', body);
  return data;
}

/** Deletes a notification for everyone it was sent to (an administrator's call without scope=own). */
export async function deleteNotificationForEveryone(id: number): Promise<void> {
  await http.delete(`/notifications/${id}`);
}
