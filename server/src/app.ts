// The Fastify application. Plugins load in the architecture's order: config -> db -> auth ->
// routes -> socket.io, then the web app's files. main.ts and the tests both build it here.
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { ErrorResponse } from '@booknook/api/contract';
import type { Config } from './config';
import type { Database, DatabaseListener } from './db';
import { authPlugin } from './auth/plugin';
import { parseQueryString, registerEdgeChecks } from './http/edge';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { formatValidationErrors } from './http/validation';
import { securityHeadersPlugin } from './http/headers';
import { productPlugin } from './http/product';
import { compressionPlugin } from './http/plugins/compression';
import { healthPlugin } from './http/plugins/health';
import { metricsPlugin } from './http/plugins/metrics';
import { openApiPlugin } from './http/plugins/openapi';
import { rateLimitsPlugin } from './http/plugins/rate-limits';
import { uploadsPlugin } from './http/plugins/uploads';
import { collectApiRoutes } from './http/route-table';
import { connectRedis } from './redis';
import { realtimePlugin } from './realtime';
import { authRoutes } from './auth/routes';
import { createCatalogue } from './catalogue/catalogue';
import { catalogueRoutes } from './catalogue/routes';
import { healthRoutes } from './health/routes';
import { metricsRoutes } from './metrics/routes';
import type { PoolUsage } from './metrics/metrics';
import { addedBookRoutes } from './catalogue/added-books-routes';
import { createUpstreamProvider } from './catalogue/upstream';
import { exportRoutes } from './exports/routes';
import { importRoutes } from './imports/routes';
import { libraryRoutes } from './library/routes';
import { notificationRoutes } from './notifications/routes';
import { readingRoutes } from './reading/routes';
import { reviewRoutes } from './reviews/routes';
import { statsRoutes } from './stats/routes';
import { userRoutes } from './users/routes';
import { StatsCache } from './stats/cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    /** Readers' GET /stats figures, kept until their reading state changes (stats/cache.ts). */
    statsCache: StatsCache;
  }
}

export const API_PREFIX = '/api';

/**
 * Every feature's routes (server/src/<feature>/routes.ts), mounted under API_PREFIX in this order.
 * A new feature adds its plugin here, its tables to db/schema.ts and a migration.
 */
const FEATURE_ROUTES = [
  healthRoutes,
  metricsRoutes,
  authRoutes,
  userRoutes,
  catalogueRoutes,
  addedBookRoutes,
  libraryRoutes,
  readingRoutes,
  reviewRoutes,
  statsRoutes,
  notificationRoutes,
  exportRoutes,
  importRoutes,
];
export const DOCS_PREFIX = `${API_PREFIX}/docs`;

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** The database's notifications (AppDatabase.listen): how every instance hears that sessions ended. */
  listen: DatabaseListener;
  /** The database pool's connections, for the metrics (AppDatabase.poolUsage). */
  poolUsage?: () => PoolUsage;
  /** Log at config.logLevel to stdout (true) or to a stream (tests that read the log); off by default. */
  logger?: boolean | NodeJS.WritableStream;
}

export async function buildApp(config: Config, { db, listen, poolUsage, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    logger: logger && { level: config.logLevel, redact: ['req.headers.authorization'], ...(logger === true ? {} : { stream: logger }) },
    // Request lines drown everything else at info level; debug shows them.
    logController: new LogController({ disableRequestLogging: !verbose }),
    // Behind a load balancer every request comes from it: without this every per-address rate limit
    // would be one limit for the whole site.
    trustProxy: config.trustProxy,
    schemaErrorFormatter: formatValidationErrors,
    frameworkErrors,
    // Emails travel in the path (/users/check-email/:email) and may be 254 characters, escaped.
    // Query strings are decoded as strict UTF-8 (http/edge.ts).
    routerOptions: { maxParamLength: 400, querystringParser: parseQueryString },
    // A field a body schema does not list is refused, never silently dropped (http/edge.ts closes
    // every body schema), so a client learns which field the route does not take.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandler(app);
  registerEdgeChecks(app);
  collectApiRoutes(app, { prefix: API_PREFIX, except: DOCS_PREFIX });
  await app.register(securityHeadersPlugin, { remotes: config.remotes, shellIndex: path.join(config.staticRoot, 'shell', 'dist', 'index.html') });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('catalogue', createCatalogue(db, createUpstreamProvider(config.catalogueProvider), app.log));
  app.addSchema(ErrorResponse);

  await app.register(metricsPlugin, { poolUsage: poolUsage ?? null });
  await app.register(compressionPlugin);
  await app.register(openApiPlugin, { routePrefix: DOCS_PREFIX, serveDocs: config.apiDocs });

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());

  await app.register(healthPlugin, { redis, drainDelayMs: config.drainDelayMs });
  await app.register(rateLimitsPlugin, { redis });
  await app.register(uploadsPlugin);

  await app.register(authPlugin, {
    db,
    jwtSecret: config.jwtSecret,
    jwtExpiresInSeconds: config.jwtExpiresInSeconds,
  });

  app.decorate('statsCache', new StatsCache());
  await app.register(
    async (api) => {
      // A reader's write (shelves, reads, progress, page counts, reviews...) may change what their
      // stats are made of; forgetting before the answer goes out means a GET /stats sent after it
      // never gets the figures from before. Writes that change nothing cost one recomputation.
      api.addHook('onSend', async (request, _reply, payload) => {
        if (request.method !== 'GET' && request.user) app.statsCache.forget(request.user.id);
        return payload;
      });
      for (const routes of FEATURE_ROUTES) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(realtimePlugin, { redis, listen });
  await app.register(productPlugin, { staticRoot: config.staticRoot, remotes: config.remotes, publicSourceMaps: config.publicSourceMaps });
  return app;
}
