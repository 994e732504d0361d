import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { sessionStore } from '@booknook/session';
import { fakeApi } from '@booknook/testing';
import { StandaloneHost } from './StandaloneHost';

function StatsApp() {
  const { pathname } = useLocation();
  return <h1>{`Stats remote at ${pathname}`}</h1>;
}

it('signs in with the real login call, then renders the remote at its home path', async () => {
  const user = userEvent.setup();
  const api = fakeApi().post('/auth/login', () => ({
    token: 'jwt-token',
    user: { id: 4, username: 'dev_reader', user_type_id: 2, profile_picture: null, recommendations: true },
  }));
  render(<StandaloneHost app={StatsApp} name="Stats" homePath="/stats" />);

  await user.type(screen.getByLabelText('Email'), 'dev@example.com');
  await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('heading', { name: 'Stats remote at /stats' })).toBeInTheDocument();
  expect(screen.getByText(/signed in as dev_reader/)).toBeInTheDocument();
  expect(sessionStore.getState().token).toBe('jwt-token');
  expect(api.requests('POST', '/auth/login')[0]?.body).toEqual({ email: 'dev@example.com', password: 'Str0ng!pass' });

  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(screen.getByRole('heading', { name: 'Sign in to work on this remote' })).toBeInTheDocument();
});
