// BENCHMARK ONLY. A process full of readers' open tabs for bench-broadcast.ts: it opens the sockets
// it is sent, and reports when every one of them has received a given notification. Run by the
// benchmark with an IPC channel, never on its own.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type UserNotification } from '@booknook/api/contract';

export interface TabToOpen {
  origin: string;
  token: string;
  userId: number;
}

export type ToClients = { kind: 'connect'; tabs: TabToOpen[] } | { kind: 'close' };

export type FromClients =
  /** `retried`: handshakes that failed (a loaded machine drops some) and were made again. */
  | { kind: 'connected'; count: number; retried: number }
  | { kind: 'failed'; message: string }
  /** Epoch milliseconds (high resolution) at which the first and the last socket had the notification. */
  | { kind: 'delivered'; notificationId: number; firstAt: number; lastAt: number; lastAtByOrigin: Record<string, number> };

/** Handshakes in flight at once: each one is a token check on the server. */
const CONNECTING_AT_ONCE = 200;
const ATTEMPTS_PER_SOCKET = 5;

const now = () => performance.timeOrigin + performance.now();
const report = (message: FromClients) => {
  if (process.connected) process.send?.(message);
};

const sockets: Socket[] = [];
const deliveries = new Map<number, { count: number; firstAt: number; lastAtByOrigin: Record<string, number> }>();
let retried = 0;

async function openWithRetries(tab: TabToOpen): Promise<Socket> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await open(tab);
    } catch (error) {
      if (attempt === ATTEMPTS_PER_SOCKET) throw error;
      retried += 1;
      await new Promise((pause) => setTimeout(pause, 200 * attempt));
    }
  }
}

function open({ origin, token, userId }: TabToOpen): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(origin, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false, auth: { token }, query: { user_id: String(userId) } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.removeAllListeners();
      reject(error);
    });
    socket.on('notification', ({ id }: UserNotification) => {
      const at = now();
      const delivery = deliveries.get(id) ?? { count: 0, firstAt: at, lastAtByOrigin: {} };
      delivery.count += 1;
      delivery.lastAtByOrigin[origin] = at;
      deliveries.set(id, delivery);
      if (delivery.count === sockets.length) report({ kind: 'delivered', notificationId: id, firstAt: delivery.firstAt, lastAt: at, lastAtByOrigin: delivery.lastAtByOrigin });
    });
  });
}

async function openAll(tabs: TabToOpen[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tabs.length) sockets.push(await openWithRetries(tabs[next++]!));
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, worker));
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'connect') {
    openAll(message.tabs).then(
      () => report({ kind: 'connected', count: sockets.length, retried }),
      (error: unknown) => report({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  } else {
    for (const socket of sockets) socket.disconnect();
    process.disconnect();
  }
});
