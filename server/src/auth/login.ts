// Logging in: the account an email and password stand for, in the same time whether or not the
// email has an account.
import type { Kysely } from 'kysely';
import { LOGIN_MESSAGES, validateLogin, type SessionUser } from '@booknook/api/contract';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { accountForLogin, toSessionUser } from '../users/accounts';
import { verifyAgainstDecoy, verifyPassword } from './passwords';

export interface LoggedIn {
  user: SessionUser;
  /** The account's session version, for its token. */
  session_version: number;
}

/** POST /auth/login: the account, or HttpError 400 (missing field) / 401 (no such email or wrong password). */
export async function logIn(db: Kysely<Database>, email: string, password: string): Promise<LoggedIn> {
  const invalid = validateLogin({ email, password });
  if (invalid) throw new HttpError(400, invalid.message);
  const account = await accountForLogin(db, email);
  const valid = account ? await verifyPassword(password, account.password_hash) : await verifyAgainstDecoy(password);
  if (!account || !valid) throw new HttpError(401, LOGIN_MESSAGES.invalidCredentials);
  return { user: toSessionUser(account), session_version: account.session_version };
}
