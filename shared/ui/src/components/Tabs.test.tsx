import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'users', label: 'Users', content: <p>User table</p> },
  { id: 'notifications', label: 'Notifications', content: <p>Notification table</p> },
  { id: 'reviews', label: 'Reviews', content: <p>Review table</p> },
];

it('shows the default tab and moves between tabs with the arrow keys', async () => {
  const user = userEvent.setup();
  render(<Tabs label="Dashboard sections" tabs={tabs} defaultTabId="users" />);
  expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('User table');

  await user.tab();
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toHaveTextContent('Notification table');
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
});

it('selects a tab on click', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  render(<Tabs label="Dashboard sections" tabs={tabs} onSelect={onSelect} />);
  await user.click(screen.getByRole('tab', { name: 'Reviews' }));
  expect(onSelect).toHaveBeenCalledWith('reviews');
  expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('Review table');
  expect(screen.queryByText('User table')).not.toBeInTheDocument();
});
