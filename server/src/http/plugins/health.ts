// The instance's readiness (health/readiness.ts), shared by its route and by the shutdown in server.ts.
import fp from 'fastify-plugin';
import type { RedisConnections } from '../../redis';
import { createReadiness, type Readiness } from '../../health/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface HealthOptions {
  redis: RedisConnections | null;
  drainDelayMs: number;
}

export const healthPlugin = fp<HealthOptions>(
  async (app, { redis, drainDelayMs }) => {
    app.decorate('readiness', createReadiness(app.db, redis, drainDelayMs));
    // While draining, every answer closes its connection: a proxy that keeps idle connections to
    // reuse would otherwise send its next request down one just as the instance closes it, and a
    // write lost that way cannot be retried (it may have been applied).
    app.addHook('onSend', async (_request, reply) => {
      if (app.readiness.draining) reply.header('connection', 'close');
    });
  },
  { name: 'booknook-health' },
);
