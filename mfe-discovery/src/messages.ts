// Texts only the discovery screens show, exactly as spec section 8 words them; the server's
// sentences live in the contract (@booknook/api).
import { serverMessage } from '@booknook/api';

export const DISCOVERY_TEXT = {
  randomGenresFailed: 'Failed to load random genres. Please try again later.',
  genreBooksFailed: 'Failed to fetch books. Please try again later.',
  genreListFailed: 'Error fetching books. Please try again later.',
  noGenreBooks: 'No books available in this shelf.',
  noSearchQuery: 'No search query provided.',
  noResults: 'No results found.',
  searchFailed: 'Failed to load results. Please try again later.',
} as const;

/**
 * Genre books name the server's reason when it gave one ('<message>. Please try again later.'),
 * else the screen's own sentence.
 */
export function genreBooksError(error: unknown, fallback: string): string {
  const reason = serverMessage(error);
  return reason ? `${reason.replace(/[.\s]+$/, '')}. Please try again later.` : fallback;
}
