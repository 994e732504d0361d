// Starting and stopping the whole product server: database (locked, migrated), app, listener.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDatabase, type AppDatabase } from './db';
import { buildApp } from './app';
import { seedCatalogue } from './catalogue/seed';

export interface RunningServer {
  app: FastifyInstance;
  database: AppDatabase;
  /** What to open in a browser, e.g. http://localhost:8080/ */
  url: string;
  close(): Promise<void>;
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
    app = await buildApp(config, { db: database.db, listen: database.listen, logger });
    const seeded = await seedCatalogue(database.db);
    if (seeded.books > 0) app.log.info(`catalogue seeded on first start: ${seeded.books} books in ${Math.round(seeded.milliseconds)} ms`);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
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
          await app.close();
        } finally {
          await database.close();
        }
      })()),
  };
}
