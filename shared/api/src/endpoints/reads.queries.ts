// How every front end names, loads and changes a book's reading history in the one query cache.
// The shelf rules write reads too (moving a book, finishing it): the library mutations mark these
// stale with the statistics (library.queries.ts). A change to a read also changes the year's goal
// counts, the statistics and the shelf pages' read counts, so those are marked stale with it.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReadBody } from '../contract';
import { goalKeys } from './goals.queries';
import { libraryKeys } from './library.keys';
import { addRead, deleteRead, getReads, updateRead } from './reads';
import { statsKeys } from './stats.queries';

export const readKeys = {
  /** Every book's reads, anyone's: the prefix shelf moves and progress mark stale. */
  all: ['reads'] as const,
  /** The caller's reads of the book when `userId` is undefined. */
  book: (bookId: string, userId?: number) => [...readKeys.all, bookId, userId ?? 'own'] as const,
};

export function readsQuery(bookId: string, userId?: number) {
  return queryOptions({ queryKey: readKeys.book(bookId, userId), queryFn: () => getReads(bookId, userId) });
}

/**
 * After the server changed one of the caller's reads: the book's history, the goals, the statistics
 * and the shelf pages (a card's "Read 2 times", Recently Read's order) follow.
 */
function afterReadChange(client: QueryClient, bookId: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: readKeys.book(bookId) }),
    client.invalidateQueries({ queryKey: libraryKeys.shelfBooksAll() }),
    client.invalidateQueries({ queryKey: goalKeys.all }),
    client.invalidateQueries({ queryKey: statsKeys.all }),
  ]);
}

export interface AddReadVariables {
  bookId: string;
  read: ReadBody;
}

export function addReadMutation() {
  return mutationOptions({
    mutationFn: ({ bookId, read }: AddReadVariables) => addRead(bookId, read),
    onSuccess: (_read, { bookId }, _result, { client }) => afterReadChange(client, bookId),
  });
}

export interface UpdateReadVariables {
  bookId: string;
  readId: number;
  /** Only the dates to change; null clears one. */
  read: ReadBody;
}

export function updateReadMutation() {
  return mutationOptions({
    mutationFn: ({ bookId, readId, read }: UpdateReadVariables) => updateRead(bookId, readId, read),
    onSuccess: (_read, { bookId }, _result, { client }) => afterReadChange(client, bookId),
  });
}

export interface DeleteReadVariables {
  bookId: string;
  readId: number;
}

export function deleteReadMutation() {
  return mutationOptions({
    mutationFn: ({ bookId, readId }: DeleteReadVariables) => deleteRead(bookId, readId),
    onSuccess: (_answer, { bookId }, _result, { client }) => afterReadChange(client, bookId),
  });
}
