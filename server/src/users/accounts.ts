// Accounts: the sign-up rules of spec section 5 and the one way a user row is created, shared by
// POST /auth/create and the create-admin command.
import { sql, type Kysely } from 'kysely';
import {
  ACCOUNT_MESSAGES,
  USER_TYPE,
  validateReaderUsername,
  validateSignUpStep1,
  validateSignUpStep2,
  type SessionUser,
  type Visibility,
} from '@booknook/api/contract';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { hashPassword } from '../auth/passwords';
import { prepareProfilePicture, type Upload } from './pictures';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  display_name: string;
  bio?: string;
  profile_visibility?: Visibility;
  /** The uploaded file as sent; null or empty for the default picture. */
  picture?: Upload | null;
}

/** Unique indexes of migration 001 and the message each violation means to the user. */
const UNIQUE_VIOLATIONS: Record<string, string> = {
  users_username_unique: ACCOUNT_MESSAGES.usernameTaken,
  users_email_unique: ACCOUNT_MESSAGES.emailTaken,
};

function uniqueViolationMessage(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505' || typeof constraint !== 'string') return null;
  return UNIQUE_VIOLATIONS[constraint] ?? null;
}

/** Usernames and emails are unique regardless of case. */
async function isTaken(db: Kysely<Database>, column: 'username' | 'email', value: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`)
    .executeTakeFirst();
  return row !== undefined;
}

export function isUsernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  return isTaken(db, 'username', username);
}

export function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return isTaken(db, 'email', email);
}

/** 'Username is already taken' or else 'Email is already taken', read in one snapshot. */
async function duplicateMessage(db: Kysely<Database>, { username, email }: NewAccount): Promise<string | null> {
  const rows = await db
    .selectFrom('users')
    .select([
      sql<boolean>`lower(username) = lower(${username})`.as('same_username'),
      sql<boolean>`lower(email) = lower(${email})`.as('same_email'),
    ])
    .where(sql<boolean>`lower(username) = lower(${username}) OR lower(email) = lower(${email})`)
    .execute();
  if (rows.some((row) => row.same_username)) return ACCOUNT_MESSAGES.usernameTaken;
  if (rows.some((row) => row.same_email)) return ACCOUNT_MESSAGES.emailTaken;
  return null;
}

const SESSION_USER_COLUMNS = ['id', 'username', 'user_type_id', 'profile_picture', 'recommendations'] as const;

/** The account an email signs in to (emails are unique regardless of case), with its password hash and session version. */
export function accountForLogin(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select([...SESSION_USER_COLUMNS, 'password_hash', 'session_version'])
    .where(sql<boolean>`lower(email) = lower(${email.trim()})`)
    .executeTakeFirst();
}

/** Exactly the fields the browser keeps in its session, whatever else the row holds. */
export function toSessionUser(row: SessionUser): SessionUser {
  const { id, username, user_type_id, profile_picture, recommendations } = row;
  return { id, username, user_type_id, profile_picture, recommendations };
}

/**
 * POST /auth/create: validates, hashes and inserts; the role is a separate argument so no request can carry it. Throws HttpError 400 with the spec's message for invalid input,
 * 409 'Username is already taken' / 'Email is already taken' for duplicates: the early check
 * spares the hashing work, the unique indexes decide races between simultaneous sign-ups.
 */
export async function createAccount(
  db: Kysely<Database>,
  account: NewAccount,
  userType: (typeof USER_TYPE)[keyof typeof USER_TYPE] = USER_TYPE.user,
): Promise<SessionUser> {
  const bio = account.bio ?? '';
  const invalid =
    validateSignUpStep1(account) ??
    (userType === USER_TYPE.user ? validateReaderUsername(account.username) : null) ??
    validateSignUpStep2({ display_name: account.display_name, bio });
  if (invalid) throw new HttpError(400, invalid.message);
  const taken = await duplicateMessage(db, account);
  if (taken) throw new HttpError(409, taken);

  const picture = account.picture?.bytes.length ? await prepareProfilePicture(account.picture) : null;
  const password_hash = await hashPassword(account.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: account.username,
          email: account.email,
          password_hash,
          display_name: account.display_name.trim(),
          bio: bio.trim() || null,
          profile_picture: picture?.filename ?? null,
          profile_visibility: account.profile_visibility ?? 'private',
          user_type_id: userType,
        })
        .returning(SESSION_USER_COLUMNS)
        .executeTakeFirstOrThrow();
      if (picture) {
        await trx
          .insertInto('profile_pictures')
          .values({ filename: picture.filename, user_id: user.id, content_type: picture.contentType, data: picture.data })
          .execute();
      }
      return user;
    });
  } catch (error) {
    const duplicate = uniqueViolationMessage(error);
    if (!duplicate) throw error;
    // Which index a racing insert trips first is up to the database; answer as the check above
    // would now, so identical sign-ups always hear the same sentence.
    throw new HttpError(409, (await duplicateMessage(db, account)) ?? duplicate);
  }
}
