import { screen } from '@testing-library/react';
import { renderWithRouter } from '@booknook/testing';
import App from './App';

it('renders the Stats page on /stats and nothing it does not own', () => {
  const { unmount } = renderWithRouter(<App />, { route: '/stats' });
  expect(screen.getByRole('heading', { name: 'Stats' })).toBeInTheDocument();
  unmount();
  renderWithRouter(<App />, { route: '/stats/2024' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
