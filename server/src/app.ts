// The Fastify application. Plugins load in the architecture's order: config -> db -> auth ->
// routes -> socket.io, then the web app's files. main.ts and the tests both build it here.
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { ErrorResponse, MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@booknook/api/contract';
import type { Config } from './config';
import type { Database, DatabaseListener } from './db';
import { HttpError } from './http/errors';
import { authPlugin } from './auth/plugin';
import { parseQueryString, registerEdgeChecks } from './http/edge';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { formatValidationErrors } from './http/validation';
import { securityHeadersPlugin } from './http/headers';
import { productPlugin } from './http/product';
import { redisRateLimitStore } from './http/rate-limit';
import { collectApiRoutes } from './http/route-table';
import { connectRedis } from './redis';
import { realtimePlugin } from './realtime';
import { authRoutes } from './auth/routes';
import { createCatalogue } from './catalogue/catalogue';
import { catalogueRoutes } from './catalogue/routes';
import { addedBookRoutes } from './catalogue/added-books-routes';
import { createUpstreamProvider } from './catalogue/upstream';
import { exportRoutes } from './exports/routes';
import { libraryRoutes } from './library/routes';
import { notificationRoutes } from './notifications/routes';
import { reviewRoutes } from './reviews/routes';
import { statsRoutes } from './stats/routes';
import { userRoutes } from './users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
  }
}

export const API_PREFIX = '/api';
/** Smaller answers (most of the API's) gain less from compression than it costs to do. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Every feature's routes (server/src/<feature>/routes.ts), mounted under API_PREFIX in this order.
 * A new feature adds its plugin here, its tables to db/schema.ts and a migration.
 */
const FEATURE_ROUTES = [authRoutes, userRoutes, catalogueRoutes, addedBookRoutes, libraryRoutes, reviewRoutes, statsRoutes, notificationRoutes, exportRoutes];
export const DOCS_PREFIX = `${API_PREFIX}/docs`;

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** The database's notifications (AppDatabase.listen): how every instance hears that sessions ended. */
  listen: DatabaseListener;
  /** Log at config.logLevel to stdout (true) or to a stream (tests that read the log); off by default. */
  logger?: boolean | NodeJS.WritableStream;
}

export async function buildApp(config: Config, { db, listen, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
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

  // API answers and pages are compressed as they go out; the web app's files were compressed at
  // build time and are served as such (http/product.ts), which this plugin leaves alone.
  await app.register(compress, {
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Measured on a 17 KB search answer: Brotli's default quality 11 takes 19.7 ms for 2,748
    // bytes; quality 4 gives gzip -6's 3,476 bytes at its speed (0.2 ms).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'BookNook API',
        version: '0.1.0',
        description: 'Every error answers `{ error }` with one sentence meant for people.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyAttempts),
    // Shared by every instance through Redis when there is one. Without Redis a limit cannot be
    // counted at all, so an outage lets requests through rather than refusing every login.
    ...(redis ? { store: redisRateLimitStore(redis), skipOnError: true } : {}),
  });
  // Profile pictures are the only uploads; files arrive in the body as Buffers, fields as strings.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 31 },
  });

  await app.register(authPlugin, {
    db,
    jwtSecret: config.jwtSecret,
    jwtExpiresInSeconds: config.jwtExpiresInSeconds,
  });

  await app.register(
    async (api) => {
      for (const routes of FEATURE_ROUTES) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(realtimePlugin, { redis, listen });
  await app.register(productPlugin, { staticRoot: config.staticRoot, remotes: config.remotes, publicSourceMaps: config.publicSourceMaps });
  return app;
}
