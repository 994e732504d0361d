// Messages from the database to every server instance on it (PostgreSQL LISTEN/NOTIFY). A payload
// sent with pg_notify inside a transaction is delivered when that transaction commits and never
// when it rolls back, so listeners act on changes that really happened. Realtime uses it to close
// the sockets of sessions that ended (migration 006).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface NotificationHandler {
  onNotify(payload: string): void;
  /**
   * Called after the listening connection was lost and made again: notifications sent meanwhile
   * were missed, so the listener should look at the current state.
   */
  onReconnect?(): void;
}

/** Starts listening on a channel; resolves to a function that stops. */
export type DatabaseListener = (channel: string, handler: NotificationHandler) => Promise<() => Promise<void>>;

/** The embedded database is one connection in this process: its own listen() hears every commit. */
export function pgliteListener(pglite: PGlite): DatabaseListener {
  return async (channel, { onNotify }) => {
    const unlisten = await pglite.listen(channel, onNotify);
    return () => unlisten();
  };
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * On PostgreSQL a listening connection must stay open outside the pool. When it drops (a
 * restarted server, a terminated backend) it is made again with growing delays, and the handler
 * is told so it can catch up on what it missed.
 */
export function postgresListener(url: string, onError: (error: Error) => void): DatabaseListener {
  return async (channel, handler) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let retryTimer: NodeJS.Timeout | null = null;

    const lost = (error?: Error) => {
      if (stopped) return;
      if (error) onError(error);
      client = null;
      scheduleReconnect();
    };

    /** Only a connection that is listening becomes `client`; a failed attempt is ended and forgotten. */
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) handler.onNotify(message.payload ?? '');
      });
      next.on('error', (error) => client === next && lost(error));
      next.on('end', () => client === next && lost());
      try {
        await next.connect();
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      retryMs = FIRST_RETRY_MS;
    };

    const scheduleReconnect = () => {
      retryTimer = setTimeout(async () => {
        retryTimer = null;
        try {
          await connect();
        } catch (error) {
          onError(error as Error);
          if (!stopped) scheduleReconnect();
          return;
        }
        if (stopped) await client?.end();
        else handler.onReconnect?.();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };

    await connect();
    return async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end();
    };
  };
}
