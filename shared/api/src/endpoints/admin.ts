// The dashboard's calls (spec section 7, Admin): its tables, creating and deleting notifications,
// deleting any review, and the books readers added (approve, merge, delete). Deleting a user is DELETE /users/{id} (users.ts), the same call
// a reader makes for their own account. Every call here answers 403 to anyone but an administrator.
import type {
  AdminBooksQuery,
  AdminNotification,
  AdminNotificationList,
  AdminNotificationsQuery,
  AdminReviewsQuery,
  AdminUserList,
  AdminUsersQuery,
  CreateNotificationBody,
  ReviewList,
  WaitingBookList,
} from '../contract';
import { http } from '../http';

export async function getAllUsers(query: AdminUsersQuery): Promise<AdminUserList> {
  const { data } = await http.get<AdminUserList>('/users/all-users', { params: query });
  return data;
}

export async function getAllNotifications(query: AdminNotificationsQuery): Promise<AdminNotificationList> {
  const { data } = await http.get<AdminNotificationList>('/notifications', { params: query });
  return data;
}

export async function getAllReviews(query: AdminReviewsQuery): Promise<ReviewList> {
  const { data } = await http.get<ReviewList>('/reviews/all-reviews', { params: query });
  return data;
}

/** Sends a notification to one reader, or to every reader when user_id is null. */
export async function createNotification(body: CreateNotificationBody): Promise<AdminNotification> {
  const { data } = await http.post<AdminNotification>('/notifications', body);
  return data;
}

/** Deletes a notification for everyone it was sent to (an administrator's call without scope=own). */
export async function deleteNotificationForEveryone(id: number): Promise<void> {
  await http.delete(`/notifications/${id}`);
}

/** Deletes any reader's review by its id. */
export async function deleteAnyReview(id: number): Promise<void> {
  await http.delete(`/reviews/admin/${id}`);
}

/** The Books tab: books readers added that wait for approval. */
export async function getWaitingBooks(query: AdminBooksQuery): Promise<WaitingBookList> {
  const { data } = await http.get<WaitingBookList>('/books/admin/waiting', { params: query });
  return data;
}

/** The book enters the public catalogue. */
export async function approveBook(bookId: string): Promise<void> {
  await http.post(`/books/admin/${encodeURIComponent(bookId)}/approve`);
}

/** Everything readers hold of the waiting book moves to the target; the waiting book goes. */
export async function mergeBook(bookId: string, targetId: string): Promise<void> {
  await http.post(`/books/admin/${encodeURIComponent(bookId)}/merge`, { target_id: targetId });
}

/** The waiting book leaves every shelf and the catalogue. */
export async function deleteWaitingBook(bookId: string): Promise<void> {
  await http.delete(`/books/admin/${encodeURIComponent(bookId)}`);
}
