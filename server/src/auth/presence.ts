// Proof that an account's owner is at the keyboard (issue 25), asked before the changes a stolen token
// must not make on its own: moving the email (which signs the owner out everywhere and hands the
// thief a fresh token), deleting one's own account, and changing the password. The current password
// proves it; so does a token issued in the last few minutes, which only a log-in (or a change that
// itself needed the password) hands out.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES, PRESENCE_MESSAGES, RECENT_LOGIN_MINUTES } from '@booknook/api/contract';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { verifyPassword } from './passwords';
import { signedInUser } from './plugin';
import { AUTH_MESSAGES } from './tokens';

const RECENT_LOGIN_MS = RECENT_LOGIN_MINUTES * 60_000;

/** The OpenAPI description of a route that asks for it. */
export const PRESENCE_RULE = `Needs \`currentPassword\`, unless the bearer token was issued in the last ${RECENT_LOGIN_MINUTES} minutes (a log-in, or a password or email change); otherwise 403. A wrong password is 400.`;

export interface Presence {
  userId: number;
  /** When the request's token was issued (milliseconds since the epoch), or null when it does not say. */
  tokenIssuedAt: number | null;
}

/** The signed-in reader of an authenticated request, with when their token was issued. */
export function presenceOf(request: FastifyRequest): Presence {
  return { userId: signedInUser(request).id, tokenIssuedAt: request.tokenIssuedAt };
}

/**
 * Throws 400 unless `currentPassword` is the account's password. 400 rather than 401: a wrong
 * current password must not sign the reader out of this device.
 */
export async function checkCurrentPassword(db: Kysely<Database>, userId: number, currentPassword: string): Promise<void> {
  const account = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!account) throw new HttpError(401, AUTH_MESSAGES.unknownUser);
  if (!(await verifyPassword(currentPassword, account.password_hash))) throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong);
}

/**
 * Passes when the current password is given and right, or when none is given and the token was
 * issued within RECENT_LOGIN_MINUTES; otherwise 403 saying to enter the password.
 */
export async function confirmPresence(
  db: Kysely<Database>,
  { userId, tokenIssuedAt }: Presence,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword) return checkCurrentPassword(db, userId, currentPassword);
  if (tokenIssuedAt !== null && Date.now() - tokenIssuedAt <= RECENT_LOGIN_MS) return;
  throw new HttpError(403, PRESENCE_MESSAGES.currentPasswordNeeded);
}
