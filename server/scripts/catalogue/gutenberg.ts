// Project Gutenberg catalogue rows -> seed books. The catalogue has no ISBN, rating, page count or
// publication date ('Issued' is the ebook's release date), so those stay unknown.
import type { SeedBook } from '../../src/catalogue/seed-format';
import { genresFromGutenberg } from './genre-map';
import { splitSubtitle } from './goodbooks';

/** Name suffixes that stay with the name; other qualifiers (Mrs., Sir, Baron, M.D.) are dropped. */
const GENERATIONAL_SUFFIXES = new Set(['Jr.', 'Sr.', 'II', 'III', 'IV']);

/** A part of a catalogue name that is a life span, not a name: '1775-1817', '69?-122?', 'active 12th century'. */
function isDatePart(part: string): boolean {
  return /\d/.test(part) || /^(active|fl\.|approximately|ca\.)\b/i.test(part);
}

/**
 * 'Fitzgerald, F. Scott (Francis Scott), 1896-1940 [Illustrator]' -> 'F. Scott Fitzgerald'.
 * Bracketed roles and expansions, life dates and honorifics are dropped; corporate names without a
 * comma ('United States') stay as they are.
 */
export function formatGutenbergAuthor(raw: string): string {
  const cleaned = raw
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = cleaned
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !isDatePart(part));
  const [last, first, ...rest] = parts;
  if (!last) return '';
  const suffixes = rest.filter((part) => GENERATIONAL_SUFFIXES.has(part));
  return [first, last, ...suffixes].filter(Boolean).join(' ');
}

function people(entries: readonly string[]): string[] {
  return [...new Set(entries.map(formatGutenbergAuthor).filter(Boolean))];
}

/**
 * Authors and contributors of a Gutenberg item, 'First Last'. The catalogue names roles: people
 * without one are the authors, those with one (translators, editors, illustrators) contributors,
 * unless nobody without a role is named (an anthology): then they are the authors.
 */
export function gutenbergPeople(raw: string): { authors: string[]; contributors?: string[] } {
  const entries = raw
    .split('; ')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hasRole = (entry: string) => /\[[^\]]*\]/.test(entry);
  const authors = people(entries.filter((entry) => !hasRole(entry)));
  if (authors.length === 0) return { authors: people(entries) };
  const contributors = people(entries.filter(hasRole)).filter((name) => !authors.includes(name));
  return contributors.length > 0 ? { authors, contributors } : { authors };
}

/** Splits a '; '-separated catalogue field, dropping empty entries. */
function list(raw: string): string[] {
  return raw
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Titles carry their subtitle on a second line or after ': '. */
export function gutenbergTitle(raw: string): { title: string; subtitle?: string } {
  const [firstLine = '', ...rest] = raw
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const split = splitSubtitle(firstLine);
  const subtitle = [split.subtitle, ...rest].filter(Boolean).join(' ');
  return subtitle ? { title: split.title, subtitle } : { title: split.title };
}

export function isGutenbergText(row: Readonly<Record<string, string>>): boolean {
  return row.Type === 'Text';
}

export function gutenbergBook(row: Readonly<Record<string, string>>): SeedBook {
  const number = row['Text#'] ?? '';
  const { title, subtitle } = gutenbergTitle(row.Title ?? '');
  return {
    id: `pg-${number}`,
    title,
    subtitle,
    ...gutenbergPeople(row.Authors ?? ''),
    genres: genresFromGutenberg(list(row.Bookshelves ?? ''), list(row.Subjects ?? '')),
    // Several languages ('de; en') means a bilingual edition; the first is the main text's.
    language: list(row.Language ?? '')[0],
    thumbnail: `https://www.gutenberg.org/cache/epub/${number}/pg${number}.cover.medium.jpg`,
    source: 'gutenberg',
  };
}
