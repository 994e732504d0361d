import { act, screen, waitFor } from '@testing-library/react';
import { io } from 'socket.io-client';
import { libraryKeys, notificationKeys, statsKeys, type ImportSummary } from '@booknook/api';
import { REALTIME_EVENTS, useRealtimeConnection, useRealtimeEvent } from '@booknook/realtime';
import { sessionStore } from '@booknook/session';
import { openedSockets, openFakeSocket, reader, renderWithRouter, signInAs } from '@booknook/testing';
import { RealtimeConnection } from './RealtimeConnection';

// socket.io-client is the network edge; @booknook/realtime and this component run for real.
jest.mock('socket.io-client', () => ({ io: jest.fn() }));
beforeEach(() => jest.mocked(io).mockImplementation((options) => openFakeSocket(options) as unknown as ReturnType<typeof io>));

function ConnectionState() {
  return <p>{useRealtimeConnection()}</p>;
}

it('opens one connection for the signed-in user, authenticated by the token, and reports its state', () => {
  signInAs(reader, 'jwt-token');
  renderWithRouter(
    <>
      <RealtimeConnection />
      <ConnectionState />
    </>,
  );
  expect(openedSockets).toHaveLength(1);
  expect(openedSockets[0]?.options).toMatchObject({
    path: '/socket.io',
    auth: { token: 'jwt-token' },
    query: { user_id: String(reader.id) },
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    timeout: 20000,
  });
  expect(screen.getByText('connecting')).toBeInTheDocument();
  openedSockets[0]?.serverConnects();
  expect(screen.getByText('connected')).toBeInTheDocument();
});

it('turns the cached unread flag on for a notification, marks the list stale, and off when none are left', async () => {
  signInAs(reader);
  const { queryClient } = renderWithRouter(<RealtimeConnection />);
  queryClient.setQueryData(notificationKeys.list(), []);
  const socket = openedSockets[0];
  socket?.serverEmits(REALTIME_EVENTS.notification, { id: 1, title: 'Hello', message: 'New', notification_type: 'info', is_read: false, date_sent: '2026-01-01T00:00:00.000Z' });
  await waitFor(() => expect(queryClient.getQueryData(notificationKeys.unread())).toEqual({ hasUnread: true }));
  expect(queryClient.getQueryState(notificationKeys.list())?.isInvalidated).toBe(true);
  socket?.serverEmits(REALTIME_EVENTS.noMoreUnreadNotifications);
  await waitFor(() => expect(queryClient.getQueryData(notificationKeys.unread())).toEqual({ hasUnread: false }));
});

it('marks the reader’s library stale when an import ends, whatever screen is open, and not while it runs', async () => {
  signInAs(reader);
  const { queryClient } = renderWithRouter(<RealtimeConnection />);
  const shelfPage = libraryKeys.shelfBooks({ shelfName: 'Read', limit: 10, offset: 0 });
  for (const queryKey of [shelfPage, statsKeys.all]) queryClient.setQueryData(queryKey, {});
  const stale = () => [shelfPage, statsKeys.all].map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);
  const progress = (status: ImportSummary['status']) => ({ id: 4, status }) as ImportSummary;
  openedSockets[0]?.serverEmits(REALTIME_EVENTS.importProgress, progress('running'));
  await act(async () => undefined);
  expect(stale()).toEqual([false, false]);
  openedSockets[0]?.serverEmits(REALTIME_EVENTS.importProgress, progress('done'));
  await waitFor(() => expect(stale()).toEqual([true, true]));
});

it('lets any component subscribe to typed events through the one connection', () => {
  signInAs(reader);
  const seen: string[] = [];
  function Listener() {
    useRealtimeEvent('notification', (notification) => seen.push(notification.title));
    return null;
  }
  renderWithRouter(
    <>
      <RealtimeConnection />
      <Listener />
      <Listener />
    </>,
  );
  openedSockets[0]?.serverEmits(REALTIME_EVENTS.notification, { id: 2, title: 'Reminder', message: 'Read', notification_type: 'info', is_read: false, date_sent: '2026-01-01T00:00:00.000Z' });
  expect(openedSockets).toHaveLength(1);
  expect(seen).toEqual(['Reminder', 'Reminder']);
});

it('closes the connection when the session ends', () => {
  signInAs(reader);
  renderWithRouter(
    <>
      <RealtimeConnection />
      <ConnectionState />
    </>,
  );
  act(() => sessionStore.getState().signOut());
  expect(openedSockets[0]?.disconnected).toBe(true);
  expect(screen.getByText('offline')).toBeInTheDocument();
});

it('does not connect while signed out', () => {
  renderWithRouter(<RealtimeConnection />);
  expect(openedSockets).toHaveLength(0);
});
