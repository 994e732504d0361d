// Helpers for component tests: render inside a router and a fresh query cache, sign a fake user in,
// and fake the API at the network's edge (fakeApi.ts).
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@booknook/api';
import { sessionStore, type SessionUser } from '@booknook/session';

export { setWindowWidth } from './matchMedia';
export { volume, volumes, volumeList, genre, preference, searchQueryOf, pageOf } from './catalogue';
export { fakeApi, reply, deferred, UNREACHABLE, type FakeApi, type FakeAnswer, type FakeRequest, type FakeHandler } from './fakeApi';
export { openFakeSocket, openedSockets } from './fakeSocket';
export { review, reviewPages, withoutReviews } from './reviews';
export { withoutGoal } from './goals';
export { tokenColours, contrastRatio } from './tokens';

/**
 * Focus is inside `container` on a control that can keep it. Browsers move focus from a control
 * that becomes disabled to the page body, which jsdom does not do, so a disabled one fails here.
 */
export function expectFocusKeptIn(container: HTMLElement): void {
  const focused = document.activeElement as HTMLElement | null;
  expect(container).toContainElement(focused);
  expect(focused).not.toBeDisabled();
}

/** What screen readers were last told through the page's live region (announce in @booknook/ui). */
export function lastAnnounced(): string {
  return document.querySelector('[data-live-region]')?.textContent ?? '';
}

export const reader: SessionUser = { id: 7, username: 'ada_reads', user_type_id: 2, profile_picture: 'ada.png', recommendations: true };
export const admin: SessionUser = { id: 1, username: 'head_librarian', user_type_id: 1, profile_picture: null, recommendations: true };

/** Signs `user` in as a stored session would (token, user, user_id in the store and localStorage). */
export function signInAs(user: SessionUser = reader, token = 'test-token'): void {
  sessionStore.getState().signIn(token, user);
}

/** Shows the current path and query in the DOM, so tests can assert where navigation led. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" aria-hidden="true">
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export interface RenderWithRouterResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  /** The test's own cache, as the shell's one QueryClient is the page's. */
  queryClient: QueryClient;
}

/**
 * Renders `ui` in a memory router at `route`, with a user-event session and a LocationProbe, over a
 * fresh query cache or `queryClient` (one the test filled first, as the shell does before a remote loads).
 * `cameFrom` is a page visited before `route`, for what Back does.
 */
export function renderWithRouter(
  ui: ReactElement,
  { route = '/', cameFrom, queryClient = createQueryClient() }: { route?: string; cameFrom?: string; queryClient?: QueryClient } = {},
): RenderWithRouterResult {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={cameFrom ? [cameFrom, route] : [route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
