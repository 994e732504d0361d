// Notification rules and the sentences the server and the screens share (spec sections 5 and 8),
// beside the schemas in notifications.ts. No schema library here: the dashboard executes these.
import type { RuleProblem } from './common';

export const NOTIFICATION_MESSAGES = {
  titleAndMessageRequired: 'Title and Message are required.',
  recipientRequired: 'Please select a user to send notification to.',
  /** Shown by the notifications dropdown and the dashboard. */
  noNotifications: 'No notifications available',
  notFound: 'Notification not found.',
} as const;

export interface NotificationDraft {
  title: string;
  message: string;
  /** null: no reader chosen. */
  user_id: number | null;
  /** The All Users box; when ticked, user_id is ignored (ticking it clears the chosen reader). */
  allUsers: boolean;
}

/** The first Create Notification rule the draft breaks, or null. */
export function validateNotificationDraft({ title, message, user_id, allUsers }: NotificationDraft): RuleProblem<keyof NotificationDraft> | null {
  if (!title.trim()) return { field: 'title', message: NOTIFICATION_MESSAGES.titleAndMessageRequired };
  if (!message.trim()) return { field: 'message', message: NOTIFICATION_MESSAGES.titleAndMessageRequired };
  if (!allUsers && user_id === null) return { field: 'user_id', message: NOTIFICATION_MESSAGES.recipientRequired };
  return null;
}
