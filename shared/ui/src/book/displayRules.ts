// Display rules of spec section 5, shared by every screen that shows a book so that a title or a
// rating reads the same on Home, in a shelf and on a profile.

export const TITLE_MAX_LENGTH = 50;
const TRUNCATED_TITLE_LENGTH = 47;
export const MAX_AUTHORS_SHOWN = 3;
export const MAX_RATING = 5;

/** Titles over 50 characters become their first 47 characters followed by '...'. */
export function truncateTitle(title: string): string {
  return title.length > TITLE_MAX_LENGTH ? `${title.slice(0, TRUNCATED_TITLE_LENGTH)}...` : title;
}

/** The catalogue may lack a title; the reader still needs something to read. */
export function displayTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? trimmed : 'Untitled';
}

function namedAuthors(authors: readonly string[] | null | undefined): string[] {
  return (authors ?? []).map((author) => author.trim()).filter(Boolean);
}

/** At most three authors, then ', ...' so the reader knows the list goes on. */
export function formatAuthors(authors: readonly string[] | null | undefined): string {
  const named = namedAuthors(authors);
  if (named.length === 0) return 'Unknown author';
  const shown = named.slice(0, MAX_AUTHORS_SHOWN).join(', ');
  return named.length > MAX_AUTHORS_SHOWN ? `${shown}, ...` : shown;
}

/** The first named author, where only one fits (a drawn cover); null when none is named. */
export function firstAuthor(authors: readonly string[] | null | undefined): string | null {
  return namedAuthors(authors)[0] ?? null;
}

/** A rating on the 0-5 scale; anything missing or not a number counts as 0. */
export function clampRating(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 0;
  return Math.min(MAX_RATING, Math.max(0, rating));
}

export type StarFill = 'full' | 'half' | 'empty';

/** The five stars drawn for a rating: whole stars, then a half star for a fraction of .5 or more. */
export function starFills(rating: number | null | undefined): StarFill[] {
  const clamped = clampRating(rating);
  const whole = Math.floor(clamped);
  const hasHalf = clamped - whole >= 0.5;
  return Array.from({ length: MAX_RATING }, (_, index) => {
    if (index < whole) return 'full';
    if (index === whole && hasHalf) return 'half';
    return 'empty';
  });
}

/**
 * The year of a catalogue date ('2005-07-16', '2005-07', '2005'), when it has one. The catalogue
 * gives ancient works a negative year, which a reader knows as BCE.
 */
export function publishedYear(publishedDate: string | null | undefined): string | null {
  const match = publishedDate?.trim().match(/^(-?)(\d{1,4})(?:-|$)/);
  if (!match?.[2]) return null;
  const year = String(Number(match[2]));
  return match[1] ? `${year} BCE` : year;
}
