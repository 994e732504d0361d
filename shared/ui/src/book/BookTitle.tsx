import { displayTitle, truncateTitle } from './displayRules';

/**
 * A book's title as spec section 5 shows it: over 50 characters it is cut to 47 plus '...'. The
 * whole title stays with assistive technology (so a dialog or heading named by it is named in full)
 * and appears as a tooltip.
 */
export function BookTitle({ title }: { title: string | null | undefined }) {
  const full = displayTitle(title);
  const shown = truncateTitle(full);
  if (shown === full) return <>{full}</>;
  return (
    <span title={full}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}
