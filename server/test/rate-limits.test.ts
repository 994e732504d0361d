// Rate limits hold across server instances when they share Redis (issue 9): two instances must not
// allow twice the login attempts of one. The uniqueness checks of sign-up are limited too, and
// picture uploads per reader.
import { randomBytes } from 'node:crypto';
import { Jimp } from 'jimp';
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES } from '@booknook/api/contract';
import type { Config } from '../src/config';
import { createTestApp, createTestDatabase, signUpAndLogIn, type SignedIn, type TestApp, type TestDatabase } from './helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: TestApp[] = [];
// Limits are counted in memory or Redis, not in the database: every app of the file shares one.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(opened.map((test) => test.close()));
  await database.close();
});

async function instances(
  count: number,
  limits: Partial<Pick<Config, 'authRateLimit' | 'checkRateLimit' | 'accountChangeRateLimit' | 'pictureRateLimit' | 'trustProxy'>>,
  redis: boolean,
) {
  const redisKeyPrefix = `booknook-test-limits-${randomBytes(6).toString('hex')}:`;
  const apps: TestApp[] = [];
  for (let i = 0; i < count; i += 1) {
    apps.push(await createTestApp({ ...limits, ...(redis ? { redisUrl: REDIS_URL, redisKeyPrefix } : {}) }, { database }));
  }
  opened.push(...apps);
  return apps;
}

const login = (test: TestApp, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email: 'nobody@example.com', password: 'wrong' } });

it('counts login attempts once for two instances sharing Redis', async () => {
  const [first, second] = await instances(2, { authRateLimit: 3 }, true);
  const statuses = [];
  for (const test of [first!, second!, first!, second!]) statuses.push((await login(test)).statusCode);
  expect(statuses).toEqual([401, 401, 401, 429]);
  const refused = await login(first!);
  expect(refused.json()).toEqual({ error: LOGIN_MESSAGES.tooManyAttempts });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});

it('counts each limited route on its own, in Redis as in memory', async () => {
  const [test] = await instances(1, { authRateLimit: 2 }, true);
  expect([(await login(test!)).statusCode, (await login(test!)).statusCode]).toEqual([401, 401]);
  const signUp = await test!.app.inject({ method: 'POST', url: '/api/auth/create', payload: {} });
  expect(signUp.statusCode).toBe(400);
});

it('without Redis, each instance can only count its own attempts', async () => {
  const [first, second] = await instances(2, { authRateLimit: 3 }, false);
  const statuses = [];
  for (const test of [first!, second!, first!, second!]) statuses.push((await login(test)).statusCode);
  expect(statuses).toEqual([401, 401, 401, 401]);
});

it.each(['/api/users/check-username/someone', '/api/users/check-email/someone%40example.com'])('limits %s per address', async (url) => {
  const [test] = await instances(1, { checkRateLimit: 3 }, true);
  const statuses = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await test!.app.inject({ url })).statusCode);
  expect(statuses).toEqual([200, 200, 200, 429]);
});

describe('password and email changes, counted per account', () => {
  const wrongAttempt = {
    '/api/settings/password': { currentPassword: 'Wr0ng!pass', newPassword: 'N3w!Passw0rd' },
    '/api/settings/update-email': { newEmail: 'one@example.com', confirmEmail: 'other@example.com' },
  };
  type Route = keyof typeof wrongAttempt;
  const attempt = (test: TestApp, url: Route, reader: SignedIn, remoteAddress: string) =>
    test.app.inject({ method: 'PUT', url, headers: reader.auth, remoteAddress, payload: wrongAttempt[url] });

  it.each([true, false])('limits each of them for the account from any address, and no other account (Redis: %s)', async (redis) => {
    const [test] = await instances(1, { accountChangeRateLimit: 3 }, redis);
    const [reader, other] = [await signUpAndLogIn(test!.app), await signUpAndLogIn(test!.app)];

    for (const url of Object.keys(wrongAttempt) as Route[]) {
      const statuses = [];
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) statuses.push((await attempt(test!, url, reader!, address)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const refused = await attempt(test!, url, reader!, '10.0.0.5');
      expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.tooManyAccountChanges });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // From the same address as the refused reader.
      expect((await attempt(test!, url, other!, '10.0.0.1')).statusCode).toBe(400);
    }
  });
});

describe('behind a load balancer (every request comes from 127.0.0.1)', () => {
  const from = (client: string) => ({ 'x-forwarded-for': client });
  /** Two attempts from one client, then one from each of two clients. */
  const attempts = async (test: TestApp) => {
    const statuses = [];
    for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) statuses.push((await login(test, from(client))).statusCode);
    return statuses;
  };

  it.each([['127.0.0.1'], ['loopback'], ['10.0.0.0/8', '127.0.0.0/8']])('counts each forwarded client on its own when TRUST_PROXY names the proxy: %s', async (...trustProxy) => {
    const [test] = await instances(1, { authRateLimit: 2, trustProxy }, false);
    expect(await attempts(test!)).toEqual([401, 401, 429, 401]);
  });

  it('ignores X-Forwarded-For from a peer TRUST_PROXY does not name', async () => {
    const [test] = await instances(1, { authRateLimit: 2, trustProxy: ['10.0.0.0/8'] }, false);
    expect(await attempts(test!)).toEqual([401, 401, 429, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot pick its own address', async () => {
    const [test] = await instances(1, { authRateLimit: 2 }, false);
    expect(await attempts(test!)).toEqual([401, 401, 429, 429]);
  });
});

describe('picture uploads', () => {
  const saveSettings = async (test: TestApp, reader: SignedIn, picture: Buffer | null) => {
    const form = new FormData();
    form.append('display_name', 'Pictured');
    if (picture) form.append('profile_picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    return (await test.app.inject({ method: 'PUT', url: '/api/settings', headers: reader.auth, payload: form })).statusCode;
  };

  it.each([true, false])('are limited per reader, not per address, counting only forms with a picture (Redis: %s)', async (redis) => {
    const [test] = await instances(1, { pictureRateLimit: 2 }, redis);
    const [reader, other] = [await signUpAndLogIn(test!.app), await signUpAndLogIn(test!.app)];
    const picture = await new Jimp({ width: 32, height: 32, color: 0x118844ff }).getBuffer('image/png');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await saveSettings(test!, reader, picture));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await saveSettings(test!, reader, null)).toBe(200);
    expect(await saveSettings(test!, other, picture)).toBe(200);
  });
});
