import { useState, type FormEvent } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '../components/TextField';
import { InvalidFieldFocus } from './InvalidFieldFocus';

/** A form that checks two fields when sent, as the product's forms do (noValidate, errors under the fields). */
function TwoFieldForm({ onValid }: { onValid: () => void }) {
  const [values, setValues] = useState({ title: '', message: '' });
  const [errors, setErrors] = useState<{ title?: string; message?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { title: values.title ? undefined : 'Title is required.', message: values.message ? undefined : 'Message is required.' };
    setErrors(found);
    if (!found.title && !found.message) onValid();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Title" value={values.title} error={errors.title} onChange={(event) => setValues({ ...values, title: event.target.value })} />
      <TextField label="Message" value={values.message} error={errors.message} onChange={(event) => setValues({ ...values, message: event.target.value })} />
      <button type="submit">Send</button>
    </form>
  );
}

it('moves focus to the first field with an error when a form is sent, so its label and error are read', async () => {
  const user = userEvent.setup();
  const onValid = jest.fn();
  render(
    <>
      <InvalidFieldFocus />
      <TwoFieldForm onValid={onValid} />
    </>,
  );
  await user.type(screen.getByLabelText('Title'), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const message = screen.getByLabelText('Message');
  await waitFor(() => expect(message).toHaveFocus());
  expect(message).toHaveAccessibleDescription('Message is required.');

  await user.type(message, 'Hi there');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(onValid).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
});

it('leaves focus alone once it has left the form', async () => {
  const user = userEvent.setup();
  render(
    <>
      <InvalidFieldFocus />
      <TwoFieldForm onValid={() => undefined} />
      <a href="#elsewhere">Elsewhere</a>
    </>,
  );
  act(() => screen.getByRole('button', { name: 'Send' }).closest('form')!.requestSubmit());
  screen.getByRole('link', { name: 'Elsewhere' }).focus();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
});
