// Limits counted per account, whatever address the calls come from. A route's own onRequest
// (authentication) runs before its limit, so the signed-in user is known.
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import type { Config } from '../config';
import { HttpError } from '../http/errors';

export const accountKey = (request: FastifyRequest) => `user:${signedInUser(request).id}`;

/**
 * A stolen token must not be able to guess the current password, or move the email about, as often
 * as it likes: ACCOUNT_CHANGE_RATE_LIMIT tries an hour per account, each route counted on its own.
 */
export function accountChangeLimit(config: Pick<Config, 'accountChangeRateLimit'>, options: Pick<RateLimitOptions, 'hook' | 'allowList'> = {}): RateLimitOptions {
  return {
    max: config.accountChangeRateLimit,
    timeWindow: '1 hour',
    keyGenerator: accountKey,
    errorResponseBuilder: () => new HttpError(429, ACCOUNT_MESSAGES.tooManyAccountChanges),
    ...options,
  };
}
