// Optimistic edits of the one query cache, written once for every area: a mutation shows its change
// at once and puts the cache back if the server refuses. The area says what changes; this module
// cancels the requests that would overwrite the change, keeps what was there (the snapshot) and
// restores it on error.
import type { MutationFunctionContext, QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';

/** What a mutation changed in the cache before the server answered, to put back if it refuses. */
export type CacheSnapshot = Array<[QueryKey, unknown]>;

/**
 * Applies `change` to the cached data of every query matching `filters` (undefined leaves that one
 * as it is) and returns what was there before. Requests under way for them are cancelled first: a
 * list request already under way would answer without the change and overwrite it.
 */
export async function editCachedQueries<T>(
  client: QueryClient,
  filters: QueryFilters,
  change: (data: T, queryKey: QueryKey) => T | undefined,
): Promise<CacheSnapshot> {
  await client.cancelQueries(filters);
  const snapshot: CacheSnapshot = [];
  for (const [queryKey, data] of client.getQueriesData<T>(filters)) {
    const changed = data === undefined ? undefined : change(data, queryKey);
    if (changed === undefined) continue;
    snapshot.push([queryKey, data]);
    client.setQueryData(queryKey, changed);
  }
  return snapshot;
}

/** Puts `data` in the place of one query, cached or not, and returns what was there before. */
export async function replaceCachedQuery<T>(client: QueryClient, queryKey: QueryKey, data: T): Promise<CacheSnapshot> {
  await client.cancelQueries({ queryKey, exact: true });
  const before: CacheSnapshot = [[queryKey, client.getQueryData(queryKey)]];
  client.setQueryData(queryKey, data);
  return before;
}

/**
 * The mutation defaults of an optimistic change, spread into mutationOptions beside the area's own
 * onSuccess/onSettled: `apply` edits the cache before the request leaves and returns its snapshot
 * (editCachedQueries, replaceCachedQuery); a refusal puts the snapshot back.
 */
export function optimisticUpdate<TVariables>(apply: (variables: TVariables, client: QueryClient) => Promise<CacheSnapshot>) {
  return {
    onMutate: (variables: TVariables, { client }: MutationFunctionContext) => apply(variables, client),
    onError: (_error: unknown, _variables: TVariables, snapshot: CacheSnapshot | undefined, { client }: MutationFunctionContext) => {
      for (const [queryKey, data] of snapshot ?? []) client.setQueryData(queryKey, data);
    },
  };
}
