// socket.io clients for tests: connect as a browser tab would, and wait for what the server does.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../src/realtime';

export interface ConnectOptions {
  auth?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Opens sockets to `origin()` (read when connecting) and disconnects them all after each test. */
export function socketsForFile(origin: () => string) {
  const open: Socket[] = [];
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  return function connect({ auth, query, headers }: ConnectOptions): Socket {
    const socket = io(origin(), { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, auth, query, extraHeaders: headers });
    open.push(socket);
    return socket;
  };
}

/** Resolves 'connected' or the server's refusal message, whichever the handshake ends with. */
export function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Resolves with the reason when the socket is disconnected ('io server disconnect' when the server closed it). */
export function disconnection(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/** Resolves with the payload of the next `event` the socket receives. */
export function nextEvent<Payload = unknown>(socket: Socket, event: string): Promise<Payload> {
  return new Promise((resolve) => socket.once(event, (payload: Payload) => resolve(payload)));
}

/** Every `event` the socket receives from now on, payloads in order of arrival. */
export function collectEvents<Payload = unknown>(socket: Socket, event: string): Payload[] {
  const received: Payload[] = [];
  socket.on(event, (payload: Payload) => received.push(payload));
  return received;
}
