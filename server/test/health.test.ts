// Health checks and the drain on SIGTERM (issue 23): a proxy routes by GET /api/health/ready, so a
// stopping instance must answer "not ready" first, then finish what it started and send its sockets
// elsewhere; an instance whose database does not answer must not be sent requests.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HEALTH_MESSAGES } from '@booknook/api/contract';
import { buildApp } from '../src/app';
import { NOT_READY_ANSWERS_NOTICED } from '../src/health/readiness';
import { drainAndClose } from '../src/server';
import { createTestDatabase, testConfig, type TestDatabase } from './helpers';
import { newReader } from './security/people';
import { disconnection, outcome, socketsForFile } from './sockets';

describe('an instance serving requests', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let origin: string;
  const connect = socketsForFile(() => origin);
  /** A GET on a connection of its own, closed after the answer (fetch would keep it open, and closing waits for it). */
  const getOnce = (url: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      http
        .get(url, { agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) as unknown }));
        })
        .on('error', reject);
    });
  /** Resolves the request held in flight by the test route. */
  let finishHeldRequest: () => void = () => undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(), database);
    // A request that stays in flight until the test lets it finish, as a slow one would.
    app.get('/test/held', async () => {
      await new Promise<void>((resolve) => (finishHeldRequest = resolve));
      return { finished: true };
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test('is live and ready while its database answers', async () => {
    expect((await fetch(`${origin}/api/health/live`)).status).toBe(200);
    const ready = await fetch(`${origin}/api/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  test('on shutdown answers not ready, finishes the request in flight and sends its sockets to reconnect', async () => {
    const reader = await newReader({ app, db: database.db, config: testConfig(), close: async () => undefined });
    const socket = connect({ auth: { token: reader.auth.authorization.slice('Bearer '.length) } });
    expect(await outcome(socket)).toBe('connected');
    const socketClosed = disconnection(socket);
    const held = getOnce(`${origin}/test/held`);
    // The proxy has been polling: the instance waits for it to see the change.
    expect((await getOnce(`${origin}/api/health/ready`)).status).toBe(200);

    const closing = drainAndClose(app);
    // As the proxy checks: enough "not ready" answers for it to take the instance out.
    for (let check = 0; check < NOT_READY_ANSWERS_NOTICED; check += 1) {
      const notReady = await getOnce(`${origin}/api/health/ready`);
      expect([notReady.status, notReady.body]).toEqual([503, { error: HEALTH_MESSAGES.draining }]);
    }

    // "transport close" is a dropped connection, which socket.io clients reconnect after; the
    // server's own "io server disconnect" would keep them away.
    expect(await socketClosed).toBe('transport close');
    finishHeldRequest();
    const answer = await held;
    expect([answer.status, answer.body]).toEqual([200, { finished: true }]);
    await closing;
    await expect(getOnce(`${origin}/api/health/live`)).rejects.toThrow();
  });
});

test('a draining instance keeps serving, each answer closing its connection, until its drain delay has passed as well as the not-ready answers', async () => {
  const database = await createTestDatabase();
  // As npm run cluster runs it: HAProxy decides when the instance is out, not whoever else asks.
  const app = await buildApp(testConfig({ drainDelayMs: 3000 }), database);
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    /** A GET asking to keep its connection open, as a proxy's pooled connections do; closed by the test after the answer. */
    const get = (url: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const agent = new http.Agent({ keepAlive: true });
        http
          .get(`${origin}${url}`, { agent }, (response) => {
            response.resume();
            response.on('end', () => {
              agent.destroy();
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
            });
          })
          .on('error', (error) => {
            agent.destroy();
            reject(error);
          });
      });
    expect(await get('/api/health/ready')).toEqual({ status: 200, connection: 'keep-alive' });

    const closing = drainAndClose(app);
    // Someone other than the proxy (a supervisor waiting for the instance) asks twice.
    for (let check = 0; check < NOT_READY_ANSWERS_NOTICED; check += 1) expect((await get('/api/health/ready')).status).toBe(503);

    // Still listening and serving; the answer tells the proxy not to reuse the connection.
    expect(await get('/api/health/live')).toEqual({ status: 200, connection: 'close' });
    await closing;
    await expect(get('/api/health/live')).rejects.toThrow();
  } finally {
    await app.close();
    await database.close();
  }
});

test('an instance whose database does not answer is live but not ready', async () => {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(), database);
  try {
    await database.db.destroy();
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { error: HEALTH_MESSAGES.database }]);
  } finally {
    await app.close();
    await database.close();
  }
});
