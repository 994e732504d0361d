// The dashboard's calls (spec section 7, Admin): its three tables, creating and deleting
// notifications, deleting any review. Deleting a user is DELETE /users/{id} (users.ts), the same call
// a reader makes for their own account. Every call here answers 403 to anyone but an administrator.
import type {
  AdminNotification,
  AdminNotificationList,
  AdminNotificationsQuery,
  AdminReviewsQuery,
  AdminUserList,
  AdminUsersQuery,
  CreateNotificationBody,
  ReviewList,
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
