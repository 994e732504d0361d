import { screen } from '@testing-library/react';
import { reader, renderWithRouter, signInAs } from '@booknook/testing';
import App from './App';

it('shows who is signed in on /settings, read from the shared session store', () => {
  signInAs(reader);
  renderWithRouter(<App />, { route: '/settings' });
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByText('Signed in as ada_reads')).toBeInTheDocument();
});

it('offers Edit Profile only on the own profile', () => {
  signInAs(reader);
  const { unmount } = renderWithRouter(<App />, { route: '/profile/ada_reads' });
  expect(screen.getByRole('heading', { name: 'ada_reads' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');
  unmount();
  renderWithRouter(<App />, { route: '/profile/someone_else' });
  expect(screen.getByRole('heading', { name: 'someone_else' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
});

it('sends paths it does not own to /', () => {
  renderWithRouter(<App />, { route: '/profile' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
