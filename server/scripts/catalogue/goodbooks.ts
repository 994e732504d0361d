// goodbooks-10k rows -> seed books: repairs the numeric ISBNs, lifts the series out of the title
// and maps the reader shelves to genres.
import { isbn10To13, repairIsbn10 } from '../../src/catalogue/isbn';
import type { SeedBook } from '../../src/catalogue/seed-format';
import { genresFromShelves, type ShelfCount } from './genre-map';

export interface SeriesTitle {
  title: string;
  series?: string;
  seriesNumber?: string;
}

/**
 * Splits 'The Hunger Games (The Hunger Games, #1)' into the title and its series. Only a final
 * bracket containing '#' is a series: '(And Other Concerns)' is part of a title. When a book is in
 * several series ('(Discworld, #1; Rincewind #1)') the first one is kept.
 */
export function parseSeriesTitle(raw: string): SeriesTitle {
  const text = raw.replace(/\s+/g, ' ').trim();
  const bracket = /^(.*\S)\s*\(([^()]*#[^()]*)\)$/.exec(text);
  if (!bracket) return { title: text };
  const [, title = '', inner = ''] = bracket;
  const first = inner.split(';')[0]?.trim() ?? '';
  const numbered = /^(.*?),?\s*#\s*(.+)$/.exec(first);
  if (!numbered) return { title };
  const [, series = '', number = ''] = numbered;
  return { title, series: series.trim() || undefined, seriesNumber: number.replace(/\s+/g, '') };
}

/** 'Freakonomics: A Rogue Economist...' -> title and subtitle, split at the first ': '. */
export function splitSubtitle(text: string): { title: string; subtitle?: string } {
  const at = text.indexOf(': ');
  if (at <= 0) return { title: text };
  const subtitle = text.slice(at + 2).trim();
  return subtitle ? { title: text.slice(0, at).trim(), subtitle } : { title: text.slice(0, at).trim() };
}

/** The source separates the people of a book with ', ', in its order and with some names twice. */
function splitAuthors(raw: string): string[] {
  const names = raw
    .split(', ')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/**
 * The source names no roles and lists translators, illustrators and introduction writers beside
 * the author ('George Orwell, Erich Fromm, Celâl Üster'): the first person listed is the author,
 * the others are contributors.
 */
export function goodbooksPeople(raw: string): { authors: string[]; contributors?: string[] } {
  const [author, ...contributors] = splitAuthors(raw);
  if (author === undefined) return { authors: [] };
  return contributors.length > 0 ? { authors: [author], contributors } : { authors: [author] };
}

/** The source mixes ISO 639-2 codes and locales; the API speaks ISO 639-1 where one exists. */
const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  eng: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  'en-ca': 'en',
  ara: 'ar',
  fre: 'fr',
  ind: 'id',
  spa: 'es',
  ger: 'de',
  jpn: 'ja',
  per: 'fa',
  por: 'pt',
  pol: 'pl',
  nor: 'no',
  dan: 'da',
  fil: 'tl',
  ita: 'it',
  vie: 'vi',
  tur: 'tr',
  swe: 'sv',
  rum: 'ro',
  rus: 'ru',
};

export function normaliseLanguage(code: string): string | undefined {
  const lower = code.trim().toLowerCase();
  if (!lower) return undefined;
  return LANGUAGE_CODES[lower] ?? lower;
}

/** '2008.0' -> '2008', '-750.0' -> '-750' (BCE, as the source gives it), '' -> undefined. */
export function publicationYear(raw: string): string | undefined {
  const year = Number.parseFloat(raw);
  return Number.isFinite(year) ? String(Math.trunc(year)) : undefined;
}

/** Goodreads' 'nophoto' image is a placeholder, not a cover. */
export function coverUrl(imageUrl: string): string | undefined {
  return imageUrl && !imageUrl.includes('/nophoto/') ? imageUrl : undefined;
}

export function goodbooksBook(row: Readonly<Record<string, string>>, shelves: readonly ShelfCount[]): SeedBook {
  const series = parseSeriesTitle(row.title ?? '');
  const { title, subtitle } = splitSubtitle(series.title);
  const isbn10 = repairIsbn10(row.isbn ?? '');
  const averageRating = Number.parseFloat(row.average_rating ?? '');
  const ratingsCount = Number.parseInt(row.ratings_count ?? '', 10);
  return {
    id: `gb-${row.goodreads_book_id}`,
    title,
    subtitle,
    ...goodbooksPeople(row.authors ?? ''),
    publishedDate: publicationYear(row.original_publication_year ?? ''),
    isbn10: isbn10 ?? undefined,
    isbn13: isbn10 ? isbn10To13(isbn10) : undefined,
    genres: genresFromShelves(shelves),
    averageRating: Number.isFinite(averageRating) ? averageRating : undefined,
    ratingsCount: Number.isFinite(ratingsCount) ? ratingsCount : undefined,
    thumbnail: coverUrl(row.image_url ?? ''),
    language: normaliseLanguage(row.language_code ?? ''),
    series: series.series,
    seriesNumber: series.seriesNumber,
    source: 'goodbooks-10k',
  };
}
