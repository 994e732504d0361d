// Notifications (issue 13): an administrator writes one for a reader (user_id) or for everyone
// (user_id NULL). What each reader did with one (read it, removed it) is a receipt of that reader's,
// so a broadcast is read and removed per reader and is stored once however many readers there are.
// A reader sees the broadcasts sent since their account was created (docs/decisions/0011).
// Everything of a reader's goes with their account; receipts go with their notification.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id serial PRIMARY KEY,
      title text NOT NULL CHECK (btrim(title) <> ''),
      message text NOT NULL CHECK (btrim(message) <> ''),
      notification_type text NOT NULL CHECK (notification_type IN ('update', 'warning', 'info')),
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      date_created timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // A reader's own notifications, and the broadcasts, each newest first.
  await sql`CREATE INDEX notifications_reader_idx ON notifications (user_id, date_created DESC, id DESC) WHERE user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX notifications_broadcast_idx ON notifications (date_created DESC, id DESC) WHERE user_id IS NULL`.execute(db);

  await sql`
    CREATE TABLE notification_receipts (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      notification_id integer NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
      read_at timestamptz,
      removed_at timestamptz,
      PRIMARY KEY (user_id, notification_id)
    )
  `.execute(db);
  // Deleting a notification for everyone finds its receipts by this index, not by a scan.
  await sql`CREATE INDEX notification_receipts_notification_idx ON notification_receipts (notification_id)`.execute(db);
}
