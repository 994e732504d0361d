// The one error handler: every failure reaches the client as `{ error: sentence }` with a 4xx or
// 500 status, and nothing internal (stack, SQL, driver text) ever leaves the process.
import http from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@booknook/api/contract';
import { HttpError, loggableError } from './errors';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** Sentences for client errors raised by Fastify and its plugins, whose own wording is technical. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: ACCOUNT_MESSAGES.pictureTooLarge,
  FST_FILES_LIMIT: 'Only one file may be uploaded',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but declared as JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body has an unsupported content type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be sent as multipart/form-data',
  FST_ERR_BAD_URL: 'The address contains an invalid %-escape or character',
};

function clientErrorMessage(error: FastifyError, status: number): string {
  if (error.code && CLIENT_ERROR_MESSAGES[error.code]) return CLIENT_ERROR_MESSAGES[error.code]!;
  return http.STATUS_CODES[status] ?? 'Bad request';
}

function isClientErrorStatus(status: unknown): status is number {
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Errors Fastify raises before routing (a path with an invalid %-escape), which never reach the
 * error handler: the same `{ error }` sentence.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = isClientErrorStatus(error.statusCode) ? error.statusCode : 400;
  void reply.code(status).send({ error: clientErrorMessage(error, status) });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    // Validation messages are written by our schemaErrorFormatter, so they are safe to show.
    if (error.validation) return reply.code(400).send({ error: error.message });
    if (isClientErrorStatus(error.statusCode)) {
      return reply.code(error.statusCode).send({ error: clientErrorMessage(error, error.statusCode) });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE });
  });
}
