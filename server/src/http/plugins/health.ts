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
}

export const healthPlugin = fp<HealthOptions>(
  async (app, { redis }) => {
    app.decorate('readiness', createReadiness(app.db, redis));
  },
  { name: 'booknook-health' },
);
