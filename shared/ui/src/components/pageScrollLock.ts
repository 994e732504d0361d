// While a dialog is open the page behind it must not scroll. Every app compiles in its own copy of
// @booknook/ui, so a dialog of one app may open over a dialog of another: the count of open locks
// lives on the document itself, where every copy sees it, and the page scrolls again when the last
// one is released.
import { parsePositiveWholeNumber } from '../paging/wholeNumber';

const LOCKS_ATTRIBUTE = 'data-bn-scroll-locks';

function openLocks(root: HTMLElement): number {
  return parsePositiveWholeNumber(root.getAttribute(LOCKS_ATTRIBUTE)) ?? 0;
}

/** Stops the page from scrolling until the returned function is called (once per lock). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (openLocks(root) === 0) {
    // Keep the room of a scrollbar that disappears, so the page does not shift sideways.
    if (window.innerWidth > root.clientWidth) root.style.setProperty('scrollbar-gutter', 'stable');
    root.style.setProperty('overflow', 'hidden');
  }
  root.setAttribute(LOCKS_ATTRIBUTE, String(openLocks(root) + 1));

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const remaining = openLocks(root) - 1;
    if (remaining > 0) {
      root.setAttribute(LOCKS_ATTRIBUTE, String(remaining));
      return;
    }
    root.removeAttribute(LOCKS_ATTRIBUTE);
    root.style.removeProperty('overflow');
    root.style.removeProperty('scrollbar-gutter');
  };
}
