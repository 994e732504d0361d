// Texts only the dashboard shows, exactly as spec section 8 words them; the rules' and the
// server's sentences live in the contract (@booknook/api).

export const DASHBOARD_TEXT = {
  usersLoadFailed: 'Failed to load users',
  /** The Create Notification dialog's user picker (the spec's second wording). */
  userPickerLoadFailed: 'Failed to load users.',
  reviewsLoadFailed: 'Failed to load reviews',
  userDeleteFailed: 'Failed to delete user',
  reviewDeleted: 'Review deleted successfully.',
  reviewDeleteFailed: 'Failed to delete Review',
  ownAccountFromDashboard: 'Administrators cannot delete their own account from the dashboard.',
  notificationCreated: 'Notification created successfully.',
  notificationDeleted: 'Notification deleted successfully.',
  notificationCreateFailed: 'Failed to create notification. Please try again.',
  notificationDeleteFailed: 'Failed to delete notification',
  notificationsLoadFailed: 'Failed to load notifications',
} as const;
