// Shelf and progress rules and the sentences the server and the screens share (spec sections 3, 5
// and 8), beside the schemas in library.ts. No schema library here: the front ends execute these.
import type { RuleProblem } from './common';
import { BUILT_IN_SHELVES } from './constants';

export const SHELF_NAME_MAX_LENGTH = 50;
/** The largest page count a reader (or a copied volume) may give an edition. */
export const PAGE_COUNT_MAX = 100000;

/** Shelf and progress rules the server enforces; the forms use the same words (spec sections 5 and 8). */
export const SHELF_MESSAGES = {
  shelfNameEmpty: 'Shelf name cannot be empty.',
  shelfNameTooLong: `Shelf name must be at most ${SHELF_NAME_MAX_LENGTH} characters.`,
  shelfNameBuiltIn: 'That name belongs to a built-in shelf.',
  shelfNameTaken: 'A shelf with that name already exists.',
  builtInShelfLocked: 'Built-in shelves cannot be renamed or deleted.',
  shelfNotFound: 'Shelf not found.',
  bookNotFound: 'Book not found.',
  oneBuiltInShelf: 'Choose exactly one of Currently Reading, Want To Read, Read or Did Not Finish.',
  builtInShelvesPrivate: "This user's main shelves are private.",
  customShelvesPrivate: "This user's custom shelves are private.",
  /** Shown by the library and the profile page. */
  fetchCustomShelvesFailed: 'An error occurred while fetching custom shelves.',
  /** Shown by the library, the profile page and the shelf picker. */
  noCustomShelves: 'No custom shelves created yet.',
  /** Shown by home and the profile page. */
  preferencesFailed: 'Failed to load genre preferences. Please try again later.',
  progressNotFound: 'No progress recorded for this book.',
  pageNotInteger: 'Current page must be a whole number.',
  pageCountInvalid: 'Page count must be a whole number of at least 1.',
  pageCountTooLarge: `Page count must be at most ${PAGE_COUNT_MAX.toLocaleString('en-US')}.`,
  pageCountFirst: 'Set the page count of your edition first.',
  progressUpdateEmpty: 'Send current_page or status.',
} as const;

/**
 * Characters that show as nothing or reorder the text around them, by their Unicode properties so
 * that no list can miss one: every default-ignorable code point (zero-width spaces and joiners,
 * soft hyphen, variation selectors, tags, the combining grapheme joiner, Hangul fillers) and every
 * format character (bidi embeddings, overrides, isolates, marks), plus U+2800, the Braille blank,
 * which is neither but renders as an empty cell.
 */
const INVISIBLE_OR_BIDI = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u3164\u115f\u1160\uffa0\u2800]/gu;

/**
 * The one form of a shelf name, so names that look alike are alike: NFKC (a no-break space becomes a
 * space, full-width letters plain ones), invisible and bidi-control characters removed, runs of
 * whitespace one space, trimmed. 'Currently\u00a0Reading', 'Read\u200b' and 'Read\u3164' are the
 * built-in shelves.
 */
export function normalizeShelfName(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE_OR_BIDI, '').replace(/\s+/g, ' ').trim();
}

/** The normalised custom shelf name, or the rule it breaks (uniqueness is the server's check). */
export function validateShelfName(name: string): { name: string } | RuleProblem<'name'> {
  const trimmed = normalizeShelfName(name);
  if (!trimmed) return { field: 'name', message: SHELF_MESSAGES.shelfNameEmpty };
  if (trimmed.length > SHELF_NAME_MAX_LENGTH) return { field: 'name', message: SHELF_MESSAGES.shelfNameTooLong };
  const lower = trimmed.toLowerCase();
  if (BUILT_IN_SHELVES.some((shelf) => shelf.name.toLowerCase() === lower)) return { field: 'name', message: SHELF_MESSAGES.shelfNameBuiltIn };
  return { name: trimmed };
}

/** The rule `pageCount` breaks as an edition's page count, or null when it can be one. */
export function pageCountProblem(pageCount: number): RuleProblem<'page_count'> | null {
  if (!Number.isInteger(pageCount) || pageCount < 1) return { field: 'page_count', message: SHELF_MESSAGES.pageCountInvalid };
  if (pageCount > PAGE_COUNT_MAX) return { field: 'page_count', message: SHELF_MESSAGES.pageCountTooLarge };
  return null;
}

/**
 * A page count typed into a form: the number, or the rule it breaks. A whole number typed with
 * hundreds of digits reads as Infinity, and is still only too large.
 */
export function parsePageCount(typed: string): { pageCount: number } | RuleProblem<'page_count'> {
  const text = typed.trim();
  if (!/^[+-]?\d+$/.test(text)) return { field: 'page_count', message: SHELF_MESSAGES.pageCountInvalid };
  const pageCount = Number(text);
  return pageCountProblem(Number.isFinite(pageCount) ? pageCount : Math.sign(pageCount) * Number.MAX_SAFE_INTEGER) ?? { pageCount };
}

/** A whole current page clamped to 0..pageCount (spec section 5). */
export function clampCurrentPage(page: number, pageCount: number): number {
  return Math.min(Math.max(page, 0), pageCount);
}
