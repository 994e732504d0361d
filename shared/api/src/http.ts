// The one HTTP client of the front ends (axios). It knows the API base path, attaches the bearer
// token from the session store and ends the session on a 401. It holds no state of its own (the
// session lives in the shared store), so each app compiles in its own instance rather than
// sharing one at runtime.
//
// axios is loaded on the first call, not with the code that may call it: a remote usually finds its
// first data in the page's one query cache, already fetched by the shell (routeData.ts), so on a
// page like /home the remote never downloads a second copy of axios (about 20 KB gzip). The shell
// starts loading it at boot (shell/src/index.ts), so its own first calls do not wait for it.
import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { sessionStore } from '@booknook/session';
import { API_BASE } from './base';
import { takeEarlyResponse } from './earlyResponses';

export { API_BASE };

const AUTHORIZATION = 'Authorization';

/**
 * Where requests leave the page. Component tests put a fake adapter here (fakeApi in
 * @booknook/testing), so everything above the network edge runs as it does for a reader.
 */
let networkEdge: AxiosAdapter | null = null;

export function setNetworkAdapter(adapter: AxiosAdapter | null): void {
  networkEdge = adapter;
}

async function createClient(): Promise<AxiosInstance> {
  const { default: axios, AxiosError: AxiosErrorClass } = await import(/* webpackChunkName: "http-client" */ 'axios');
  const client = axios.create({ baseURL: API_BASE, timeout: 20000 });
  const network = axios.getAdapter(client.defaults.adapter);

  /** Takes the page's early answer for a GET when the preload script already asked (earlyResponses.ts). */
  const withEarlyResponses: AxiosAdapter = (config) => {
    const send = (request: typeof config) => (networkEdge ?? network)(request);
    const early = config.method === 'get' ? takeEarlyResponse(client.getUri(config)) : undefined;
    if (!early) return send(config);
    return early.then(({ status, data }) => {
      const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
      if (status >= 200 && status < 300) return response;
      throw new AxiosErrorClass(`Request failed with status code ${status}`, status >= 500 ? AxiosErrorClass.ERR_BAD_RESPONSE : AxiosErrorClass.ERR_BAD_REQUEST, config, {}, response);
    }, () => send(config));
  };
  client.defaults.adapter = withEarlyResponses;

  client.interceptors.request.use((config) => {
    const token = sessionStore.getState().token;
    if (token) config.headers.set(AUTHORIZATION, `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    // Only the session whose token was refused ends: a newer login must survive a late answer.
    const token = sessionStore.getState().token;
    if (isApiError(error, 401) && token && error.config?.headers.get(AUTHORIZATION) === `Bearer ${token}`) {
      sessionStore.getState().signOut();
    }
    return Promise.reject(error);
  });
  return client;
}

let client: Promise<AxiosInstance> | undefined;

function loadedClient(): Promise<AxiosInstance> {
  client ??= createClient();
  return client;
}

/** The calls the endpoint functions make: axios' own, each waiting for axios on the first call. */
export const http = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => loadedClient().then((axios) => axios.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> => loadedClient().then((axios) => axios.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadedClient().then((axios) => axios.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadedClient().then((axios) => axios.put<T>(url, data, config)),
};

/**
 * Whether the API answered the call (with `status`, when given). By axios' own flag (what its
 * isAxiosError checks), not instanceof: every app compiles its own copy of axios, and an error may
 * cross from one to another.
 */
export function isApiError(error: unknown, status?: number): error is AxiosError {
  const flagged = typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
  const response = flagged ? (error as AxiosError).response : undefined;
  return response !== undefined && (status === undefined || response.status === status);
}

/** The API's own sentence for a failed call (`{ error }`), if it sent one. */
export function serverMessage(error: unknown): string | null {
  if (isApiError(error)) {
    const body = error.response?.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  return null;
}

/** Said when a call got no answer at all (offline, timed out, refused). */
export const SERVER_UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * Why a call failed, for messages that append a reason: the server's sentence; else, when no answer
 * came, that the server could not be reached; else nothing. Never the HTTP client's own wording
 * ("Request failed with status code 500", "Network Error"), which means nothing to a reader.
 */
export function failureReason(error: unknown): string | null {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  const unanswered = typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true && !isApiError(error);
  return unanswered ? SERVER_UNREACHABLE : null;
}

/** The server's sentence, else the given fallback: the pattern every screen uses for errors. */
export function errorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
