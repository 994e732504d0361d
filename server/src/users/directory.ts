// The dashboard's Users table (GET /users/all-users): every account, a page at a time, sorted by one
// of the spec's columns. `search` narrows it to usernames or emails containing the text, for the
// Create Notification dialog's user picker.
import { sql, type Kysely } from 'kysely';
import type { AdminUser, AdminUserList, AdminUsersQuery } from '@booknook/api/contract';
import type { Database } from '../db';
import { adminTablePage, textKey, type AdminTableOrder } from '../db/admin-table';

const USERS_ORDER: AdminTableOrder<'users'> = {
  keys: {
    id: sql.ref('users.id'),
    username: textKey('users.username'),
    email: textKey('users.email'),
    user_type_id: sql.ref('users.user_type_id'),
    date_created: sql.ref('users.date_created'),
  },
  id: sql.ref('users.id'),
};

/** GET /users/all-users: every account, for the dashboard (administrators only, checked by the route). */
export async function allUsers(db: Kysely<Database>, { search, ...page }: AdminUsersQuery): Promise<AdminUserList> {
  const needle = search?.trim().toLowerCase();
  // strpos, not LIKE: a % or _ typed into the picker is a character to find, not a wildcard.
  const matching = needle
    ? db.selectFrom('users').where(sql<boolean>`strpos(lower(users.username), ${needle}) > 0 OR strpos(lower(users.email), ${needle}) > 0`)
    : db.selectFrom('users');
  const { rows, total } = await adminTablePage(
    matching,
    (query) => query.select(['users.id', 'users.username', 'users.email', 'users.display_name', 'users.user_type_id', 'users.date_created']),
    USERS_ORDER,
    page,
  );
  return { users: rows.map((row): AdminUser => ({ ...row, date_created: row.date_created.toISOString() })), total };
}
