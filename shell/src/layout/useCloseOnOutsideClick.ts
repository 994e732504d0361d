import { useEffect, type RefObject } from 'react';

/** While `open`, a mouse press outside `container` closes it (top-bar popups close like menus do). */
export function useCloseOnOutsideClick(container: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [container, open, setOpen]);
}
