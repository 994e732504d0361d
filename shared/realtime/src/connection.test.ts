// The reconnect policy of spec section 9 as the real socket.io-client applies it: io() is only
// watched here (the real function runs), so the test reads the Manager the page would use.
import { io, type Socket } from 'socket.io-client';
import { connect } from './connection';

jest.mock('socket.io-client', () => {
  const actual = jest.requireActual<typeof import('socket.io-client')>('socket.io-client');
  return { ...actual, io: jest.fn(actual.io) };
});

/** What socket.io-client's Manager keeps of its reconnect policy (the backoff is not in its public types). */
interface ManagerInternals {
  opts: Record<string, unknown>;
  backoff: { duration(): number; reset(): void };
}

let disconnect: () => void;
let socket: Socket;
beforeEach(() => {
  disconnect = connect('a-token', 7);
  socket = jest.mocked(io).mock.results.at(-1)!.value as Socket;
});
afterEach(() => {
  disconnect();
  jest.restoreAllMocks();
});

it('gives the connection the spec’s policy: 1 s up to 5 s, randomization 0.5, a 20 s timeout', () => {
  const manager = socket.io;
  expect([manager.reconnection(), manager.reconnectionDelay(), manager.reconnectionDelayMax(), manager.randomizationFactor(), manager.timeout()]).toEqual([
    true, 1000, 5000, 0.5, 20000,
  ]);
  // Passed explicitly, not left to the library's defaults (which happen to agree today).
  expect((manager as unknown as ManagerInternals).opts).toMatchObject({ path: '/socket.io', reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5, timeout: 20000 });
});

it('waits 1 s, then doubles up to 5 s, each wait within half of itself either way', () => {
  const backoff = (socket.io as unknown as ManagerInternals).backoff;
  const schedule = (random: number) => {
    jest.spyOn(Math, 'random').mockReturnValue(random);
    backoff.reset();
    return Array.from({ length: 6 }, () => backoff.duration());
  };
  // Math.random() decides both how far and (odd tenths) which way a wait moves.
  expect(schedule(0)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  expect(schedule(0.19)).toEqual([1095, 2190, 4380, 5000, 5000, 5000]);
  expect(schedule(0.99)).toEqual([1495, 2990, 5000, 5000, 5000, 5000]);
  expect(schedule(0.49)).toEqual([755, 1510, 3020, 5000, 5000, 5000]);
});
