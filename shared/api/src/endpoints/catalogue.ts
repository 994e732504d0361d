import type { GenreList, GenrePreferenceList, SearchBooksQuery, Volume, VolumeList } from '../contract';
import { http } from '../http';

/** Catalogue search (GET /books-api): Google Books-shaped items and totalItems. */
export async function searchBooks(query: SearchBooksQuery): Promise<VolumeList> {
  const { data } = await http.get<VolumeList>('/books-api', { params: query });
  return data;
}

/** One volume by id (GET /books-api/:bookId); the API answers 404 for an unknown id. */
export async function getBook(bookId: string): Promise<Volume> {
  const { data } = await http.get<Volume>(`/books-api/${encodeURIComponent(bookId)}`);
  return data;
}

/** Random genres that have books, leaving out the given genre ids (GET /genres/random). */
export async function getRandomGenres({ limit, exclude = [] }: { limit: number; exclude?: readonly number[] }): Promise<GenreList> {
  const { data } = await http.get<GenreList>('/genres/random', { params: { limit, exclude: exclude.join(',') } });
  return data;
}

/** The caller's (or another user's) most shelved genres, strongest first (GET /genre-preferences/top). */
export async function getTopGenrePreferences({ limit, userId }: { limit: number; userId?: number }): Promise<GenrePreferenceList> {
  const { data } = await http.get<GenrePreferenceList>('/genre-preferences/top', { params: { limit, user_id: userId } });
  return data;
}
