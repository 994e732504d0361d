import { screen } from '@testing-library/react';
import { renderWithRouter } from '@booknook/testing';
import App from './App';

it('shows the dashboard with Users, Notifications and Reviews tabs, Users first', async () => {
  const { user } = renderWithRouter(<App />, { route: '/dashboard' });
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Users', 'Notifications', 'Reviews']);
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Reviews' }));
  expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible();
});
