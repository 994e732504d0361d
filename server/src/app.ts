// The Fastify application. Plugins load in the architecture's order: config -> db -> auth ->
// routes -> socket.io, then the web app's files. main.ts and the tests both build it here.
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
import type { Database } from './db';
import { HttpError } from './errors';
import { authPlugin } from './auth/plugin';
import { registerErrorHandler } from './http/error-handler';
import { formatValidationErrors } from './http/validation';
import { productPlugin } from './http/product';
import { realtimePlugin } from './realtime';
import { authRoutes } from './routes/auth';
import { booksApiRoutes } from './routes/books-api';
import { genreRoutes } from './routes/genres';
import { libraryRoutes } from './routes/library';
import { profilePictureRoutes } from './routes/profile-pictures';
import { settingsRoutes } from './routes/settings';
import { shelfRoutes } from './routes/shelves';
import { userRoutes } from './routes/users';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
  }
}

export const API_PREFIX = '/api';
/** Smaller answers (most of the API's) gain less from compression than it costs to do. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;
export const DOCS_PREFIX = `${API_PREFIX}/docs`;

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** Log to stdout at config.logLevel; tests leave it off. */
  logger?: boolean;
}

export async function buildApp(config: Config, { db, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    logger: logger && { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Request lines drown everything else at info level; debug shows them.
    logController: new LogController({ disableRequestLogging: !verbose }),
    schemaErrorFormatter: formatValidationErrors,
    // Emails travel in the path (/users/check-email/:email) and may be 254 characters, escaped.
    routerOptions: { maxParamLength: 400 },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandler(app);
  app.decorate('config', config);
  app.decorate('db', db);
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

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyAttempts),
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
      await api.register(userRoutes);
      await api.register(authRoutes, { rateLimit: config.authRateLimit });
      await api.register(settingsRoutes);
      await api.register(profilePictureRoutes);
      await api.register(shelfRoutes);
      await api.register(booksApiRoutes);
      await api.register(genreRoutes);
      await api.register(libraryRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(realtimePlugin, { redisUrl: config.redisUrl });
  await app.register(productPlugin, { staticRoot: config.staticRoot, remotes: config.remotes, publicSourceMaps: config.publicSourceMaps });
  return app;
}
