// The realtime connection: socket.io at /socket.io, authenticated by the bearer token.
import { io, type Socket } from 'socket.io-client';
import { REALTIME_RECONNECT, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from './contract/realtime';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connectRealtime(token: string, userId: number): RealtimeSocket {
  return io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
    auth: { token },
    query: { user_id: String(userId) },
    ...REALTIME_RECONNECT,
  });
}
