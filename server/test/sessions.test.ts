// Sessions end (issue 9 "Sessions", issue 10 §3): a token carries its account's session version,
// checked on every request and socket; tokens.endSessions raises it inside the caller's
// transaction (password change, email change, account deletion) and hands the calling device a
// fresh token; every socket of the account closes once that transaction commits, on every
// instance; a socket closes when its token expires, and when its account is deleted.
import jwt from 'jsonwebtoken';
import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENTS } from '@booknook/api/contract';
import { buildApp } from '../src/app';
import type { AppDatabase, DatabaseListener } from '../src/db';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import { TEST_JWT_SECRET, signUpAndLogIn, testConfig, type TestDatabase } from './helpers';
import { listeningAppForFile } from './listening-app';
import { disconnection, outcome, socketsForFile } from './sockets';

const server = listeningAppForFile();
const { connect, connectedAs: connected } = server;
let app: FastifyInstance;
let database: TestDatabase;
// Named once the server started, for the tests below.
beforeAll(() => ({ app, database } = server));

function verify(token: string, on = app) {
  return on.inject({ method: 'POST', url: '/api/auth/verify-token', headers: { authorization: `Bearer ${token}` }, payload: {} });
}

function endSessions(userId: number): Promise<string> {
  return database.db.transaction().execute((trx) => app.tokens.endSessions(trx, userId));
}

/** Proves a socket is still open: an event sent to its user after `action` reaches it. */
async function stillReceives(socket: ReturnType<typeof connect>, userId: number) {
  const received = new Promise((resolve) => socket.once(REALTIME_EVENTS.noMoreUnreadNotifications, () => resolve('received')));
  app.realtime.emitToUser(userId, REALTIME_EVENTS.noMoreUnreadNotifications);
  expect(await received).toBe('received');
}

describe('ending a reader’s sessions', () => {
  it('refuses every token issued before, on any route, and accepts the fresh one it returns', async () => {
    const reader = await signUpAndLogIn(app);
    const sameReaderElsewhere = await signUpAndLogIn(app, { username: `${reader.fields.username}x`, email: `x${reader.fields.email}` });
    const fresh = await endSessions(reader.user.id);

    const refused = await verify(reader.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: AUTH_MESSAGES.endedSession });
    const shelves = await app.inject({ url: '/api/shelves', headers: reader.auth });
    expect(shelves.statusCode).toBe(401);

    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/shelves', headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);
    // Another account is untouched.
    expect((await verify(sameReaderElsewhere.token)).statusCode).toBe(200);
  });

  it('closes the reader’s sockets when the transaction commits, and only theirs', async () => {
    const reader = await signUpAndLogIn(app);
    const other = await signUpAndLogIn(app);
    const [tab1, tab2, othersTab] = [await connected(reader), await connected(reader), await connected(other)];
    const closed = [disconnection(tab1), disconnection(tab2)];

    const fresh = await endSessions(reader.user.id);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await stillReceives(othersTab, other.user.id);

    // The old token cannot reconnect; the fresh one can.
    expect(await outcome(connect({ auth: { token: reader.token } }))).toBe(AUTH_MESSAGES.endedSession);
    const reconnected = connect({ auth: { token: fresh } });
    expect(await outcome(reconnected)).toBe('connected');
    await stillReceives(reconnected, reader.user.id);
  });

  it('changes nothing when the transaction rolls back', async () => {
    const reader = await signUpAndLogIn(app);
    const socket = await connected(reader);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await app.tokens.endSessions(trx, reader.user.id);
        throw new Error('the password change failed');
      }),
    ).rejects.toThrow('the password change failed');

    expect((await verify(reader.token)).statusCode).toBe(200);
    await stillReceives(socket, reader.user.id);
  });

  it('closes the sockets of a deleted account, which then cannot connect', async () => {
    const reader = await signUpAndLogIn(app);
    const socket = await connected(reader);
    const closed = disconnection(socket);
    await database.db.deleteFrom('users').where('id', '=', reader.user.id).execute();

    expect(await closed).toBe('io server disconnect');
    expect(await outcome(connect({ auth: { token: reader.token } }))).toBe(AUTH_MESSAGES.unknownUser);
    expect((await verify(reader.token)).json()).toEqual({ error: AUTH_MESSAGES.unknownUser });
  });

  it('accepts tokens issued before session versions existed until the first change', async () => {
    const reader = await signUpAndLogIn(app);
    const versionless = jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: String(reader.user.id), expiresIn: 60 });
    expect((await verify(versionless)).statusCode).toBe(200);
    await endSessions(reader.user.id);
    expect((await verify(versionless)).json()).toEqual({ error: AUTH_MESSAGES.endedSession });
  });

  it.each([
    ['a version that is not a number', { ver: 'latest' }],
    ['a fractional version', { ver: 0.5 }],
  ])('refuses a token with %s', async (_, claims) => {
    const reader = await signUpAndLogIn(app);
    const token = jwt.sign(claims, TEST_JWT_SECRET, { algorithm: 'HS256', subject: String(reader.user.id), expiresIn: 60 });
    expect((await verify(token)).json()).toEqual({ error: AUTH_MESSAGES.invalidToken });
  });
});

