import type { AddedBookForm, GenreList, GenrePreferenceList, SearchBooksQuery, Volume, VolumeList } from '../contract';
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

/** The Add this book form as sent: its fields and the cover file (null: none, or keep the current one). */
export interface AddedBookRequest extends AddedBookForm {
  cover: Blob | null;
}

/** The multipart form POST /books and PUT /books/{id} read: a field per author and per genre. */
function addedBookBody({ cover, authors, genres = [], ...fields }: AddedBookRequest): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  for (const author of authors) body.append('authors', author);
  for (const genre of genres) body.append('genres', genre);
  if (cover) body.append('cover', cover, 'cover');
  return body;
}

/** Adds a book the catalogue lacks (POST /books); a 409 carries the id of the catalogue's book with that ISBN. */
export async function addBook(request: AddedBookRequest): Promise<Volume> {
  const { data } = await http.post<Volume>('/books', addedBookBody(request));
  return data;
}

/** Changes a book the reader added, while it waits for approval (PUT /books/{id}). */
export async function editAddedBook(bookId: string, request: AddedBookRequest): Promise<Volume> {
  const { data } = await http.put<Volume>(`/books/${encodeURIComponent(bookId)}`, addedBookBody(request));
  return data;
}
