// Metrics are for the operator, never the public (issue 23): on the main port only with
// METRICS_TOKEN as a bearer token (404 without that setting, 401 without the token), or on
// METRICS_PORT, a port of its own. And they say what the issue lists, without made-up figures.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HEALTH_MESSAGES } from '@booknook/api/contract';
import { ConfigError, loadConfig } from '../src/config';
import { startMetricsServer } from '../src/metrics/server';
import { createTestApp, type TestApp } from './helpers';
import { newAdmin } from './security/people';

const METRICS_TOKEN = 'metrics-token-of-at-least-thirty-two-characters';

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('the main port does not serve them, even to an administrator', async () => {
    const admin = await newAdmin(t);
    for (const headers of [{}, admin.auth]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect([response.statusCode, response.json()]).toEqual([404, { error: HEALTH_MESSAGES.metricsNotHere }]);
    }
  });

  test('METRICS_PORT serves them on a port of its own, and nothing else there', async () => {
    const server: http.Server = await startMetricsServer(t.app.metrics.registry, 0, '127.0.0.1');
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const metrics = await fetch(`${origin}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('db_pool_connections');
      expect((await fetch(`${origin}/api/health/live`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: METRICS_TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

  test('refuses a request without the token or with another one, a reader’s login included', async () => {
    const admin = await newAdmin(t);
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, admin.auth.authorization]) {
      const response = await scrape(authorization);
      expect([response.statusCode, response.json()]).toEqual([401, { error: HEALTH_MESSAGES.metricsToken }]);
    }
  });

  test('answers the holder of the token with request durations by route and status, the event loop, the pool, sockets and import jobs', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/12345' });
    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} 1/);
    // An unknown URL adds no series of its own.
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status_code="404"\} 1/);
    expect(text).not.toContain('12345');
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d/);
    expect(text).toMatch(/socketio_open_sockets 0/);
    expect(text).toMatch(/import_jobs_running 0/);
  });

  test('running import jobs are what the job code reports once it registers', async () => {
    t.app.metrics.countRunningImportJobs(() => 2);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).body).toMatch(/import_jobs_running 2/);
  });
});

test('a short METRICS_TOKEN or a bad METRICS_PORT stops the start with a sentence', () => {
  expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  expect(() => loadConfig({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT must be a whole number/);
  expect(loadConfig({ METRICS_PORT: '9181' }).metricsPort).toBe(9181);
});
