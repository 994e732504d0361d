// The realtime edge of component tests: stands in for what socket.io-client's io() returns, so
// @booknook/realtime runs for real and the test plays the server. Install it in the test file with
//   jest.mock('socket.io-client', () => ({ io: jest.fn() }));
//   jest.mocked(io).mockImplementation((options) => openFakeSocket(options));
import { act } from '@testing-library/react';

type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  connected = false;
  active = true;
  disconnected = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly anyListeners = new Set<Listener>();

  constructor(readonly options: unknown) {}

  on(event: string, listener: Listener): this {
    const forEvent = this.listeners.get(event) ?? new Set();
    forEvent.add(listener);
    this.listeners.set(event, forEvent);
    return this;
  }

  onAny(listener: Listener): this {
    this.anyListeners.add(listener);
    return this;
  }

  offAny(): this {
    this.anyListeners.clear();
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.active = false;
    this.disconnected = true;
    return this;
  }

  /** The server accepted the connection. */
  serverConnects(): void {
    this.connected = true;
    act(() => this.listeners.get('connect')?.forEach((listener) => listener()));
  }

  /** The connection dropped; socket.io keeps trying to reconnect (still active). */
  serverDisconnects(): void {
    this.connected = false;
    act(() => this.listeners.get('disconnect')?.forEach((listener) => listener('transport close')));
  }

  /** The server sends `event`, as socket.io delivers it to its own and to catch-all listeners. */
  serverEmits(event: string, ...payload: unknown[]): void {
    act(() => {
      this.listeners.get(event)?.forEach((listener) => listener(...payload));
      this.anyListeners.forEach((listener) => listener(event, ...payload));
    });
  }
}

export const openedSockets: FakeSocket[] = [];

export function openFakeSocket(options: unknown): FakeSocket {
  const socket = new FakeSocket(options);
  openedSockets.push(socket);
  return socket;
}
