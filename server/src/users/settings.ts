// A reader's own settings (spec section 3: everything about the account but the password), and the
// password and email changes, which end the account's other sessions (decision 0006).
import type { Kysely } from 'kysely';
import {
  ACCOUNT_MESSAGES,
  validateEmailChange,
  validatePasswordChange,
  validateSignUpStep2,
  type EmailChangeBody,
  type PasswordChangeBody,
  type ReadOnlySettings,
  type SessionRenewed,
  type Settings,
  type SettingsFields,
} from '@booknook/api/contract';
import { AUTH_MESSAGES, type TokenService } from '../auth/tokens';
import { hashPassword } from '../auth/passwords';
import { checkCurrentPassword } from '../auth/presence';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { isEmailTaken } from './accounts';
import { prepareProfilePicture, type Upload } from './pictures';

/** GET /settings: the user's settings. */
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
      'theme',
      'user_type_id',
      'date_created',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  // Deleted between authentication and this query.
  if (!settings) throw new HttpError(401, AUTH_MESSAGES.unknownUser);
  return { ...settings, date_created: settings.date_created.toISOString() };
}

type StoredReadOnly = { email: string; username: string; id: number; user_type_id: number; date_created: Date };

/**
 * The read-only fields a client sent back (what GET /settings gave it) must equal the stored ones;
 * one that differs is refused by name, since the client meant a change this form cannot make.
 */
function refuseReadOnlyChanges(sent: ReadOnlySettings, stored: StoredReadOnly): void {
  if (sent.email !== undefined && sent.email.trim().toLowerCase() !== stored.email.toLowerCase()) throw new HttpError(400, ACCOUNT_MESSAGES.emailReadOnly);
  if (sent.username !== undefined && sent.username.trim() !== stored.username) throw new HttpError(400, ACCOUNT_MESSAGES.usernameReadOnly);
  const recordChanged =
    (sent.id !== undefined && sent.id !== stored.id) ||
    (sent.user_type_id !== undefined && sent.user_type_id !== stored.user_type_id) ||
    (sent.date_created !== undefined && new Date(sent.date_created).getTime() !== stored.date_created.getTime());
  if (recordChanged) throw new HttpError(400, ACCOUNT_MESSAGES.accountRecordReadOnly);
}

/**
 * PUT /settings: the fields given (absent ones keep their value) and, when `picture` holds bytes, a
 * new picture replacing the old one, in one transaction. Answers the settings as saved. The
 * read-only fields are only compared, never written (no mass assignment).
 */
export async function updateSettings(
  db: Kysely<Database>,
  userId: number,
  fields: SettingsFields,
  picture: Upload | null,
  readOnly: ReadOnlySettings = {},
): Promise<Settings> {
  const bio = fields.bio ?? '';
  const invalid = validateSignUpStep2({ display_name: fields.display_name, bio });
  if (invalid) throw new HttpError(400, invalid.message);
  const stored = picture?.bytes.length ? await prepareProfilePicture(picture) : null;
  const { display_name, profile_visibility, mandatory_shelves_visibility, custom_shelves_visibility, reviews_visibility } = fields;
  const { announcements, recommendations, reminders, updates, track_interactions, theme } = fields;
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['profile_picture', 'email', 'username', 'id', 'user_type_id', 'date_created'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new HttpError(401, AUTH_MESSAGES.unknownUser);
    refuseReadOnlyChanges(readOnly, before);
    if (stored) {
      await trx.insertInto('profile_pictures').values({ filename: stored.filename, user_id: userId, content_type: stored.contentType, data: stored.data }).execute();
    }
    await trx
      .updateTable('users')
      .set({
        display_name: display_name.trim(),
        ...(fields.bio === undefined ? {} : { bio: bio.trim() || null }),
        ...(stored ? { profile_picture: stored.filename } : {}),
        ...definedOnly({ profile_visibility, mandatory_shelves_visibility, custom_shelves_visibility, reviews_visibility }),
        ...definedOnly({ announcements, recommendations, reminders, updates, track_interactions, theme }),
      })
      .where('id', '=', userId)
      .execute();
    if (stored && before.profile_picture) await trx.deleteFrom('profile_pictures').where('filename', '=', before.profile_picture).execute();
    return readSettings(trx, userId);
  });
}

function definedOnly<Values extends Record<string, unknown>>(values: Values): Partial<Values> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Values>;
}

/**
 * PUT /settings/password: the current password must be right. Every other session of the account
 * ends; the answer carries this device's new token.
 */
export async function changePassword(
  db: Kysely<Database>,
  tokens: Pick<TokenService, 'endSessions'>,
  userId: number,
  { currentPassword, newPassword }: PasswordChangeBody,
): Promise<SessionRenewed> {
  const invalid = validatePasswordChange({ currentPassword, newPassword });
  if (invalid) throw new HttpError(400, invalid.message);
  // Always the password here, however recent the token: it is what the change replaces.
  await checkCurrentPassword(db, userId, currentPassword);
  if (newPassword === currentPassword) throw new HttpError(400, ACCOUNT_MESSAGES.samePassword);
  const password_hash = await hashPassword(newPassword);
  const token = await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash }).where('id', '=', userId).execute();
    return tokens.endSessions(trx, userId);
  });
  return { message: ACCOUNT_MESSAGES.passwordUpdated, token };
}

/**
 * PUT /settings/update-email: a new, unused address, once the route has confirmed the owner is present
 * (auth/presence.ts). Every other session ends, as for a password change.
 */
export async function changeEmail(
  db: Kysely<Database>,
  tokens: Pick<TokenService, 'endSessions'>,
  userId: number,
  { newEmail, confirmEmail }: Pick<EmailChangeBody, 'newEmail' | 'confirmEmail'>,
): Promise<SessionRenewed> {
  const invalid = validateEmailChange({ newEmail, confirmEmail });
  if (invalid) throw new HttpError(400, invalid.message);
  const email = newEmail.trim();
  const current = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!current) throw new HttpError(401, AUTH_MESSAGES.unknownUser);
  if (current.email.toLowerCase() === email.toLowerCase()) throw new HttpError(400, ACCOUNT_MESSAGES.emailUnchanged);
  if (await isEmailTaken(db, email)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
  try {
    const token = await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ email }).where('id', '=', userId).execute();
      return tokens.endSessions(trx, userId);
    });
    return { message: ACCOUNT_MESSAGES.emailUpdated, token };
  } catch (error) {
    // Another account took the address between the check and the update.
    if ((error as { code?: unknown })?.code === '23505') throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
}
