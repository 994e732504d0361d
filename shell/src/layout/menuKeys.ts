import type { KeyboardEvent } from 'react';

/** A menu's items that can take focus now (a disabled one cannot: the arrows pass over it). */
function focusableItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')];
}

export type MenuFocus = 'first' | 'last';

/**
 * A menu button's arrow keys: ArrowDown opens its menu on the first item, ArrowUp on the last. Calls
 * `open` with which, and keeps the key from scrolling the page; other keys are left alone.
 */
export function onMenuButtonArrowKeys(event: KeyboardEvent<HTMLElement>, open: (focus: MenuFocus) => void): void {
  const focus = ({ ArrowDown: 'first', ArrowUp: 'last' } as const)[event.key as 'ArrowDown' | 'ArrowUp'];
  if (!focus) return;
  event.preventDefault();
  open(focus);
}

/** Focuses the menu's first item (or last), or the menu itself while it has none that can take focus. */
export function focusMenu(menu: HTMLElement | null, which: MenuFocus = 'first'): void {
  if (!menu) return;
  const items = focusableItems(menu);
  const item = which === 'first' ? items[0] : items.at(-1);
  (item ?? menu).focus();
}

/**
 * The WAI-ARIA menu keys inside an open menu: the arrows move to the next or previous item (round
 * the ends), Home and End to the first and last. Escape and Tab are the menu button's to handle.
 */
export function onMenuArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  const items = focusableItems(event.currentTarget);
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const moves: Record<string, number> = {
    ArrowDown: at < 0 || at === last ? 0 : at + 1,
    ArrowUp: at <= 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]!.focus();
}
