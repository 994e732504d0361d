import jwt from 'jsonwebtoken';
import { REALTIME_EVENTS, type UserNotification } from '@booknook/api/contract';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import { REALTIME_MESSAGES } from '../src/realtime';
import { TEST_JWT_SECRET, createTestApp, signUpAndLogIn, type SignedIn, type TestApp } from './helpers';
import { outcome, socketsForFile } from './sockets';

let t: TestApp;
let origin: string;
let reader: SignedIn;
const connect = socketsForFile(() => origin);

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  reader = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

describe('socket.io at /socket.io', () => {
  it('accepts a connection with a valid token and its own user_id', async () => {
    const socket = connect({ auth: { token: reader.token }, query: { user_id: String(reader.user.id) } });
    expect(await outcome(socket)).toBe('connected');
  });

  it('accepts the token as an Authorization header too', async () => {
    expect(await outcome(connect({ headers: reader.auth }))).toBe('connected');
  });

  it('refuses a connection without a token, with a bad token or with an expired one', async () => {
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, {
      subject: String(reader.user.id),
    });
    expect(await outcome(connect({}))).toBe(AUTH_MESSAGES.missingToken);
    expect(await outcome(connect({ auth: { token: 'garbage' } }))).toBe(AUTH_MESSAGES.invalidToken);
    expect(await outcome(connect({ auth: { token: expired } }))).toBe(AUTH_MESSAGES.expiredToken);
  });

  it('refuses a user_id that is not the token’s: another reader’s, or one of nobody', async () => {
    const other = await signUpAndLogIn(t.app);
    const asTheReader = connect({ auth: { token: other.token }, query: { user_id: String(reader.user.id) } });
    expect(await outcome(asTheReader)).toBe(REALTIME_MESSAGES.userMismatch);
    const asNobody = connect({ auth: { token: reader.token }, query: { user_id: String(reader.user.id + 1000) } });
    expect(await outcome(asNobody)).toBe(REALTIME_MESSAGES.userMismatch);
  });

  it('refuses a token for the reader that the server did not sign: another secret, or none', async () => {
    const forged = jwt.sign({ ver: 0 }, 'another-secret-of-at-least-thirty-two-characters', { subject: String(reader.user.id), expiresIn: 60 });
    const claims = reader.token.split('.')[1];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${claims}.`;
    expect(await outcome(connect({ auth: { token: forged }, query: { user_id: String(reader.user.id) } }))).toBe(AUTH_MESSAGES.invalidToken);
    expect(await outcome(connect({ auth: { token: unsigned } }))).toBe(AUTH_MESSAGES.invalidToken);
  });

  it('delivers emitToUser only to that user’s connections, and emitToAll to everyone', async () => {
    const other = await signUpAndLogIn(t.app);
    const mine = connect({ auth: { token: reader.token } });
    const theirs = connect({ auth: { token: other.token } });
    expect(await Promise.all([outcome(mine), outcome(theirs)])).toEqual(['connected', 'connected']);

    const notice = (title: string): UserNotification => ({
      id: 1,
      title,
      message: 'hello',
      notification_type: 'info',
      is_read: false,
      date_sent: new Date(0).toISOString(),
    });
    const received: string[] = [];
    theirs.on(REALTIME_EVENTS.notification, (payload: UserNotification) => received.push(`other:${payload.title}`));
    const mineGotIt = new Promise<unknown>((resolve) => mine.once(REALTIME_EVENTS.notification, resolve));
    t.app.realtime.emitToUser(reader.user.id, REALTIME_EVENTS.notification, notice('for you'));
    expect(await mineGotIt).toEqual(notice('for you'));

    const everyone = Promise.all([mine, theirs].map((socket) => new Promise((resolve) => socket.once(REALTIME_EVENTS.noMoreUnreadNotifications, () => resolve('none left')))));
    t.app.realtime.emitToAll(REALTIME_EVENTS.noMoreUnreadNotifications);
    expect(await everyone).toEqual(['none left', 'none left']);
    // The user-only event reached `mine` before the broadcast was sent, so it never went to `theirs`.
    expect(received).toEqual([]);
  });
});
