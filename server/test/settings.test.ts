// Settings, password and email (issue 11): each reader's own, every field checked with the spec's
// words, nothing half-written, and a password or email change signing out every other session.
import { Jimp } from 'jimp';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PROFILE_PICTURE_MAX_BYTES,
  type SessionRenewed,
  type Settings,
} from '@booknook/api/contract';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import { PICTURE_MESSAGES, PICTURE_SIZE } from '../src/users/pictures';
import { TEST_PASSWORD, newAccountFields, signUpAndLogIn, testAppForFile, type SignedIn } from './helpers';
import { blankPng, gif, pngHeader } from './picture-files';

const t = testAppForFile();

function settingsForm(fields: Record<string, string>, picture?: { bytes: Buffer; type: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append('profile_picture', new Blob([new Uint8Array(picture.bytes)], { type: picture.type }), 'me.png');
  return form;
}

const putSettings = (reader: SignedIn, form: FormData) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: reader.auth, payload: form });
const getSettings = async (reader: SignedIn) => (await t.app.inject({ url: '/api/settings', headers: reader.auth })).json<Settings>();
const verify = (token: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/verify-token', headers: { authorization: `Bearer ${token}` }, payload: {} });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PUT /api/settings', () => {
  it('saves every field of the form and answers the settings as saved', async () => {
    const reader = await signUpAndLogIn(t.app);
    const response = await putSettings(
      reader,
      settingsForm({
        display_name: '  Night Reader ',
        bio: 'Reads after midnight',
        profile_visibility: 'public',
        mandatory_shelves_visibility: 'private',
        custom_shelves_visibility: 'private',
        reviews_visibility: 'private',
        announcements: 'false',
        recommendations: 'false',
        reminders: 'true',
        updates: 'false',
        track_interactions: 'false',
        theme: 'dark',
      }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<Settings>();
    expect(saved).toMatchObject({
      display_name: 'Night Reader',
      bio: 'Reads after midnight',
      profile_visibility: 'public',
      mandatory_shelves_visibility: 'private',
      custom_shelves_visibility: 'private',
      reviews_visibility: 'private',
      announcements: false,
      recommendations: false,
      reminders: true,
      updates: false,
      track_interactions: false,
      theme: 'dark',
    });
    expect(await getSettings(reader)).toEqual(saved);
  });

  it('keeps the fields the form leaves out', async () => {
    const reader = await signUpAndLogIn(t.app, { bio: 'Keeps this' });
    const before = await getSettings(reader);
    const saved = (await putSettings(reader, settingsForm({ display_name: 'Only the name' }))).json<Settings>();
    expect(saved).toEqual({ ...before, display_name: 'Only the name' });
  });

  it.each<[string, Record<string, string>, string]>([
    ['an empty display name', { display_name: '   ' }, ACCOUNT_MESSAGES.displayNameRequired],
    ['no display name', {}, 'Display name is required'],
    ['a display name over 50 characters', { display_name: 'd'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) }, ACCOUNT_MESSAGES.displayNameTooLong],
    ['a bio over 150 characters', { display_name: 'Name', bio: 'b'.repeat(151) }, ACCOUNT_MESSAGES.bioTooLong],
    ...[
      ['profile_visibility', 'Profile visibility'],
      ['mandatory_shelves_visibility', 'Mandatory shelves visibility'],
      ['custom_shelves_visibility', 'Custom shelves visibility'],
      ['reviews_visibility', 'Reviews visibility'],
    ].map(([field, name]): [string, Record<string, string>, string] => [`an unknown ${field}`, { display_name: 'Name', [field!]: 'friends' }, `${name} must be one of: public, private`]),
    ...[
      ['announcements', 'Announcements'],
      ['recommendations', 'Recommendations'],
      ['reminders', 'Reminders'],
      ['updates', 'Updates'],
      ['track_interactions', 'Track interactions'],
    ].map(([field, name]): [string, Record<string, string>, string] => [`${field} that is not a boolean`, { display_name: 'Name', [field!]: 'maybe' }, `${name} must be true or false`]),
    ['an unknown theme', { display_name: 'Name', theme: 'sepia' }, 'Theme must be one of: system, light, dark'],
    ['a field the form does not have', { display_name: 'Name', password_hash: 'x' }, "Request body has an unexpected field 'password_hash'"],
    ['an administrator’s user type', { display_name: 'Name', user_type_id: '1' }, ACCOUNT_MESSAGES.accountRecordReadOnly],
    ['another reader’s id', { display_name: 'Name', id: '1' }, ACCOUNT_MESSAGES.accountRecordReadOnly],
    ['another date created', { display_name: 'Name', date_created: '2001-01-01T00:00:00.000Z' }, ACCOUNT_MESSAGES.accountRecordReadOnly],
    ['another email', { display_name: 'Name', email: 'someone.else@example.com' }, ACCOUNT_MESSAGES.emailReadOnly],
    ['another username', { display_name: 'Name', username: 'someone_else' }, ACCOUNT_MESSAGES.usernameReadOnly],
  ])('refuses %s with 400 and changes nothing', async (_case, fields, message) => {
    const reader = await signUpAndLogIn(t.app);
    const before = await getSettings(reader);
    const response = await putSettings(reader, settingsForm(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await getSettings(reader)).toEqual(before);
  });

  it('accepts back every field GET /settings gave, the read-only ones unchanged', async () => {
    const reader = await signUpAndLogIn(t.app);
    const before = await getSettings(reader);
    const echoed = Object.fromEntries(
      Object.entries({ ...before, display_name: 'Renamed' })
        .filter(([name, value]) => value !== null && name !== 'profile_picture')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await putSettings(reader, settingsForm(echoed));
    expect(response.statusCode).toBe(200);
    expect(response.json<Settings>()).toEqual({ ...before, display_name: 'Renamed' });
  });

  it('replaces the picture with a 256 x 256 copy and removes the old one', async () => {
    const reader = await signUpAndLogIn(t.app);
    const first = await new Jimp({ width: 400, height: 300, color: 0x2266aaff }).getBuffer('image/png');
    const second = await new Jimp({ width: 300, height: 400, color: 0xaa6622ff }).getBuffer('image/png');
    const oldName = (await putSettings(reader, settingsForm({ display_name: 'Pictured' }, { bytes: first, type: 'image/png' }))).json<Settings>().profile_picture;
    const saved = (await putSettings(reader, settingsForm({ display_name: 'Pictured' }, { bytes: second, type: 'image/png' }))).json<Settings>();

    expect(saved.profile_picture).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(saved.profile_picture).not.toBe(oldName);
    const pictures = await t.db.selectFrom('profile_pictures').select(['filename', 'data']).where('user_id', '=', reader.user.id).execute();
    expect(pictures.map((picture) => picture.filename)).toEqual([saved.profile_picture]);
    const image = await Jimp.read(pictures[0]!.data);
    expect([image.width, image.height]).toEqual([PICTURE_SIZE, PICTURE_SIZE]);
  });

  it('refuses a file that is not a picture and saves none of the form', async () => {
    const reader = await signUpAndLogIn(t.app);
    const before = await getSettings(reader);
    const response = await putSettings(reader, settingsForm({ display_name: 'Changed' }, { bytes: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.pictureUnsupported });
    expect(await getSettings(reader)).toEqual(before);
  });

  it.each([
    ['over 5 MB', 413, ACCOUNT_MESSAGES.pictureTooLarge, () => Buffer.concat([blankPng(8, 8), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)])],
    ['of more pixels than it may decode', 400, PICTURE_MESSAGES.tooManyPixels, () => blankPng(4097, 4097)],
    ['whose 32000 x 32000 GIF screen holds one pixel (an image bomb)', 400, PICTURE_MESSAGES.tooManyPixels, () => gif([32000, 32000], [[1, 1]])],
    ['whose one GIF frame is 20000 x 20000 (an image bomb)', 400, PICTURE_MESSAGES.tooManyPixels, () => gif([1, 1], [[20000, 20000]])],
    ['whose PNG header says 7071 x 7071 (an image bomb)', 400, PICTURE_MESSAGES.tooManyPixels, () => pngHeader(7071, 7071, Buffer.alloc(1000))],
  ])('refuses a picture %s and saves none of the form', async (_case, status, message, picture) => {
    const reader = await signUpAndLogIn(t.app);
    const before = await getSettings(reader);
    const response = await putSettings(reader, settingsForm({ display_name: 'Changed', bio: 'Changed too' }, { bytes: picture(), type: 'image/png' }));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message });
    expect(await getSettings(reader)).toEqual(before);
    expect(await t.db.selectFrom('profile_pictures').select('filename').where('user_id', '=', reader.user.id).execute()).toEqual([]);
  });

  it('needs a signed-in reader', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', payload: settingsForm({ display_name: 'X' }) })).statusCode).toBe(401);
  });
});

