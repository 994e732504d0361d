import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminNotification, AdminUser } from '@booknook/api';
import { admin, fakeApi, renderWithRouter, reply, signInAs, type FakeApi } from '@booknook/testing';
import App from '../App';
import { SEARCH_PAUSE_MS } from './UserPicker';

let api: FakeApi;

const people: AdminUser[] = [
  { id: 2, username: 'alice', email: 'alice@example.com', display_name: 'Alice', user_type_id: 2, date_created: '2026-01-01T00:00:00.000Z' },
  { id: 3, username: 'bob', email: 'bob@example.com', display_name: 'Bob', user_type_id: 2, date_created: '2026-01-02T00:00:00.000Z' },
];

function created(body: Partial<AdminNotification>): AdminNotification {
  return { id: 9, title: '', message: '', notification_type: 'info', user_id: null, date_created: '2026-03-01T00:00:00.000Z', User: null, ...body };
}

beforeEach(() => {
  signInAs(admin);
  api = fakeApi()
    .get('/notifications', () => ({ notifications: [], total: 0 }))
    .get('/users/all-users', ({ query }) => {
      const search = query.get('search')?.toLowerCase();
      const matches = search ? people.filter((person) => person.username.includes(search) || person.email.includes(search)) : people;
      return { users: matches, total: matches.length };
    })
    .post('/notifications', ({ body }) => reply(201, created(body as Partial<AdminNotification>)));
});

async function openDialog() {
  const rendered = renderWithRouter(<App />, { route: '/dashboard?tab=notifications' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Create Notification' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Notification' });
  await within(dialog).findByRole('radio', { name: /alice/ });
  return { ...rendered, dialog };
}

const posted = () => api.requests('POST', '/notifications').map((request) => request.body);

type Opened = Awaited<ReturnType<typeof openDialog>>;

/** Types into the dialog's Title and Message (either left alone when not given). */
async function write({ user, dialog }: Opened, { title, message }: { title?: string; message?: string }) {
  if (title !== undefined) await user.type(within(dialog).getByLabelText('Title'), title);
  if (message !== undefined) await user.type(within(dialog).getByLabelText('Message'), message);
}

async function submit({ user, dialog }: Opened) {
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
}

it('opens with the focus on Title, the type Info and nobody chosen', async () => {
  const { dialog } = await openDialog();
  expect(within(dialog).getByLabelText('Title')).toHaveFocus();
  expect(within(dialog).getByLabelText('Type')).toHaveValue('info');
  expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['Update', 'Warning', 'Info']);
  expect(within(dialog).getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  expect(within(dialog).getByRole('checkbox', { name: /All Users/ })).not.toBeChecked();
});

it('requires a title and a message', async () => {
  const opened = await openDialog();
  const { user, dialog } = opened;
  await write(opened, { title: 'Maintenance' });
  await submit(opened);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Title and Message are required.');

  await user.clear(within(dialog).getByLabelText('Title'));
  await write(opened, { title: '   ', message: 'Tonight' });
  await submit(opened);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Title and Message are required.');
  expect(posted()).toEqual([]);
});

it('requires a user unless All Users is ticked', async () => {
  const opened = await openDialog();
  await write(opened, { title: 'Maintenance', message: 'Tonight' });
  await submit(opened);
  expect(within(opened.dialog).getByRole('alert')).toHaveTextContent('Please select a user to send notification to.');
  expect(posted()).toEqual([]);
});

it('finds a user by part of their name, sends to them, closes and says so on the tab', async () => {
  const opened = await openDialog();
  const { user, dialog } = opened;
  await write(opened, { title: '  New shelves  ', message: 'Try the Did Not Finish shelf.' });
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'update');
  await user.type(within(dialog).getByRole('searchbox', { name: 'Find a user' }), 'BO');

  await waitFor(() => expect(within(dialog).queryByRole('radio', { name: /alice/ })).not.toBeInTheDocument());
  expect(api.requests('GET', '/users/all-users').at(-1)!.query.get('search')).toBe('BO');
  await user.click(within(dialog).getByRole('radio', { name: /bob/ }));
  expect(within(dialog).getByText('Sending to', { exact: false })).toHaveTextContent('Sending to bob');
  await submit(opened);

  expect(await screen.findByText('Notification created successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posted()).toEqual([{ title: 'New shelves', message: 'Try the Did Not Finish shelf.', notification_type: 'update', user_id: 3 }]);
});

it('asks the server once a typed search pauses, not once per key', async () => {
  const { dialog } = await openDialog();
  jest.useFakeTimers();
  try {
    const searches = () => api.requests('GET', '/users/all-users').map((request) => request.query.get('search'));
    const before = searches().length;
    const box = within(dialog).getByRole('searchbox', { name: 'Find a user' });
    for (const typed of ['a', 'al', 'ali']) {
      fireEvent.change(box, { target: { value: typed } });
      act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS - 1));
    }
    expect(searches().length).toBe(before);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(searches().slice(before)).toEqual(['ali']));
  } finally {
    jest.useRealTimers();
  }
});

it('clears the chosen user when All Users is ticked, and sends to everyone', async () => {
  const opened = await openDialog();
  const { user, dialog } = opened;
  await write(opened, { title: 'Hello', message: 'Everyone' });
  await user.click(within(dialog).getByRole('radio', { name: /alice/ }));

  await user.click(within(dialog).getByRole('checkbox', { name: /All Users/ }));
  expect(within(dialog).getByRole('radio', { name: /alice/ })).not.toBeChecked();
  expect(within(dialog).getByRole('radio', { name: /alice/ })).toBeDisabled();
  expect(within(dialog).queryByText(/Sending to/)).not.toBeInTheDocument();

  // Unticking leaves nobody chosen.
  await user.click(within(dialog).getByRole('checkbox', { name: /All Users/ }));
  await submit(opened);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a user to send notification to.');

  await user.click(within(dialog).getByRole('checkbox', { name: /All Users/ }));
  await submit(opened);
  expect(await screen.findByText('Notification created successfully.')).toBeInTheDocument();
  expect(posted()).toEqual([{ title: 'Hello', message: 'Everyone', notification_type: 'info', user_id: null }]);
});

it('says Failed to create notification. Please try again. and keeps what was written', async () => {
  api.post('/notifications', () => reply(500, { error: 'Database down' }));
  const opened = await openDialog();
  const { user, dialog } = opened;
  await write(opened, { title: 'Hello', message: 'Everyone' });
  await user.click(within(dialog).getByRole('checkbox', { name: /All Users/ }));
  await submit(opened);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create notification. Please try again.');
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Hello');
});

it('says Failed to load users. when the user picker cannot search', async () => {
  api.get('/users/all-users', () => reply(500, {}));
  const { user } = renderWithRouter(<App />, { route: '/dashboard?tab=notifications' });
  await user.click(await screen.findByRole('button', { name: 'Create Notification' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(/^Failed to load users\.$/);
});
