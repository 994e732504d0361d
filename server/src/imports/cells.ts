// Reading one cell of an export file. Each reader answers the value, or a sentence saying why the
// cell could not be used (a spreadsheet's damage included), so a row reports what it lost.
import { compactIsbn, isbn10To13, isValidIsbn10, isValidIsbn13 } from '../catalogue/isbn';

export type Cell<T> = { value: T } | { problem: string };

/** What a spreadsheet shows for a date too wide for its column, saved over the date itself. */
const HASHES = /^#+$/;
/** A number a spreadsheet rewrote in scientific notation, e.g. 9.78125E+12: its digits are gone. */
const SCIENTIFIC = /^[+-]?\d+(?:[.,]\d+)?E[+-]?\d+$/i;

/**
 * A partial date as the reads of issue 20 write it: "YYYY-MM-DD", "YYYY-MM" or "YYYY". Exports write
 * slashes (Goodreads, The StoryGraph) or hyphens; single-digit months and days are accepted.
 */
export function partialDate(column: string, raw: string, today: string): Cell<string | null> {
  const text = raw.trim();
  if (!text) return { value: null };
  if (HASHES.test(text)) {
    return { problem: `${column} shows "${text}" (a spreadsheet saved its too-narrow column instead of the date); the date was not imported` };
  }
  const parts = /^(\d{4})(?:[/-](\d{1,2})(?:[/-](\d{1,2}))?)?$/.exec(text);
  if (!parts) return { problem: `${column} "${text}" is not a date written as YYYY/MM/DD; the date was not imported` };
  const [, year, month, day] = parts as unknown as [string, string, string | undefined, string | undefined];
  const date = [year, month?.padStart(2, '0'), day?.padStart(2, '0')].filter(Boolean).join('-');
  if (!isCalendarDate(Number(year), month === undefined ? 1 : Number(month), day === undefined ? 1 : Number(day))) {
    return { problem: `${column} "${text}" is not a date in the calendar; the date was not imported` };
  }
  if (date.localeCompare(today.slice(0, date.length)) > 0) {
    return { problem: `${column} "${text}" is in the future; the date was not imported` };
  }
  return { value: date };
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A whole number in [min, max], or null for an empty cell. */
export function wholeNumber(column: string, raw: string, min: number, max: number): Cell<number | null> {
  const text = raw.trim();
  if (!text) return { value: null };
  if (SCIENTIFIC.test(text)) return { problem: `${column} "${text}" was rewritten by a spreadsheet; it was not imported` };
  if (!/^\d+$/.test(text)) return { problem: `${column} "${text}" is not a whole number; it was not imported` };
  const value = Number(text);
  if (value < min || value > max) return { problem: `${column} ${text} is not between ${min} and ${max}; it was not imported` };
  return { value };
}

/**
 * Goodreads writes ISBNs as spreadsheet formulas so that leading zeros survive: `="0441013597"`, and
 * `=""` for none. A plain value is read as it is.
 */
export function unwrapFormula(raw: string): string {
  const match = /^\s*="(.*)"\s*$/.exec(raw);
  return (match ? match[1] as string : raw).trim();
}

export interface Isbns {
  isbn13: string | null;
  isbn10: string | null;
}

/**
 * The ISBNs of a cell that holds an ISBN-10 or an ISBN-13 (with or without hyphens and spaces); an
 * ISBN-10 also gives its ISBN-13. A value that is no ISBN (The StoryGraph's own ids) gives none,
 * silently; a damaged one gives a problem.
 */
export function isbnCell(column: string, raw: string): Cell<Isbns> {
  const text = unwrapFormula(raw);
  if (!text) return { value: { isbn13: null, isbn10: null } };
  if (SCIENTIFIC.test(text)) {
    return { problem: `${column} "${text}" was rewritten in scientific notation by a spreadsheet, so its digits are lost; matched without it` };
  }
  const compact = compactIsbn(text);
  if (isValidIsbn13(compact)) return { value: { isbn13: compact, isbn10: null } };
  if (isValidIsbn10(compact)) return { value: { isbn13: isbn10To13(compact), isbn10: compact } };
  if (/^\d{9}[\dX]$|^\d{13}$/.test(compact)) return { problem: `${column} "${text}" has a wrong check digit; matched without it` };
  return { value: { isbn13: null, isbn10: null } };
}

/** A list cell ("a, b, c"), each item trimmed, empty items and repeats dropped. */
export function listCell(raw: string): string[] {
  return [...new Set(raw.split(',').map((item) => item.trim()).filter(Boolean))];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A review written as HTML (Goodreads keeps `<br/>`, `<p>`, `<b>`...) as plain text: line breaks
 * kept, tags dropped, entities decoded. Plain text passes through unchanged.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
