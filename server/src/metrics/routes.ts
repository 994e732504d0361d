// GET /metrics on the main port, only for the holder of METRICS_TOKEN (issue 23): without that
// setting it answers 404, so the public never reads the instance's figures.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HEALTH_MESSAGES } from '@booknook/api/contract';
import { bearerToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses } from '../http/schemas';

/** Compared as digests of equal length, so the time taken says nothing of the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { metricsToken } = app.config;
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        security: bearerAuth,
        summary: 'Prometheus metrics of this instance, for the holder of METRICS_TOKEN',
        response: { 200: Type.String(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      if (!metricsToken) throw new HttpError(404, HEALTH_MESSAGES.metricsNotHere);
      const token = bearerToken(request.headers.authorization);
      if (!token || !sameToken(token, metricsToken)) throw new HttpError(401, HEALTH_MESSAGES.metricsToken, { 'www-authenticate': 'Bearer' });
      return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
    },
  );
};