describe('PUT /api/settings/password', () => {
  it('changes the password, keeps this device signed in with a new token and signs out every other session', async () => {
    const reader = await signUpAndLogIn(t.app);
    const otherDevice = (await login(reader.fields.email, TEST_PASSWORD)).json<{ token: string }>().token;

    const response = await t.app.inject({ method: 'PUT', url: '/api/settings/password', headers: reader.auth, payload: { currentPassword: TEST_PASSWORD, newPassword: 'N3w!Passw0rd' } });

    expect(response.statusCode).toBe(200);
    const { message, token } = response.json<SessionRenewed>();
    expect(message).toBe(ACCOUNT_MESSAGES.passwordUpdated);
    expect((await verify(token)).statusCode).toBe(200);
    for (const old of [reader.token, otherDevice]) expect((await verify(old)).json()).toEqual({ error: AUTH_MESSAGES.endedSession });
    expect((await login(reader.fields.email, 'N3w!Passw0rd')).statusCode).toBe(200);
    expect((await login(reader.fields.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'Wr0ng!pass', newPassword: 'N3w!Passw0rd' }, ACCOUNT_MESSAGES.currentPasswordWrong],
    ['a weak new password', { currentPassword: TEST_PASSWORD, newPassword: 'weakpass' }, ACCOUNT_MESSAGES.weakNewPassword],
    ['a new password over 128 characters', { currentPassword: TEST_PASSWORD, newPassword: `N3w!${'p'.repeat(PASSWORD_MAX_LENGTH)}` }, ACCOUNT_MESSAGES.weakNewPassword],
    ['no new password', { currentPassword: TEST_PASSWORD, newPassword: '' }, ACCOUNT_MESSAGES.allFieldsRequired],
    ['no current password', { currentPassword: '', newPassword: 'N3w!Passw0rd' }, ACCOUNT_MESSAGES.allFieldsRequired],
    ['the same password again', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, ACCOUNT_MESSAGES.samePassword],
  ])('refuses %s with 400, keeps the password and the session', async (_case, payload, error) => {
    const reader = await signUpAndLogIn(t.app);
    const response = await t.app.inject({ method: 'PUT', url: '/api/settings/password', headers: reader.auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect((await verify(reader.token)).statusCode).toBe(200);
    expect((await login(reader.fields.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('PUT /api/settings/update-email', () => {
  const change = (reader: SignedIn, newEmail: string, confirmEmail = newEmail) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/update-email', headers: reader.auth, payload: { newEmail, confirmEmail } });

  it('changes the email, which then logs in; other sessions end and this device gets a new token', async () => {
    const reader = await signUpAndLogIn(t.app);
    const newEmail = newAccountFields().email;
    const response = await change(reader, `  ${newEmail} `);
    expect(response.statusCode).toBe(200);
    const { message, token } = response.json<SessionRenewed>();
    expect(message).toBe(ACCOUNT_MESSAGES.emailUpdated);
    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(reader.token)).json()).toEqual({ error: AUTH_MESSAGES.endedSession });
    expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(reader.fields.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['entries that differ', 'a@example.com', 'b@example.com', 400, ACCOUNT_MESSAGES.emailsDontMatch],
    ['an address that is not one', 'not-an-email', 'not-an-email', 400, ACCOUNT_MESSAGES.invalidEmail],
    ['an empty entry', '', '', 400, ACCOUNT_MESSAGES.allFieldsRequired],
    ['an address over 254 characters', `${'e'.repeat(EMAIL_MAX_LENGTH - 'example.com'.length)}@example.com`, undefined, 400, ACCOUNT_MESSAGES.invalidEmail],
  ])('refuses %s and keeps the email and the session', async (_case, newEmail, confirmEmail, status, error) => {
    const reader = await signUpAndLogIn(t.app);
    const response = await change(reader, newEmail, confirmEmail);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
    expect((await getSettings(reader)).email).toBe(reader.fields.email);
    expect((await verify(reader.token)).statusCode).toBe(200);
  });

  it('refuses another account’s address in any case with 409, and one’s own with 400', async () => {
    const reader = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const taken = await change(reader, other.fields.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTaken });
    const same = await change(reader, reader.fields.email);
    expect(same.json()).toEqual({ error: ACCOUNT_MESSAGES.emailUnchanged });
    expect((await verify(reader.token)).statusCode).toBe(200);
  });
});
