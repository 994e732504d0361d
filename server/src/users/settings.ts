// A reader's own settings (spec section 3: everything about the account but the password).
import type { Kysely } from 'kysely';
import type { Settings } from '@booknook/api/contract';
import { AUTH_MESSAGES } from '../auth/tokens';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

export async function readSettings(db: Kysely<Database>, userId: number): Promise<Settings> {
  const settings = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'username',
      'display_name',
      'bio',
      'profile_picture',
      'announcements',
      'recommendations',
      'reminders',
      'updates',
      'track_interactions',
      'profile_visibility',
      'mandatory_shelves_visibility',
      'custom_shelves_visibility',
      'reviews_visibility',
      'user_type_id',
      'date_created',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  // Deleted between authentication and this query.
  if (!settings) throw new HttpError(401, AUTH_MESSAGES.unknownUser);
  return { ...settings, date_created: settings.date_created.toISOString() };
}
