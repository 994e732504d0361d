import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerServiceWorker } from './registration';
import { UpdateBanner } from './UpdateBanner';

// workbox-window talks to the browser's service worker container, which jsdom lacks: it is the edge.
const workboxes: FakeWorkbox[] = [];
/** What the browser answers the next registration. */
let registration: () => Promise<undefined> = async () => undefined;
class FakeWorkbox extends EventTarget {
  register = jest.fn(registration);
  messageSkipWaiting = jest.fn();
  constructor(readonly url: string) {
    super();
    workboxes.push(this);
  }
}
jest.mock('workbox-window', () => ({ Workbox: jest.fn((url: string) => new FakeWorkbox(url)) }));

const originalEnvironment = process.env.NODE_ENV;
beforeAll(() => {
  // The worker is registered by production builds only.
  process.env.NODE_ENV = 'production';
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
});
afterAll(() => {
  process.env.NODE_ENV = originalEnvironment;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

it('offers a waiting new version and lets it take over only when the reader chooses Reload', async () => {
  jest.useFakeTimers();
  render(<UpdateBanner />);
  registerServiceWorker();
  await act(async () => {
    await jest.runAllTimersAsync();
  });
  jest.useRealTimers();
  const workbox = workboxes[0]!;
  expect(workbox.url).toBe('/sw.js');
  expect(workbox.register).toHaveBeenCalled();
  expect(screen.queryByText('A new version of BookNook is available')).not.toBeInTheDocument();

  act(() => {
    workbox.dispatchEvent(new Event('waiting'));
  });
  expect(screen.getByRole('status')).toHaveTextContent('A new version of BookNook is available');
  expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

  const user = userEvent.setup();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
});

it('leaves a browser that refuses the worker online only, with a warning rather than an unhandled rejection', async () => {
  const refusal = new TypeError("Cannot read properties of undefined (reading 'waiting')");
  registration = () => Promise.reject(refusal);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    jest.useFakeTimers();
    registerServiceWorker();
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(workboxes.at(-1)!.register).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('online only'), refusal);
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
    warn.mockRestore();
  }
});
