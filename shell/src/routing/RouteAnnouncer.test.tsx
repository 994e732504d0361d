import { act, render, screen } from '@testing-library/react';
import { RouteAnnouncer } from './RouteAnnouncer';

it('announces each new page title politely, not the one the page opened with', async () => {
  document.title = 'BookNook';
  render(<RouteAnnouncer />);
  const region = screen.getByTestId('route-announcer');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();

  await act(async () => {
    document.title = 'Stats — BookNook';
  });
  expect(region).toHaveTextContent('Stats — BookNook');
});
