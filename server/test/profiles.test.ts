// GET /api/users/username/:username (issue 11): the header everyone signed in may see, and which of
// the profile's sections the viewer may see; another reader's private profile gives its header only.
import { ACCOUNT_MESSAGES, type Profile, type Visibility } from '@booknook/api/contract';
import { signUpAndLogIn, testAppForFile } from './helpers';

const t = testAppForFile();

type Settings = Partial<Record<'profile_visibility' | 'mandatory_shelves_visibility' | 'custom_shelves_visibility' | 'reviews_visibility', Visibility>>;

async function readerWith(settings: Settings) {
  const reader = await signUpAndLogIn(t.app, { bio: 'Hello from my profile', profile_visibility: settings.profile_visibility ?? 'public' });
  if (Object.keys(settings).length > 0) await t.db.updateTable('users').set(settings).where('id', '=', reader.user.id).execute();
  return reader;
}

const profile = (username: string, auth: { authorization: string }) => t.app.inject({ url: `/api/users/username/${encodeURIComponent(username)}`, headers: auth });

it('shows a reader everything of their own profile, whatever its settings', async () => {
  const owner = await readerWith({ profile_visibility: 'private', mandatory_shelves_visibility: 'private', custom_shelves_visibility: 'private', reviews_visibility: 'private' });
  const response = await profile(owner.fields.username, owner.auth);
  expect(response.statusCode).toBe(200);
  expect(response.json<Profile>()).toEqual({
    id: owner.user.id,
    username: owner.fields.username,
    display_name: owner.fields.display_name,
    profile_picture: null,
    bio: 'Hello from my profile',
    isOwn: true,
    isPrivate: false,
    sections: { mainShelves: true, customShelves: true, reviews: true },
  });
});

it.each([
  [{}, { mainShelves: true, customShelves: true, reviews: true }],
  [{ mandatory_shelves_visibility: 'private' as const }, { mainShelves: false, customShelves: true, reviews: true }],
  [{ custom_shelves_visibility: 'private' as const }, { mainShelves: true, customShelves: false, reviews: true }],
  [{ reviews_visibility: 'private' as const }, { mainShelves: true, customShelves: true, reviews: false }],
])("shows another reader's public profile with the sections %j allows", async (settings, sections) => {
  const owner = await readerWith(settings);
  const viewer = await signUpAndLogIn(t.app);
  const body = (await profile(owner.fields.username, viewer.auth)).json<Profile>();
  expect(body).toMatchObject({ isOwn: false, isPrivate: false, bio: 'Hello from my profile', sections });
});

it("gives another reader's private profile away as its header and the private flag only", async () => {
  const owner = await readerWith({ profile_visibility: 'private' });
  const viewer = await signUpAndLogIn(t.app);
  expect((await profile(owner.fields.username, viewer.auth)).json<Profile>()).toEqual({
    id: owner.user.id,
    username: owner.fields.username,
    display_name: owner.fields.display_name,
    profile_picture: null,
    bio: null,
    isOwn: false,
    isPrivate: true,
    sections: { mainShelves: false, customShelves: false, reviews: false },
  });
});

it('finds a username in any case, and answers 404 for one nobody has', async () => {
  const owner = await readerWith({});
  expect((await profile(owner.fields.username.toUpperCase(), owner.auth)).json<Profile>().id).toBe(owner.user.id);
  const missing = await profile('nobody-has-this-name', owner.auth);
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ error: ACCOUNT_MESSAGES.userNotFound });
});

it('needs a signed-in reader', async () => {
  expect((await t.app.inject({ url: '/api/users/username/anyone' })).statusCode).toBe(401);
});
