import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, allNotificationsQuery, deleteNotificationForEveryoneMutation, NOTIFICATION_MESSAGES, type AdminNotification } from '@booknook/api';
import { Button, DateTime, truncateTitle } from '@booknook/ui';
import { LongText } from '../components/cells';
import { CreateNotificationDialog } from '../components/CreateNotificationDialog';
import type { Column } from '../tables/SortableTable';
import { TablePanel } from '../tables/TablePanel';
import { pageQuery } from '../tables/tableState';
import type { TabProps } from './UsersTab';
import { DASHBOARD_TEXT } from '../messages';

const TYPE_LABELS = { update: 'Update', warning: 'Warning', info: 'Info' } as const;

const COLUMNS: Array<Column<AdminNotification, 'notifications'>> = [
  { header: 'ID', sortField: 'id', kind: 'number', cell: (notification) => notification.id },
  {
    header: 'Recipient',
    sortField: 'User.username',
    cell: (notification) => notification.User?.username ?? <span className="admin-table__everyone">All users</span>,
  },
  { header: 'Title', sortField: 'title', kind: 'long', cell: (notification) => <LongText text={notification.title} of={`the title of notification ${notification.id}`} /> },
  { header: 'Message', sortField: 'message', kind: 'long', cell: (notification) => <LongText text={notification.message} of={`notification ${notification.id}`} /> },
  {
    header: 'Type',
    cell: (notification) => <span className={`admin-badge admin-badge--${notification.notification_type}`}>{TYPE_LABELS[notification.notification_type]}</span>,
  },
  { header: 'Created', sortField: 'date_created', cell: (notification) => <DateTime value={notification.date_created} /> },
];

/** The Create Notification button and its dialog. */
function CreateNotification({ onCreated }: { onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create Notification</Button>
      {open ? (
        <CreateNotificationDialog
          onCreated={() => {
            setOpen(false);
            onCreated();
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** The Notifications tab: every notification sent, a Create Notification dialog, and deleting one for everyone. */
export function NotificationsTab({ state, onStateChange }: TabProps<'notifications'>) {
  const list = useQuery(allNotificationsQuery(pageQuery(state, ADMIN_PAGE_SIZE)));
  return (
    <TablePanel
      caption="Notifications"
      noun={['notification', 'notifications']}
      list={list}
      rowsOf={(data) => data.notifications}
      columns={COLUMNS}
      state={state}
      onStateChange={onStateChange}
      loadFailedText={DASHBOARD_TEXT.notificationsLoadFailed}
      emptyText={NOTIFICATION_MESSAGES.noNotifications}
      toolbar={(announce) => <CreateNotification onCreated={() => announce(DASHBOARD_TEXT.notificationCreated)} />}
      deletion={{
        name: (notification) => `notification ${notification.id}`,
        confirmation: (notification) => ({
          title: 'Delete this notification?',
          message: `“${truncateTitle(notification.title)}” will be deleted for ${notification.User ? notification.User.username : 'every user'}.`,
          confirmLabel: 'Delete notification',
        }),
        mutation: deleteNotificationForEveryoneMutation(),
        failedText: DASHBOARD_TEXT.notificationDeleteFailed,
        deletedText: DASHBOARD_TEXT.notificationDeleted,
      }}
    />
  );
}
