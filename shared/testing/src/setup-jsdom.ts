import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { sessionStore } from '@booknook/session';
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
  sessionStore.setState({ token: null, user: null, user_id: null, hasUnread: false });
});

afterEach(() => {
  window.localStorage.clear();
  resetMatchMedia();
});
