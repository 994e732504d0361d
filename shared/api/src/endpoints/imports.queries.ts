// How every front end names, loads and changes the reader's imports in the one query cache. The
// realtime event importProgress writes its summary into these entries (see importProgressUpdate).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ImportJob, ImportList, ImportRowsQuery, ImportSummary } from '../contract';
import { bookKeys } from './books.queries';
import { catalogueKeys } from './catalogue.queries';
import { goalKeys } from './goals.queries';
import { cancelImport, getImport, listImports, startImport } from './imports';
import { refetchAfterEvent } from '../queryClient';
import { libraryKeys } from './library.keys';
import { readKeys } from './reads.queries';
import { reviewKeys } from './reviews.queries';
import { statsKeys } from './stats.queries';

export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  job: (id: number, query: ImportRowsQuery = {}) => [...importKeys.all, id, query] as const,
};

export function importListQuery() {
  return queryOptions({ queryKey: importKeys.list(), queryFn: listImports });
}

export function importQuery(id: number, query: ImportRowsQuery = {}) {
  return queryOptions({ queryKey: importKeys.job(id, query), queryFn: () => getImport(id, query) });
}

export interface StartImportVariables {
  file: Blob;
  fileName: string;
}

/** Starts an import; the list learns of it at once. */
export function startImportMutation() {
  return mutationOptions({
    mutationFn: ({ file, fileName }: StartImportVariables) => startImport(file, fileName),
    onSuccess: (_started, _variables, _result, { client }) => client.invalidateQueries({ queryKey: importKeys.list() }),
  });
}

export function cancelImportMutation() {
  return mutationOptions({
    mutationFn: (id: number) => cancelImport(id),
    onSuccess: (_answer, _id, _result, { client }) => client.invalidateQueries({ queryKey: importKeys.all }),
  });
}

/**
 * An import wrote shelves, reads, reviews, page counts and books: every remote's copy of them is old.
 * The shell calls it when the realtime event of an import's end arrives, whatever screen is open; the
 * import panel when it learned of the end by asking, without a realtime connection.
 */
export function forgetImportedData(client: QueryClient): void {
  for (const queryKey of [libraryKeys.all, readKeys.all, reviewKeys.all, goalKeys.all, statsKeys.all, catalogueKeys.all, bookKeys.all]) void client.invalidateQueries({ queryKey });
}

/**
 * A realtime progress event: its summary replaces the job's in the list and in every cached page of
 * the job, and those pages are asked for again (the batch reported new rows).
 */
export function importProgressUpdate(client: QueryClient, progress: ImportSummary): void {
  client.setQueryData<ImportList>(importKeys.list(), (list) =>
    list && { imports: list.imports.some((job) => job.id === progress.id) ? list.imports.map((job) => (job.id === progress.id ? progress : job)) : [progress, ...list.imports] },
  );
  const pages = [...importKeys.all, progress.id];
  client.setQueriesData<ImportJob>({ queryKey: pages }, (job) => job && { ...job, ...progress });
  void refetchAfterEvent(client, pages);
}
