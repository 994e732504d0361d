import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, DISPLAY_NAME_MAX_LENGTH, PROFILE_PICTURE_MAX_BYTES, type Settings } from '@booknook/api';
import { sessionStore } from '@booknook/session';
import { deferred, expectFocusKeptIn, fakeApi, reader, renderWithRouter, reply, signInAs, type FakeAnswer, type FakeApi } from '@booknook/testing';
import App from '../App';

let api: FakeApi;

const settings: Settings = {
  id: reader.id,
  email: 'ada@example.com',
  username: reader.username,
  display_name: 'Ada Reads',
  bio: 'Night owl',
  profile_picture: null,
  announcements: true,
  recommendations: true,
  reminders: true,
  updates: true,
  track_interactions: true,
  profile_visibility: 'private',
  mandatory_shelves_visibility: 'public',
  custom_shelves_visibility: 'public',
  reviews_visibility: 'public',
  theme: 'system',
  user_type_id: 2,
  date_created: '2025-05-01T00:00:00.000Z',
};

beforeEach(() => {
  signInAs({ ...reader, profile_picture: null });
  api = fakeApi()
    .get('/settings', () => settings)
    .get('/imports', () => ({ imports: [] }));
});

afterEach(() => {
  jest.useRealTimers();
});

async function renderSettings() {
  const rendered = renderWithRouter(<App />, { route: '/settings' });
  await screen.findByRole('form', { name: 'Your settings' });
  return rendered;
}

const sentFields = () => Object.fromEntries([...(api.requests('PUT', '/settings')[0]!.body as FormData).entries()].filter(([, value]) => typeof value === 'string'));

