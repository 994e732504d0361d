// Issue 25, item 8: a token names its account only in the canonical form, readers cannot take the
// staff's names, and a deployment may stop publishing the API documentation. (Invalid UTF-8 in a
// multipart form: security/multipart.test.ts.)
import jwt from 'jsonwebtoken';
import { RESERVED_USERNAMES, USERNAME_MESSAGES, USER_TYPE } from '@booknook/api/contract';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import { createAccount } from '../src/users/accounts';
import { TEST_JWT_SECRET, createTestApp, newAccountFields, postSignUp, signUpAndLogIn, signUpForm, testAppForFile } from './helpers';

const t = testAppForFile();

describe('a token’s subject', () => {
  it.each([['8.0'], [' 8'], ['08'], ['+8'], ['8 '], ['0x8'], [['8']], [8]])('refuses %j even when it names the account', async (subject) => {
    const reader = await signUpAndLogIn(t.app);
    const canonical = String(reader.user.id);
    const spelled = Array.isArray(subject) ? [canonical] : typeof subject === 'number' ? reader.user.id : subject.replace('8', canonical);
    const token = jwt.sign({ sub: spelled, ver: 0 }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 60 });
    const response = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { authorization: `Bearer ${token}` } });
    expect([response.statusCode, response.json()]).toEqual([401, { error: AUTH_MESSAGES.invalidToken }]);
  });

  it('accepts the decimal id sign() writes', async () => {
    const reader = await signUpAndLogIn(t.app);
    const token = jwt.sign({ sub: String(reader.user.id), ver: 0 }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 60 });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});

describe('reserved usernames', () => {
  it.each([...RESERVED_USERNAMES, 'Admin', 'ROOT', 'book_nook', 'sys.tem', 'Support-'])('refuses %j at sign-up, saying so', async (username) => {
    const response = await postSignUp(t.app, signUpForm(newAccountFields({ username })));
    expect([response.statusCode, response.json()]).toEqual([400, { error: USERNAME_MESSAGES.reserved }]);
    expect(await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();
  });

  it('still takes names that merely contain one, and lets create-admin use them', async () => {
    expect((await postSignUp(t.app, signUpForm(newAccountFields({ username: `admirer${Date.now()}` })))).statusCode).toBe(201);
    const { email, password } = newAccountFields();
    const admin = await createAccount(t.db, { username: 'admin', email, password, display_name: 'Admin' }, USER_TYPE.admin);
    expect(admin.username).toBe('admin');
  });
});

describe('API_DOCS', () => {
  it('serves the documentation by default and answers 404 there when off', async () => {
    expect((await t.app.inject('/api/docs/json')).statusCode).toBe(200);
    const closed = await createTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect([url, (await closed.app.inject(url)).statusCode]).toEqual([url, 404]);
      }
    } finally {
      await closed.close();
    }
  });
});
