// Realtime: socket.io on the API's own HTTP server at /socket.io. A connection must present a valid
// bearer token (handshake `auth.token` or an Authorization header) and joins the room of its user,
// so `app.realtime.emitToUser(id, ...)` reaches every tab of that user on every instance.
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@booknook/api/contract';
import { HttpError } from '../http/errors';
import { bearerToken } from '../auth/tokens';

export { SOCKET_PATH };

export const REALTIME_MESSAGES = {
  userMismatch: 'The user_id of the connection does not match its token',
  failed: 'Authentication failed',
} as const;

type EventName = keyof ServerToClientEvents;
type EventArgs<Event extends EventName> = Parameters<ServerToClientEvents[Event]>;

interface SocketData {
  userId: number;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface Realtime {
  /** Sends an event of the contract to every connection of one user. */
  emitToUser<Event extends EventName>(userId: number, event: Event, ...args: EventArgs<Event>): void;
  /** Sends an event of the contract to every connected user (e.g. an announcement for all users). */
  emitToAll<Event extends EventName>(event: Event, ...args: EventArgs<Event>): void;
  /** The underlying server, for tests and diagnostics. */
  readonly io: RealtimeServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export function userRoom(userId: number): string {
  return `user:${userId}`;
}

export interface RealtimeOptions {
  /** When set, events are relayed through Redis so they reach sockets on every instance. */
  redisUrl: string | null;
}

function handshakeToken(socket: Socket): string | null {
  const fromAuth: unknown = socket.handshake.auth?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  return bearerToken(socket.handshake.headers.authorization);
}

export const realtimePlugin = fp<RealtimeOptions>(
  async (app, { redisUrl }) => {
    const io: RealtimeServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });

    const closeRedis: (() => Promise<unknown>)[] = [];
    if (redisUrl) {
      const pub = createClient({ url: redisUrl });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) {
        client.on('error', (error: Error) => app.log.error({ err: error }, 'redis connection error'));
        closeRedis.push(() => client.quit());
      }
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub));
    }

    io.use((socket, next) => {
      app.tokens
        .authenticate(handshakeToken(socket))
        .then((user) => {
          const claimed = socket.handshake.query.user_id;
          if (claimed !== undefined && String(claimed) !== String(user.id)) {
            return next(new Error(REALTIME_MESSAGES.userMismatch));
          }
          socket.data.userId = user.id;
          return next();
        })
        .catch((error: unknown) => {
          if (!(error instanceof HttpError)) app.log.error({ err: error }, 'socket authentication failed');
          next(new Error(error instanceof HttpError ? error.message : REALTIME_MESSAGES.failed));
        });
    });

    io.on('connection', (socket) => {
      void socket.join(userRoom(socket.data.userId));
    });

    app.decorate('realtime', {
      io,
      emitToUser: (userId, event, ...args) => io.to(userRoom(userId)).emit(event, ...args),
      emitToAll: (event, ...args) => io.emit(event, ...args),
    } satisfies Realtime);

    // Open websockets would keep the HTTP server from closing: end this instance's ones first.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all(closeRedis.map((close) => close()));
    });
  },
  { name: 'booknook-realtime', dependencies: ['booknook-auth'] },
);
