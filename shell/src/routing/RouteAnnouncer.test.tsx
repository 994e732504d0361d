import { act, render } from '@testing-library/react';
import { LiveAnnouncer } from '@booknook/ui';
import { RouteAnnouncer } from './RouteAnnouncer';

it('announces each new page title politely, not the one the page opened with', async () => {
  document.title = 'BookNook';
  const { container } = render(
    <>
      <LiveAnnouncer />
      <RouteAnnouncer />
    </>,
  );
  const region = container.querySelector('[data-live-region]');
  expect(region).toBeEmptyDOMElement();

  await act(async () => {
    document.title = 'Stats — BookNook';
  });
  expect(region).toHaveTextContent('Stats — BookNook');
});
