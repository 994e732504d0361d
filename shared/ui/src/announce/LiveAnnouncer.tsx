/** Marks the page's live region; announce() finds it by it. */
const REGION_ATTRIBUTE = 'data-live-region';

function liveRegion(): Element {
  const existing = document.querySelector(`[${REGION_ATTRIBUTE}]`);
  if (existing) return existing;
  // A remote on its own dev host (or under a shell older than this) has none yet: make one. Its
  // first sentence may go unheard, which is why the shell renders it with the page.
  const created = document.createElement('div');
  created.className = 'visually-hidden';
  created.setAttribute(REGION_ATTRIBUTE, '');
  created.setAttribute('aria-live', 'polite');
  created.setAttribute('aria-atomic', 'true');
  document.body.append(created);
  return created;
}

/**
 * Says a sentence that is not on the screen to screen readers (a page's new title, a goal or read
 * saved as its form closes) through the page's one live region. A region must be on the page
 * before its text changes, so it is the shell's, rendered with the page. Messages shown on screen
 * announce themselves (StatusMessage, ErrorMessage: role status/alert). It works through the DOM,
 * not module state: every remote compiles its own copy of @booknook/ui.
 */
export function announce(message: string): void {
  // A new node each time, so the same sentence said twice is heard twice.
  const line = document.createElement('span');
  line.textContent = message;
  liveRegion().replaceChildren(line);
}

/** The page's live region, present from the first render on; the shell renders it once. */
export function LiveAnnouncer() {
  return <div className="visually-hidden" {...{ [REGION_ATTRIBUTE]: '' }} aria-live="polite" aria-atomic="true" />;
}