describe('the settings form', () => {
  it('saves every field, updates the session’s user and says so for 4 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    api
      .put('/settings', () => ({ ...settings, display_name: 'Ada L.', recommendations: false, profile_visibility: 'public', profile_picture: 'new.png' }))
      .get('/profile-pictures', () => new Blob(['picture'], { type: 'image/png' }));
    const { user } = await renderSettings();

    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Ada L.');
    await user.selectOptions(screen.getByLabelText('Profile'), 'public');
    await user.click(screen.getByRole('checkbox', { name: /Recommendations/ }));
    await user.selectOptions(screen.getByLabelText('Theme'), 'Dark');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(sentFields()).toEqual({
      display_name: 'Ada L.',
      bio: 'Night owl',
      profile_visibility: 'public',
      mandatory_shelves_visibility: 'public',
      custom_shelves_visibility: 'public',
      reviews_visibility: 'public',
      announcements: 'true',
      recommendations: 'false',
      reminders: 'true',
      updates: 'true',
      track_interactions: 'true',
      theme: 'dark',
    });
    // The top bar reads the session: its picture and menu follow at once.
    expect(sessionStore.getState().user).toMatchObject({ profile_picture: 'new.png', recommendations: false });

    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Settings saved successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
  });

  it('requires a display name, and forgets the message as soon as a valid one is typed', async () => {
    const { user } = await renderSettings();
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Display name is required')).toBeInTheDocument();
    expect(api.requests('PUT', '/settings')).toHaveLength(0);
    await user.type(name, 'A');
    expect(screen.queryByText('Display name is required')).not.toBeInTheDocument();
  });

  it('refuses a display name over 50 characters under the field, and sends nothing', async () => {
    const { user } = await renderSettings();
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(name).toHaveAccessibleDescription('Display name must be at most 50 characters');
    expect(api.requests('PUT', '/settings')).toHaveLength(0);
  });

  it.each([
    ['a file that is not a picture', new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }), ACCOUNT_MESSAGES.pictureUnsupported],
    ['a picture over 5 MB', new File([new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1)], 'me.png', { type: 'image/png' }), ACCOUNT_MESSAGES.pictureTooLarge],
  ])('refuses %s in the picture picker and keeps the current picture', async (_case, file, message) => {
    api.put('/settings', () => settings);
    const { user } = await renderSettings();
    // The chooser's input is hidden behind the picture button; a browser delivers the chosen file to it.
    fireEvent.change(screen.getByLabelText('Profile picture'), { target: { files: [file] } });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Choose a profile picture' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.requests('PUT', '/settings')).toHaveLength(1));
    expect((api.requests('PUT', '/settings')[0]!.body as FormData).get('profile_picture')).toBeNull();
  });

  it('shows a neutral placeholder while the reader’s own picture loads, never the default one', async () => {
    const picture = deferred<Blob>();
    api.get('/settings', () => ({ ...settings, profile_picture: 'mine.png' })).get('/profile-pictures', () => picture.promise);
    await renderSettings();
    expect(screen.getByRole('img', { name: 'Your profile picture, loading' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Default profile picture' })).not.toBeInTheDocument();

    picture.resolve(new Blob(['picture'], { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toBeInTheDocument();
  });

  it('says when the reader’s picture cannot be loaded', async () => {
    api.get('/settings', () => ({ ...settings, profile_picture: 'mine.png' })).get('/profile-pictures', () => reply(500, {}));
    await renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile picture');
  });

  it('shows the server’s reason for a refused save, else the spec’s sentence', async () => {
    api.put('/settings', () => reply(400, { error: 'Profile picture must be a PNG, JPEG or GIF image' }));
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile picture must be a PNG, JPEG or GIF image');
    api.put('/settings', () => reply(500, {}));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to save settings'));
  });

  it('says when the settings cannot be fetched', async () => {
    api.get('/settings', () => reply(500, {}));
    renderWithRouter(<App />, { route: '/settings' });
    expect(await screen.findByText('Failed to fetch settings')).toBeInTheDocument();
  });
});

type User = Awaited<ReturnType<typeof renderSettings>>['user'];
type AccountChange = 'Change Email' | 'Change Password';

/** Opens the dialog the button of that name opens (its title and its submit button say the same). */
async function openDialog(user: User, name: AccountChange) {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name });
}

/** Types each entry into the field of that label (an empty one is left untouched), then submits. */
async function submitEntries(user: User, name: AccountChange, entries: Record<string, string>) {
  const dialog = screen.getByRole('dialog', { name });
  for (const [label, value] of Object.entries(entries)) if (value) await user.type(within(dialog).getByLabelText(label), value);
  await user.click(within(dialog).getByRole('button', { name }));
}

const emailEntries = (entry: string, confirmation = entry, current = 'Old!pass1') => ({ 'New email': entry, 'Confirm new email': confirmation, 'Current password': current });
const passwordEntries = (current: string, next: string, confirmation = next) => ({
  'Current password': current,
  'New password': next,
  'Confirm new password': confirmation,
});

describe('Change Email', () => {
  it.each([
    ['', '', 'Old!pass1', 'All fields are required'],
    ['new@example.com', 'new@example.com', '', 'All fields are required'],
    ['new@example.com', 'other@example.com', 'Old!pass1', 'Emails do not match'],
    ['not-an-email', 'not-an-email', 'Old!pass1', 'Invalid email format'],
  ])('checks %j / %j with password %j: %s', async (entry, confirmation, current, message) => {
    const { user } = await renderSettings();
    const dialog = await openDialog(user, 'Change Email');
    await submitEntries(user, 'Change Email', emailEntries(entry, confirmation, current));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(api.requests('PUT', '/settings/update-email')).toHaveLength(0);
  });

  it('shows the server’s refusal, then on success keeps this device signed in and closes after 2 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const refusal = deferred<FakeAnswer<never>>();
    api.put('/settings/update-email', () => refusal.promise);
    const { user } = await renderSettings();
    const dialog = await openDialog(user, 'Change Email');
    await submitEntries(user, 'Change Email', emailEntries('taken@example.com'));
    // Focus stays in the dialog through the request and after the refusal, so Tab and Escape still work there.
    expectFocusKeptIn(dialog);
    await act(async () => refusal.resolve(reply(409, { error: 'Email is already taken' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email is already taken');
    expectFocusKeptIn(dialog);

    api.put('/settings/update-email', () => ({ message: 'Email updated successfully', token: 'renewed-token' }));
    await submitEntries(user, 'Change Email', {});
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Email updated successfully');
    expect(api.requests('PUT', '/settings/update-email').at(-1)?.body).toEqual({ newEmail: 'taken@example.com', confirmEmail: 'taken@example.com', currentPassword: 'Old!pass1' });
    expect(sessionStore.getState()).toMatchObject({ token: 'renewed-token', user_id: reader.id });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the spec’s sentence when the server gives no reason', async () => {
    api.put('/settings/update-email', () => reply(500, {}));
    const { user } = await renderSettings();
    const dialog = await openDialog(user, 'Change Email');
    await submitEntries(user, 'Change Email', emailEntries('new@example.com'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update email');
  });
});

describe('Change Password', () => {
  it.each([
    [['', '', ''], 'All fields are required'],
    [['Old!pass1', 'N3w!passw0rd', 'N3w!passw0rD'], "New passwords don't match"],
    [['Old!pass1', 'weakpass', 'weakpass'], 'New password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character'],
  ])('checks %j: %s', async (entries, message) => {
    const { user } = await renderSettings();
    const dialog = await openDialog(user, 'Change Password');
    const [current, next, confirmation] = entries as [string, string, string];
    await submitEntries(user, 'Change Password', passwordEntries(current, next, confirmation));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(api.requests('PUT', '/settings/password')).toHaveLength(0);
  });

  it('sends the current and new password, shows a refusal, then succeeds and keeps this device signed in', async () => {
    const refusal = deferred<FakeAnswer<never>>();
    api.put('/settings/password', () => refusal.promise);
    const { user } = await renderSettings();
    const dialog = await openDialog(user, 'Change Password');
    await submitEntries(user, 'Change Password', passwordEntries('Old!pass1', 'N3w!passw0rd'));
    // Focus stays in the dialog through the request and after the refusal, so Tab and Escape still work there.
    expectFocusKeptIn(dialog);
    await act(async () => refusal.resolve(reply(400, { error: 'Current password is incorrect' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expectFocusKeptIn(dialog);

    api.put('/settings/password', () => ({ message: 'Password updated successfully', token: 'renewed-token' }));
    await submitEntries(user, 'Change Password', {});
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Password updated successfully');
    expect(api.requests('PUT', '/settings/password').at(-1)?.body).toEqual({ currentPassword: 'Old!pass1', newPassword: 'N3w!passw0rd' });
    expect(sessionStore.getState().token).toBe('renewed-token');
  });

  it('closes 2 seconds after success, not before, and sends nothing more meanwhile', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    api.put('/settings/password', () => ({ message: 'Password updated successfully', token: 'renewed-token' }));
    const { user } = await renderSettings();
    const dialog = await openDialog(user, 'Change Password');
    await submitEntries(user, 'Change Password', passwordEntries('Old!pass1', 'N3w!passw0rd'));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Password updated successfully');

    await submitEntries(user, 'Change Password', {});
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests('PUT', '/settings/password')).toHaveLength(1);
  });
});

describe('Delete Account', () => {
  it('asks first and for the password, says why a deletion failed, and on success ends the session and goes to /login', async () => {
    api.delete('/users/:id', () => reply(500, {}));
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(confirm).getByText('This action cannot be undone. All your data will be lost.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    expect(within(confirm).getByRole('alert')).toHaveTextContent('Password is required');
    expect(api.requests('DELETE', '/users/:id')).toHaveLength(0);
    await user.type(within(confirm).getByLabelText('Current password'), 'Old!pass1');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to delete user');

    api.delete('/users/:id', () => ({ message: 'User deleted successfully.' }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.requests('DELETE', '/users/:id').map((request) => [request.pathParams.id, request.body])).toEqual([
      [String(reader.id), { currentPassword: 'Old!pass1' }],
      [String(reader.id), { currentPassword: 'Old!pass1' }],
    ]);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, user_id: null });
  });
});
