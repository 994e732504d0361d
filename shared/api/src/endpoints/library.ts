import type {
  BookShelves,
  BooksInShelfBody,
  PageCount,
  Progress,
  ProgressBody,
  Shelf,
  ShelfBooksResponse,
  ShelfList,
  ShelfSort,
} from '../contract';
import { http, isApiError } from '../http';

const bookPath = (bookId: string) => encodeURIComponent(bookId);

/** The caller's custom shelves, or another user's (subject to their visibility settings). */
export async function customShelves(userId?: number): Promise<ShelfList> {
  const { data } = await http.get<ShelfList>('/shelves/custom', { params: { user_id: userId } });
  return data;
}

/** The caller's shelves that hold the book (pre-fills the add-to-shelf modal). */
export async function shelvesHoldingBook(bookId: string): Promise<BookShelves> {
  const { data } = await http.get<BookShelves>(`/shelves/book/${bookPath(bookId)}`);
  return data;
}

export async function createShelf(name: string): Promise<Shelf> {
  const { data } = await http.post<Shelf>('/shelves', { name });
  return data;
}

export async function renameShelf(id: number, name: string): Promise<Shelf> {
  const { data } = await http.put<Shelf>(`/shelves/${id}`, { name });
  return data;
}

export async function deleteShelf(id: number): Promise<void> {
  await http.delete(`/shelves/${id}`);
}

/** Replaces the caller's shelves for the book with exactly `shelf_ids`; answers the shelves now holding it. */
export async function setBookShelves(body: BooksInShelfBody): Promise<BookShelves> {
  const { data } = await http.post<BookShelves>('/books-in-shelf', body);
  return data;
}

export interface ShelfBooksParams {
  shelfName: string;
  sort?: ShelfSort;
  offset?: number;
  limit?: number;
  /** Another user's shelf (read-only); omitted for the caller's own. */
  userId?: number;
}

export async function listShelfBooks({ shelfName, sort, offset, limit, userId }: ShelfBooksParams): Promise<ShelfBooksResponse> {
  const { data } = await http.get<ShelfBooksResponse>('/books/shelf-books', {
    params: { shelfName, sort, offset, limit, user_id: userId },
  });
  return data;
}

/** The caller's progress on the book, or null when none is recorded yet (the API's 404). */
export async function readProgress(bookId: string): Promise<Progress | null> {
  try {
    const { data } = await http.get<Progress>(`/progress/${bookPath(bookId)}`);
    return data;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export async function updateProgress(bookId: string, body: ProgressBody): Promise<Progress> {
  const { data } = await http.put<Progress>(`/progress/${bookPath(bookId)}`, body);
  return data;
}

/** The page count of the caller's edition (else the catalogue's) and the one other readers' editions suggest. */
export async function readPageCount(bookId: string): Promise<PageCount> {
  const { data } = await http.get<PageCount>(`/books/${bookPath(bookId)}/page-count`);
  return data;
}

/** Sets or corrects the page count of the caller's edition, without recording progress. */
export async function setPageCount(bookId: string, pageCount: number): Promise<PageCount> {
  const { data } = await http.put<PageCount>(`/books/${bookPath(bookId)}/page-count`, { page_count: pageCount });
  return data;
}
