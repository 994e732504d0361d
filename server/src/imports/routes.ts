// Importing an export file (issue 21): POST /imports, GET /imports, GET /imports/{id},
// DELETE /imports/{id}; the runner that works on the jobs starts with the server (job.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_START_WINDOW_SECONDS,
  ImportJob,
  ImportList,
  ImportParams,
  ImportRowsQuery,
  ImportStarted,
  ImportSummary,
} from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { uploadedFileName } from '../http/edge';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses } from '../http/schemas';
import { accountKey } from '../users/account-limits';
import { cancelImport, createImportJob, createImportRunner, listImports, readImport } from './job';

const ImportBody = Type.Object({
  file: Type.Optional(Type.Unknown({ description: 'The export file: CSV from Goodreads, The StoryGraph or BookNook, at most 20 MB and 50,000 books' })),
});

export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const runner = createImportRunner({
    db,
    realtime: { emitToUser: (...args) => app.realtime.emitToUser(...args) },
    libraryChanged: (userId) => app.statsCache.forget(userId),
    log: app.log,
    batchRows: app.config.importBatchRows,
    batchMs: app.config.importBatchMs,
    rest: app.config.importRest,
    rowsPerSecond: app.config.importRowsPerSecond,
  });
  app.metrics.countRunningImportJobs(runner.running);
  app.addHook('onClose', () => runner.close());

  app.post(
    '/imports',
    {
      onRequest: app.authenticate,
      config: {
        upload: { maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_MESSAGES.tooLarge },
        rateLimit: {
          max: app.config.importRateLimit,
          timeWindow: IMPORT_START_WINDOW_SECONDS * 1000,
          keyGenerator: accountKey,
          errorResponseBuilder: () => new HttpError(429, IMPORT_MESSAGES.tooManyStarts),
        },
      },
      schema: {
        tags: ['imports'],
        summary: "Import an export file (Goodreads, The StoryGraph or BookNook's CSV) into the caller's library; answers 202 at once",
        description:
          'Multipart form with one field, file. The file is read through at once: a header that is none of the formats, or a file that breaks CSV, is a 400 naming why; more than 20 MB or 50,000 books a 413. The job then runs in the background (GET /imports/{id}, and the importProgress realtime event). One import at a time per reader (409).',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        body: ImportBody,
        response: { 202: ImportStarted, ...errorResponses(400, 401, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { file } = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) throw new HttpError(400, IMPORT_MESSAGES.fileMissing);
      const id = await createImportJob(db, signedInUser(request).id, { bytes: file, name: uploadedFileName(request, 'file') || 'export.csv' });
      runner.wake();
      return reply.code(202).send({ id });
    },
  );

  app.get(
    '/imports',
    {
      onRequest: app.authenticate,
      schema: { tags: ['imports'], summary: "The caller's imports, newest first (the last 50)", security: bearerAuth, response: { 200: ImportList, ...errorResponses(401) } },
    },
    async (request) => listImports(db, signedInUser(request).id),
  );

  app.get(
    '/imports/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: "One of the caller's imports: status, counts and a page of its rows' reports (offset, limit; only=attention for skipped rows and rows with a reason)",
        security: bearerAuth,
        params: ImportParams,
        querystring: ImportRowsQuery,
        response: { 200: ImportJob, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readImport(db, signedInUser(request).id, request.params.id, request.query),
  );

  app.delete(
    '/imports/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: "Cancel one of the caller's imports that is still at work; what it imported stays",
        security: bearerAuth,
        params: ImportParams,
        response: { 200: ImportSummary, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => cancelImport(db, signedInUser(request).id, request.params.id),
  );
};
