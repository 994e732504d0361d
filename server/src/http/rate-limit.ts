// Rate limits (login, sign-up, the uniqueness checks): counted in Redis when the server has it, so
// two instances behind one load balancer allow what one would, not twice as much; in each instance's
// memory otherwise. Plugs into @fastify/rate-limit as its `store` (its own Redis store needs ioredis,
// a second Redis client library beside the `redis` package the socket.io adapter already uses).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnections } from '../redis';

/** One window per key: the first hit starts it, later hits count in it (the plugin's own Redis rule). */
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

type Done = Parameters<FastifyRateLimitStore['incr']>[1];

/** A store class for @fastify/rate-limit's `store` option, bound to this server's Redis. */
export function redisRateLimitStore({ commands, keyPrefix }: Pick<RedisConnections, 'commands' | 'keyPrefix'>): FastifyRateLimitStoreCtor {
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options, which this store does not need.
    constructor(
      _options: unknown,
      private readonly prefix = `${keyPrefix}rate-limit:`,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      commands
        .sendCommand(['EVAL', COUNT_HIT, '1', `${this.prefix}${key}`, String(timeWindow)])
        .then((reply) => {
          const [current, ttl] = reply as unknown as [number, number];
          done(null, { current, ttl });
        })
        .catch((error: Error) => done(error));
    }

    /** Each limited route counts on its own, as the plugin's stores do. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged options with the route under routeInfo, whatever its typings say.
      const { routeInfo } = options as unknown as { routeInfo: { method: string | string[]; url: string } };
      return new RedisRateLimitStore(null, `${this.prefix}${String(routeInfo.method)}${routeInfo.url}:`);
    }
  };
}
