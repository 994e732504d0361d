// How the front ends add books and the dashboard decides on them in the one query cache. A book added
// is at once in its adder's searches; a waiting book approved, merged or deleted changes the
// catalogue, the shelves and the reviews that held it, in any remote.
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminBooksQuery } from '../contract';
import { addBook, approveBook, deleteWaitingBook, mergeBook, waitingBooks, type AddedBookRequest } from './books';
import { catalogueKeys } from './catalogue.queries';
import { libraryKeys } from './library.keys';
import { reviewKeys } from './reviews.queries';

export const bookKeys = {
  all: ['books'] as const,
  /** The dashboard's Books tab, every page and order of it. */
  waitingPages: () => [...bookKeys.all, 'waiting'] as const,
  waiting: (query: AdminBooksQuery) => [...bookKeys.waitingPages(), query] as const,
};

export function addBookMutation() {
  return mutationOptions({
    mutationFn: (request: AddedBookRequest) => addBook(request),
    onSuccess: (_book, _request, _result, { client }) => Promise.all([catalogueKeys.all, bookKeys.all].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export function waitingBooksQuery(query: AdminBooksQuery) {
  return queryOptions({ queryKey: bookKeys.waiting(query), queryFn: () => waitingBooks(query), placeholderData: keepPreviousData });
}

/** Settled rather than succeeded: a refusal (another administrator decided first) also means the table is out of date. */
const afterDecision = (client: QueryClient) =>
  Promise.all([bookKeys.all, catalogueKeys.all, libraryKeys.all, reviewKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));

export function approveBookMutation() {
  return mutationOptions({
    mutationFn: (bookId: string) => approveBook(bookId),
    onSettled: (_answer, _error, _bookId, _result, { client }) => afterDecision(client),
  });
}

export function mergeBookMutation() {
  return mutationOptions({
    mutationFn: ({ bookId, targetId }: { bookId: string; targetId: string }) => mergeBook(bookId, targetId),
    onSettled: (_answer, _error, _variables, _result, { client }) => afterDecision(client),
  });
}

export function deleteWaitingBookMutation() {
  return mutationOptions({
    mutationFn: (bookId: string) => deleteWaitingBook(bookId),
    onSettled: (_answer, _error, _bookId, _result, { client }) => afterDecision(client),
  });
}
