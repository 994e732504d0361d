// GET /health/live and /health/ready (issue 23), for the proxy and supervisor in front of the
// instances; public, answered without a token and without touching any reader's data.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LiveResponse, ReadyResponse } from '@booknook/api/contract';
import { HttpError } from '../http/errors';
import { errorResponses } from '../http/schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['health'];

  app.get(
    '/health/live',
    { schema: { tags, summary: 'The process answers', response: { 200: LiveResponse } } },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'The instance can serve requests: its database and Redis answer, and it is not shutting down',
        response: { 200: ReadyResponse, ...errorResponses(503) },
      },
    },
    async () => {
      const problem = await app.readiness.problem();
      if (problem) throw new HttpError(503, problem);
      return { status: 'ready' as const };
    },
  );
};
