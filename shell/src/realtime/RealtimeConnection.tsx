import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys, type UnreadNotifications } from '@booknook/api';
import { connect, useRealtimeEvent } from '@booknook/realtime';
import { useSession } from '@booknook/session';

/**
 * Opens the page's ONE realtime connection exactly while a session exists: signing out (logout, a
 * refused token, a 401) closes it. The shell owns the notifications dropdown, so it is the one that
 * turns notification events into cache changes; remotes subscribe to events through
 * @booknook/realtime for their own data.
 */
export function RealtimeConnection() {
  const token = useSession((state) => state.token);
  const userId = useSession((state) => state.user_id);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || userId === null) return;
    return connect(token, userId);
  }, [token, userId]);

  useRealtimeEvent('notification', () => {
    queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), { hasUnread: true });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  });
  useRealtimeEvent('noMoreUnreadNotifications', () => {
    queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), { hasUnread: false });
  });

  return null;
}
