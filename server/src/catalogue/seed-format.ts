// The committed seed file's shape, written by server/scripts/build-catalogue.ts and read on first
// start. Unknown values are left out of the file (not written as null) to keep it small.

export type BookSource = 'goodbooks-10k' | 'gutenberg' | 'google' | 'openlibrary' | 'synthetic' | 'reader';

export interface SeedBook {
  /** Stable volume id: 'gb-<goodreads id>' or 'pg-<Gutenberg ebook number>'. */
  id: string;
  title: string;
  subtitle?: string;
  /** The book's author(s); for goodbooks-10k, which names no roles, only the first person listed. */
  authors: string[];
  /** Translators, illustrators, editors... in the source's order, without repeats; left out when none. */
  contributors?: string[];
  /** Year only, as the sources give it; negative for BCE. */
  publishedDate?: string;
  isbn10?: string;
  isbn13?: string;
  /** Genre descriptions, strongest first; each one is in SeedFile.genres. */
  genres: string[];
  averageRating?: number;
  ratingsCount?: number;
  thumbnail?: string;
  language?: string;
  series?: string;
  seriesNumber?: string;
  source: BookSource;
}

export interface SeedFile {
  licence: string;
  attribution: string[];
  genres: string[];
  books: SeedBook[];
}
