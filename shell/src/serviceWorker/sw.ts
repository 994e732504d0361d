// BookNook's service worker (decision 0016), compiled by workbox-webpack-plugin's InjectManifest in
// the shell's production build, which fills in self.__WB_MANIFEST with the shell's and the landing
// build's files. What it keeps, and why:
// - the shell and landing builds, precached: the app opens without a network. Pages (app routes)
//   are asked of the network first, so the page's Content-Security-Policy is always the server's
//   current one (REMOTES_FILE may name a new remote origin) and a new shell build is seen at once;
//   offline, every page is answered with the precached index.html;
// - /remotes.json, each remote's mf-manifest.json and remoteEntry.js: ALWAYS the network first,
//   the copy only offline, so a remote deployed on its own reaches the next online load. A page's
//   navigation starts them here at once for the remote showing it (remotes.json, then its manifest,
//   then its entry), and the page's own requests for them share those answers: on a slow link the
//   page's main thread, busy starting the app, would otherwise ask for each a round trip late;
// - remotes' content-hashed chunks and stylesheets, from whatever origin remotes.json names: kept as
//   they are used (their name changes with their content, so a kept one is never out of date).
// The API is not handled here: the query cache persisted per reader (offline/persistedQueryCache.ts)
// is what a reader sees offline, and only while they are signed in.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { fetchEntryPointsFor } from './entryPoints';

// The worker's own global, as far as this file uses it (the project's one TypeScript program is
// typed for pages, whose DOM library clashes with the webworker one).
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  location: Location;
};

/** Paths that are never app pages (the server's own rule, server/src/http/product.ts). */
const NOT_PAGES = /^\/(api|mfe|socket\.io)(\/|$)/;
/** Files named by what they hold: a remote's federation entry points and the shell's list of remotes. */
const ENTRY_POINTS = /(^\/remotes\.json|\/mf-manifest\.json|\/remoteEntry\.js)$/;
/** webpack names every emitted chunk and asset `<name>.<contenthash:8>.<ext>` (as product.ts's rule). */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|jpe?g|webp)$/;
/** Remote chunks kept at most: a few builds' worth of every remote. */
const MAX_KEPT_CHUNKS = 400;
/** How long an entry point fetched at a navigation answers that page's requests for it. */
const NAVIGATION_ANSWER_MS = 15_000;
const ENTRY_POINTS_CACHE = 'booknook-remote-entries';

// The precache names main.js as index.html does, with its ?<build hash> (shared/mf/src/pwa.js), so
// a page of a newer build never runs this build's main.js.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Entry points asked of the network at a navigation, by URL, for NAVIGATION_ANSWER_MS. */
const navigationAnswers = new Map<string, Promise<Response>>();

/** Asks the network for `url` once for the page being opened; its requests get copies of the answer. */
function fetchForPage(url: string): Promise<Response> {
  const answer = fetch(url, { cache: 'no-store' });
  navigationAnswers.set(url, answer);
  setTimeout(() => {
    if (navigationAnswers.get(url) === answer) navigationAnswers.delete(url);
  }, NAVIGATION_ANSWER_MS);
  return answer.then((response) => response.clone());
}

const pageFromNetwork = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      fetchEntryPointsFor(options.url.pathname, self.location.origin, fetchForPage).catch(() => undefined);
      try {
        return await pageFromNetwork.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [NOT_PAGES] },
  ),
);

// Cross-origin remotes' scripts are loaded without CORS: their answers are opaque (status 0).
const cacheable = () => new CacheableResponsePlugin({ statuses: [0, 200] });

const entryPointsNetworkFirst = new NetworkFirst({ cacheName: ENTRY_POINTS_CACHE, plugins: [cacheable()] });
registerRoute(
  ({ url }) => ENTRY_POINTS.test(url.pathname),
  async (options) => {
    const asked = navigationAnswers.get(options.request.url);
    const answer = asked ? await asked.then((response) => response.clone()).catch(() => null) : null;
    if (!answer?.ok) return entryPointsNetworkFirst.handle(options);
    // Kept as the strategy keeps what it fetched: the copy answers offline. Copied now, before the
    // page starts reading the answer.
    const kept = answer.clone();
    options.event.waitUntil(caches.open(ENTRY_POINTS_CACHE).then((cache) => cache.put(options.request, kept)));
    return answer;
  },
);
// Only this origin's files and scripts or stylesheets (which the page's policy takes from this origin
// and the remotes' only): a book cover from a catalogue's host is left to the browser.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && CONTENT_HASHED.test(url.pathname) && (url.origin === location.origin || ['script', 'style'].includes(request.destination)),
  new CacheFirst({ cacheName: 'booknook-remote-chunks', plugins: [cacheable(), new ExpirationPlugin({ maxEntries: MAX_KEPT_CHUNKS, purgeOnQuotaError: true })] }),
);

// The first install controls the open page at once (nothing to update from); a later version waits
// until the reader chooses Reload (UpdateBanner), so no page runs half old, half new code.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
