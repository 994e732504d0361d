// This instance's metrics (metrics/metrics.ts): every answered request is timed here, by the route
// as declared so a URL full of ids or garbage adds no new series.
import fp from 'fastify-plugin';
import { createMetrics, type Metrics, type PoolUsage } from '../../metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  poolUsage: (() => PoolUsage) | null;
}

/** Requests no route matched, counted under one label. */
const UNMATCHED_ROUTE = '(unmatched)';

export const metricsPlugin = fp<MetricsOptions>(
  async (app, { poolUsage }) => {
    const metrics = createMetrics({
      poolUsage,
      // The realtime plugin registers after the routes; the gauge reads it when scraped.
      openSockets: () => (app.hasDecorator('realtime') ? app.realtime.io.engine.clientsCount : 0),
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'booknook-metrics' },
);
