// The realtime connection: socket.io at /socket.io, authenticated by the bearer token.
import { io, type Socket } from 'socket.io-client';

/** Event names the server emits (spec section 7). */
export const REALTIME_EVENTS = {
  notification: 'notification',
  noMoreUnread: 'noMoreUnreadNotifications',
} as const;

/** Connection timings of spec section 9. */
const RECONNECT = { reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5, timeout: 20000 };

export function connectRealtime(token: string, userId: number): Socket {
  return io({
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    auth: { token },
    query: { user_id: String(userId) },
    ...RECONNECT,
  });
}
