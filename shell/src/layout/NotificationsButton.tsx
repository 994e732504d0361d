import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys, unreadNotificationsQuery } from '@booknook/api';
import { BellIcon } from '@booknook/ui';
import { NotificationsPanel } from './NotificationsPanel';
import { useCloseOnOutsideClick } from './useCloseOnOutsideClick';

/**
 * The notifications icon of the top bar: a dot while something is unread (the server's answer,
 * then realtime events), and the dropdown listing them. The dropdown is a non-modal dialog: it
 * takes focus when it opens, Escape closes it and returns focus to the icon, and so does a click
 * or a focus move outside it.
 */
export function NotificationsButton() {
  const hasUnread = useQuery(unreadNotificationsQuery()).data?.hasUnread ?? false;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unreadId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useCloseOnOutsideClick(containerRef, open, setOpen);

  // Opening asks again: a notification deleted for everyone sends no event.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
  }, [open, queryClient]);

  const closeOnFocusLeaving = (event: FocusEvent) => {
    // relatedTarget is null when focus goes nowhere in particular (a clicked button becoming disabled).
    if (open && event.relatedTarget instanceof Node && !containerRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div
      ref={containerRef}
      className="shell-popover-anchor"
      onBlur={closeOnFocusLeaving}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
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
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
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
      {open ? <NotificationsPanel id={panelId} /> : null}
    </div>
  );
}
