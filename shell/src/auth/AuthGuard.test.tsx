import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { io } from 'socket.io-client';
import { sessionStore } from '@booknook/session';
import type { VerifyTokenResponse } from '@booknook/api';
import { UNREACHABLE, admin, deferred, fakeApi, openedSockets, openFakeSocket, reader, renderWithRouter, reply, signInAs, type FakeAnswer, type FakeApi } from '@booknook/testing';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { AuthGuard, SESSION_CHECK_FAILED_TEXT } from './AuthGuard';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

function renderAt(route: string) {
  return renderWithRouter(
    <>
      <RealtimeConnection />
      <Routes>
        <Route path="/booknook" element={<AuthGuard>{<h1>Book Nook page</h1>}</AuthGuard>} />
        <Route path="/dashboard" element={<AuthGuard adminOnly>{<h1>Dashboard page</h1>}</AuthGuard>} />
        <Route path="/home" element={<h1>Home page</h1>} />
        <Route path="/login" element={<h1>Log in page</h1>} />
      </Routes>
    </>,
    { route },
  );
}

let api: FakeApi;
const verifications = () => api.requests('POST', '/auth/verify-token');

beforeEach(() => {
  api = fakeApi();
  jest.mocked(io).mockImplementation((options) => openFakeSocket(options) as unknown as ReturnType<typeof io>);
});

describe('protected pages', () => {
  it('shows the page from the stored session while the token is checked', async () => {
    signInAs(reader);
    const answer = deferred<FakeAnswer<VerifyTokenResponse>>();
    api.post('/auth/verify-token', () => answer.promise);
    renderAt('/booknook');
    expect(screen.getByRole('heading', { name: 'Book Nook page' })).toBeInTheDocument();
    await waitFor(() => expect(verifications()).toHaveLength(1));
    expect(verifications()[0]?.headers.authorization).toBe('Bearer test-token');
    answer.resolve({ valid: true, user_type_id: 2 });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Book Nook page' })).toBeInTheDocument());
  });

  it('leaves the page it showed, ends the session and goes to /login when the token turns out refused', async () => {
    signInAs(reader);
    const answer = deferred<FakeAnswer<VerifyTokenResponse>>();
    api.post('/auth/verify-token', () => answer.promise);
    renderAt('/booknook');
    expect(screen.getByRole('heading', { name: 'Book Nook page' })).toBeInTheDocument();
    answer.resolve(reply(401, { error: 'Invalid or expired token' }));
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('ends the session, closes the realtime connection and goes to /login when the server refuses the token (401)', async () => {
    signInAs(reader);
    api.post('/auth/verify-token', () => reply(401, { error: 'Invalid or expired token' }));
    renderAt('/booknook');
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(openedSockets[0]?.disconnected).toBe(true);
  });

  it.each([
    ['the server is unreachable', () => UNREACHABLE, SESSION_CHECK_FAILED_TEXT],
    ['the server answers 503', () => reply(503, { error: 'Service unavailable' }), `${SESSION_CHECK_FAILED_TEXT} Service unavailable`],
    ['the server answers 500', () => reply(500, { error: 'Internal server error' }), `${SESSION_CHECK_FAILED_TEXT} Internal server error`],
    ['the server limits the caller (429)', () => reply(429, { error: 'Too many attempts, please try again in a minute.' }), `${SESSION_CHECK_FAILED_TEXT} Too many attempts, please try again in a minute.`],
  ])('keeps the reader signed in on the page when %s, says so, and checks again on Retry', async (_case, failure, alert) => {
    signInAs(reader);
    api.post('/auth/verify-token', failure);
    renderAt('/booknook');
    expect(await screen.findByRole('alert')).toHaveTextContent(alert);
    expect(screen.getByRole('heading', { name: 'Book Nook page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('test-token');
    expect(localStorage.getItem('token')).toBe('test-token');
    expect(openedSockets[0]?.disconnected).toBe(false);

    api.post('/auth/verify-token', () => ({ valid: true, user_type_id: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(verifications()).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Book Nook page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('test-token');
  });

  it('ends the session when Retry gets the server’s refusal', async () => {
    signInAs(reader);
    api.post('/auth/verify-token', () => UNREACHABLE);
    renderAt('/booknook');
    await screen.findByRole('alert');
    api.post('/auth/verify-token', () => reply(401, { error: 'Invalid or expired token' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('goes to /login without asking the server when no token is stored', () => {
    renderAt('/booknook');
    expect(screen.getByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(verifications()).toHaveLength(0);
  });
});

describe('the /dashboard guard', () => {
  it('lets an administrator in', async () => {
    signInAs(admin);
    api.post('/auth/verify-token', () => ({ valid: true, user_type_id: 1 }));
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('sends a reader to /home, trusting the server over the stored user', async () => {
    signInAs({ ...reader, user_type_id: 1 });
    api.post('/auth/verify-token', () => ({ valid: true, user_type_id: 2 }));
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('test-token');
  });

  it('sends a visitor whose token fails verification to /login and clears the session', async () => {
    signInAs(admin);
    api.post('/auth/verify-token', () => ({ valid: false, user_type_id: 1 }));
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps an administrator signed in when the check fails, shows why instead of the dashboard, and lets them in on Retry', async () => {
    signInAs(admin);
    api.post('/auth/verify-token', () => reply(503, { error: 'Service unavailable' }));
    renderAt('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${SESSION_CHECK_FAILED_TEXT} Service unavailable`);
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('test-token');

    api.post('/auth/verify-token', () => ({ valid: true, user_type_id: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a visitor without a token to /login', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
  });
});
