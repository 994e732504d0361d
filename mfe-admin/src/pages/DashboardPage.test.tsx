import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminNotification, AdminUser, AdminUserList, Review } from '@booknook/api';
import { admin, deferred, fakeApi, renderWithRouter, reply, review, signInAs, type FakeAnswer, type FakeApi, type FakeRequest } from '@booknook/testing';
import App from '../App';

let api: FakeApi;

function adminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return { id, username: `reader${id}`, email: `reader${id}@example.com`, display_name: `Reader ${id}`, user_type_id: 2, date_created: '2026-01-15T09:00:00.000Z', ...overrides };
}

function notification(id: number, overrides: Partial<AdminNotification> = {}): AdminNotification {
  return { id, title: `Notice ${id}`, message: 'Shelves are back.', notification_type: 'update', user_id: 3, date_created: '2026-02-01T09:00:00.000Z', User: { username: 'reader3' }, ...overrides };
}

/** The requested page of `rows` (the fake does not sort: the tests look at what was asked). */
function page<Row>(rows: Row[], query: URLSearchParams): { rows: Row[]; total: number } {
  const offset = Number(query.get('offset') ?? 0);
  return { rows: rows.slice(offset, offset + Number(query.get('limit') ?? 10)), total: rows.length };
}

const users = [adminUser(admin.id, { username: admin.username, user_type_id: 1 }), ...Array.from({ length: 24 }, (_, index) => adminUser(index + 2))];

beforeEach(() => {
  signInAs(admin);
  api = fakeApi()
    .get('/users/all-users', ({ query }) => {
      const { rows, total } = page(users, query);
      return { users: rows, total };
    })
    .get('/notifications', () => ({ notifications: [], total: 0 }))
    .get('/reviews/all-reviews', () => ({ reviews: [], total: 0 }));
});

afterEach(() => {
  jest.useRealTimers();
});

async function openDashboard(route = '/dashboard') {
  const rendered = renderWithRouter(<App />, { route });
  await screen.findByRole('table');
  return rendered;
}

const header = (name: string) => screen.getByRole('columnheader', { name });
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('the dashboard', () => {
  it('opens on the Users tab, says it is loading, then lists the first 10 accounts in id order', async () => {
    const answer = deferred<FakeAnswer<AdminUserList>>();
    api.get('/users/all-users', () => answer.promise);
    renderWithRouter(<App />, { route: '/dashboard' });

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Users', 'Notifications', 'Reviews', 'Books']);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');

    answer.resolve({ users: users.slice(0, 10), total: users.length });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(api.lastQuery('/users/all-users')).toEqual({ offset: '0', limit: '10', sortBy: 'id', sortOrder: 'ASC' });
    expect(header('ID')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Username')).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('25 users · page 1 of 3')).toBeInTheDocument();
    expect(within(rowOf('reader2@example.com')).getByText('Reader')).toBeInTheDocument();
    expect(within(rowOf(admin.username)).getByText('Admin')).toBeInTheDocument();
  });

  it('names each cell’s column on the cell, which a phone shows beside it when rows become cards', async () => {
    await openDashboard();
    const headers = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼]/g, ''));
    const labels = within(rowOf('reader2@')).getAllByRole('cell').map((cell) => cell.dataset.label);
    expect(labels).toEqual(headers);
    expect(labels).toEqual(expect.arrayContaining(['Role', 'Joined']));
  });

  it('offers no delete on the administrator’s own row, and one on everyone else’s', async () => {
    await openDashboard();
    const own = rowOf(admin.username);
    expect(within(own).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(own).getByText(/Administrators cannot delete their own account from the dashboard\./)).toBeInTheDocument();
    expect(within(rowOf('reader2@')).getByRole('button', { name: 'Delete reader2' })).toBeInTheDocument();
  });

  it('sorts by a new column ascending, flips it when clicked again, and goes back to page 1 each time', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.lastQuery('/users/all-users')).toMatchObject({ offset: '10' }));

    await user.click(within(header('Username')).getByRole('button'));
    await waitFor(() => expect(api.lastQuery('/users/all-users')).toEqual({ offset: '0', limit: '10', sortBy: 'username', sortOrder: 'ASC' }));
    expect(header('Username')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('ID')).not.toHaveAttribute('aria-sort');
    expect(await screen.findByText('25 users · page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.lastQuery('/users/all-users')).toMatchObject({ offset: '20', sortBy: 'username', sortOrder: 'ASC' }));
    await user.click(within(header('Username')).getByRole('button'));
    await waitFor(() => expect(api.lastQuery('/users/all-users')).toEqual({ offset: '0', limit: '10', sortBy: 'username', sortOrder: 'DESC' }));
    expect(header('Username')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Email')).getByRole('button'));
    await waitFor(() => expect(api.lastQuery('/users/all-users')).toEqual({ offset: '0', limit: '10', sortBy: 'email', sortOrder: 'ASC' }));
  });

  it('sorts from the keyboard', async () => {
    const { user } = await openDashboard();
    within(header('Joined')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.lastQuery('/users/all-users')).toMatchObject({ sortBy: 'date_created', sortOrder: 'ASC' }));
    await user.keyboard(' ');
    await waitFor(() => expect(api.lastQuery('/users/all-users')).toMatchObject({ sortBy: 'date_created', sortOrder: 'DESC' }));
  });

  it('offers sorting on exactly the spec’s columns of each table', async () => {
    const { user } = await openDashboard();
    const sortable = () => screen.getAllByRole('columnheader').filter((cell) => within(cell).queryByRole('button')).map((cell) => cell.textContent?.replace(/[▲▼]/g, ''));
    expect(sortable()).toEqual(['ID', 'Username', 'Email', 'Role', 'Joined']);
    api.get('/notifications', () => ({ notifications: [notification(1)], total: 1 }));
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await screen.findByRole('table', { name: 'Notifications' });
    expect(sortable()).toEqual(['ID', 'Recipient', 'Title', 'Message', 'Created']);
    api.get('/reviews/all-reviews', () => ({ reviews: [review()], total: 1 }));
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    await screen.findByRole('table', { name: 'Reviews' });
    expect(sortable()).toEqual(['ID', 'User', 'Book', 'Rating', 'Review', 'Created']);
  });

  it('keeps the open tab in the address and each table’s page while another tab is open', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('25 users · page 2 of 3');

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\?users_page=2&tab=reviews$/);
    expect(await screen.findByText('No reviews found.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\?users_page=2$/);
    expect(await screen.findByText('25 users · page 2 of 3')).toBeInTheDocument();
  });

  it('opens each table on the page and order the address names, so a reload keeps them', async () => {
    renderWithRouter(<App />, { route: '/dashboard?users_page=3&users_sortBy=username&users_sortOrder=DESC' });
    expect(await screen.findByText('25 users · page 3 of 3')).toBeInTheDocument();
    expect(api.lastQuery('/users/all-users')).toMatchObject({ offset: '20', sortBy: 'username', sortOrder: 'DESC' });
    expect(header('Username')).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens the tab the address names', async () => {
    renderWithRouter(<App />, { route: '/dashboard?tab=notifications' });
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No notifications available')).toBeInTheDocument();
  });
});

