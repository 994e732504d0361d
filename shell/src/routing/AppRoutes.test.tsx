import { screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeApi, reader, renderWithRouter, signInAs } from '@booknook/testing';
import { AppRoutes } from './AppRoutes';
import { protectedAreaFor } from './areas';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
beforeEach(() => {
  fakeApi()
    .get('/remotes.json', () => ({ stats: '/mfe/stats/mf-manifest.json' }))
    .post('/auth/verify-token', () => ({ valid: true, user_type_id: 2 }))
    .get('/profile-pictures', () => new Promise(() => undefined))
    .get('/notifications/unread', () => ({ hasUnread: false }))
    // A device that stores no theme asks the account's (AccountTheme); these pages do not wait for it.
    .get('/settings', () => new Promise(() => undefined));
});

describe('protectedAreaFor', () => {
  it.each([
    ['/home', 'discovery'],
    ['/home/Science%20Fiction', 'discovery'],
    ['/search/', 'discovery'],
    ['/search/dune', 'discovery'],
    ['/booknook/Read', 'library'],
    ['/stats', 'stats'],
    ['/profile/ada_reads', 'account'],
    ['/settings', 'account'],
    ['/dashboard', 'admin'],
  ])('gives %s to the %s remote', (path, remote) => {
    expect(protectedAreaFor(path)?.remote).toBe(remote);
  });

  it('keeps shell pages and look-alike prefixes for the shell', () => {
    expect(protectedAreaFor('/')).toBeNull();
    expect(protectedAreaFor('/login')).toBeNull();
    expect(protectedAreaFor('/homepage')).toBeNull();
    expect(protectedAreaFor('/statistics')).toBeNull();
  });

  it('marks only /dashboard as admin-only', () => {
    expect(protectedAreaFor('/dashboard')?.adminOnly).toBe(true);
    expect(protectedAreaFor('/stats')?.adminOnly).toBe(false);
  });
});

it('redirects unknown paths to the landing page', async () => {
  renderWithRouter(<AppRoutes />, { route: '/no/such/page' });
  const actions = await screen.findByRole('navigation', { name: 'Account' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(within(actions).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  expect(within(actions).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

it('offers signed-in visitors of the landing page a way to their books', async () => {
  signInAs(reader);
  renderWithRouter(<AppRoutes />, { route: '/' });
  expect((await screen.findAllByRole('link', { name: 'Go to your books' }))[0]).toHaveAttribute('href', '/home');
  expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
});

it('renders a signed-in area inside the layout with the remote that owns it', async () => {
  signInAs(reader);
  jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Stats</h1> });
  renderWithRouter(<AppRoutes />, { route: '/stats' });
  expect(await screen.findByRole('heading', { name: 'Stats' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('stats/App');
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Stats' }));
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});
