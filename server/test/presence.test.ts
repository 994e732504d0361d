// Proof of presence (issue 25, item 1): a stolen token alone must not move the email or delete the
// account. Either the current password comes with the request, or the token was issued within the
// last RECENT_LOGIN_MINUTES (so the spec's calls right after logging in keep working).
import jwt from 'jsonwebtoken';
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, PRESENCE_MESSAGES, RECENT_LOGIN_MINUTES, USER_TYPE } from '@booknook/api/contract';
import { TEST_JWT_SECRET, TEST_PASSWORD, signUpAndLogIn, testAppForFile, type SignedIn } from './helpers';

const t = testAppForFile();

/** A valid token of the reader's current session, issued `minutesAgo` minutes ago: what a thief replays. */
async function tokenIssuedAgo(reader: SignedIn, minutesAgo: number): Promise<{ authorization: string }> {
  const { session_version } = await t.db.selectFrom('users').select('session_version').where('id', '=', reader.user.id).executeTakeFirstOrThrow();
  const iat = Math.floor(Date.now() / 1000) - minutesAgo * 60;
  const token = jwt.sign({ ver: session_version, iat }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: String(reader.user.id), expiresIn: 3600 });
  return { authorization: `Bearer ${token}` };
}

const STALE = RECENT_LOGIN_MINUTES + 1;

function changeEmail(auth: { authorization: string }, newEmail: string, currentPassword?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/settings/update-email',
    headers: auth,
    payload: { newEmail, confirmEmail: newEmail, ...(currentPassword === undefined ? {} : { currentPassword }) },
  });
}

function deleteAccount(auth: { authorization: string }, id: number, currentPassword?: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: auth, ...(currentPassword === undefined ? {} : { payload: { currentPassword } }) });
}

async function emailOf(userId: number): Promise<string | undefined> {
  return (await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email;
}

describe('PUT /settings/update-email', () => {
  it('refuses a token issued more than 5 minutes ago without the current password, saying what to do', async () => {
    const reader = await signUpAndLogIn(t.app);
    const response = await changeEmail(await tokenIssuedAgo(reader, STALE), `moved.${reader.fields.email}`);
    expect([response.statusCode, response.json()]).toEqual([403, { error: PRESENCE_MESSAGES.currentPasswordNeeded }]);
    expect(await emailOf(reader.user.id)).toBe(reader.fields.email);
  });

  it('takes the current password with a token of any age', async () => {
    const reader = await signUpAndLogIn(t.app);
    const moved = `moved.${reader.fields.email}`;
    const response = await changeEmail(await tokenIssuedAgo(reader, STALE), moved, TEST_PASSWORD);
    expect([response.statusCode, response.json().message]).toEqual([200, ACCOUNT_MESSAGES.emailUpdated]);
    expect(await emailOf(reader.user.id)).toBe(moved);
  });

  it('refuses a wrong current password, even with a fresh token', async () => {
    const reader = await signUpAndLogIn(t.app);
    const response = await changeEmail(reader.auth, `moved.${reader.fields.email}`, 'Wr0ng!pass');
    expect([response.statusCode, response.json()]).toEqual([400, { error: ACCOUNT_MESSAGES.currentPasswordWrong }]);
    expect(await emailOf(reader.user.id)).toBe(reader.fields.email);
  });

  it('needs no password right after logging in', async () => {
    const reader = await signUpAndLogIn(t.app);
    expect((await changeEmail(reader.auth, `moved.${reader.fields.email}`)).statusCode).toBe(200);
  });
});

describe('DELETE /users/:id (one’s own account)', () => {
  it('refuses a token issued more than 5 minutes ago without the current password, saying what to do', async () => {
    const reader = await signUpAndLogIn(t.app);
    const response = await deleteAccount(await tokenIssuedAgo(reader, STALE), reader.user.id);
    expect([response.statusCode, response.json()]).toEqual([403, { error: PRESENCE_MESSAGES.currentPasswordNeeded }]);
    expect(await emailOf(reader.user.id)).toBe(reader.fields.email);
  });

  it('refuses a wrong current password', async () => {
    const reader = await signUpAndLogIn(t.app);
    const response = await deleteAccount(await tokenIssuedAgo(reader, STALE), reader.user.id, 'Wr0ng!pass');
    expect([response.statusCode, response.json()]).toEqual([400, { error: ACCOUNT_MESSAGES.currentPasswordWrong }]);
    expect(await emailOf(reader.user.id)).toBe(reader.fields.email);
  });

  it('deletes with the current password, or right after logging in', async () => {
    const patient = await signUpAndLogIn(t.app);
    expect((await deleteAccount(await tokenIssuedAgo(patient, STALE), patient.user.id, TEST_PASSWORD)).json()).toEqual({ message: ADMIN_MESSAGES.userDeleted });
    const hasty = await signUpAndLogIn(t.app);
    expect((await deleteAccount(hasty.auth, hasty.user.id)).json()).toEqual({ message: ADMIN_MESSAGES.userDeleted });
    expect([await emailOf(patient.user.id), await emailOf(hasty.user.id)]).toEqual([undefined, undefined]);
  });

  it('asks nothing of an administrator deleting another reader’s account from the dashboard', async () => {
    const admin = await signUpAndLogIn(t.app);
    await t.db.updateTable('users').set({ user_type_id: USER_TYPE.admin }).where('id', '=', admin.user.id).execute();
    const reader = await signUpAndLogIn(t.app);
    const response = await deleteAccount(await tokenIssuedAgo(admin, STALE), reader.user.id);
    expect([response.statusCode, response.json()]).toEqual([200, { message: ADMIN_MESSAGES.userDeleted }]);
  });
});
