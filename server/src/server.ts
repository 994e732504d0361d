// Starting and stopping the whole product server: database (locked, migrated), app, listener.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDatabase, type AppDatabase } from './db';
import { buildApp } from './app';
import { seedCatalogue } from './catalogue/seed';
import { startMetricsServer } from './metrics/server';
import { answerBackupRequests } from './db/backup';

export interface RunningServer {
  app: FastifyInstance;
  database: AppDatabase;
  /** What to open in a browser, e.g. http://localhost:8080/ */
  url: string;
  close(): Promise<void>;
}

/**
 * How long a stopping instance waits for a proxy to see it answer "not ready" before it stops
 * listening: several of the proxy's check intervals (npm run cluster checks every 500 ms).
 */
export const DRAIN_NOTICE_MAX_MS = 5000;

/**
 * Stops an instance without failing a request: it answers "not ready" until the proxy has noticed,
 * then stops listening, finishes the requests in flight and closes its sockets so they reconnect
 * elsewhere (realtime/index.ts).
 */
export async function drainAndClose(app: FastifyInstance): Promise<void> {
  app.readiness.startDraining();
  await app.readiness.noticedByProxy(DRAIN_NOTICE_MAX_MS);
  await app.close();
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

export function browserUrl(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

export async function startServer(config: Config, { logger = true }: { logger?: boolean } = {}): Promise<RunningServer> {
  const database = await createDatabase(config);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { db: database.db, listen: database.listen, poolUsage: database.poolUsage, logger });
    const seeded = await seedCatalogue(database.db);
    if (seeded.books > 0) app.log.info(`catalogue seeded on first start: ${seeded.books} books in ${Math.round(seeded.milliseconds)} ms`);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const metricsServer =
    config.metricsPort === null
      ? null
      : await startMetricsServer(app.metrics.registry, config.metricsPort, config.host).catch(async (error: unknown) => {
          await app.close();
          await database.close();
          throw error;
        });
  // `npm run backup` asks the process holding the embedded database for its copy (db/backup.ts).
  const stopAnsweringBackups =
    database.pglite && config.dataDir && !config.databaseUrl ? answerBackupRequests(config.dataDir, database.pglite, (message) => app.log.info(message)) : () => undefined;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let closing: Promise<void> | null = null;
  return {
    app,
    database,
    url: browserUrl(config.host, port),
    close: () =>
      (closing ??= (async () => {
        try {
          await drainAndClose(app);
        } finally {
          stopAnsweringBackups();
          metricsServer?.close();
          await database.close();
        }
      })()),
  };
}
