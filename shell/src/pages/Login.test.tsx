import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import type { LoginLocationState } from '@booknook/features';
import { SERVER_UNREACHABLE, type LoginResponse } from '@booknook/api';
import { admin, fakeApi, reader, renderWithRouter, reply, signInAs, UNREACHABLE, type FakeApi, type FakeHandler } from '@booknook/testing';
import { Login } from './Login';

let api: FakeApi;
const answerLogin = (handler: FakeHandler<LoginResponse>) => api.post('/auth/login', handler);
const logins = () => api.requests('POST', '/auth/login');

function renderLogin() {
  return renderWithRouter(
    <Routes>
      <Route path="/login" element={<Login />} />
      <Route path="/home" element={<h1>Home page</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      <Route path="/signup" element={<h1>Sign-up page</h1>} />
    </Routes>,
    { route: '/login' },
  );
}

async function logIn(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  api = fakeApi();
});

it('requires an email, then a password', async () => {
  const { user } = renderLogin();
  await logIn(user, '', '');
  expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  await logIn(user, 'ada@example.com', '');
  expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
  expect(logins()).toHaveLength(0);
});

it('shows and hides the password with a toggle button', async () => {
  const { user } = renderLogin();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

it.each([
  ['a reader', reader, 'Home page'],
  ['an administrator', admin, 'Dashboard page'],
])('stores the session of %s and opens their start page', async (_who, sessionUser, startPage) => {
  answerLogin(() => ({ token: 'jwt-token', user: sessionUser }) satisfies LoginResponse);
  const { user } = renderLogin();
  await logIn(user, 'someone@example.com', 'Str0ng!pass');
  expect(await screen.findByRole('heading', { name: startPage })).toBeInTheDocument();
  expect(logins().map((request) => request.body)).toEqual([{ email: 'someone@example.com', password: 'Str0ng!pass' }]);
  expect(localStorage.getItem('token')).toBe('jwt-token');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(sessionUser);
  expect(localStorage.getItem('user_id')).toBe(String(sessionUser.id));
});

it("shows the server's message when it refuses the login", async () => {
  answerLogin(() => reply(401, { error: 'Invalid email or password' }));
  const { user } = renderLogin();
  await logIn(user, 'ada@example.com', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(localStorage.getItem('token')).toBeNull();
});

it('says an error occurred when the server answers without a message', async () => {
  answerLogin(() => reply(500));
  const { user } = renderLogin();
  await logIn(user, 'ada@example.com', 'Str0ng!pass');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred$/);
});

it('names the error when the server cannot be reached', async () => {
  answerLogin(() => UNREACHABLE);
  const { user } = renderLogin();
  await logIn(user, 'ada@example.com', 'Str0ng!pass');
  expect(await screen.findByRole('alert')).toHaveTextContent(`There was an error logging in: ${SERVER_UNREACHABLE}`);
});

it('says the account was deleted when the reader arrives from deleting it', async () => {
  const accountDeleted: LoginLocationState = { accountDeleted: true };
  const { user } = renderWithRouter(
    <Routes>
      <Route path="/settings" element={<Link to="/login" state={accountDeleted}>Deleted</Link>} />
      <Route path="/login" element={<Login />} />
    </Routes>,
    { route: '/settings' },
  );
  await user.click(screen.getByRole('link', { name: 'Deleted' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your account was deleted.');
});

it('links to sign-up', async () => {
  const { user } = renderLogin();
  await user.click(screen.getByRole('link', { name: 'Sign up' }));
  expect(screen.getByRole('heading', { name: 'Sign-up page' })).toBeInTheDocument();
});

it('sends a visitor with a stored token to /home, administrators included', () => {
  signInAs(admin);
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});
