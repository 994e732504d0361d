// Requests a page's first data before the app's code has arrived. index.html loads a tiny script
// (the shell's preload entry) in parallel with the app; it asks for the data of the page being
// opened with plain fetch and leaves the pending answers here, keyed by URL. When the app's own
// queries then ask for the same URLs, the HTTP client takes these answers instead of asking again.
// An answer nobody takes costs one request; a page the preload does not know is loaded as usual.
import { API_BASE } from './base';
import { fetchFirstData, genreRowSearch, loadHomeGenres, shelfPreviewParams } from './firstData';

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
function canonicalUrl(url: string): string {
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

/** Forgets the answers of an earlier page: the preload script calls it once, before its first request. */
export function startEarlyResponses(): void {
  (window as unknown as Record<string, EarlyResponses>)[GLOBAL_KEY] = new Map();
}

/** Sends a request now and leaves its answer for the app to take by URL (takeEarlyResponse). */
export function requestEarly(url: string, init: RequestInit): Promise<EarlyResponse> {
  const answer = fetch(url, init).then(async (response) => ({ status: response.status, data: await response.json().catch(() => null) }));
  earlyResponses()?.set(canonicalUrl(url), answer);
  return answer;
}

type Params = Record<string, string | number | undefined>;

/**
 * Starts the first data of the signed-in page at `pathname` (firstData.ts) for the stored token,
 * each request spelled as the endpoint function that the page's query calls spells it.
 */
export function requestPageData(pathname: string, token: string): void {
  const get = <T>(path: string, params: Params = {}): Promise<T> => {
    const query = Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]));
    return requestEarly(`${API_BASE}${path}?${new URLSearchParams(query).toString()}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    }).then(({ status, data }) => (status >= 200 && status < 300 ? (data as T) : Promise.reject(new Error(String(status)))));
  };
  fetchFirstData(pathname, {
    homeGenres: () =>
      loadHomeGenres({
        topGenrePreferences: ({ limit }) => get('/genre-preferences/top', { limit }),
        randomGenres: ({ limit, exclude }) => get('/genres/random', { limit, exclude: exclude.join(',') }),
      }),
    genreRow: (genre) => get('/books-api', { ...genreRowSearch(genre) }),
    shelfPreview: (shelfName) => get('/books/shelf-books', { ...shelfPreviewParams(shelfName) }),
    customShelves: () => get('/shelves/custom'),
    goal: (year) => get(`/goals/${year}`),
  });
}
