// What the dashboard's cells show beyond plain text: long texts cut to two lines with the
// whole text a click away (and always in the page, for screen readers and find-in-page).
import { useState } from 'react';

/** Texts up to this long fit two lines of a cell; longer ones are clamped with a Show more button. */
export const LONG_TEXT_CHARACTERS = 80;

export interface LongTextProps {
  text: string;
  /** Tells the Show more buttons of a table apart, e.g. 'message 12'. */
  of: string;
}

export function LongText({ text, of }: LongTextProps) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= LONG_TEXT_CHARACTERS) return <span className="admin-long-text">{text}</span>;
  return (
    <span className="admin-long-text">
      <span className={expanded ? 'admin-long-text__full' : 'admin-long-text__clamped'}>{text}</span>
      <button type="button" className="admin-long-text__toggle" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
        {expanded ? 'Show less' : 'Show more'}
        <span className="visually-hidden"> of {of}</span>
      </button>
    </span>
  );
}
