// Deleting an account: a reader deletes their own (Settings), an administrator any account (the
// dashboard). Every table that holds a reader's rows references users ON DELETE CASCADE, so one
// statement removes everything of theirs atomically; their tokens fail the account lookup at once and
// the users trigger of migration 006 closes their sockets on every instance when it commits.
//
// The dashboard offers no delete on the administrator's own row, but Settings lets anyone delete
// their own account through this same route. The one thing the server refuses is deleting the last
// administrator: the product would be left with nobody to manage it until someone runs create-admin.
import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES, USER_TYPE } from '@booknook/api/contract';
import type { AuthUser } from '../auth/tokens';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

/** The answers of DELETE /users/:id that the contract's groups do not already hold. */
export const DELETION_MESSAGES = {
  notYours: 'You can only delete your own account',
  lastAdministrator: 'The last administrator’s account cannot be deleted; make another administrator first.',
} as const;

/** DELETE /users/{id}: the account and everything of its reader. */
export async function deleteAccount(db: Kysely<Database>, actor: AuthUser, userId: number): Promise<void> {
  if (actor.id !== userId && actor.user_type_id !== USER_TYPE.admin) throw new HttpError(403, DELETION_MESSAGES.notYours);
  await db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('users').select('user_type_id').where('id', '=', userId).executeTakeFirst();
    if (!target) throw new HttpError(404, ACCOUNT_MESSAGES.userNotFound);
    if (target.user_type_id === USER_TYPE.admin) {
      // Every administrator's row, locked in one order: of two administrators deleting at once (each
      // themselves, or each other), the second sees the first's deletion and is refused.
      const admins = await trx.selectFrom('users').select('id').where('user_type_id', '=', USER_TYPE.admin).orderBy('id').forUpdate().execute();
      if (admins.length === 1 && admins[0]!.id === userId) throw new HttpError(409, DELETION_MESSAGES.lastAdministrator);
    }
    const deleted = await trx.deleteFrom('users').where('id', '=', userId).returning('id').executeTakeFirst();
    if (!deleted) throw new HttpError(404, ACCOUNT_MESSAGES.userNotFound);
  });
}
