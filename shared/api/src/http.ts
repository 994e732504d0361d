// The one HTTP client of the front ends (axios). It knows the API base path, attaches the bearer
// token from the session store and ends the session on a 401. It holds no state of its own (the
// session lives in the shared store), so each app compiles in its own instance rather than
// sharing one at runtime.
import axios, { AxiosError, isAxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { sessionStore } from '@booknook/session';
import { API_BASE } from './base';
import { takeEarlyResponse } from './earlyResponses';

export { API_BASE };

export const http: AxiosInstance = axios.create({ baseURL: API_BASE, timeout: 20000 });

const network = axios.getAdapter(http.defaults.adapter);

/** Takes the page's early answer for a GET when the preload script already asked (earlyResponses.ts). */
const withEarlyResponses: AxiosAdapter = (config) => {
  const early = config.method === 'get' ? takeEarlyResponse(http.getUri(config)) : undefined;
  if (!early) return network(config);
  return early.then(({ status, data }) => {
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, {}, response);
  }, () => network(config));
};
http.defaults.adapter = withEarlyResponses;

const AUTHORIZATION = 'Authorization';

http.interceptors.request.use((config) => {
  const token = sessionStore.getState().token;
  if (token) config.headers.set(AUTHORIZATION, `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  // Only the session whose token was refused ends: a newer login must survive a late answer.
  const token = sessionStore.getState().token;
  if (error instanceof AxiosError && error.response?.status === 401 && token && error.config?.headers.get(AUTHORIZATION) === `Bearer ${token}`) {
    sessionStore.getState().signOut();
  }
  return Promise.reject(error);
});

/**
 * Whether the API answered the call (with `status`, when given). By axios' own flag, not
 * instanceof: every app compiles its own copy of axios, and an error may cross from one to another.
 */
export function isApiError(error: unknown, status?: number): error is AxiosError {
  return isAxiosError(error) && error.response !== undefined && (status === undefined || error.response.status === status);
}

/** The API's own sentence for a failed call (`{ error }`), if it sent one. */
export function serverMessage(error: unknown): string | null {
  if (isApiError(error)) {
    const body = error.response?.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  return null;
}

/** The server's sentence, else the given fallback: the pattern every screen uses for errors. */
export function errorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
