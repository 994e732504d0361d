import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys, unreadNotificationsQuery } from '@booknook/api';
import { BellIcon } from '@booknook/ui';
import { onMenuButtonArrowKeys, type MenuFocus } from './menuKeys';
import { NotificationsPanel } from './NotificationsPanel';
import { useCloseOnOutsideClick } from './useCloseOnOutsideClick';

/**
 * The notifications icon of the top bar: a dot while something is unread (the server's answer,
 * then realtime events), and the dropdown listing them, a menu (NotificationsPanel): opening it
 * (Enter, Space, a click, ArrowDown; ArrowUp for its last item) focuses its first item, Escape
 * closes it and returns focus to the icon, and a click or a focus move outside it (Tab) closes it.
 */
export function NotificationsButton() {
  const hasUnread = useQuery(unreadNotificationsQuery()).data?.hasUnread ?? false;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<MenuFocus>('first');
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

  const openOn = (focus: MenuFocus) => {
    setFocusOnOpen(focus);
    setOpen(true);
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
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? setOpen(false) : openOn('first'))}
        onKeyDown={(event) => {
          if (!open) onMenuButtonArrowKeys(event, openOn);
        }}
      >
        <BellIcon />
        {hasUnread ? <span className="shell-unread-dot" aria-hidden="true" /> : null}
      </button>
      {hasUnread ? (
        <span id={unreadId} className="visually-hidden">
          You have unread notifications
        </span>
      ) : null}
      {open ? <NotificationsPanel id={panelId} focusOnOpen={focusOnOpen} /> : null}
    </div>
  );
}
