// Helpers for component tests: render inside a router, sign a fake user in, build API failures.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { sessionStore, type SessionUser } from '@booknook/session';

export { setWindowWidth } from './matchMedia';
export { volume, volumes, volumeList, genre, preference } from './catalogue';

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
}

/** Renders `ui` in a memory router at `route`, with a user-event session and a LocationProbe. */
export function renderWithRouter(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderWithRouterResult {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...result, user };
}

/** The rejection axios produces when the API answers `status` with `body` (e.g. `{ error }`). */
export function apiError(status: number, body: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, {
    status,
    statusText: String(status),
    data: body,
    headers: {},
    config,
  });
}

/** The rejection axios produces when the server cannot be reached at all. */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK, { headers: new AxiosHeaders() } as InternalAxiosRequestConfig, {});
}
