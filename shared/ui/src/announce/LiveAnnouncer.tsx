type Politeness = 'polite' | 'assertive';

/** Marks the page's live regions; announce() finds them by it. */
const REGION_ATTRIBUTE = 'data-live-region';

function liveRegion(politeness: Politeness): Element {
  const existing = document.querySelector(`[${REGION_ATTRIBUTE}="${politeness}"]`);
  if (existing) return existing;
  // A remote on its own dev host (or under a shell older than this) has none yet: make one. Its
  // first sentence may go unheard, which is why the shell renders them with the page.
  const created = document.createElement('div');
  created.className = 'visually-hidden';
  created.setAttribute(REGION_ATTRIBUTE, politeness);
  created.setAttribute('aria-live', politeness);
  created.setAttribute('aria-atomic', 'true');
  document.body.append(created);
  return created;
}

/**
 * Says a sentence to screen readers through the page's one pair of live regions. A region must be
 * on the page before its text changes (one inserted together with its text is not reliably read),
 * which is why messages go through here rather than each carrying its own. It works through the
 * DOM, not module state: every remote compiles its own copy of @booknook/ui.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  // A new node each time, so the same sentence said twice is heard twice.
  const line = document.createElement('span');
  line.textContent = message;
  liveRegion(politeness).replaceChildren(line);
}

/** The page's live regions, present from the first render on; the shell renders it once. */
export function LiveAnnouncer() {
  return (
    <div className="visually-hidden">
      <div {...{ [REGION_ATTRIBUTE]: 'polite' }} aria-live="polite" aria-atomic="true" />
      <div {...{ [REGION_ATTRIBUTE]: 'assertive' }} aria-live="assertive" aria-atomic="true" />
    </div>
  );
}
