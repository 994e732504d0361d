// Requests a page's first data before the app's code has arrived. index.html loads a tiny script
// (the shell's preload entry) in parallel with the app; it asks for the data of the page being
// opened with plain fetch and leaves the pending answers here, keyed by URL. When the app's own
// queries then ask for the same URLs, the HTTP client takes these answers instead of asking again.
// An answer nobody takes costs one request; a page the preload does not know is loaded as usual.
import { API_BASE } from './base';
import { BUILT_IN_SHELVES, HOME_PREFERRED_ROWS, HOME_ROW_SIZE, HOME_ROWS, SHELF_PREVIEW_SIZE } from './contract/constants';
import type { Genre, GenrePreference } from './contract/catalogue';

export interface EarlyResponse {
  status: number;
  data: unknown;
}

const GLOBAL_KEY = '__BOOKNOOK_EARLY_RESPONSES__';
type EarlyResponses = Map<string, Promise<EarlyResponse>>;

function earlyResponses(): EarlyResponses | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyResponses | undefined>)[GLOBAL_KEY];
}

/** One spelling of a URL whatever encoded it: the path, then the query's parameters sorted. */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url, 'http://booknook.invalid');
  const params = [...parsed.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return `${parsed.pathname}?${new URLSearchParams(params).toString()}`;
}

/** The early answer for a GET of `url`, taken once; undefined when there is none. */
export function takeEarlyResponse(url: string): Promise<EarlyResponse> | undefined {
  const pending = earlyResponses();
  const key = canonicalUrl(url);
  const answer = pending?.get(key);
  pending?.delete(key);
  return answer;
}

type Params = Record<string, string | number>;

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Starts downloading the remote that shows the page: its manifest, then its entry and the scripts
 * and stylesheets of its ./App, as preloads the federation runtime's own requests for them then find
 * in the cache.
 */
function preloadRemote(manifestUrl: string): void {
  void fetch(manifestUrl)
    .then((response) => response.json() as Promise<FederationManifest>)
    .then((manifest) => {
      const base = new URL('.', manifestUrl);
      const entry = manifest.metaData?.remoteEntry;
      const app = manifest.exposes?.find((expose) => expose.path === './App');
      const scripts = [entry?.name ? `${entry.path ?? ''}${entry.name}` : null, ...(app?.assets?.js?.sync ?? [])];
      for (const file of scripts) if (file) preload(new URL(file, base).href, 'script');
      for (const file of app?.assets?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
    })
    .catch(() => undefined);
}

/** Served next to the shell: remote name -> URL of its mf-manifest.json. */
export const REMOTES_CONFIG_URL = '/remotes.json';

/**
 * The preload entry's part: starts the requests of the signed-in page at `pathname` for the stored
 * token: where the remotes live, the code of `remoteName` (the remote showing the page), and the
 * page's first data.
 * Mirrors what the page's queries ask for (routeData.ts and the *.queries.ts they use).
 */
export function requestPageData(pathname: string, remoteName: string | null, token: string): void {
  const pending: EarlyResponses = new Map();
  (window as unknown as Record<string, EarlyResponses>)[GLOBAL_KEY] = pending;
  const request = (url: string, init: RequestInit): Promise<EarlyResponse> => {
    const answer = fetch(url, init).then(async (response) => ({ status: response.status, data: await response.json().catch(() => null) }));
    pending.set(canonicalUrl(url), answer);
    return answer;
  };
  const get = <T>(path: string, params: Params = {}): Promise<T> =>
    request(`${API_BASE}${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    }).then(({ status, data }) => (status >= 200 && status < 300 ? (data as T) : Promise.reject(new Error(String(status)))));

  // Where the remotes live (read by the shell's registry), then the code of the page's remote.
  void request(REMOTES_CONFIG_URL, { cache: 'no-store' })
    .then(({ data }) => {
      const manifest = remoteName && typeof data === 'object' && data ? (data as Record<string, unknown>)[remoteName] : undefined;
      if (typeof manifest === 'string') preloadRemote(new URL(manifest, window.location.href).href);
    })
    .catch(() => undefined);

  if (pathname === '/home') {
    void get<GenrePreference[]>('/genre-preferences/top', { limit: HOME_PREFERRED_ROWS })
      .then((preferences) => preferences.map((preference) => preference.Genre))
      .then(async (preferred) => {
        const missing = HOME_ROWS - preferred.length;
        const random = missing > 0 ? await get<Genre[]>('/genres/random', { limit: missing, exclude: preferred.map((genre) => genre.id).join(',') }) : [];
        for (const genre of [...preferred, ...random].slice(0, HOME_ROWS)) {
          void get('/books-api', { q: genre.description.toLowerCase(), startIndex: 0, maxResults: HOME_ROW_SIZE }).catch(() => undefined);
        }
      })
      .catch(() => undefined);
  } else if (pathname === '/booknook') {
    for (const shelf of BUILT_IN_SHELVES) {
      void get('/books/shelf-books', { shelfName: shelf.name, sort: 'date_updated-DESC', offset: 0, limit: SHELF_PREVIEW_SIZE }).catch(() => undefined);
    }
    void get('/shelves/custom').catch(() => undefined);
  }
}
