import { Jimp } from 'jimp';
import { ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES, type CreateUserResponse } from '@booknook/api/contract';
import { PICTURE_SIZE } from '../src/users/pictures';
import {
  newAccountFields,
  postSignUp,
  signUpForm,
  testAppForFile,
  type SignUpFields,
  type UploadFile,
} from './helpers';

const t = testAppForFile();

function image(width: number, height: number, mime: 'image/png' | 'image/jpeg' | 'image/gif'): Promise<Buffer> {
  const picture = new Jimp({ width, height, color: 0x3366ccff });
  return mime === 'image/jpeg' ? picture.getBuffer(mime, { quality: 90 }) : picture.getBuffer(mime);
}

async function signUp(fields: Partial<SignUpFields>, picture?: UploadFile) {
  const response = await postSignUp(t.app, signUpForm(fields, picture));
  return { status: response.statusCode, body: response.json<CreateUserResponse & { error?: string }>() };
}

async function storedPicture(userId: number) {
  return t.db
    .selectFrom('profile_pictures')
    .innerJoin('users', 'users.profile_picture', 'profile_pictures.filename')
    .select(['profile_pictures.filename', 'profile_pictures.content_type', 'profile_pictures.data'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

describe('POST /api/auth/create', () => {
  it('creates an account with the spec defaults and answers 201 with the session user', async () => {
    const { profile_visibility: _notSent, ...fields } = newAccountFields({ bio: '  Loves long novels ' });
    const { status, body } = await signUp(fields);

    expect(status).toBe(201);
    expect(body.message).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: fields.username,
      user_type_id: 2,
      profile_picture: null,
      recommendations: true,
    });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: fields.email,
      display_name: fields.display_name,
      bio: 'Loves long novels',
      profile_visibility: 'private',
      mandatory_shelves_visibility: 'public',
      custom_shelves_visibility: 'public',
      reviews_visibility: 'public',
      announcements: true,
      reminders: true,
      updates: true,
      track_interactions: true,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('keeps the chosen profile visibility and stores an empty bio as none', async () => {
    const { status, body } = await signUp(newAccountFields({ profile_visibility: 'public', bio: '' }));
    expect(status).toBe(201);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(row.profile_visibility).toBe('public');
    expect(row.bio).toBeNull();
  });

  it.each([
    ['a missing username', { username: undefined }, ACCOUNT_MESSAGES.allFieldsRequired],
    ['a missing email', { email: undefined }, ACCOUNT_MESSAGES.allFieldsRequired],
    ['a missing password', { password: undefined }, ACCOUNT_MESSAGES.allFieldsRequired],
    ['an empty username', { username: '' }, ACCOUNT_MESSAGES.allFieldsRequired],
    ['a blank email', { email: '   ' }, ACCOUNT_MESSAGES.allFieldsRequired],
    ['a username with spaces', { username: 'two words' }, ACCOUNT_MESSAGES.invalidUsername],
    ['a username over 30 characters', { username: 'u'.repeat(31) }, ACCOUNT_MESSAGES.invalidUsername],
    ['an email without a dot', { email: 'reader@example' }, ACCOUNT_MESSAGES.invalidEmail],
    ['an email with a space', { email: 'rea der@example.com' }, ACCOUNT_MESSAGES.invalidEmail],
    ['a password without a special character', { password: 'Passw0rdd' }, ACCOUNT_MESSAGES.weakPassword],
    ['a password of 7 characters', { password: 'Pa0!abc' }, ACCOUNT_MESSAGES.weakPassword],
    ['a password with a disallowed character', { password: 'Passw0rd!#' }, ACCOUNT_MESSAGES.weakPassword],
    ['a missing display name', { display_name: undefined }, ACCOUNT_MESSAGES.displayNameRequired],
    ['a blank display name', { display_name: '  ' }, ACCOUNT_MESSAGES.displayNameRequired],
    ['a display name over 50 characters', { display_name: 'd'.repeat(51) }, ACCOUNT_MESSAGES.displayNameTooLong],
    ['a bio over 150 characters', { bio: 'b'.repeat(151) }, ACCOUNT_MESSAGES.bioTooLong],
    ['an unknown visibility', { profile_visibility: 'friends' }, 'Profile visibility must be one of: public, private'],
  ])('refuses %s with 400 and the spec message', async (_case, override, message) => {
    const { status, body } = await signUp({ ...newAccountFields(), ...override });
    expect(status).toBe(400);
    expect(body).toEqual({ error: message });
  });

  it('accepts a bio of exactly 150 characters', async () => {
    const { status } = await signUp(newAccountFields({ bio: 'b'.repeat(150) }));
    expect(status).toBe(201);
  });

  it('refuses a username or email already taken, whatever their case, with 409', async () => {
    const first = newAccountFields();
    expect((await signUp(first)).status).toBe(201);

    const sameUsername = await signUp(newAccountFields({ username: first.username.toUpperCase() }));
    expect(sameUsername).toEqual({ status: 409, body: { error: ACCOUNT_MESSAGES.usernameTaken } });

    const sameEmail = await signUp(newAccountFields({ email: first.email.toUpperCase() }));
    expect(sameEmail).toEqual({ status: 409, body: { error: ACCOUNT_MESSAGES.emailTaken } });
  });

  it('creates exactly one account when the same sign-up arrives several times at once', async () => {
    const fields = newAccountFields();
    const responses = await Promise.all(Array.from({ length: 5 }, () => postSignUp(t.app, signUpForm(fields))));

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.usernameTaken });
    }
    const rows = await t.db.selectFrom('users').select('id').where('username', '=', fields.username).execute();
    expect(rows).toHaveLength(1);
  });

  it('creates exactly one account when two sign-ups race for one email under different usernames', async () => {
    const email = newAccountFields().email;
    const responses = await Promise.all([
      postSignUp(t.app, signUpForm(newAccountFields({ email }))),
      postSignUp(t.app, signUpForm(newAccountFields({ email }))),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTaken });
  });
});

