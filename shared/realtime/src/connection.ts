// The page's one socket.io connection. This package is a module-federation singleton: the shell
// opens the connection, and every remote subscribes through the same module instance, so there is
// one socket per page however many apps listen.
import { io, type Socket } from 'socket.io-client';
import { REALTIME_RECONNECT, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@booknook/api/contract/realtime';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeEvent = keyof ServerToClientEvents;
export type RealtimeHandler<E extends RealtimeEvent> = (...payload: Parameters<ServerToClientEvents[E]>) => void;
export type ConnectionState = 'offline' | 'connecting' | 'connected';

let socket: RealtimeSocket | null = null;
let currentState: ConnectionState = 'offline';
const stateListeners = new Set<() => void>();
const handlers = new Map<string, Set<(...payload: unknown[]) => void>>();

function setConnectionState(next: ConnectionState): void {
  if (next === currentState) return;
  currentState = next;
  stateListeners.forEach((listener) => listener());
}

/** Socket.io at /socket.io, authenticated by the login token; the server refuses a user_id not matching it. */
function openSocket(token: string, userId: number): RealtimeSocket {
  return io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
    auth: { token },
    query: { user_id: String(userId) },
    ...REALTIME_RECONNECT,
  });
}

/**
 * Opens the connection for a session (the shell calls this while one exists) and returns the
 * function that closes it. Events reach subscribers whatever their name, so a remote that listens
 * to an event newer than the shell still gets it.
 */
export function connect(token: string, userId: number): () => void {
  const opened = openSocket(token, userId);
  socket?.disconnect();
  socket = opened;
  setConnectionState('connecting');
  // socket.io reconnects by itself after a dropped connection; a refused one stays down.
  const followState = () => setConnectionState(opened.connected ? 'connected' : opened.active ? 'connecting' : 'offline');
  opened.on('connect', followState);
  opened.on('disconnect', followState);
  opened.on('connect_error', followState);
  opened.onAny((event: string, ...payload: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...payload)));
  return () => {
    opened.removeAllListeners();
    opened.offAny();
    opened.disconnect();
    if (socket !== opened) return;
    socket = null;
    setConnectionState('offline');
  };
}

/** Calls `handler` with each `event` the server sends; returns the unsubscribe function. */
export function subscribe<E extends RealtimeEvent>(event: E, handler: RealtimeHandler<E>): () => void {
  const forEvent = handlers.get(event) ?? new Set();
  const listener = handler as (...payload: unknown[]) => void;
  forEvent.add(listener);
  handlers.set(event, forEvent);
  return () => forEvent.delete(listener);
}

export function connectionState(): ConnectionState {
  return currentState;
}

export function onConnectionStateChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}
