import { render, screen } from '@testing-library/react';
import { announce, LiveAnnouncer } from './LiveAnnouncer';

const polite = () => document.querySelector('[data-live-region="polite"]');
const assertive = () => document.querySelector('[data-live-region="assertive"]');

afterEach(() => document.body.replaceChildren());

it('speaks through the live regions rendered with the page, a new node each time', () => {
  render(<LiveAnnouncer />);
  expect(polite()).toHaveAttribute('aria-live', 'polite');
  expect(assertive()).toHaveAttribute('aria-live', 'assertive');
  expect(polite()).toBeEmptyDOMElement();

  announce('Settings saved.');
  const first = polite()!.firstChild;
  expect(polite()).toHaveTextContent('Settings saved.');
  announce('Settings saved.');
  // The same sentence again is a new node, so a screen reader hears it again.
  expect(polite()!.firstChild).not.toBe(first);
  expect(document.querySelectorAll('[data-live-region]')).toHaveLength(2);

  announce('Could not save.', 'assertive');
  expect(assertive()).toHaveTextContent('Could not save.');
});

it('makes the regions itself where the page has none (a remote on its own dev host)', () => {
  announce('Book deleted.');
  expect(polite()).toHaveTextContent('Book deleted.');
  expect(polite()).toHaveAttribute('aria-atomic', 'true');
});