describe('POST /api/auth/create with a profile picture', () => {
  it('recognises a PNG by its content even when named .jpg, and stores a 256 x 256 PNG', async () => {
    const bytes = await image(640, 480, 'image/png');
    const { status, body } = await signUp(newAccountFields(), { bytes, filename: 'holiday.jpg', contentType: 'image/jpeg' });

    expect(status).toBe(201);
    expect(body.user.profile_picture).toMatch(/^[0-9a-f-]{36}\.png$/);
    const stored = await storedPicture(body.user.id);
    expect(stored?.filename).toBe(body.user.profile_picture);
    expect(stored?.content_type).toBe('image/png');
    const resized = await Jimp.read(stored!.data);
    expect([resized.width, resized.height]).toEqual([PICTURE_SIZE, PICTURE_SIZE]);
  });

  it('keeps a JPEG photo as JPEG and a GIF as PNG, both resized', async () => {
    const jpeg = await signUp(newAccountFields(), { bytes: await image(300, 900, 'image/jpeg'), filename: 'me' });
    const gif = await signUp(newAccountFields(), { bytes: await image(100, 50, 'image/gif'), filename: 'me.gif' });

    expect(jpeg.body.user.profile_picture).toMatch(/\.jpg$/);
    expect(gif.body.user.profile_picture).toMatch(/\.png$/);
    for (const user of [jpeg.body.user, gif.body.user]) {
      const resized = await Jimp.read((await storedPicture(user.id))!.data);
      expect([resized.width, resized.height]).toEqual([PICTURE_SIZE, PICTURE_SIZE]);
    }
  });

  it('refuses a text file named .png and creates no account', async () => {
    const fields = newAccountFields();
    const bytes = Buffer.from('this is not an image at all');
    const { status, body } = await signUp(fields, { bytes, filename: 'avatar.png', contentType: 'image/png' });

    expect(status).toBe(400);
    expect(body).toEqual({ error: ACCOUNT_MESSAGES.pictureUnsupported });
    const rows = await t.db.selectFrom('users').select('id').where('username', '=', fields.username).execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a WebP picture, which the server cannot resize', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
    const { status, body } = await signUp(newAccountFields(), { bytes: webp, filename: 'me.webp' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: ACCOUNT_MESSAGES.pictureUnsupported });
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const png = await image(8, 8, 'image/png');
    const oversize = Buffer.concat([png, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1 - png.length)]);
    const { status, body } = await signUp(newAccountFields(), { bytes: oversize, filename: 'big.png' });
    expect(status).toBe(413);
    expect(body).toEqual({ error: ACCOUNT_MESSAGES.pictureTooLarge });
  });

  it('treats an empty file part as no picture', async () => {
    const { status, body } = await signUp(newAccountFields(), { bytes: Buffer.alloc(0), filename: '' });
    expect(status).toBe(201);
    expect(body.user.profile_picture).toBeNull();
  });
});

describe('GET /api/users/check-username and check-email', () => {
  let taken: SignUpFields;
  beforeAll(async () => {
    taken = newAccountFields();
    expect((await signUp(taken)).status).toBe(201);
  });

  it('says a taken username or email is not unique, ignoring case', async () => {
    const username = await t.app.inject(`/api/users/check-username/${taken.username.toUpperCase()}`);
    const email = await t.app.inject(`/api/users/check-email/${encodeURIComponent(taken.email.toUpperCase())}`);
    expect(username.json()).toEqual({ isUnique: false });
    expect(email.json()).toEqual({ isUnique: false });
  });

  it('says a free username or email is unique', async () => {
    const username = await t.app.inject('/api/users/check-username/nobody_has_this_name');
    const email = await t.app.inject(`/api/users/check-email/${encodeURIComponent('nobody@nowhere.example')}`);
    expect([username.statusCode, username.json()]).toEqual([200, { isUnique: true }]);
    expect([email.statusCode, email.json()]).toEqual([200, { isUnique: true }]);
  });

  it('refuses an over-long value with a 400 naming the field', async () => {
    const response = await t.app.inject(`/api/users/check-username/${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Username must be at most 100 characters long' });
  });
});
