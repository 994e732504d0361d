import { useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, allUsersQuery, deleteAccountMutation, USER_TYPE, type AdminTable, type AdminUser } from '@booknook/api';
import { useSession } from '@booknook/session';
import { DateTime, type SetUrlListState } from '@booknook/ui';
import type { Column } from '../tables/SortableTable';
import { TablePanel } from '../tables/TablePanel';
import { pageQuery, type TableState } from '../tables/tableState';
import { DASHBOARD_TEXT } from '../messages';

export interface TabProps<Table extends AdminTable> {
  state: TableState<Table>;
  onStateChange: SetUrlListState<TableState<Table>>;
}

const COLUMNS: Array<Column<AdminUser, 'users'>> = [
  { header: 'ID', sortField: 'id', kind: 'number', cell: (user) => user.id },
  { header: 'Username', sortField: 'username', cell: (user) => user.username },
  { header: 'Email', sortField: 'email', cell: (user) => user.email },
  { header: 'Role', sortField: 'user_type_id', cell: (user) => (user.user_type_id === USER_TYPE.admin ? 'Admin' : 'Reader') },
  { header: 'Joined', sortField: 'date_created', cell: (user) => <DateTime value={user.date_created} /> },
];

/** The Users tab: every account; any but the administrator's own can be deleted with everything of theirs. */
export function UsersTab({ state, onStateChange }: TabProps<'users'>) {
  const ownId = useSession((session) => session.user_id);
  const list = useQuery(allUsersQuery(pageQuery(state, ADMIN_PAGE_SIZE)));
  return (
    <TablePanel
      caption="Users"
      noun={['user', 'users']}
      list={list}
      rowsOf={(data) => data.users}
      columns={COLUMNS}
      state={state}
      onStateChange={onStateChange}
      loadFailedText={DASHBOARD_TEXT.usersLoadFailed}
      emptyText="No users found."
      deletion={{
        name: (user) => user.username,
        // Settings is where an administrator deletes their own account, never the dashboard.
        kept: (user) =>
          user.id === ownId ? (
            <span className="admin-table__self" title={DASHBOARD_TEXT.ownAccountFromDashboard}>
              You<span className="visually-hidden">. {DASHBOARD_TEXT.ownAccountFromDashboard}</span>
            </span>
          ) : null,
        confirmation: (user) => ({
          title: `Delete ${user.username}?`,
          message: `All of ${user.username}’s data — shelves, progress, reviews and notifications — will be permanently deleted. This cannot be undone.`,
          confirmLabel: 'Delete user',
        }),
        mutation: deleteAccountMutation(),
        failedText: DASHBOARD_TEXT.userDeleteFailed,
        deletedText: ADMIN_MESSAGES.userDeleted,
      }}
    />
  );
}
