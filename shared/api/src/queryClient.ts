import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { sessionStore } from '@booknook/session';

/**
 * The page's one server-state cache, created by the shell (or a remote's standalone dev host) and
 * found by every remote through the shared @tanstack/react-query's context. No retries: a failed
 * call shows its message at once, as the spec words it, and the reader can try again. The cache
 * is emptied whenever the session changes hands (logout, a refused token, another tab's login as
 * someone else), so nobody is ever shown what was fetched for someone else; a token renewed for the
 * same reader (a password or email change) keeps it.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  sessionStore.subscribe((state, previous) => {
    if (state.user_id !== previous.user_id || (state.token === null) !== (previous.token === null)) client.clear();
  });
  return client;
}

/**
 * After a realtime event: the queries are marked stale and those on screen asked for again. A
 * query's first fetch may still be under way, begun before the event; a query without data would
 * join that fetch rather than ask again, and keep its older answer (an ended import once stayed on
 * screen at "Importing", 4 of 4 rows), so such a fetch is cancelled first.
 */
export function refetchAfterEvent(client: QueryClient, queryKey: QueryKey): Promise<void> {
  return client.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined }).then(() => client.invalidateQueries({ queryKey }));
}
