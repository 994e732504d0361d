import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { connectRealtime, REALTIME_EVENTS } from '@booknook/api';
import { sessionStore, useSession } from '@booknook/session';

export type ConnectionState = 'offline' | 'connecting' | 'connected';

const ConnectionContext = createContext<ConnectionState>('offline');

/** State of the page's realtime connection, for indicators such as the notifications button. */
export function useRealtimeConnection(): ConnectionState {
  return useContext(ConnectionContext);
}

/**
 * Owns the ONE socket.io connection of the page. It is open exactly while a session exists: signing
 * out (logout, a failed token check, a 401) closes it. Server events drive the unread flag.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const userId = useSession((state) => state.user_id);
  const [connection, setConnection] = useState<ConnectionState>('connecting');

  useEffect(() => {
    if (!token || userId === null) return;
    const socket = connectRealtime(token, userId);
    const { setHasUnread } = sessionStore.getState();
    setConnection('connecting');
    socket.on('connect', () => setConnection('connected'));
    // socket.io reconnects by itself after a dropped connection; a refused one stays down.
    socket.on('disconnect', () => setConnection(socket.active ? 'connecting' : 'offline'));
    socket.on('connect_error', () => setConnection(socket.active ? 'connecting' : 'offline'));
    socket.on(REALTIME_EVENTS.notification, () => setHasUnread(true));
    socket.on(REALTIME_EVENTS.noMoreUnreadNotifications, () => setHasUnread(false));
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [token, userId]);

  return <ConnectionContext.Provider value={token ? connection : 'offline'}>{children}</ConnectionContext.Provider>;
}
