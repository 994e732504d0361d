// The reader's notifications in the one query cache: the unread flag (GET /notifications/unread) and
// the list (GET /notifications/user, a page at a time). Realtime events keep them current: a new
// notification turns the flag on and marks the list stale, noMoreUnreadNotifications turns it off
// (the shell's RealtimeConnection), notificationDeleted marks both stale. Reading (one or all) and
// removing change every loaded page at once, put it back if the server refuses, and then ask the
// server for the flag again.
import { infiniteQueryOptions, mutationOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { UserNotification, UserNotificationList } from '../contract';
import { NOTIFICATIONS_PAGE_SIZE } from '../contract/constants';
import { getUnreadNotifications, getUserNotifications, markAllNotificationsRead, markNotificationRead, removeOwnNotification } from './notifications';

export const notificationKeys = {
  all: ['notifications'] as const,
  /** `{ hasUnread }`, as GET /notifications/unread answers. */
  unread: () => [...notificationKeys.all, 'unread'] as const,
  /** The reader's notifications, as GET /notifications/user lists them, page after page. */
  list: () => [...notificationKeys.all, 'list'] as const,
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
    queryFn: ({ pageParam }) => getUserNotifications({ offset: pageParam, limit: NOTIFICATIONS_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.notifications.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}

/** Changes the loaded pages at once; returns what to put back if the server refuses. */
async function changeLoadedPages(client: QueryClient, change: (page: UserNotificationList) => UserNotificationList): Promise<NotificationPages | undefined> {
  await client.cancelQueries({ queryKey: notificationKeys.list() });
  const before = client.getQueryData<NotificationPages>(notificationKeys.list());
  if (before) client.setQueryData<NotificationPages>(notificationKeys.list(), { ...before, pages: before.pages.map(change) });
  return before;
}

function restoreLoadedPages(client: QueryClient, before: NotificationPages | undefined): void {
  if (before) client.setQueryData(notificationKeys.list(), before);
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
    onMutate: (id, { client }) => changeLoadedPages(client, withRead(id)),
    onError: (_error, _id, before, { client }) => restoreLoadedPages(client, before),
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
    onMutate: (_variables, { client }) => changeLoadedPages(client, allRead),
    onError: (_error, _variables, before, { client }) => restoreLoadedPages(client, before),
    onSettled: (_data, _error, _variables, _before, { client }) => client.invalidateQueries({ queryKey: notificationKeys.unread() }),
  });
}

export function removeNotificationMutation() {
  return mutationOptions({
    mutationFn: (id: number) => removeOwnNotification(id),
    onMutate: (id, { client }) => changeLoadedPages(client, without(id)),
    onError: (_error, _id, before, { client }) => restoreLoadedPages(client, before),
    // The pages after the removed one start one earlier now: load them again, and the flag.
    onSettled: (_data, _error, _id, _before, { client }) => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
