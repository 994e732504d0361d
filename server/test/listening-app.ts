// One test file's app over a fresh database, listening on a port of its own so sockets can connect:
// what the tests of sessions ending and of accounts being deleted both need, since both watch a
// reader's sockets close.
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { createTestDatabase, testConfig, type SignedIn, type TestDatabase } from './helpers';
import { outcome, socketsForFile } from './sockets';

export interface ListeningApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Opens a socket to the app (closed after each test). */
  connect: ReturnType<typeof socketsForFile>;
  /** A socket of the reader's, as a signed-in tab opens it, once the server accepted it. */
  connectedAs(reader: SignedIn): Promise<Socket>;
}

/** Started before the file's first test and closed after its last; its parts can be read once it started. */
export function listeningAppForFile(): ListeningApp {
  let started: { app: FastifyInstance; database: TestDatabase; origin: string } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), database);
    started = { app, database, origin: await app.listen({ port: 0, host: '127.0.0.1' }) };
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.database.close();
  });
  const current = () => {
    if (!started) throw new Error('The app starts in beforeAll; use it inside tests or hooks');
    return started;
  };
  const connect = socketsForFile(() => current().origin);
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    connect,
    async connectedAs(reader) {
      const socket = connect({ auth: { token: reader.token }, query: { user_id: String(reader.user.id) } });
      expect(await outcome(socket)).toBe('connected');
      return socket;
    },
  };
}
