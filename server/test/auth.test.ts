import jwt from 'jsonwebtoken';
import { LOGIN_MESSAGES, type LoginResponse } from '@booknook/api/contract';
import { buildApp } from '../src/app';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import {
  TEST_JWT_SECRET,
  createTestApp,
  createTestDatabase,
  newAccountFields,
  postSignUp,
  signUpAndLogIn,
  signUpForm,
  testAppForFile,
  testConfig,
} from './helpers';

const t = testAppForFile();

function login(body: unknown, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body as Record<string, unknown> });
}

function verify(authorization?: string, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/verify-token',
    headers: authorization ? { authorization } : {},
    payload: {},
  });
}

describe('POST /api/auth/login', () => {
  it('answers a token and the session user for the right email and password, email in any case', async () => {
    const fields = newAccountFields();
    const created = await postSignUp(t.app, signUpForm(fields));
    const response = await login({ email: fields.email.toUpperCase(), password: fields.password });

    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user).toEqual(created.json().user);
    expect(Object.keys(body.user).sort()).toEqual(['id', 'profile_picture', 'recommendations', 'user_type_id', 'username']);
    expect(jwt.verify(body.token, TEST_JWT_SECRET)).toMatchObject({ sub: String(body.user.id), exp: expect.any(Number) });
  });

  it('refuses a wrong password and an unknown email alike with 401', async () => {
    const { fields } = await signUpAndLogIn(t.app);
    const wrongPassword = await login({ email: fields.email, password: 'Wr0ngPass!' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: fields.password });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: LOGIN_MESSAGES.invalidCredentials });
    }
  });

  it.each([
    ['an empty email', { email: ' ', password: 'x' }, LOGIN_MESSAGES.emailRequired],
    ['an empty password', { email: 'a@b.co', password: '' }, LOGIN_MESSAGES.passwordRequired],
    ['no email field', { password: 'x' }, LOGIN_MESSAGES.emailRequired],
    ['no password field', { email: 'a@b.co' }, LOGIN_MESSAGES.passwordRequired],
    ['an object for the email', { email: { address: 'a@b.co' }, password: 'x' }, 'Email must be a string'],
  ])('refuses %s with 400 and the spec message', async (_case, body, message) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('refuses a body that is not JSON with a 400 sentence', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON' });
  });
});

describe('POST /api/auth/verify-token', () => {
  it('confirms a valid token with the user type of its account', async () => {
    const { token } = await signUpAndLogIn(t.app);
    const response = await verify(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, user_type_id: 2 });
  });

  it('answers 401 without a token, with a malformed one, or with one signed by another key', async () => {
    const forged = jwt.sign({}, 'another-secret-of-at-least-thirty-two-chars', { subject: '1', expiresIn: 60 });
    expect((await verify()).json()).toEqual({ error: AUTH_MESSAGES.missingToken });
    for (const authorization of ['Bearer not.a.token', `Bearer ${forged}`]) {
      const response = await verify(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: AUTH_MESSAGES.invalidToken });
    }
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await signUpAndLogIn(t.app);
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, { subject: String(user.id) });
    const response = await verify(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.expiredToken });
  });

  it('answers 401 once the account is gone', async () => {
    const { user, token } = await signUpAndLogIn(t.app);
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    const response = await verify(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.unknownUser });
  });

  it('reports user type 1 for an administrator', async () => {
    const { user, token } = await signUpAndLogIn(t.app);
    await t.db.updateTable('users').set({ user_type_id: 1 }).where('id', '=', user.id).execute();
    expect((await verify(`Bearer ${token}`)).json()).toEqual({ valid: true, user_type_id: 1 });
  });
});

describe('rate limit of login and sign-up', () => {
  it('answers 429 with the spec sentence after AUTH_RATE_LIMIT attempts a minute from one address', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const attempts = [];
      for (let i = 0; i < 4; i += 1) attempts.push(await login({ email: 'x@example.com', password: 'nope' }, limited.app));
      expect(attempts.map((response) => response.statusCode)).toEqual([401, 401, 401, 429]);
      expect(attempts[3]!.json()).toEqual({ error: LOGIN_MESSAGES.tooManyAttempts });
      expect(attempts[3]!.headers['retry-after']).toBeDefined();

      const signUps = [];
      for (let i = 0; i < 4; i += 1) signUps.push(await postSignUp(limited.app, signUpForm({ username: '' })));
      expect(signUps.map((response) => response.statusCode)).toEqual([400, 400, 400, 429]);

      // Another client address has its own allowance.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.2',
        payload: { email: 'x@example.com', password: 'nope' },
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('the JWT secret when JWT_SECRET is not set', () => {
  it('is generated once, kept in the database and shared by every instance on it', async () => {
    const database = await createTestDatabase();
    const config = testConfig({ jwtSecret: null });
    const first = await buildApp(config, database);
    const second = await buildApp(config, database);
    try {
      const { token } = await signUpAndLogIn(first);
      expect((await verify(`Bearer ${token}`, second)).statusCode).toBe(200);
      const stored = await database.db.selectFrom('app_secrets').select(['name', 'value']).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.value.length).toBeGreaterThanOrEqual(32);
      expect(() => jwt.verify(token, stored[0]!.value)).not.toThrow();
    } finally {
      await first.close();
      await second.close();
      await database.close();
    }
  });
});
