// Books readers add (issue 21): POST /books, and the dashboard's Books tab (GET /books/admin/waiting,
// approve, merge, delete; administrators only).
import type { AddedBookForm, AdminBooksQuery, Volume, WaitingBookList } from '../contract';
import { http } from '../http';

/** The Add this book form as sent: its fields and the cover file (null: none). */
export interface AddedBookRequest extends AddedBookForm {
  cover: Blob | null;
}

/** The multipart form POST /books reads: a field per author and per genre. */
function addedBookBody({ cover, authors, genres = [], ...fields }: AddedBookRequest): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  for (const author of authors) body.append('authors', author);
  for (const genre of genres) body.append('genres', genre);
  if (cover) body.append('cover', cover, 'cover');
  return body;
}

/** Adds a book the catalogue lacks; a 409 carries the id of the catalogue's book with that ISBN. */
export async function addBook(request: AddedBookRequest): Promise<Volume> {
  const { data } = await http.post<Volume>('/books', addedBookBody(request));
  return data;
}

/** The Books tab: books readers added that wait for approval. */
export async function waitingBooks(query: AdminBooksQuery): Promise<WaitingBookList> {
  const { data } = await http.get<WaitingBookList>('/books/admin/waiting', { params: query });
  return data;
}

/** The book enters the public catalogue. */
export async function approveBook(bookId: string): Promise<void> {
  await http.post(`/books/admin/${encodeURIComponent(bookId)}/approve`);
}

/** Everything readers hold of the waiting book moves to the target; the waiting book goes. */
export async function mergeBook(bookId: string, targetId: string): Promise<void> {
  await http.post(`/books/admin/${encodeURIComponent(bookId)}/merge`, { target_id: targetId });
}

/** The waiting book leaves every shelf and the catalogue. */
export async function deleteWaitingBook(bookId: string): Promise<void> {
  await http.delete(`/books/admin/${encodeURIComponent(bookId)}`);
}
