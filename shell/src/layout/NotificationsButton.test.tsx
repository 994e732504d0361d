import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { REALTIME_EVENTS } from '@booknook/realtime';
import type { UserNotification, UserNotificationList } from '@booknook/api';
import { deferred, fakeApi, openedSockets, openFakeSocket, renderWithRouter, reply, signInAs, UNREACHABLE, type FakeAnswer, type FakeApi } from '@booknook/testing';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { NotificationsButton } from './NotificationsButton';

// socket.io-client is the network edge; @booknook/realtime and the shell's connection run for real.
jest.mock('socket.io-client', () => ({ io: jest.fn() }));
beforeEach(() => jest.mocked(io).mockImplementation((options) => openFakeSocket(options) as unknown as ReturnType<typeof io>));

function notification(id: number, overrides: Partial<UserNotification> = {}): UserNotification {
  return { id, title: `Notice ${id}`, message: `Message ${id}`, notification_type: 'info', is_read: false, date_sent: '2026-03-14T09:30:00.000Z', ...overrides };
}

const pageOf = (notifications: UserNotification[], total = notifications.length): UserNotificationList => ({ notifications, total });

let api: FakeApi;
let unread: boolean;
beforeEach(() => {
  signInAs();
  unread = false;
  api = fakeApi().get('/notifications/unread', () => ({ hasUnread: unread }));
});

function renderBell() {
  const rendered = renderWithRouter(
    <>
      <RealtimeConnection />
      <NotificationsButton />
      <a href="#elsewhere">Elsewhere on the page</a>
    </>,
  );
  const socket = openedSockets[0]!;
  socket.serverConnects();
  return { ...rendered, socket, bell: screen.getByRole('button', { name: 'Notifications' }) };
}

const UNREAD = 'You have unread notifications';

describe('the unread dot', () => {
  it('shows what the server says at first', async () => {
    unread = true;
    const { bell } = renderBell();
    await waitFor(() => expect(bell).toHaveAccessibleDescription(UNREAD));
    expect(bell.querySelector('.shell-unread-dot')).not.toBeNull();
  });

  it('lights up on a notification event and goes off on noMoreUnreadNotifications, without asking the server', async () => {
    const { bell, socket } = renderBell();
    await waitFor(() => expect(api.requests('GET', '/notifications/unread')).toHaveLength(1));
    expect(bell).not.toHaveAccessibleDescription(UNREAD);
    expect(bell.querySelector('.shell-unread-dot')).toBeNull();

    socket.serverEmits(REALTIME_EVENTS.notification, notification(1));
    await waitFor(() => expect(bell).toHaveAccessibleDescription(UNREAD));
    expect(bell.querySelector('.shell-unread-dot')).not.toBeNull();
    socket.serverEmits(REALTIME_EVENTS.noMoreUnreadNotifications);
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription(UNREAD));
    expect(api.requests('GET', '/notifications/unread')).toHaveLength(1);
  });

  it('asks the server again after the connection comes back, since events sent meanwhile were lost', async () => {
    const { bell, socket } = renderBell();
    await waitFor(() => expect(api.requests('GET', '/notifications/unread')).toHaveLength(1));
    unread = true;
    socket.serverDisconnects();
    socket.serverConnects();
    await waitFor(() => expect(bell).toHaveAccessibleDescription(UNREAD));
    expect(api.requests('GET', '/notifications/unread')).toHaveLength(2);
  });
});

