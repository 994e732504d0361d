// Kysely types of the notifications feature (migration 031_notifications).
import type { Generated } from 'kysely';
import type { NotificationType } from '@booknook/api/contract';

export interface NotificationsTable {
  id: Generated<number>;
  title: string;
  message: string;
  notification_type: NotificationType;
  /** The reader it was written for; null: every reader (a broadcast). */
  user_id: number | null;
  date_created: Generated<Date>;
}

/** What one reader did with one notification; no row means unread and not removed. */
export interface NotificationReceiptsTable {
  user_id: number;
  notification_id: number;
  read_at: Date | null;
  removed_at: Date | null;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_receipts: NotificationReceiptsTable;
}
