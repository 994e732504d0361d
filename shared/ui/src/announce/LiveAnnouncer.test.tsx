import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusMessage } from '../components/ErrorMessage';
import { TextField } from '../components/TextField';
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

it('announces a status message once it appears, while the visible note itself stays quiet', () => {
  render(
    <>
      <LiveAnnouncer />
      <StatusMessage>Your settings were saved.</StatusMessage>
    </>,
  );
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'off');
  expect(polite()).toHaveTextContent('Your settings were saved.');
});

function FormWithRule() {
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError('Display name is required.');
      }}
    >
      <TextField label="Display name" error={error} />
      <button type="submit">Save</button>
    </form>
  );
}

it('announces a form error assertively when a submit is refused', async () => {
  render(
    <>
      <LiveAnnouncer />
      <FormWithRule />
    </>,
  );
  expect(assertive()).toBeEmptyDOMElement();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(assertive()).toHaveTextContent('Display name is required.');
});
