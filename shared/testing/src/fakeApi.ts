// The network edge of component tests: a fake `fetch` under the real @booknook/api client, so a
// test runs the same endpoint functions, headers, 401 handling and error mapping a reader does,
// and only the server's answers are made up. Each test declares the calls it expects; a call with
// no handler fails the test (see setup-jsdom.ts).
import { API_BASE } from '@booknook/api';

export interface FakeRequest {
  method: string;
  /** The API path without the API base, e.g. '/shelves/book/gb-1'. */
  path: string;
  /** Values of the route's `:name` segments, decoded. */
  pathParams: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body parsed, the FormData as sent, or undefined. */
  body: unknown;
  headers: Record<string, string>;
}

/** An answer with a status other than 200, or none at all (the server cannot be reached). */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The API answers `status` with `body` (e.g. `{ error }`). */
export function reply(status: number, body: unknown = {}): FakeReply {
  return new FakeReply(status, body);
}

/** The server cannot be reached: fetch rejects, as a browser's does when offline. */
export const UNREACHABLE = reply(0, null);

/** Returns the body of a 200, a reply(...), or a promise of either (to control when it arrives). */
export type FakeHandler = (request: FakeRequest) => unknown;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

/** A minimal fetch Response: jsdom has none, and the client reads only these members. */
function fakeResponse(status: number, body: unknown): Response {
  const isBlob = body instanceof Blob;
  const headers = new Map([['content-type', isBlob ? body.type : 'application/json']]);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    json: async () => (isBlob ? Promise.reject(new SyntaxError('not JSON')) : structuredCloneJson(body)),
    blob: async () => (isBlob ? body : new Blob([JSON.stringify(body)], { type: 'application/json' })),
  } as unknown as Response;
}

/** A fresh copy, as a real response is parsed anew, so the component cannot share an object with the test. */
function structuredCloneJson(body: unknown): unknown {
  return body === undefined ? null : JSON.parse(JSON.stringify(body));
}

export interface FakeApi {
  on(method: string, path: string, handler: FakeHandler): FakeApi;
  get(path: string, handler: FakeHandler): FakeApi;
  post(path: string, handler: FakeHandler): FakeApi;
  put(path: string, handler: FakeHandler): FakeApi;
  delete(path: string, handler: FakeHandler): FakeApi;
  /** Every request that reached the fake, optionally only those of one method and route path. */
  requests(method?: string, path?: string): FakeRequest[];
  /** Requests no handler answered; a test with any fails. */
  readonly unhandled: string[];
}

let installed: FakeApi | null = null;

/** The fake installed for the current test, if any; setup-jsdom.ts checks it after each test. */
export function currentFakeApi(): FakeApi | null {
  return installed;
}

export function uninstallFakeApi(): void {
  installed = null;
}

/**
 * Installs a fake API as the page's fetch for the rest of the test. Later handlers for the same
 * route win, so a test can override what beforeEach declared.
 */
export function fakeApi(): FakeApi {
  const routes: Route[] = [];
  const received: Array<FakeRequest & { route: string | null }> = [];
  const unhandled: string[] = [];

  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const rawBody = init.body;
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : (rawBody ?? undefined);
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
    const route = [...routes].reverse().find((candidate) => candidate.method === method && candidate.pattern.test(path));
    const pathParams: Record<string, string> = {};
    if (route) {
      const values = route.pattern.exec(path)?.slice(1) ?? [];
      route.names.forEach((name, index) => (pathParams[name] = decodeURIComponent(values[index] ?? '')));
    }
    const request: FakeRequest = { method, path, pathParams, query: url.searchParams, body, headers };
    received.push({ ...request, route: route ? route.pattern.source : null });
    if (!route) {
      unhandled.push(`${method} ${path}`);
      throw new TypeError(`The fake API has no handler for ${method} ${path}`);
    }
    const answer = await route.handler(request);
    if (answer === UNREACHABLE) throw new TypeError('Failed to fetch');
    return answer instanceof FakeReply ? fakeResponse(answer.status, answer.body) : fakeResponse(200, answer);
  };
  globalThis.fetch = fetch as typeof globalThis.fetch;

  const api: FakeApi = {
    on(method, path, handler) {
      routes.push({ method: method.toUpperCase(), ...compile(path), handler });
      return api;
    },
    get: (path, handler) => api.on('GET', path, handler),
    post: (path, handler) => api.on('POST', path, handler),
    put: (path, handler) => api.on('PUT', path, handler),
    delete: (path, handler) => api.on('DELETE', path, handler),
    requests(method, path) {
      const pattern = path === undefined ? null : compile(path).pattern;
      return received.filter((request) => (method === undefined || request.method === method.toUpperCase()) && (!pattern || pattern.test(request.path)));
    },
    unhandled,
  };
  installed = api;
  return api;
}

/** A promise the test settles when it chooses, e.g. to look at the screen while a save is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
