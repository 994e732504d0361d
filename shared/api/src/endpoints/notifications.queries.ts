// The reader's notifications in the query cache. The calls behind them (GET /notifications/unread,
// GET /notifications/user...) arrive with the notifications feature; until then the unread flag is
// known only from realtime events, which write it into the cache (see @booknook/realtime).
import { queryOptions, skipToken } from '@tanstack/react-query';

export const notificationKeys = {
  all: ['notifications'] as const,
  /** `{ hasUnread }`, as GET /notifications/unread answers. */
  unread: () => [...notificationKeys.all, 'unread'] as const,
  /** The reader's notifications, as GET /notifications/user lists them. */
  list: () => [...notificationKeys.all, 'list'] as const,
};

export interface UnreadNotifications {
  hasUnread: boolean;
}

/** Whether the reader has unread notifications. skipToken: nothing to call yet, the cache is fed by events. */
export function unreadNotificationsQuery() {
  return queryOptions<UnreadNotifications>({ queryKey: notificationKeys.unread(), queryFn: skipToken, staleTime: Infinity });
}
