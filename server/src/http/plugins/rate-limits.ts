// The rate-limit plugin the routes' own limits plug into (no global limit): counted in Redis when
// the server has it (http/rate-limit.ts), in this instance's memory otherwise.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { LOGIN_MESSAGES } from '@booknook/api/contract';
import type { RedisConnections } from '../../redis';
import { HttpError } from '../errors';
import { redisRateLimitStore } from '../rate-limit';

export interface RateLimitsOptions {
  redis: RedisConnections | null;
}

export const rateLimitsPlugin = fp<RateLimitsOptions>(
  async (app, { redis }) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, LOGIN_MESSAGES.tooManyAttempts),
      // Shared by every instance through Redis when there is one. Without Redis a limit cannot be
      // counted at all, so an outage lets requests through rather than refusing every login.
      ...(redis ? { store: redisRateLimitStore(redis), skipOnError: true } : {}),
    });
  },
  { name: 'booknook-rate-limits' },
);
