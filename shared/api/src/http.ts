// The one HTTP client of the front ends, on the browser's fetch. It knows the API base path, attaches
// the bearer token from the session store and ends the session on a 401. It is compiled into every
// app that calls the API (it is stateless: the session lives in the shared store), so it must stay
// small: axios was 21 KB gzip in each of them.
import { sessionStore } from '@booknook/session';

/** Where the API lives relative to the page; the product server serves it under /api. */
export const API_BASE = '/api';

/** A call that takes longer than this fails as a network error. */
const TIMEOUT_MS = 20000;

/** The API answered with an error status; `body` is its JSON answer (`{ error }`) when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'ApiError';
  }
}

/** The API could not be reached (offline, refused, timed out): there is no answer to show. */
export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Network Error', options);
    this.name = 'NetworkError';
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Query string; undefined and null values are left out. */
  params?: QueryParams;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  responseType?: 'json' | 'blob';
}

function urlFor(path: string, params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) search.append(key, String(value));
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function send(method: string, path: string, { params, body, responseType = 'json' }: RequestOptions = {}): Promise<Response> {
  const token = sessionStore.getState().token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (responseType === 'blob') headers.accept = '*/*';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(urlFor(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    throw new NetworkError({ cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    // Only the session that sent the refused token ends; a newer login must survive a late answer.
    if (response.status === 401 && token && sessionStore.getState().token === token) sessionStore.getState().signOut();
    throw new ApiError(response.status, await readBody(response));
  }
  return response;
}

async function call<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const response = await send(method, path, options);
  if (options?.responseType === 'blob') return (await response.blob()) as T;
  return (await readBody(response)) as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => call<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => call<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => call<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => call<T>('DELETE', path, options),
};

/** Whether the API answered this call with `status`. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  // By name, not instanceof: every app compiles its own copy of this module, so an error thrown by
  // one app's copy is not an instance of another's class.
  return error instanceof Error && error.name === 'ApiError' && (status === undefined || (error as ApiError).status === status);
}

/** The API's own sentence for a failed call (`{ error }`), if it sent one. */
export function serverMessage(error: unknown): string | null {
  if (isApiError(error)) {
    const body = error.body as { error?: unknown } | null;
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  return null;
}

/** The server's sentence, else the given fallback: the pattern every screen uses for errors. */
export function errorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