describe('deleting a user', () => {
  it('asks first, saying all their data will be permanently deleted, then says so for 3 seconds and reloads the table', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    api.delete('/users/:id', () => ({ message: 'User deleted successfully.' }));
    const { user } = await openDashboard();
    const loads = api.requests('GET', '/users/all-users').length;

    await user.click(screen.getByRole('button', { name: 'Delete reader5' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete reader5?' });
    expect(dialog).toHaveTextContent('All of reader5’s data — shelves, progress, reviews and notifications — will be permanently deleted.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));

    expect(await screen.findByText('User deleted successfully.')).toBeInTheDocument();
    expect(api.requests('DELETE', '/users/:id').map((request) => request.pathParams.id)).toEqual(['5']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.requests('GET', '/users/all-users').length).toBeGreaterThan(loads));

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('User deleted successfully.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('User deleted successfully.')).not.toBeInTheDocument();
  });

  it('deletes nothing when cancelled', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Delete reader5' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests('DELETE')).toEqual([]);
  });

  it('says Failed to delete user in the dialog when the server refuses', async () => {
    api.delete('/users/:id', () => reply(409, { error: 'The last administrator’s account cannot be deleted; make another administrator first.' }));
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Delete reader5' }));
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.queryByText('User deleted successfully.')).not.toBeInTheDocument();
  });
});

describe('the tables’ failures and empty states', () => {
  it.each([
    ['Users', '/users/all-users', 'Failed to load users'],
    ['Notifications', '/notifications', 'Failed to load notifications'],
    ['Reviews', '/reviews/all-reviews', 'Failed to load reviews'],
  ])('the %s tab says %s when its list cannot be loaded', async (tab, path, text) => {
    api.get(path, () => reply(500, { error: 'Something broke' }));
    const { user } = renderWithRouter(<App />, { route: '/dashboard' });
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there are no users', async () => {
    api.get('/users/all-users', () => ({ users: [], total: 0 }));
    renderWithRouter(<App />, { route: '/dashboard' });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });
});

describe('the Notifications tab', () => {
  const long = 'The catalogue will be read-only on Sunday from 02:00 to 04:00 while we move it to a bigger home; shelves keep working.';

  beforeEach(() => {
    api.get('/notifications', ({ query }: FakeRequest) => {
      const { rows, total } = page([notification(1, { message: long }), notification(2, { user_id: null, User: null, notification_type: 'warning' })], query);
      return { notifications: rows, total };
    });
  });

  async function openNotifications() {
    const rendered = renderWithRouter(<App />, { route: '/dashboard?tab=notifications' });
    await screen.findByRole('table', { name: 'Notifications' });
    return rendered;
  }

  it('lists each notification’s recipient (All users for a broadcast), type, and a long message cut with the whole of it a click away', async () => {
    const { user } = await openNotifications();
    expect(within(rowOf('Notice 2')).getByText('All users')).toBeInTheDocument();
    expect(within(rowOf('Notice 2')).getByText('Warning')).toBeInTheDocument();
    expect(within(rowOf('Notice 1')).getByText('reader3')).toBeInTheDocument();

    const more = within(rowOf('Notice 1')).getByRole('button', { name: 'Show more of notification 1' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(rowOf('Notice 1')).getByText(long)).toBeInTheDocument();
    await user.click(more);
    expect(within(rowOf('Notice 1')).getByRole('button', { name: 'Show less of notification 1' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(rowOf('Notice 2')).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('sorts by recipient with the spec’s name for it', async () => {
    const { user } = await openNotifications();
    await user.click(within(header('Recipient')).getByRole('button'));
    await waitFor(() => expect(api.lastQuery('/notifications')).toEqual({ offset: '0', limit: '10', sortBy: 'User.username', sortOrder: 'ASC' }));
  });

  it('deletes a notification for everyone after asking, and says so', async () => {
    api.delete('/notifications/:id', () => reply(204, null));
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Delete notification 2' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this notification?' })).toHaveTextContent('“Notice 2” will be deleted for every user.');
    await user.click(screen.getByRole('button', { name: 'Delete notification' }));
    expect(await screen.findByText('Notification deleted successfully.')).toBeInTheDocument();
    const [request] = api.requests('DELETE', '/notifications/:id');
    expect(request!.pathParams.id).toBe('2');
    expect(request!.query.get('scope')).toBeNull();
  });

  it('says Failed to delete notification when the deletion fails', async () => {
    api.delete('/notifications/:id', () => reply(500, {}));
    const { user } = await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Delete notification 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete notification' }));
    expect(await screen.findByText('Failed to delete notification')).toBeInTheDocument();
  });
});

describe('the Reviews tab', () => {
  let listed: Review[];

  beforeEach(() => {
    listed = [review({ id: 31, rating: 2, review_text: null, User: { username: 'critic' }, Book: { title: 'Emma' } }), review({ id: 32, review_text: 'Lovely.' })];
    api.get('/reviews/all-reviews', () => ({ reviews: listed, total: listed.length }));
  });

  async function openReviews() {
    const rendered = renderWithRouter(<App />, { route: '/dashboard?tab=reviews' });
    await screen.findByRole('table', { name: 'Reviews' });
    return rendered;
  }

  it('lists the reader, the book, the rating and the text of every review', async () => {
    await openReviews();
    const row = rowOf('critic');
    expect(within(row).getByText('Emma')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(row).getByText('No text')).toBeInTheDocument();
    expect(within(rowOf('Lovely.')).getByRole('button', { name: 'Delete review 32' })).toBeInTheDocument();
  });

  it('sorts by book title with the spec’s name for it', async () => {
    const { user } = await openReviews();
    await user.click(within(header('Book')).getByRole('button'));
    await waitFor(() => expect(api.lastQuery('/reviews/all-reviews')).toEqual({ offset: '0', limit: '10', sortBy: 'Book.title', sortOrder: 'ASC' }));
  });

  it('deletes any review by its id after asking, says so, and reloads the list', async () => {
    api.delete('/reviews/admin/:id', () => {
      listed = listed.filter((entry) => entry.id !== 31);
      return reply(204, null);
    });
    const { user } = await openReviews();
    await user.click(screen.getByRole('button', { name: 'Delete review 31' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('critic’s review of Emma will be permanently deleted.');
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText('Review deleted successfully.')).toBeInTheDocument();
    expect(api.requests('DELETE', '/reviews/admin/:id')[0]!.pathParams.id).toBe('31');
    await waitFor(() => expect(screen.queryByText('critic')).not.toBeInTheDocument());
    expect(screen.getByText('1 review · page 1 of 1')).toHaveFocus();
  });

  it('says Failed to delete Review when the deletion fails', async () => {
    api.delete('/reviews/admin/:id', () => reply(404, { error: 'Review not found.' }));
    const { user } = await openReviews();
    await user.click(screen.getByRole('button', { name: 'Delete review 32' }));
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText('Failed to delete Review')).toBeInTheDocument();
  });
});
