// How every front end names and loads catalogue data in the one TanStack Query cache.
import { queryOptions } from '@tanstack/react-query';
import type { Genre, SearchBooksQuery } from '../contract';
import { HOME_PREFERRED_ROWS, HOME_ROW_SIZE, HOME_ROWS } from '../contract/constants';
import { getBook, getRandomGenres, getTopGenrePreferences, searchBooks } from './catalogue';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  search: (query: SearchBooksQuery) => [...catalogueKeys.all, 'search', query] as const,
  book: (bookId: string) => [...catalogueKeys.all, 'book', bookId] as const,
  homeGenres: () => [...catalogueKeys.all, 'home-genres'] as const,
  /** Derived from shelves: the library's mutations mark these stale. */
  preferencesAll: () => [...catalogueKeys.all, 'preferences'] as const,
  preferences: (limit: number, userId?: number) => [...catalogueKeys.preferencesAll(), userId ?? 'own', limit] as const,
};

/** The catalogue changes rarely; a book or a result page seen a minute ago is still right. */
const CATALOGUE_STALE_MS = 60_000;

export function searchBooksQuery(query: SearchBooksQuery) {
  return queryOptions({ queryKey: catalogueKeys.search(query), queryFn: () => searchBooks(query), staleTime: CATALOGUE_STALE_MS });
}

export function bookQuery(bookId: string) {
  return queryOptions({ queryKey: catalogueKeys.book(bookId), queryFn: () => getBook(bookId), staleTime: CATALOGUE_STALE_MS });
}

/** The genres of Home's rows, and which of the two calls behind them failed (the rows found are still shown). */
export interface HomeGenres {
  genres: Genre[];
  preferencesFailed: boolean;
  randomGenresFailed: boolean;
}

async function loadHomeGenres(): Promise<HomeGenres> {
  let preferred: Genre[] = [];
  let preferencesFailed = false;
  try {
    preferred = (await getTopGenrePreferences({ limit: HOME_PREFERRED_ROWS })).map((preference) => preference.Genre);
  } catch {
    preferencesFailed = true;
  }
  let random: Genre[] = [];
  let randomGenresFailed = false;
  const missing = HOME_ROWS - preferred.length;
  if (missing > 0) {
    try {
      random = await getRandomGenres({ limit: missing, exclude: preferred.map((genre) => genre.id) });
    } catch {
      randomGenresFailed = true;
    }
  }
  return { genres: [...preferred, ...random].slice(0, HOME_ROWS), preferencesFailed, randomGenresFailed };
}

/**
 * The reader's genres first, then random ones to fill the rows. Kept for a few minutes, so coming
 * back to Home shows the same rows rather than a new random draw.
 */
export function homeGenresQuery() {
  return queryOptions({ queryKey: catalogueKeys.homeGenres(), queryFn: loadHomeGenres, staleTime: 5 * 60_000 });
}

/** A reader's (the caller's when `userId` is undefined) most shelved genres, strongest first. */
export function genrePreferencesQuery(limit: number, userId?: number) {
  return queryOptions({ queryKey: catalogueKeys.preferences(limit, userId), queryFn: () => getTopGenrePreferences({ limit, userId }) });
}

/** One genre's row on Home: its first books, found by the lowercased genre name. */
export function genreRowQuery(genre: Genre) {
  return searchBooksQuery({ q: genre.description.toLowerCase(), startIndex: 0, maxResults: HOME_ROW_SIZE });
}
