import { render } from '@testing-library/react';
import { announce, LiveAnnouncer } from './LiveAnnouncer';

const region = () => document.querySelector('[data-live-region]');
const lastAnnounced = () => region()?.textContent;

it('speaks through the live region rendered with the page, a new node each time', () => {
  render(<LiveAnnouncer />);
  expect(region()).toHaveAttribute('aria-live', 'polite');
  expect(region()).toBeEmptyDOMElement();

  announce('Reading goal for 2026 saved.');
  const first = region()!.firstChild;
  expect(lastAnnounced()).toBe('Reading goal for 2026 saved.');
  announce('Reading goal for 2026 saved.');
  // The same sentence again is a new node, so a screen reader hears it again.
  expect(region()!.firstChild).not.toBe(first);
  expect(document.querySelectorAll('[data-live-region]')).toHaveLength(1);
});

it('makes the region itself where the page has none (a remote on its own dev host)', () => {
  expect(region()).toBeNull();
  announce('Read deleted.');
  expect(lastAnnounced()).toBe('Read deleted.');
  expect(region()).toHaveAttribute('aria-atomic', 'true');
});
