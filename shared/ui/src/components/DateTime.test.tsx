import { render, screen } from '@testing-library/react';
import { DateTime } from './DateTime';

it('shows the day in one format whatever the browser’s locale, with the timestamp for machines', () => {
  render(<DateTime value="2026-03-14T09:30:00.000Z" />);
  const time = screen.getByText(/^Mar 1[45], 2026$/);
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('datetime', '2026-03-14T09:30:00.000Z');
});

it('adds the time of day when asked', () => {
  render(<DateTime value="2026-03-14T09:30:00.000Z" withTime />);
  expect(screen.getByText(/^Mar 1[45], 2026, \d{1,2}:30 [AP]M$/)).toHaveAttribute('datetime', '2026-03-14T09:30:00.000Z');
});