describe('a socket lives no longer than its token', () => {
  it('is closed by the server when the token expires', async () => {
    const reader = await signUpAndLogIn(app);
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const shortLived = jwt.sign({ ver: 0, exp: expiresAt }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: String(reader.user.id) });
    const socket = connect({ auth: { token: shortLived } });
    expect(await outcome(socket)).toBe('connected');

    expect(await disconnection(socket)).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000);
  });
});

describe('with two server instances on one database', () => {
  let second: AppDatabase;
  let secondApp: FastifyInstance;
  let secondOrigin: string;
  const connectToSecond = socketsForFile(() => secondOrigin);

  beforeAll(async () => {
    second = await database.openAgain();
    secondApp = await buildApp(testConfig(), second);
    secondOrigin = await secondApp.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await secondApp.close();
    await second.close();
  });

  it('closes the reader’s sockets on the other instance too', async () => {
    const reader = await signUpAndLogIn(app);
    const onSecond = connectToSecond({ auth: { token: reader.token } });
    expect(await outcome(onSecond)).toBe('connected');
    const closed = disconnection(onSecond);

    await endSessions(reader.user.id);
    expect(await closed).toBe('io server disconnect');
    expect((await verify(reader.token, secondApp)).json()).toEqual({ error: AUTH_MESSAGES.endedSession });
  });
});

describe('when the database listener reconnects', () => {
  let deafOrigin = '';
  const connectToDeaf = socketsForFile(() => deafOrigin);

  it('checks every socket it holds, since notices sent meanwhile were lost', async () => {
    let reconnected: (() => void) | undefined;
    // A listener that hears nothing, as while its connection is down, and then reconnects.
    const deaf: DatabaseListener = async (_channel, handler) => {
      reconnected = handler.onReconnect;
      return async () => undefined;
    };
    const deafApp = await buildApp(testConfig(), { db: database.db, listen: deaf });
    deafOrigin = await deafApp.listen({ port: 0, host: '127.0.0.1' });
    try {
      const reader = await signUpAndLogIn(deafApp);
      const kept = await signUpAndLogIn(deafApp);
      const ended = connectToDeaf({ auth: { token: reader.token } });
      const untouched = connectToDeaf({ auth: { token: kept.token } });
      expect(await Promise.all([outcome(ended), outcome(untouched)])).toEqual(['connected', 'connected']);
      const closed = disconnection(ended);

      await database.db.transaction().execute((trx) => deafApp.tokens.endSessions(trx, reader.user.id));
      reconnected!();
      expect(await closed).toBe('io server disconnect');
      expect(untouched.connected).toBe(true);
    } finally {
      await deafApp.close();
    }
  });
});
