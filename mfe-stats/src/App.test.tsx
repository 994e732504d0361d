import { screen } from '@testing-library/react';
import { fakeApi, renderWithRouter, signInAs } from '@booknook/testing';
import App from './App';

it('renders the Stats page on /stats and nothing it does not own', () => {
  fakeApi().get('/settings', () => new Promise(() => undefined)).get('/shelves/custom', () => []).get('/stats', () => new Promise(() => undefined));
  signInAs();
  const { unmount } = renderWithRouter(<App />, { route: '/stats' });
  expect(screen.getByRole('heading', { name: 'Stats' })).toBeInTheDocument();
  unmount();
  renderWithRouter(<App />, { route: '/stats/2024' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
