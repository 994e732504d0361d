import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetImportedData, importRunning, notificationKeys, type UnreadNotifications } from '@booknook/api';
import { connect, useInvalidateOnRealtimeEvent, useRealtimeConnection, useRealtimeEvent } from '@booknook/realtime';
import { useSession } from '@booknook/session';

/**
 * Opens the page's ONE realtime connection exactly while a session exists: signing out (logout, a
 * refused token, a 401) closes it. The shell owns the notifications dropdown, so it is the one that
 * turns notification events into cache changes, and the end of an import into stale library data on
 * every screen; remotes subscribe to events through @booknook/realtime for their own data.
 */
export function RealtimeConnection() {
  const token = useSession((state) => state.token);
  const userId = useSession((state) => state.user_id);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || userId === null) return;
    return connect(token, userId);
  }, [token, userId]);

  /** The event is newer than any answer still on its way: that answer is dropped, not let overwrite it. */
  const setUnread = (hasUnread: boolean) =>
    void queryClient
      .cancelQueries({ queryKey: notificationKeys.unread() })
      .then(() => queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), { hasUnread }));
  useRealtimeEvent('notification', () => setUnread(true));
  useInvalidateOnRealtimeEvent('notification', [notificationKeys.list()]);
  useRealtimeEvent('noMoreUnreadNotifications', () => setUnread(false));
  // An administrator deleted one this reader had: it leaves the list, and the flag is asked for again.
  useInvalidateOnRealtimeEvent('notificationDeleted', [notificationKeys.all]);
  // An import that ended wrote the reader's library: every screen's copy of it is old, wherever the reader is now.
  useRealtimeEvent('importProgress', (progress) => {
    if (!importRunning(progress.status)) forgetImportedData(queryClient);
  });

  useRefetchAfterReconnecting(token);
  return null;
}

/** Events sent while the connection was down are lost: once it is back, ask the server again. */
function useRefetchAfterReconnecting(token: string | null): void {
  const connection = useRealtimeConnection();
  const queryClient = useQueryClient();
  const wasConnected = useRef(false);
  // A new session's first connection is not a reconnection: its queries are being fetched anyway.
  useEffect(() => {
    wasConnected.current = false;
  }, [token]);
  useEffect(() => {
    if (connection !== 'connected') return;
    if (wasConnected.current) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    wasConnected.current = true;
  }, [connection, queryClient]);
}
