import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { connectRealtime, verifyToken, type Socket } from '@booknook/api';
import { sessionStore } from '@booknook/session';
import { admin, apiError, reader, renderWithRouter, signInAs } from '@booknook/testing';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { AuthGuard } from './AuthGuard';

jest.mock('@booknook/api', () => ({ ...jest.requireActual('@booknook/api'), verifyToken: jest.fn(), connectRealtime: jest.fn() }));

const mockedVerifyToken = jest.mocked(verifyToken);
const socket = { on: jest.fn(), removeAllListeners: jest.fn(), disconnect: jest.fn(), active: true };

function renderAt(route: string) {
  return renderWithRouter(
    <RealtimeProvider>
      <Routes>
        <Route path="/booknook" element={<AuthGuard>{<h1>Book Nook page</h1>}</AuthGuard>} />
        <Route path="/dashboard" element={<AuthGuard adminOnly>{<h1>Dashboard page</h1>}</AuthGuard>} />
        <Route path="/home" element={<h1>Home page</h1>} />
        <Route path="/login" element={<h1>Log in page</h1>} />
      </Routes>
    </RealtimeProvider>,
    { route },
  );
}

beforeEach(() => {
  mockedVerifyToken.mockReset();
  jest.mocked(connectRealtime).mockReset().mockReturnValue(socket as unknown as Socket);
  socket.disconnect.mockClear();
});

describe('protected pages', () => {
  it('shows a loading state while the token is checked, then the page', async () => {
    signInAs(reader);
    let answer: (value: { valid: boolean; user_type_id: number }) => void = () => undefined;
    mockedVerifyToken.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/booknook');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByRole('heading', { name: 'Book Nook page' })).not.toBeInTheDocument();
    answer({ valid: true, user_type_id: 2 });
    expect(await screen.findByRole('heading', { name: 'Book Nook page' })).toBeInTheDocument();
  });

  it('ends the session, closes the realtime connection and goes to /login when verification fails', async () => {
    signInAs(reader);
    mockedVerifyToken.mockRejectedValue(apiError(401, { error: 'Invalid or expired token' }));
    renderAt('/booknook');
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('goes to /login without asking the server when no token is stored', () => {
    renderAt('/booknook');
    expect(screen.getByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(mockedVerifyToken).not.toHaveBeenCalled();
  });
});

describe('the /dashboard guard', () => {
  it('lets an administrator in', async () => {
    signInAs(admin);
    mockedVerifyToken.mockResolvedValue({ valid: true, user_type_id: 1 });
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('sends a reader to /home, trusting the server over the stored user', async () => {
    signInAs({ ...reader, user_type_id: 1 });
    mockedVerifyToken.mockResolvedValue({ valid: true, user_type_id: 2 });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('test-token');
  });

  it('sends a visitor whose token fails verification to /login and clears the session', async () => {
    signInAs(admin);
    mockedVerifyToken.mockResolvedValue({ valid: false, user_type_id: 1 });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a visitor without a token to /login', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
  });
});
