// How every front end names and loads catalogue data in the one TanStack Query cache.
import { queryOptions } from '@tanstack/react-query';
import type { Genre, SearchBooksQuery } from '../contract';
import { genreRowSearch, loadHomeGenres } from '../firstData';
import { getBook, randomGenres, searchBooks, topGenrePreferences } from './catalogue';

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

/** How long Home keeps its draw of genres: coming back within it shows the same rows, not a new draw. */
export const HOME_GENRES_STALE_MS = 5 * 60_000;

/** The reader's genres first, then random ones to fill the rows. */
export function homeGenresQuery() {
  return queryOptions({ queryKey: catalogueKeys.homeGenres(), queryFn: () => loadHomeGenres({ topGenrePreferences, randomGenres }), staleTime: HOME_GENRES_STALE_MS });
}

/** A reader's (the caller's when `userId` is undefined) most shelved genres, strongest first. */
export function genrePreferencesQuery(limit: number, userId?: number) {
  return queryOptions({ queryKey: catalogueKeys.preferences(limit, userId), queryFn: () => topGenrePreferences({ limit, userId }) });
}

/** One genre's row on Home: its first books, found by the lowercased genre name. */
export function genreRowQuery(genre: Genre) {
  return searchBooksQuery(genreRowSearch(genre));
}
