// Texts only the shell's screens show, exactly as spec section 8 words them; the rules' and the
// server's sentences live in the contract (@booknook/api).

export const SIGN_UP_TEXT = {
  uniquenessCheckFailed: 'There was an error checking if the username or email is unique',
  createUserFailed: 'There was an error creating the user',
} as const;

export const NOTIFICATIONS_PANEL_TEXT = {
  fetchFailed: 'Error fetching notifications.',
  removeFailed: 'Error removing notification.',
  markReadFailed: 'Error marking notification as read.',
  markAllReadFailed: 'Error marking notifications as read.',
} as const;
