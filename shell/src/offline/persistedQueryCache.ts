// The query cache kept on this device per reader (IndexedDB), so a reader who opens the app without
// a network sees their pages as last seen. Written by TanStack Query's persister; what this module
// adds is whose cache it is: a reader's own key, and everything deleted when the session ends
// (logout, a refused token, another reader signing in), so a shared computer keeps nothing of the
// last reader. Decision 0016.
import { defaultShouldDehydrateQuery, hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { sessionStore } from '@booknook/session';
import { catalogueKeys, HOME_GENRES_STALE_MS, sessionKeys } from '@booknook/api';

/**
 * How long a saved cache is shown offline; older ones are deleted unread. Also the queries' gcTime,
 * which is a setTimeout delay: it must stay under 2^31 ms (~24.8 days), or the timer fires at once
 * and every query without a screen leaves the cache immediately.
 */
const PERSISTED_CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Writes to IndexedDB at most this often: a page's first moments change the cache many times. */
const SAVE_INTERVAL_MS = 1000;
/** Cache events that change what is saved (not observers coming and going). */
const SAVED_EVENTS = new Set(['added', 'removed', 'updated']);
/**
 * How long a page's first data waits for the saved cache to be read (a few ms from IndexedDB): what
 * was saved then shows at once, and a disk too slow to answer costs the page no more than this.
 */
const RESTORE_WAIT_MS = 250;

let database: UseStore | null = null;
/** The one IndexedDB store of persisted caches, opened on first use (never on a page without a reader). */
function persistedCaches(): UseStore {
  database ??= createStore('booknook-offline', 'query-cache');
  return database;
}

const cacheKey = (userId: number) => `reader:${userId}`;

/** One reader's saved cache in IndexedDB. */
function readerPersister(userId: number): Persister {
  return {
    persistClient: (client) => set(cacheKey(userId), client, persistedCaches()),
    restoreClient: () => get<PersistedClient>(cacheKey(userId), persistedCaches()),
    removeClient: () => del(cacheKey(userId), persistedCaches()),
  };
}

/** Deletes every persisted cache on this device, whoever it was for. */
function deletePersistedCaches(): Promise<void> {
  return clear(persistedCaches());
}

/** Settles when the signed-in reader's saved cache is in the query cache (or was not found, or failed). */
let restored: Promise<void> = Promise.resolve();

/**
 * Runs `start` once the saved cache has been put in place, or after RESTORE_WAIT_MS: a page's first
 * data asked before that would fetch what the device already holds, and show a blank page meanwhile.
 */
export function afterRestore(start: () => void): void {
  void Promise.race([restored, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]).then(start);
}

const homeGenresHash = hashKey(catalogueKeys.homeGenres());

/**
 * Whether a query restored from the device must be asked of the server again. Everything saved is
 * as old as the last visit, and a reload must show another reader's change or an approval, so it
 * is, but for Home's draw of genres while it is younger than its own five minutes: Home keeps that
 * draw when the reader comes back within them, after a reload as after in-app navigation, so the
 * rows shown at once are not replaced by a new draw a moment later.
 */
export function refetchAfterRestore(query: Pick<Query, 'queryHash' | 'state'>, restoredAt: number): boolean {
  if (query.state.dataUpdatedAt >= restoredAt) return false;
  return query.queryHash !== homeGenresHash || restoredAt - query.state.dataUpdatedAt >= HOME_GENRES_STALE_MS;
}

/**
 * Keeps `client` saved on this device for the signed-in reader and restored when the page opens,
 * following the session: another reader gets their own key, and signing out deletes every saved
 * cache. The session's token check is never saved: it must be asked of the server each visit.
 * Returns the function that stops following.
 */
export function persistQueryCache(client: QueryClient): () => void {
  if (typeof indexedDB === 'undefined') return () => undefined;
  // A query nobody looks at for a while would leave the cache, and with it the device's copy: keep
  // each as long as the copy is shown offline, so every page read stays readable.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, gcTime: PERSISTED_CACHE_MAX_AGE_MS } });

  let stop: (() => void) | null = null;
  const follow = (userId: number | null) => {
    stop?.();
    stop = null;
    if (userId === null) {
      void deletePersistedCaches().catch(() => undefined);
      return;
    }
    const options = {
      queryClient: client,
      persister: readerPersister(userId),
      maxAge: PERSISTED_CACHE_MAX_AGE_MS,
      dehydrateOptions: { shouldDehydrateQuery: (query: Query) => defaultShouldDehydrateQuery(query) && query.queryKey[0] !== sessionKeys.all[0] },
    };
    // TanStack's own subscription dehydrates the whole cache on every cache event, dozens of times
    // while a page loads: gather the events and save once per interval instead.
    let timer: ReturnType<typeof setTimeout> | null = null;
    let unsubscribe: (() => void) | null = null;
    const save = () => {
      timer ??= setTimeout(() => {
        timer = null;
        void persistQueryClientSave(options).catch(() => undefined);
      }, SAVE_INTERVAL_MS);
    };
    let stopped = false;
    const restoring = Date.now();
    restored = persistQueryClientRestore(options)
      .catch(() => undefined)
      .then(() => {
        if (stopped) return;
        // What was restored shows at once; what must be asked again is stale, and the queries on
        // screen fetch it (offline, they wait for the network and keep showing it).
        void client.invalidateQueries({ predicate: (query) => refetchAfterRestore(query, restoring), refetchType: 'active' });
        unsubscribe = client.getQueryCache().subscribe((event) => {
          if (SAVED_EVENTS.has(event.type)) save();
        });
      });
    stop = () => {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
    };
  };

  follow(sessionStore.getState().user_id);
  const unsubscribeSession = sessionStore.subscribe((state, previous) => {
    if (state.user_id !== previous.user_id) follow(state.user_id);
  });
  return () => {
    unsubscribeSession();
    stop?.();
  };
}
