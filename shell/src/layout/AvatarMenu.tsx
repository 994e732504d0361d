import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@booknook/session';
import { Avatar, ChevronDownIcon } from '@booknook/ui';
import { focusMenu, onMenuArrowKeys, onMenuButtonArrowKeys, type MenuFocus } from './menuKeys';
import { useCloseOnOutsideClick } from './useCloseOnOutsideClick';
import { useOwnProfilePicture } from './useOwnProfilePicture';

interface MenuItem {
  label: string;
  onSelect: () => void;
}

/**
 * The profile avatar and its menu (View Profile, Settings, Log out), following the WAI-ARIA menu
 * button pattern: arrows move, Home/End jump, Escape and Tab close, focus returns to the button.
 */
export function AvatarMenu({ onLogout }: { onLogout: () => void }) {
  const navigate = useNavigate();
  const username = useSession((state) => state.user?.username ?? '');
  const pictureUrl = useOwnProfilePicture();
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<MenuFocus>('first');
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items: MenuItem[] = [
    { label: 'View Profile', onSelect: () => navigate(`/profile/${encodeURIComponent(username)}`) },
    { label: 'Settings', onSelect: () => navigate('/settings') },
    { label: 'Log out', onSelect: onLogout },
  ];

  const openMenu = (which: MenuFocus) => {
    setFocusOnOpen(which);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) focusMenu(menuRef.current, focusOnOpen);
  }, [open, focusOnOpen]);

  useCloseOnOutsideClick(containerRef, open, setOpen);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    onMenuArrowKeys(event);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <div ref={containerRef} className="shell-popover-anchor">
      <button
        ref={buttonRef}
        type="button"
        className="shell-avatar-button"
        aria-label={`Account menu for ${username}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={(event) => onMenuButtonArrowKeys(event, openMenu)}
      >
        <Avatar name={username} src={pictureUrl} />
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open ? (
        <ul ref={menuRef} id={menuId} role="menu" aria-label="Account" className="shell-menu" onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="shell-menu__item"
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
