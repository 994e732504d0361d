// The reader's notifications in the one query cache: the unread flag (GET /notifications/unread) and
// the list (GET /notifications/user, a page at a time). Realtime events keep them current: a new
// notification turns the flag on and marks the list stale, noMoreUnreadNotifications turns it off
// (the shell's RealtimeConnection), notificationDeleted marks both stale. Reading (one or all) and
// removing change every loaded page at once, put it back if the server refuses, and then ask the server for the flag again. The dashboard's
// notifications table keeps showing its page while the next page or order loads.
import { infiniteQueryOptions, keepPreviousData, mutationOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AdminNotificationsQuery, CreateNotificationBody, UserNotification, UserNotificationList } from '../contract';
import { NOTIFICATIONS_PAGE_SIZE } from '../contract/constants';
import { nextOffset } from '../paging';
import { editCachedQueries, optimisticUpdate, type CacheSnapshot } from '../optimistic';
import {
  allNotifications,
  createNotification,
  deleteNotificationForEveryone,
  getUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readerNotifications,
  removeOwnNotification,
} from './notifications';

export const notificationKeys = {
  all: ['notifications'] as const,
  /** `{ hasUnread }`, as GET /notifications/unread answers. */
  unread: () => [...notificationKeys.all, 'unread'] as const,
  /** The reader's notifications, as GET /notifications/user lists them, page after page. */
  list: () => [...notificationKeys.all, 'list'] as const,
  /** The dashboard's notifications table, every page and order of it. */
  allNotificationsPages: () => [...notificationKeys.all, 'all-notifications'] as const,
  allNotifications: (query: AdminNotificationsQuery) => [...notificationKeys.allNotificationsPages(), query] as const,
};

/** Whether the reader has unread notifications; events and the reader's own changes keep it current. */
export function unreadNotificationsQuery() {
  return queryOptions({ queryKey: notificationKeys.unread(), queryFn: getUnreadNotifications, staleTime: Infinity });
}

export type NotificationPages = InfiniteData<UserNotificationList, number>;

/** The reader's notifications, newest first; each next page starts where the loaded ones end. */
export function notificationsListQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => readerNotifications({ offset: pageParam, limit: NOTIFICATIONS_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages, (page) => page.notifications),
  });
}

/** Changes the loaded pages at once; returns what to put back if the server refuses. */
function changeLoadedPages(client: QueryClient, change: (page: UserNotificationList) => UserNotificationList): Promise<CacheSnapshot> {
  return editCachedQueries<NotificationPages>(client, { queryKey: notificationKeys.list(), exact: true }, (pages) => ({ ...pages, pages: pages.pages.map(change) }));
}

const withRead = (id: number) => (page: UserNotificationList) => ({
  ...page,
  notifications: page.notifications.map((notification): UserNotification => (notification.id === id ? { ...notification, is_read: true } : notification)),
});

const without = (id: number) => (page: UserNotificationList) => {
  const notifications = page.notifications.filter((notification) => notification.id !== id);
  return { notifications, total: page.total - (page.notifications.length - notifications.length) };
};

export function markNotificationReadMutation() {
  return mutationOptions({
    mutationFn: (id: number) => markNotificationRead(id),
    ...optimisticUpdate((id: number, client) => changeLoadedPages(client, withRead(id))),
    onSettled: (_data, _error, _id, _before, { client }) => client.invalidateQueries({ queryKey: notificationKeys.unread() }),
  });
}

const allRead = (page: UserNotificationList) => ({
  ...page,
  notifications: page.notifications.map((notification): UserNotification => ({ ...notification, is_read: true })),
});

export function markAllNotificationsReadMutation() {
  return mutationOptions({
    mutationFn: () => markAllNotificationsRead(),
    ...optimisticUpdate((_variables: void, client) => changeLoadedPages(client, allRead)),
    onSettled: (_data, _error, _variables, _before, { client }) => client.invalidateQueries({ queryKey: notificationKeys.unread() }),
  });
}

export function removeOwnNotificationMutation() {
  return mutationOptions({
    mutationFn: (id: number) => removeOwnNotification(id),
    ...optimisticUpdate((id: number, client) => changeLoadedPages(client, without(id))),
    // The pages after the removed one start one earlier now: load them again, and the flag.
    onSettled: (_data, _error, _id, _before, { client }) => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function allNotificationsQuery(query: AdminNotificationsQuery) {
  return queryOptions({
    queryKey: notificationKeys.allNotifications(query),
    queryFn: () => allNotifications(query),
    placeholderData: keepPreviousData,
  });
}

/** The administrator receives a notification sent to everyone too, so their own list is marked stale as well. */
export function createNotificationMutation() {
  return mutationOptions({
    mutationFn: (body: CreateNotificationBody) => createNotification(body),
    onSuccess: (_created, _body, _result, { client }) => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function deleteNotificationForEveryoneMutation() {
  return mutationOptions({
    mutationFn: (notificationId: number) => deleteNotificationForEveryone(notificationId),
    onSettled: (_answer, _error, _notificationId, _result, { client }) => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
