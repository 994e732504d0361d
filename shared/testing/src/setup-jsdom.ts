import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { sessionStore } from '@booknook/session';
import { currentFakeApi, fakeApi, uninstallFakeApi } from './fakeApi';
import { openedSockets } from './fakeSocket';
import { installMatchMedia, resetMatchMedia } from './matchMedia';

// findBy/waitFor wait up to 1 s and a test may take 5 s by default; on a busy 2-core CI machine a
// screen that renders correctly can take longer. Longer limits slow only a test that fails anyway.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

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
  // announce() leaves its live regions in the body: the next test starts without last one's words.
  document.querySelectorAll('[data-live-region]').forEach((region) => region.remove());
  resetMatchMedia();
  const unhandled = currentFakeApi()?.unhandled ?? [];
  uninstallFakeApi();
  if (unhandled.length) throw new Error(`The test made API calls it did not fake: ${unhandled.join(', ')}`);
});
