import { useEffect, useId, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  markAllNotificationsReadMutation,
  markNotificationReadMutation,
  NOTIFICATION_MESSAGES,
  notificationsListQuery,
  unreadNotificationsQuery,
  type NotificationType,
  removeOwnNotificationMutation,
  serverMessage,
  type UserNotification,
} from '@booknook/api';
import { useRealtimeConnection } from '@booknook/realtime';
import { Button, DateTime, FailureMessage, Loading, PLAIN_LIST } from '@booknook/ui';
import { NOTIFICATIONS_PANEL_TEXT } from '../messages';

const TYPE_LABELS: Record<NotificationType, string> = { update: 'Update', warning: 'Warning', info: 'Info' };


interface Failure {
  message: string;
  reason: string | null;
}

/** The notifications dropdown: the reader's notifications, newest first, each to mark read or remove. */
export function NotificationsPanel({ id }: { id: string }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useInfiniteQuery(notificationsListQuery());
  const markNotificationRead = useMutation(markNotificationReadMutation());
  const markAllRead = useMutation(markAllNotificationsReadMutation());
  const remove = useMutation(removeOwnNotificationMutation());
  const [failure, setFailure] = useState<Failure | null>(null);
  const live = useRealtimeConnection() === 'connected';

  useEffect(() => headingRef.current?.focus(), []);

  const failed = (message: string) => (error: unknown) => setFailure({ message, reason: serverMessage(error) });

  const onMarkRead = (notification: UserNotification, then: () => void) => {
    setFailure(null);
    markNotificationRead.mutate(notification.id, { onError: failed(NOTIFICATIONS_PANEL_TEXT.markReadFailed) });
    then();
  };

  const onMarkAllRead = () => {
    setFailure(null);
    markAllRead.mutate(undefined, { onError: failed(NOTIFICATIONS_PANEL_TEXT.markAllReadFailed) });
  };

  const onRemove = (notification: UserNotification) => {
    setFailure(null);
    // The removed item's buttons leave the page: keep focus in the dropdown.
    headingRef.current?.focus();
    remove.mutate(notification.id, { onError: failed(NOTIFICATIONS_PANEL_TEXT.removeFailed) });
  };

  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  // Unread ones may sit in pages not loaded yet: the flag knows.
  const anyUnread = useQuery(unreadNotificationsQuery()).data?.hasUnread === true || notifications.some((notification) => !notification.is_read);

  return (
    <section id={id} role="dialog" aria-labelledby={headingId} className="shell-popover shell-notifications">
      <div className="shell-notifications__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="shell-notifications__heading">
          Notifications
        </h2>
        {/* Disabled rather than hidden when nothing is unread, so the control stays where readers look for it. */}
        <Button variant="ghost" disabled={!anyUnread || markAllRead.isPending} onClick={onMarkAllRead}>
          Mark all as read
        </Button>
      </div>
      {failure ? <FailureMessage message={failure.message} reason={failure.reason} /> : null}
      {list.isPending ? (
        <Loading label="Loading notifications…" />
      ) : list.isError ? (
        <div className="shell-notifications__state">
          <FailureMessage message={NOTIFICATIONS_PANEL_TEXT.fetchFailed} reason={serverMessage(list.error)} />
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : notifications.length === 0 ? (
        <p className="shell-notifications__state">{NOTIFICATION_MESSAGES.noNotifications}</p>
      ) : (
        <ul className={`${PLAIN_LIST} shell-notifications__list`}>
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onMarkRead={onMarkRead} onRemove={onRemove} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="ghost" block disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading more…' : 'Show older notifications'}
        </Button>
      ) : null}
      {live ? null : <p className="shell-notifications__note">New notifications will appear here when you are back online.</p>}
    </section>
  );
}

interface NotificationItemProps {
  notification: UserNotification;
  /** `then` runs once the change is under way, so focus can move off the button it disables. */
  onMarkRead: (notification: UserNotification, then: () => void) => void;
  onRemove: (notification: UserNotification) => void;
}

function NotificationItem({ notification, onMarkRead, onRemove }: NotificationItemProps) {
  const titleId = useId();
  const removeRef = useRef<HTMLButtonElement>(null);
  const { title, message, notification_type, is_read, date_sent } = notification;
  return (
    <li className={is_read ? 'shell-notification' : 'shell-notification shell-notification--unread'}>
      <article aria-labelledby={titleId}>
        <p className="shell-notification__meta">
          <span className={`shell-notification__type shell-notification__type--${notification_type}`}>{TYPE_LABELS[notification_type]}</span>
          <DateTime value={date_sent} withTime />
          {is_read ? null : <span className="visually-hidden">Unread</span>}
        </p>
        <h3 id={titleId} className="shell-notification__title">
          {title}
        </h3>
        <p className="shell-notification__message">{message}</p>
        <div className="shell-notification__actions">
          <Button variant="secondary" savesChanges disabled={is_read} onClick={() => onMarkRead(notification, () => removeRef.current?.focus())}>
            Mark as read
          </Button>
          <Button ref={removeRef} variant="ghost" savesChanges onClick={() => onRemove(notification)}>
            Remove
          </Button>
        </div>
      </article>
    </li>
  );
}
