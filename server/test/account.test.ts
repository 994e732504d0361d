import fs from 'node:fs';
import { Jimp } from 'jimp';
import { BUILT_IN_SHELVES, type CreateUserResponse, type Settings } from '@booknook/api/contract';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import { PICTURE_NOT_FOUND } from '../src/users/pictures/routes';
import { DEFAULT_PICTURE } from '../src/users/pictures';
import {
  newAccountFields,
  postSignUp,
  signUpAndLogIn,
  signUpForm,
  testAppForFile,
  type SignedIn,
} from './helpers';

const t = testAppForFile();

describe('GET /api/settings', () => {
  it('answers the signed-in user’s settings with every spec field and no password', async () => {
    const reader = await signUpAndLogIn(t.app, { bio: 'Reads at night', profile_visibility: 'public' });
    const response = await t.app.inject({ url: '/api/settings', headers: reader.auth });

    expect(response.statusCode).toBe(200);
    const settings = response.json<Settings>();
    expect(settings).toEqual({
      id: reader.user.id,
      email: reader.fields.email,
      username: reader.fields.username,
      display_name: reader.fields.display_name,
      bio: 'Reads at night',
      profile_picture: null,
      announcements: true,
      recommendations: true,
      reminders: true,
      updates: true,
      track_interactions: true,
      profile_visibility: 'public',
      mandatory_shelves_visibility: 'public',
      custom_shelves_visibility: 'public',
      reviews_visibility: 'public',
      theme: 'system',
      user_type_id: 2,
      date_created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
    });
    expect(response.body).not.toContain('argon2');
  });

  it('requires a token', async () => {
    const response = await t.app.inject({ url: '/api/settings' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.missingToken });
  });
});

describe('profile pictures', () => {
  let withPicture: SignedIn;
  let filename: string;
  let withoutPicture: SignedIn;

  beforeAll(async () => {
    const fields = newAccountFields();
    const bytes = await new Jimp({ width: 300, height: 200, color: 0xcc3333ff }).getBuffer('image/jpeg');
    const created = await postSignUp(t.app, signUpForm(fields, { bytes, filename: 'me.jpg', contentType: 'image/jpeg' }));
    filename = created.json<CreateUserResponse>().user.profile_picture!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fields.email, password: fields.password },
    });
    const { token, user } = login.json();
    withPicture = { token, user, fields, auth: { authorization: `Bearer ${token}` } };
    withoutPicture = await signUpAndLogIn(t.app);
  });

  it('GET /api/profile-pictures answers the signed-in user’s own picture', async () => {
    const response = await t.app.inject({ url: '/api/profile-pictures', headers: withPicture.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const image = await Jimp.read(response.rawPayload);
    expect([image.width, image.height]).toEqual([256, 256]);
  });

  it('GET /api/profile-pictures answers the default picture to a user without one', async () => {
    const response = await t.app.inject({ url: '/api/profile-pictures', headers: withoutPicture.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(fs.readFileSync(DEFAULT_PICTURE.file))).toBe(true);
  });

  it('GET /api/profile-pictures/:filename answers anyone’s picture to any signed-in user', async () => {
    const response = await t.app.inject({ url: `/api/profile-pictures/${filename}`, headers: withoutPicture.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for an unknown filename and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      url: '/api/profile-pictures/00000000-0000-0000-0000-000000000000.png',
      headers: withoutPicture.auth,
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: PICTURE_NOT_FOUND }]);

    const malformed = await t.app.inject({ url: '/api/profile-pictures/..%2F..%2Fetc%2Fpasswd', headers: withoutPicture.auth });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: 'Filename has an invalid format' }]);
  });

  it('requires a token for both', async () => {
    for (const url of ['/api/profile-pictures', `/api/profile-pictures/${filename}`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/shelves', () => {
  it('lists the four built-in shelves with ids 1-4 for a new user', async () => {
    const reader = await signUpAndLogIn(t.app);
    const response = await t.app.inject({ url: '/api/shelves', headers: reader.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(BUILT_IN_SHELVES.map((shelf) => ({ ...shelf, shelf_type_id: 1 })));
  });

  it('adds the user’s own custom shelves after the built-in ones, and never another user’s', async () => {
    const reader = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    await t.db
      .insertInto('shelves')
      .values([
        { user_id: reader.user.id, name: 'Favourites', shelf_type_id: 2 },
        { user_id: other.user.id, name: 'Not mine', shelf_type_id: 2 },
      ])
      .execute();

    const shelves = (await t.app.inject({ url: '/api/shelves', headers: reader.auth })).json<{ id: number; name: string }[]>();
    expect(shelves.map((shelf) => shelf.name)).toEqual([...BUILT_IN_SHELVES.map((shelf) => shelf.name), 'Favourites']);
    expect(shelves[4]).toEqual({ id: expect.any(Number), name: 'Favourites', shelf_type_id: 2 });
    expect(shelves[4]!.id).toBeGreaterThan(4);
  });

  it('requires a token', async () => {
    expect((await t.app.inject({ url: '/api/shelves' })).statusCode).toBe(401);
  });
});
