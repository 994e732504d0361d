// How the dashboard names, loads and changes its tables in the one query cache. A table keeps showing
// its page while the next page or order loads (no flash of an empty table). Deleting anything marks
// stale every cached list the deleted rows appeared in, in any remote: a user's deletion takes their
// reviews and notifications with it, and a review's deletion changes the book's and profile's lists.
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminNotificationsQuery, AdminReviewsQuery, AdminUsersQuery, CreateNotificationBody } from '../contract';
import { createNotification, deleteAnyReview, deleteNotificationForEveryone, getAllNotifications, getAllReviews, getAllUsers } from './admin';
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
