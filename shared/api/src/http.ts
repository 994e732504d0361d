// The one HTTP client of the front ends. It knows the API base path, attaches the bearer token from
// the session store and ends the session on a 401.
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { sessionStore } from '@booknook/session';

/** Where the API lives relative to the page; the product server serves it under /api. */
export const API_BASE = '/api';

export const http: AxiosInstance = axios.create({ baseURL: API_BASE, timeout: 20000 });

http.interceptors.request.use((config) => {
  const token = sessionStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401 && sessionStore.getState().token) {
    sessionStore.getState().signOut();
  }
  return Promise.reject(error);
});

/** The API's own sentence for a failed call (`{ error }`), if it sent one. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  return null;
}

/** The server's sentence, else the given fallback: the pattern every screen uses for errors. */
export function errorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
