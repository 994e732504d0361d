import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unreadNotificationsQuery } from '@booknook/api';
import { useRealtimeConnection, type ConnectionState } from '@booknook/realtime';
import { BellIcon } from '@booknook/ui';
import { useCloseOnOutsideClick } from './useCloseOnOutsideClick';

const CONNECTION_TEXT: Record<ConnectionState, string> = {
  connected: 'Notifications: live updates on',
  connecting: 'Notifications: connecting for live updates…',
  offline: 'Notifications: live updates unavailable',
};

/**
 * The notifications icon: a dot while there are unread notifications, the realtime connection
 * state in its title, and a small panel that says both in words.
 */
export function NotificationsButton() {
  const hasUnread = useQuery(unreadNotificationsQuery()).data?.hasUnread ?? false;
  const connection = useRealtimeConnection();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unreadId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useCloseOnOutsideClick(containerRef, open, setOpen);

  return (
    <div
      ref={containerRef}
      className="shell-popover-anchor"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="shell-icon-button"
        aria-label="Notifications"
        aria-describedby={hasUnread ? unreadId : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        title={CONNECTION_TEXT[connection]}
        data-connection={connection}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <BellIcon />
        {hasUnread ? <span className="shell-unread-dot" aria-hidden="true" /> : null}
      </button>
      {hasUnread ? (
        <span id={unreadId} className="visually-hidden">
          You have unread notifications
        </span>
      ) : null}
      <div id={panelId} className="shell-popover" hidden={!open}>
        <p>{hasUnread ? 'You have unread notifications.' : 'You have no unread notifications.'}</p>
        <p className="shell-popover__muted">{CONNECTION_TEXT[connection]}</p>
      </div>
    </div>
  );
}
