// Realtime: socket.io on the API's own HTTP server at /socket.io. A connection must present a valid
// bearer token (handshake `auth.token` or an Authorization header) and joins the room of its user,
// so `app.realtime.emitToUser(id, ...)` reaches every tab of that user on every instance. A socket
// lives no longer than its token: it is closed when the token expires, and when the account's
// sessions end (password or email changed, account deleted; docs/decisions/0006-sessions.md).
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@booknook/api/contract';
import type { DatabaseListener } from '../db';
import type { RedisConnections } from '../redis';
import { HttpError, loggableError } from '../http/errors';
import { SESSIONS_ENDED_CHANNEL, bearerToken } from '../auth/tokens';

export { SOCKET_PATH };

export const REALTIME_MESSAGES = {
  userMismatch: 'The user_id of the connection does not match its token',
  failed: 'Authentication failed',
} as const;

type EventName = keyof ServerToClientEvents;
type EventArgs<Event extends EventName> = Parameters<ServerToClientEvents[Event]>;

interface SocketData {
  userId: number;
  /** The session version of the token the socket connected with. */
  sessionVersion: number;
  /** When that token expires (ms since the epoch). */
  expiresAt: number;
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
  redis: RedisConnections | null;
  /** Hears the database's notice that an account's sessions ended, from any instance. */
  listen: DatabaseListener;
}

function handshakeToken(socket: Socket): string | null {
  const fromAuth: unknown = socket.handshake.auth?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  return bearerToken(socket.handshake.headers.authorization);
}

/** Node's timers reach at most 2^31-1 ms ahead; a later time is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A stopping instance closes its sockets in this many slices over this long (fewer than this many sockets: at once). */
const SOCKET_CLOSE_SLICES = 10;
const SOCKET_CLOSE_SPREAD_MS = 1500;

/** Runs `action` at `time` (ms since the epoch); returns the function that cancels it. */
function runAt(time: number, action: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const wait = time - Date.now();
    if (wait <= 0) action();
    else timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
  };
  arm();
  return () => clearTimeout(timer);
}

export const realtimePlugin = fp<RealtimeOptions>(
  async (app, { redis, listen }) => {
    const io: RealtimeServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
    if (redis) io.adapter(createAdapter(redis.commands, redis.subscriber, { key: `${redis.keyPrefix}socket.io` }));

    io.use((socket, next) => {
      app.tokens
        .authenticate(handshakeToken(socket))
        .then(({ user, version, expiresAt }) => {
          const claimed = socket.handshake.query.user_id;
          if (claimed !== undefined && String(claimed) !== String(user.id)) {
            return next(new Error(REALTIME_MESSAGES.userMismatch));
          }
          socket.data = { userId: user.id, sessionVersion: version, expiresAt };
          return next();
        })
        .catch((error: unknown) => {
          if (!(error instanceof HttpError)) app.log.error({ err: loggableError(error) }, 'socket authentication failed');
          next(new Error(error instanceof HttpError ? error.message : REALTIME_MESSAGES.failed));
        });
    });

    io.on('connection', (socket) => {
      void socket.join(userRoom(socket.data.userId));
      const cancelExpiry = runAt(socket.data.expiresAt, () => socket.disconnect(true));
      socket.once('disconnect', cancelExpiry);
    });

    /** Closes this instance's sockets of the user whose token no longer matches the account. */
    async function closeEndedSessions(userId: number): Promise<void> {
      const sockets = await io.local.in(userRoom(userId)).fetchSockets();
      if (sockets.length === 0) return;
      const account = await app.tokens.currentAccount(userId);
      for (const socket of sockets) {
        if (!account || socket.data.sessionVersion !== account.session_version) socket.disconnect(true);
      }
    }

    const reportFailure = (error: unknown) => app.log.error({ err: loggableError(error) }, 'closing the sockets of ended sessions failed');
    const stopListening = await listen(SESSIONS_ENDED_CHANNEL, {
      onNotify: (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) closeEndedSessions(userId).catch(reportFailure);
      },
      // Notices sent while the listening connection was down are lost: check every socket here.
      onReconnect: () => {
        io.local
          .fetchSockets()
          .then((sockets) => Promise.all([...new Set(sockets.map((socket) => socket.data.userId))].map(closeEndedSessions)))
          .catch(reportFailure);
      },
    });

    app.decorate('realtime', {
      io,
      emitToUser: (userId, event, ...args) => io.to(userRoom(userId)).emit(event, ...args),
      emitToAll: (event, ...args) => io.emit(event, ...args),
    } satisfies Realtime);

    // Open websockets would keep the HTTP server from closing: end this instance's ones first. Their
    // transports are closed without socket.io's "disconnect" packet, which would tell the clients to
    // stay away: this way they reconnect, behind a proxy to another instance (issue 23). Closed a
    // slice at a time over SOCKET_CLOSE_SPREAD_MS, not all at once: a thousand handshakes arriving
    // together at the other instances (each verifies its token) made the slowest reconnect take 5.6 s.
    app.addHook('preClose', async () => {
      const clients = [...new Set([...io.sockets.sockets.values()].map((socket) => socket.conn))];
      const slices = clients.length > SOCKET_CLOSE_SLICES ? SOCKET_CLOSE_SLICES : 1;
      const perSlice = Math.ceil(clients.length / slices);
      for (let slice = 0; slice < slices; slice += 1) {
        if (slice > 0) await new Promise((resolve) => setTimeout(resolve, SOCKET_CLOSE_SPREAD_MS / slices));
        for (const client of clients.slice(slice * perSlice, (slice + 1) * perSlice)) client.close();
      }
      io.engine.close();
    });
    app.addHook('onClose', stopListening);
  },
  { name: 'booknook-realtime', dependencies: ['booknook-auth'] },
);
