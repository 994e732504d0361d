// The network edge of component tests: a fake axios adapter under the real @booknook/api client
// (and a fake fetch for the few files the shell fetches itself, such as /remotes.json), so a test
// runs the same endpoint functions, interceptors, 401 handling and error mapping a reader does,
// and only the server's answers are made up. Each test declares the calls it expects; a call with
// no handler fails the test (see setup-jsdom.ts).
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, setNetworkAdapter } from '@booknook/api';
import type { RouteHandlers } from './apiRoutes';

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

/** The server cannot be reached: the call fails without an answer, as a browser's does when offline. */
export const UNREACHABLE = reply(0, null);

/** The body of a 200 as the route's response type, or a reply(...) with another status. */
export type FakeAnswer<Body = unknown> = Body | FakeReply;

/** Returns a FakeAnswer, or a promise of one (to control when it arrives). */
export type FakeHandler<Body = unknown> = (request: FakeRequest) => FakeAnswer<Body> | Promise<FakeAnswer<Body>>;

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

/** A minimal fetch Response: jsdom has none, and the shell reads only these members. */
function fetchResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => copyOf(body) } as unknown as Response;
}

/** A fresh copy, as a real response is parsed anew, so the component cannot share an object with the test. */
function copyOf(body: unknown): unknown {
  return body === undefined || body instanceof Blob ? (body ?? null) : JSON.parse(JSON.stringify(body));
}

/** What axios' own adapter does with an answer: resolve within validateStatus, else reject as axios does. */
function axiosAnswer(config: InternalAxiosRequestConfig, status: number, body: unknown): Promise<AxiosResponse> {
  const response: AxiosResponse = { data: copyOf(body), status, statusText: String(status), headers: {}, config, request: {} };
  if (config.validateStatus?.(status) ?? (status >= 200 && status < 300)) return Promise.resolve(response);
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return Promise.reject(new AxiosError(`Request failed with status code ${status}`, code, config, {}, response));
}

/** Each handler answers with its route's response type (apiRoutes.ts), so a fake cannot drift from the contract. */
export interface FakeApi {
  get: RouteHandlers<'GET'>;
  post: RouteHandlers<'POST'>;
  put: RouteHandlers<'PUT'>;
  delete: RouteHandlers<'DELETE'>;
  /** Every request that reached the fake, optionally only those of one method and route path. */
  requests(method?: string, path?: string): FakeRequest[];
  /** The query parameters of the latest GET of a route path (what a table or list asked for last). */
  lastQuery(path: string): Record<string, string>;
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
  const received: FakeRequest[] = [];
  const unhandled: string[] = [];

  /** Finds the handler and records the request; null means the server could not be reached. */
  const answer = async (method: string, url: URL, body: unknown, headers: Record<string, string>): Promise<FakeReply | null> => {
    const path = url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const route = [...routes].reverse().find((candidate) => candidate.method === method && candidate.pattern.test(path));
    const pathParams: Record<string, string> = {};
    if (route) {
      const values = route.pattern.exec(path)?.slice(1) ?? [];
      route.names.forEach((name, index) => (pathParams[name] = decodeURIComponent(values[index] ?? '')));
    }
    received.push({ method, path, pathParams, query: url.searchParams, body, headers });
    if (!route) {
      unhandled.push(`${method} ${path}`);
      return null;
    }
    const result = await route.handler({ method, path, pathParams, query: url.searchParams, body, headers });
    if (result === UNREACHABLE) return null;
    return result instanceof FakeReply ? result : new FakeReply(200, result);
  };

  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(axios.getUri(config), 'http://localhost');
    const raw: unknown = config.data;
    const body = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined);
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name.toLowerCase(), String(value)]));
    const reply = await answer((config.method ?? 'get').toUpperCase(), url, body, headers);
    if (!reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    return axiosAnswer(config, reply.status, reply.body);
  };
  setNetworkAdapter(adapter);

  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
    const reply = await answer((init.method ?? 'GET').toUpperCase(), new URL(input, 'http://localhost'), undefined, headers);
    if (!reply) throw new TypeError('Failed to fetch');
    return fetchResponse(reply.status, reply.body);
  };
  globalThis.fetch = fetch as typeof globalThis.fetch;

  const on = (method: string) => (path: string, handler: FakeHandler) => {
    routes.push({ method, ...compile(path), handler });
    return api;
  };
  const api: FakeApi = {
    get: on('GET') as FakeApi['get'],
    post: on('POST') as FakeApi['post'],
    put: on('PUT') as FakeApi['put'],
    delete: on('DELETE') as FakeApi['delete'],
    requests(method, path) {
      const pattern = path === undefined ? null : compile(path).pattern;
      return received.filter((request) => (method === undefined || request.method === method.toUpperCase()) && (!pattern || pattern.test(request.path)));
    },
    lastQuery(path) {
      const latest = api.requests('GET', path).at(-1);
      if (!latest) throw new Error(`No GET ${path} was sent`);
      return Object.fromEntries(latest.query);
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
