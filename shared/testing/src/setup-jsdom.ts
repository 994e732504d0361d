import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { sessionStore } from '@booknook/session';
import { currentFakeApi, fakeApi, uninstallFakeApi } from './fakeApi';
import { openedSockets } from './fakeSocket';
import { installMatchMedia, resetMatchMedia } from './matchMedia';

// react-router 7 needs these and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom implements neither; pictures and responsive placeholders depend on them.
installMatchMedia();
let objectUrlCount = 0;
URL.createObjectURL = jest.fn(() => `blob:test/${++objectUrlCount}`);
URL.revokeObjectURL = jest.fn();

beforeEach(() => {
  // Every test starts signed out, whatever the previous test in the file did.
  sessionStore.setState({ token: null, user: null, user_id: null });
  // No test reaches a real network: a call it did not declare with fakeApi() fails it.
  fakeApi();
  openedSockets.length = 0;
});

afterEach(() => {
  window.localStorage.clear();
  resetMatchMedia();
  const unhandled = currentFakeApi()?.unhandled ?? [];
  uninstallFakeApi();
  if (unhandled.length) throw new Error(`The test made API calls it did not fake: ${unhandled.join(', ')}`);
});
