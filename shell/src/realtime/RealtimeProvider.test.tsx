import { act, render, screen } from '@testing-library/react';
import { connectRealtime, REALTIME_EVENTS, type Socket } from '@booknook/api';
import { sessionStore } from '@booknook/session';
import { reader, signInAs } from '@booknook/testing';
import { RealtimeProvider, useRealtimeConnection } from './RealtimeProvider';

jest.mock('@booknook/api', () => ({ ...jest.requireActual('@booknook/api'), connectRealtime: jest.fn() }));

type Handler = () => void;

function fakeSocket() {
  const handlers = new Map<string, Handler>();
  return {
    active: true,
    on: jest.fn((event: string, handler: Handler) => handlers.set(event, handler)),
    removeAllListeners: jest.fn(() => handlers.clear()),
    disconnect: jest.fn(),
    emit(event: string) {
      act(() => handlers.get(event)?.());
    },
  };
}

function ConnectionState() {
  return <p>{useRealtimeConnection()}</p>;
}

let socket: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  socket = fakeSocket();
  jest.mocked(connectRealtime).mockReset().mockReturnValue(socket as unknown as Socket);
});

it('opens one connection for the signed-in user and reports its state', () => {
  signInAs(reader, 'jwt-token');
  render(
    <RealtimeProvider>
      <ConnectionState />
    </RealtimeProvider>,
  );
  expect(connectRealtime).toHaveBeenCalledTimes(1);
  expect(connectRealtime).toHaveBeenCalledWith('jwt-token', reader.id);
  expect(screen.getByText('connecting')).toBeInTheDocument();
  socket.emit('connect');
  expect(screen.getByText('connected')).toBeInTheDocument();
});

it('turns the unread flag on for a notification and off when none are left', () => {
  signInAs(reader);
  render(<RealtimeProvider>{null}</RealtimeProvider>);
  socket.emit(REALTIME_EVENTS.notification);
  expect(sessionStore.getState().hasUnread).toBe(true);
  socket.emit(REALTIME_EVENTS.noMoreUnreadNotifications);
  expect(sessionStore.getState().hasUnread).toBe(false);
});

it('closes the connection when the session ends', () => {
  signInAs(reader);
  render(
    <RealtimeProvider>
      <ConnectionState />
    </RealtimeProvider>,
  );
  act(() => sessionStore.getState().signOut());
  expect(socket.disconnect).toHaveBeenCalledTimes(1);
  expect(screen.getByText('offline')).toBeInTheDocument();
});

it('does not connect while signed out', () => {
  render(<RealtimeProvider>{null}</RealtimeProvider>);
  expect(connectRealtime).not.toHaveBeenCalled();
});
