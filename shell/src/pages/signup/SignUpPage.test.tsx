import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@booknook/api';
import { fakeApi, renderWithRouter, reply, signInAs, type FakeApi } from '@booknook/testing';
import { SignUpPage } from './SignUpPage';

let api: FakeApi;
const usernameChecks = () => api.requests('GET', '/users/check-username/:username').map((request) => request.pathParams.username);
const emailChecks = () => api.requests('GET', '/users/check-email/:email').map((request) => request.pathParams.email);
const creations = () => api.requests('POST', '/auth/create').map((request) => request.body as FormData);

const valid = { username: 'bookworm', email: 'worm@example.com', password: 'Str0ng!pass' };

function renderSignUp() {
  return renderWithRouter(
    <Routes>
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/login" element={<h1>Log in page</h1>} />
      <Route path="/home" element={<h1>Home page</h1>} />
    </Routes>,
    { route: '/signup' },
  );
}

type User = ReturnType<typeof renderSignUp>['user'];

async function fillAccount(user: User, values: Partial<typeof valid> = valid) {
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

async function reachProfileStep(user: User) {
  await fillAccount(user);
  return screen.findByLabelText('Display name');
}

beforeEach(() => {
  api = fakeApi()
    .get('/users/check-username/:username', () => ({ isUnique: true }))
    .get('/users/check-email/:email', () => ({ isUnique: true }))
    .post('/auth/create', () =>
      reply(201, { message: 'User created', user: { id: 3, username: 'bookworm', user_type_id: 2, profile_picture: null, recommendations: true } }),
    );
});

describe('sign-up step 1', () => {
  it('says the username rules under the field before they are broken', () => {
    renderSignUp();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription("Letters, numbers, '.', '_' and '-'; at most 30 characters.");
  });

  it('requires all three fields', async () => {
    const { user } = renderSignUp();
    await fillAccount(user, { username: 'bookworm', email: 'worm@example.com' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.allFieldsRequired);
    expect(usernameChecks()).toEqual([]);
  });

  it('rejects an email without the name@domain.tld shape', async () => {
    const { user } = renderSignUp();
    await fillAccount(user, { ...valid, email: 'worm@example' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email format');
  });

  it('rejects a password without the required mix of characters', async () => {
    const { user } = renderSignUp();
    await fillAccount(user, { ...valid, password: 'longbutweak1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
  });

  it('stays on step 1 when the username is taken', async () => {
    api.get('/users/check-username/:username', () => ({ isUnique: false }));
    const { user } = renderSignUp();
    await fillAccount(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Username is already taken');
    expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument();
    expect(usernameChecks()).toEqual(['bookworm']);
  });

  it('stays on step 1 when the email is taken', async () => {
    api.get('/users/check-email/:email', () => ({ isUnique: false }));
    const { user } = renderSignUp();
    await fillAccount(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already taken');
    expect(emailChecks()).toEqual(['worm@example.com']);
  });

  it('says so when the uniqueness checks fail', async () => {
    api.get('/users/check-email/:email', () => reply(500));
    const { user } = renderSignUp();
    await fillAccount(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error checking if the username or email is unique');
    expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument();
  });

  it('links to the login page', () => {
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Log in here' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('banner')).toHaveTextContent('BookNook');
  });

  it('sends a visitor with a stored token to /home', () => {
    signInAs();
    renderSignUp();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('sign-up step 2', () => {
  it('starts with the username as display name, Private visibility and the default picture', async () => {
    const { user } = renderSignUp();
    const displayName = await reachProfileStep(user);
    expect(displayName).toHaveValue('bookworm');
    expect(screen.getByLabelText('Profile visibility')).toHaveValue('private');
    expect(within(screen.getByLabelText('Profile visibility')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Private',
      'Public',
    ]);
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveValue('');
    expect(screen.getByText('0/150 characters (optional)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('requires a display name, and forgets the message as soon as a valid one is typed', async () => {
    const { user } = renderSignUp();
    const displayName = await reachProfileStep(user);
    await user.clear(displayName);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Display name is required');
    expect(creations()).toEqual([]);
    await user.type(displayName, ' ');
    expect(screen.getByRole('alert')).toHaveTextContent('Display name is required');
    await user.type(displayName, 'B');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts bio characters up to 150', async () => {
    const { user } = renderSignUp();
    await reachProfileStep(user);
    await user.type(screen.getByLabelText('Bio'), 'Reads on trains.');
    expect(screen.getByText('16/150 characters (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('maxLength', '150');
  });

  it('previews a chosen picture from the keyboard-operable picture button', async () => {
    const { user } = renderSignUp();
    await reachProfileStep(user);
    const pictureButton = screen.getByRole('button', { name: 'Choose a profile picture' });
    const input = screen.getByLabelText('Profile picture');
    const click = jest.spyOn(input, 'click');
    pictureButton.focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif');

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Your chosen profile picture' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeInTheDocument();
  });

  it('refuses a picture the server cannot read, keeping the default one', async () => {
    const { user } = renderSignUp();
    await reachProfileStep(user);
    // Dropped or pasted files bypass the accept filter, so fire the change the browser would.
    fireEvent.change(screen.getByLabelText('Profile picture'), { target: { files: [new File(['webp'], 'me.webp', { type: 'image/webp' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Profile picture must be a PNG, JPEG or GIF image');
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toBeInTheDocument();
  });

  it('creates the account with every field and goes to /login', async () => {
    const { user } = renderSignUp();
    const displayName = await reachProfileStep(user);
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile picture'), picture);
    await user.clear(displayName);
    await user.type(displayName, 'Book Worm');
    await user.type(screen.getByLabelText('Bio'), 'Reads on trains.');
    await user.selectOptions(screen.getByLabelText('Profile visibility'), 'Public');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    const [form] = creations();
    const { profile_picture: sentPicture, ...fields } = Object.fromEntries(form?.entries() ?? []);
    expect(fields).toEqual({ ...valid, display_name: 'Book Worm', bio: 'Reads on trains.', profile_visibility: 'public' });
    expect(sentPicture).toBeInstanceOf(File);
    expect([(sentPicture as File).type, (sentPicture as File).size]).toEqual(['image/png', picture.size]);
  });

  it("shows the server's reason when the account cannot be created", async () => {
    api.post('/auth/create', () => reply(409, { error: 'Email is already taken' }));
    const { user } = renderSignUp();
    await reachProfileStep(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already taken');
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('falls back to a general message when the server gives no reason', async () => {
    api.post('/auth/create', () => reply(500));
    const { user } = renderSignUp();
    await reachProfileStep(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error creating the user');
  });

  it('keeps everything typed in step 2 through Back and Sign Up again', async () => {
    const { user } = renderSignUp();
    const displayName = await reachProfileStep(user);
    await user.upload(screen.getByLabelText('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.clear(displayName);
    await user.type(displayName, 'Book Worm');
    await user.type(screen.getByLabelText('Bio'), 'Reads on trains.');
    await user.selectOptions(screen.getByLabelText('Profile visibility'), 'Public');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('Display name')).toHaveValue('Book Worm');
    expect(screen.getByLabelText('Bio')).toHaveValue('Reads on trains.');
    expect(screen.getByLabelText('Profile visibility')).toHaveValue('public');
    expect(screen.getByRole('img', { name: 'Your chosen profile picture' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    const { profile_picture: sentPicture, ...fields } = Object.fromEntries(creations()[0]?.entries() ?? []);
    expect(fields).toMatchObject({ display_name: 'Book Worm', bio: 'Reads on trains.', profile_visibility: 'public' });
    expect(sentPicture).toBeInstanceOf(File);
  });

  it('keeps the display name equal to the username until the reader edits it', async () => {
    const { user } = renderSignUp();
    await reachProfileStep(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(await screen.findByLabelText('Username'), '2');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('Display name')).toHaveValue('bookworm2');
  });

  it('goes back to step 1 with the account fields kept', async () => {
    const { user } = renderSignUp();
    await reachProfileStep(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('bookworm'));
    expect(screen.getByLabelText('Email')).toHaveValue('worm@example.com');
  });
});