describe('the dropdown', () => {
  it('opens from the keyboard as a menu, shows loading, then each notification as a group of its actions; Escape closes it', async () => {
    const answer = deferred<UserNotificationList>();
    api.get('/notifications/user', () => answer.promise);
    const { user, bell } = renderBell();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    bell.focus();
    await user.keyboard('{Enter}');

    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    const menu = screen.getByRole('menu', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-controls', menu.id);
    // Nothing unread yet: Mark all as read is disabled, so the menu itself holds focus.
    expect(menu).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    const dropdown = menu;

    answer.resolve(pageOf([notification(2, { title: 'Library closed', message: 'Back on Monday.', notification_type: 'warning' }), notification(1, { is_read: true })]));
    const items = await within(dropdown).findAllByRole('group');
    expect(items).toHaveLength(2);
    const closed = within(dropdown).getByRole('group', { name: 'Library closed' });
    expect(closed).toHaveAccessibleDescription('Back on Monday.');
    expect(closed).toHaveTextContent('Back on Monday.');
    expect(closed).toHaveTextContent('Warning');
    expect(closed).toHaveTextContent('Unread');
    expect(within(closed).getByText(/2026/)).toHaveAttribute('datetime', '2026-03-14T09:30:00.000Z');
    expect(within(closed).getByRole('menuitem', { name: 'Mark as read' })).toBeEnabled();
    expect(within(items[1]!).getByRole('menuitem', { name: 'Mark as read' })).toBeDisabled();
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(api.requests('GET', '/notifications/user')[0]?.query.toString()).toBe('offset=0&limit=20');

    // The arrows move through the enabled items (the read one's Mark as read is passed over), round the ends.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(closed).getByRole('menuitem', { name: 'Mark as read' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(items[1]!).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(items[1]!).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(items[1]!).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('says when there is nothing to show', async () => {
    api.get('/notifications/user', () => pageOf([]));
    const { user, bell } = renderBell();
    await user.click(bell);
    expect(await screen.findByText('No notifications available')).toBeVisible();
  });

  it('says when the list cannot be fetched, and tries again', async () => {
    api.get('/notifications/user', () => UNREACHABLE);
    const { user, bell } = renderBell();
    await user.click(bell);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching notifications.');
    api.get('/notifications/user', () => pageOf([notification(3)]));
    await user.click(screen.getByRole('menuitem', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Notice 3' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on a click outside, and when focus moves out of it', async () => {
    api.get('/notifications/user', () => pageOf([notification(1)]));
    const { user, bell } = renderBell();
    await user.click(bell);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(bell);
    await screen.findByRole('group', { name: 'Notice 1' });
    // Its items are no Tab stops: Tab leaves the menu, which closes.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere on the page' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('fetches the list again when a notification arrives while it is open', async () => {
    api.get('/notifications/user', () => pageOf([notification(1)]));
    const { user, bell, socket } = renderBell();
    await user.click(bell);
    await screen.findByRole('group', { name: 'Notice 1' });
    api.get('/notifications/user', () => pageOf([notification(2, { title: 'Just sent' }), notification(1)]));
    socket.serverEmits(REALTIME_EVENTS.notification, notification(2, { title: 'Just sent' }));
    expect(await screen.findByRole('group', { name: 'Just sent' })).toBeVisible();
  });

  it('loads older notifications a page at a time', async () => {
    const newest = Array.from({ length: 20 }, (_, index) => notification(100 - index));
    api.get('/notifications/user', ({ query }) => (query.get('offset') === '0' ? pageOf(newest, 21) : pageOf([notification(50, { title: 'The oldest' })], 21)));
    const { user, bell } = renderBell();
    await user.click(bell);
    await screen.findByRole('group', { name: 'Notice 100' });
    await user.click(screen.getByRole('menuitem', { name: 'Show older notifications' }));
    expect(await screen.findByRole('group', { name: 'The oldest' })).toBeVisible();
    expect(api.requests('GET', '/notifications/user').map((request) => request.query.get('offset'))).toEqual(['0', '20']);
    expect(screen.queryByRole('menuitem', { name: 'Show older notifications' })).not.toBeInTheDocument();
  });

  it('tells the reader, in words, when new notifications cannot arrive live', async () => {
    api.get('/notifications/user', () => pageOf([]));
    const { user, bell, socket } = renderBell();
    await user.click(bell);
    expect(screen.queryByText(/when you are back online/)).not.toBeInTheDocument();
    socket.serverDisconnects();
    expect(screen.getByText('New notifications will appear here when you are back online.')).toBeVisible();
    expect(bell).not.toHaveAttribute('title');
  });
});

describe('marking read', () => {
  it('marks it read at once, disables the button, keeps focus in the dropdown, and asks for the flag again', async () => {
    unread = true;
    api.get('/notifications/user', () => pageOf([notification(5)])).post('/notifications/read/:id', ({ pathParams }) => {
      unread = false;
      return notification(Number(pathParams.id), { is_read: true });
    });
    const { user, bell } = renderBell();
    await waitFor(() => expect(bell).toHaveAccessibleDescription(UNREAD));
    await user.click(bell);
    const item = await screen.findByRole('group', { name: 'Notice 5' });
    await user.click(within(item).getByRole('menuitem', { name: 'Mark as read' }));

    expect(within(item).getByRole('menuitem', { name: 'Mark as read' })).toBeDisabled();
    expect(within(item).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    expect(api.requests('POST', '/notifications/read/:id').map((request) => request.pathParams.id)).toEqual(['5']);
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription(UNREAD));
    expect(screen.getByRole('menu', { name: 'Notifications' })).toBeVisible();
  });

  it('says so when it fails, and puts the notification back as unread', async () => {
    api.get('/notifications/user', () => pageOf([notification(6)])).post('/notifications/read/:id', () => reply(500, {}));
    const { user, bell } = renderBell();
    await user.click(bell);
    const item = await screen.findByRole('group', { name: 'Notice 6' });
    await user.click(within(item).getByRole('menuitem', { name: 'Mark as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error marking notification as read.');
    expect(within(item).getByRole('menuitem', { name: 'Mark as read' })).toBeEnabled();
  });
});

describe('marking all read', () => {
  it('marks every notification read in one call and the dot goes off when the server says none are left', async () => {
    unread = true;
    api.get('/notifications/user', () => pageOf([notification(11), notification(10, { is_read: true }), notification(9)])).post('/notifications/read-all', () => {
      unread = false;
      return { marked: 2 };
    });
    const { user, bell, socket } = renderBell();
    await waitFor(() => expect(bell).toHaveAccessibleDescription(UNREAD));
    await user.click(bell);
    await screen.findByRole('group', { name: 'Notice 11' });
    await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }));

    for (const item of screen.getAllByRole('group')) expect(within(item).getByRole('menuitem', { name: 'Mark as read' })).toBeDisabled();
    expect(api.requests('POST', '/notifications/read-all')).toHaveLength(1);
    socket.serverEmits(REALTIME_EVENTS.noMoreUnreadNotifications);
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription(UNREAD));
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when it fails, and puts the notifications back as unread', async () => {
    unread = true;
    api.get('/notifications/user', () => pageOf([notification(12)])).post('/notifications/read-all', () => reply(500, {}));
    const { user, bell } = renderBell();
    await user.click(bell);
    const item = await screen.findByRole('group', { name: 'Notice 12' });
    await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error marking notifications as read.');
    expect(within(item).getByRole('menuitem', { name: 'Mark as read' })).toBeEnabled();
  });
});

describe('a notification deleted by an administrator', () => {
  it('leaves the open list and the dot shows what the server now says', async () => {
    unread = true;
    api.get('/notifications/user', () => pageOf([notification(13)]));
    const { user, bell, socket } = renderBell();
    await waitFor(() => expect(bell).toHaveAccessibleDescription(UNREAD));
    await user.click(bell);
    await screen.findByRole('group', { name: 'Notice 13' });

    unread = false;
    api.get('/notifications/user', () => pageOf([]));
    socket.serverEmits(REALTIME_EVENTS.notificationDeleted, { id: 13 });
    await waitFor(() => expect(bell).not.toHaveAccessibleDescription(UNREAD));
    expect(await screen.findByText('No notifications available')).toBeInTheDocument();
  });
});

describe('removing', () => {
  it('removes only the reader’s own copy and takes it off the list at once', async () => {
    const removal = deferred<FakeAnswer<null>>();
    api
      .get('/notifications/user', () => pageOf([notification(8), notification(7)]))
      .delete('/notifications/:id', () => removal.promise);
    const { user, bell } = renderBell();
    await user.click(bell);
    const item = await screen.findByRole('group', { name: 'Notice 8' });
    await user.click(within(item).getByRole('menuitem', { name: 'Remove' }));

    expect(screen.queryByRole('group', { name: 'Notice 8' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveFocus();
    const [request] = api.requests('DELETE', '/notifications/:id');
    expect([request?.pathParams.id, request?.query.get('scope')]).toEqual(['8', 'own']);
    api.get('/notifications/user', () => pageOf([notification(7)]));
    await act(async () => removal.resolve(reply(204, null)));
    expect(screen.getAllByRole('group').map((item) => item.querySelector('.shell-notification__title')?.textContent)).toEqual(['Notice 7']);
  });

  it('says so when it fails, with the server’s reason, and puts the notification back', async () => {
    api
      .get('/notifications/user', () => pageOf([notification(9)]))
      .delete('/notifications/:id', () => reply(404, { error: 'Notification not found.' }));
    const { user, bell } = renderBell();
    await user.click(bell);
    await user.click(within(await screen.findByRole('group', { name: 'Notice 9' })).getByRole('menuitem', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error removing notification. Notification not found.');
    expect(await screen.findByRole('group', { name: 'Notice 9' })).toBeVisible();
  });
});

describe('focus', () => {
  it('stays in the menu when the item holding it becomes disabled, so Escape still closes it', async () => {
    unread = true;
    api.get('/notifications/user', () => pageOf([notification(21)])).post('/notifications/read-all', () => {
      unread = false;
      return { marked: 1 };
    });
    const { user, bell } = renderBell();
    await user.click(bell);
    await screen.findByRole('group', { name: 'Notice 21' });
    const markAll = screen.getByRole('menuitem', { name: 'Mark all as read' });
    expect(markAll).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(markAll).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
