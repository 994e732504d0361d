// Prometheus metrics of one instance (issue 23), in prom-client's text format: request durations
// by route and status, the event loop's delay (prom-client's default Node metrics), database pool
// use, open sockets and running import jobs. Each app has its own registry, so tests that build
// several apps in one process never mix their figures. Served on METRICS_PORT (metrics/server.ts)
// or, with METRICS_TOKEN, at GET /api/metrics (metrics/routes.ts); never to the public.
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a pg.Pool reports of its connections. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

type Count = () => number | Promise<number>;

export interface Metrics {
  readonly registry: Registry;
  /** Records one answered request; `route` is the route as declared (e.g. /api/shelves/:id), never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /**
   * The import job code calls this once with a function counting the jobs this instance is
   * running now; until then the gauge reads 0, since no import can run.
   */
  countRunningImportJobs(count: Count): void;
}

export interface MetricsSources {
  /** The database pool's connections; null when there is no pool to report. */
  poolUsage: (() => PoolUsage) | null;
  /** Sockets open on this instance now. */
  openSockets: Count;
}

/** From 5 ms to 10 s: an API answer of this app takes a few ms; a slow one shows in the upper buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics({ poolUsage, openSockets }: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const usage = poolUsage?.() ?? { total: 0, idle: 0, waiting: 0 };
      for (const [state, value] of Object.entries(usage)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'socketio_open_sockets',
    help: 'Realtime connections open on this instance',
    registers: [registry],
    async collect() {
      this.set(await openSockets());
    },
  });
  let runningImportJobs: Count = () => 0;
  new Gauge({
    name: 'import_jobs_running',
    help: 'Import jobs this instance is working on now',
    registers: [registry],
    async collect() {
      this.set(await runningImportJobs());
    },
  });
  return {
    registry,
    observeRequest: (method, route, statusCode, seconds) => requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds),
    countRunningImportJobs: (count) => {
      runningImportJobs = count;
    },
  };
}
