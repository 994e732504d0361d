// How the dashboard names, loads and changes its tables in the one query cache. A table keeps showing
// its page while the next page or order loads (no flash of an empty table). Deleting anything marks
// stale every cached list the deleted rows appeared in, in any remote: a user's deletion takes their
// reviews and notifications with it, and a review's deletion changes the book's and profile's lists.
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminBooksQuery, AdminNotificationsQuery, AdminReviewsQuery, AdminUsersQuery, CreateNotificationBody } from '../contract';
import {
  approveBook,
  createNotification,
  deleteAnyReview,
  deleteNotificationForEveryone,
  deleteWaitingBook,
  getAllNotifications,
  getAllReviews,
  getAllUsers,
  getWaitingBooks,
  mergeBook,
} from './admin';
import { catalogueKeys } from './catalogue.queries';
import { libraryKeys } from './library.queries';
import { notificationKeys } from './notifications.queries';
import { reviewKeys } from './reviews.queries';
import { deleteUser } from './users';
import { accountKeys } from './users.queries';

export const adminKeys = {
  all: ['admin'] as const,
  usersAll: () => [...adminKeys.all, 'users'] as const,
  users: (query: AdminUsersQuery) => [...adminKeys.usersAll(), query] as const,
  notificationsAll: () => [...adminKeys.all, 'notifications'] as const,
  notifications: (query: AdminNotificationsQuery) => [...adminKeys.notificationsAll(), query] as const,
  reviewsAll: () => [...adminKeys.all, 'reviews'] as const,
  reviews: (query: AdminReviewsQuery) => [...adminKeys.reviewsAll(), query] as const,
  booksAll: () => [...adminKeys.all, 'books'] as const,
  books: (query: AdminBooksQuery) => [...adminKeys.booksAll(), query] as const,
};

export function allUsersQuery(query: AdminUsersQuery) {
  return queryOptions({ queryKey: adminKeys.users(query), queryFn: () => getAllUsers(query), placeholderData: keepPreviousData });
}

export function allNotificationsQuery(query: AdminNotificationsQuery) {
  return queryOptions({ queryKey: adminKeys.notifications(query), queryFn: () => getAllNotifications(query), placeholderData: keepPreviousData });
}

export function allReviewsQuery(query: AdminReviewsQuery) {
  return queryOptions({ queryKey: adminKeys.reviews(query), queryFn: () => getAllReviews(query), placeholderData: keepPreviousData });
}

export function waitingBooksQuery(query: AdminBooksQuery) {
  return queryOptions({ queryKey: adminKeys.books(query), queryFn: () => getWaitingBooks(query), placeholderData: keepPreviousData });
}

const invalidateAll = (client: QueryClient, keys: ReadonlyArray<readonly unknown[]>) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/**
 * Deletes another account with everything of its reader. Settled rather than succeeded: a refusal
 * (someone else deleted it first) also means the table is out of date.
 */
export function deleteUserMutation() {
  return mutationOptions({
    mutationFn: (userId: number) => deleteUser(userId),
    onSettled: (_answer, _error, _userId, _result, { client }) => invalidateAll(client, [adminKeys.all, reviewKeys.all, accountKeys.profiles()]),
  });
}

export function deleteAnyReviewMutation() {
  return mutationOptions({
    mutationFn: (reviewId: number) => deleteAnyReview(reviewId),
    onSettled: (_answer, _error, _reviewId, _result, { client }) => invalidateAll(client, [adminKeys.reviewsAll(), reviewKeys.all]),
  });
}

/** The administrator receives a notification sent to everyone too, so their own list is marked stale as well. */
export function createNotificationMutation() {
  return mutationOptions({
    mutationFn: (body: CreateNotificationBody) => createNotification(body),
    onSuccess: (_created, _body, _result, { client }) => invalidateAll(client, [adminKeys.notificationsAll(), notificationKeys.all]),
  });
}

export function deleteNotificationMutation() {
  return mutationOptions({
    mutationFn: (notificationId: number) => deleteNotificationForEveryone(notificationId),
    onSettled: (_answer, _error, _notificationId, _result, { client }) => invalidateAll(client, [adminKeys.notificationsAll(), notificationKeys.all]),
  });
}

/** A waiting book approved, merged or deleted changes the catalogue, shelves and reviews that held it. */
const afterBookDecision = (client: QueryClient) => invalidateAll(client, [adminKeys.booksAll(), catalogueKeys.all, libraryKeys.all, reviewKeys.all]);

export function approveBookMutation() {
  return mutationOptions({
    mutationFn: (bookId: string) => approveBook(bookId),
    onSettled: (_answer, _error, _bookId, _result, { client }) => afterBookDecision(client),
  });
}

export function mergeBookMutation() {
  return mutationOptions({
    mutationFn: ({ bookId, targetId }: { bookId: string; targetId: string }) => mergeBook(bookId, targetId),
    onSettled: (_answer, _error, _variables, _result, { client }) => afterBookDecision(client),
  });
}

export function deleteWaitingBookMutation() {
  return mutationOptions({
    mutationFn: (bookId: string) => deleteWaitingBook(bookId),
    onSettled: (_answer, _error, _bookId, _result, { client }) => afterBookDecision(client),
  });
}
