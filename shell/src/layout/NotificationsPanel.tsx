import { forwardRef, useEffect, useId, useRef, useState, type ComponentProps } from 'react';
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
import { focusMenu, onMenuArrowKeys, type MenuFocus } from './menuKeys';

const TYPE_LABELS: Record<NotificationType, string> = { update: 'Update', warning: 'Warning', info: 'Info' };


interface Failure {
  message: string;
  reason: string | null;
}

/** One action of the menu: a button in the menu item role, never a Tab stop (the arrows move between them). */
const MenuItemButton = forwardRef<HTMLButtonElement, ComponentProps<typeof Button>>(function MenuItemButton(props, ref) {
  return <Button ref={ref} role="menuitem" tabIndex={-1} {...props} />;
});

/**
 * The notifications dropdown, a menu (the WAI-ARIA menu button pattern, as the avatar's): its items
 * are Mark all as read, each notification's Mark as read and Remove, and Show older notifications;
 * the arrows move between them, Home and End jump, Escape and Tab close it (NotificationsButton).
 * Each notification is a group of the menu named by its title and described by its message, so a
 * screen reader reaching its actions says which notification they act on.
 */
export function NotificationsPanel({ id, focusOnOpen }: { id: string; focusOnOpen: MenuFocus }) {
  const headingId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const list = useInfiniteQuery(notificationsListQuery());
  const markNotificationRead = useMutation(markNotificationReadMutation());
  const markAllRead = useMutation(markAllNotificationsReadMutation());
  const remove = useMutation(removeOwnNotificationMutation());
  const [failure, setFailure] = useState<Failure | null>(null);
  const live = useRealtimeConnection() === 'connected';

  // Once on opening (the button mounts the panel then); a list that arrives later leaves focus where the reader has it.
  const openedWith = useRef(focusOnOpen);
  useEffect(() => focusMenu(menuRef.current, openedWith.current), []);

  // An item that became disabled in the reader's hands (Mark all as read, once nothing is unread)
  // no longer takes keys, or dropped focus to the page: either way Escape and the arrows no longer
  // reach the menu, so focus goes back into it.
  useEffect(() => {
    const focused = document.activeElement;
    const stranded = focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled && menuRef.current?.contains(focused));
    if (stranded) focusMenu(menuRef.current);
  });

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
    // The removed item's actions leave the page: focus stays in the menu.
    focusMenu(menuRef.current);
    remove.mutate(notification.id, { onError: failed(NOTIFICATIONS_PANEL_TEXT.removeFailed) });
  };

  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  // Unread ones may sit in pages not loaded yet: the flag knows.
  const anyUnread = useQuery(unreadNotificationsQuery()).data?.hasUnread === true || notifications.some((notification) => !notification.is_read);

  return (
    <div className="shell-popover shell-notifications">
      <h2 id={headingId} className="shell-notifications__heading">
        Notifications
      </h2>
      {failure ? <FailureMessage message={failure.message} reason={failure.reason} /> : null}
      {list.isPending ? <Loading label="Loading notifications…" /> : null}
      {list.isError ? <FailureMessage message={NOTIFICATIONS_PANEL_TEXT.fetchFailed} reason={serverMessage(list.error)} /> : null}
      {list.isSuccess && notifications.length === 0 ? <p className="shell-notifications__state">{NOTIFICATION_MESSAGES.noNotifications}</p> : null}
      <ul ref={menuRef} id={id} role="menu" aria-labelledby={headingId} tabIndex={-1} className={`${PLAIN_LIST} shell-notifications__menu`} onKeyDown={onMenuArrowKeys}>
        <li role="none" className="shell-notifications__all">
          {/* Disabled rather than hidden when nothing is unread, so the action stays where readers look for it. */}
          <MenuItemButton variant="ghost" disabled={!anyUnread || markAllRead.isPending} onClick={onMarkAllRead}>
            Mark all as read
          </MenuItemButton>
        </li>
        {list.isError ? (
          <li role="none">
            <MenuItemButton variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </MenuItemButton>
          </li>
        ) : null}
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onMarkRead={onMarkRead} onRemove={onRemove} />
        ))}
        {list.hasNextPage ? (
          <li role="none">
            <MenuItemButton variant="ghost" block disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? 'Loading more…' : 'Show older notifications'}
            </MenuItemButton>
          </li>
        ) : null}
      </ul>
      {live ? null : <p className="shell-notifications__note">New notifications will appear here when you are back online.</p>}
    </div>
  );
}

interface NotificationItemProps {
  notification: UserNotification;
  /** `then` runs once the change is under way, so focus can move off the item it disables. */
  onMarkRead: (notification: UserNotification, then: () => void) => void;
  onRemove: (notification: UserNotification) => void;
}

function NotificationItem({ notification, onMarkRead, onRemove }: NotificationItemProps) {
  const titleId = useId();
  const messageId = useId();
  const removeRef = useRef<HTMLButtonElement>(null);
  const { title, message, notification_type, is_read, date_sent } = notification;
  return (
    <li role="group" aria-labelledby={titleId} aria-describedby={messageId} className={is_read ? 'shell-notification' : 'shell-notification shell-notification--unread'}>
      <p className="shell-notification__meta">
        <span className={`shell-notification__type shell-notification__type--${notification_type}`}>{TYPE_LABELS[notification_type]}</span>
        <DateTime value={date_sent} withTime />
        {is_read ? null : <span className="visually-hidden">Unread</span>}
      </p>
      {/* Not a heading: a menu's group may hold only its items and text. */}
      <p id={titleId} className="shell-notification__title">
        {title}
      </p>
      <p id={messageId} className="shell-notification__message">
        {message}
      </p>
      <div className="shell-notification__actions">
        <MenuItemButton variant="secondary" savesChanges disabled={is_read} onClick={() => onMarkRead(notification, () => removeRef.current?.focus())}>
          Mark as read
        </MenuItemButton>
        <MenuItemButton ref={removeRef} variant="ghost" savesChanges onClick={() => onRemove(notification)}>
          Remove
        </MenuItemButton>
      </div>
    </li>
  );
}
