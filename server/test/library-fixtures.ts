// Shared setup of the library tests: catalogue books written straight into the database (the
// catalogue is not what these tests are about) and a small client for the library routes.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { BooksInShelfBody, Visibility } from '@booknook/api/contract';
import type { Database } from '../src/db';
import { signUpAndLogIn, type TestApp } from './helpers';

export const SHELF = { currentlyReading: 1, wantToRead: 2, read: 3, didNotFinish: 4 } as const;

export interface TestBook {
  id: string;
  title?: string;
  authors?: string[];
  contributors?: string[];
  page_count?: number | null;
  thumbnail?: string | null;
}

let books = 0;

/** Inserts catalogue books; ids are made unique per call unless given. */
export async function addBooks(db: Kysely<Database>, count: number, template: Omit<TestBook, 'id'> = {}): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    books += 1;
    return {
      id: `test-${process.pid}-${books}`,
      title: template.title ?? `Book ${books}`,
      authors: template.authors ?? ['Test Author'],
      contributors: template.contributors ?? [],
      page_count: template.page_count === undefined ? 300 : template.page_count,
      thumbnail: template.thumbnail ?? null,
      source: 'synthetic' as const,
    };
  });
  await db.insertInto('books').values(rows).execute();
  return rows.map((row) => row.id);
}

export async function addBook(db: Kysely<Database>, template: Omit<TestBook, 'id'> = {}): Promise<string> {
  const [id] = await addBooks(db, 1, template);
  return id!;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The library routes as one signed-in user calls them. */
export function libraryClient(app: FastifyInstance, auth: { authorization: string }) {
  const call = (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api${url}`, headers: auth, ...(payload === undefined ? {} : { payload }) });
  const query = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(params)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
        .map(([key, value]) => [key, String(value)]),
    ).toString();
  return {
    call,
    createShelf: (name: string) => call('POST', '/shelves', { name }),
    renameShelf: (id: number, name: string) => call('PUT', `/shelves/${id}`, { name }),
    deleteShelf: (id: number | string) => call('DELETE', `/shelves/${id}`),
    customShelves: (userId?: number) => call('GET', `/shelves/custom?${query({ user_id: userId })}`),
    shelfByName: (shelfName: string, userId?: number) => call('GET', `/shelves/shelf?${query({ shelfName, user_id: userId })}`),
    shelvesOfBook: (bookId: string) => call('GET', `/shelves/book/${encodeURIComponent(bookId)}`),
    setShelves: (book_id: string, shelf_ids: number[], book?: BooksInShelfBody['book']) =>
      call('POST', '/books-in-shelf', { book_id, shelf_ids, ...(book ? { book } : {}) }),
    shelfBooks: (params: Record<string, string | number | undefined>) => call('GET', `/books/shelf-books?${query(params)}`),
    progress: (bookId: string) => call('GET', `/progress/${encodeURIComponent(bookId)}`),
    updateProgress: (bookId: string, body: object) => call('PUT', `/progress/${encodeURIComponent(bookId)}`, body),
    setPageCount: (bookId: string, pageCount: unknown) => call('PUT', `/books/${encodeURIComponent(bookId)}/page-count`, { page_count: pageCount }),
    reads: (bookId: string, userId?: number) => call('GET', `/reads/${encodeURIComponent(bookId)}?${query({ user_id: userId })}`),
    addRead: (bookId: string, body: object) => call('POST', `/reads/${encodeURIComponent(bookId)}`, body),
    updateRead: (bookId: string, readId: number | string, body: object) => call('PUT', `/reads/${encodeURIComponent(bookId)}/${readId}`, body),
    deleteRead: (bookId: string, readId: number | string) => call('DELETE', `/reads/${encodeURIComponent(bookId)}/${readId}`),
  };
}

export type LibraryClient = ReturnType<typeof libraryClient>;

export type ReaderVisibility = Partial<Record<'profile_visibility' | 'mandatory_shelves_visibility' | 'custom_shelves_visibility', Visibility>>;

/** A new signed-in reader (public profile unless `visibility` says otherwise) with its library client. */
export async function signedInReader(test: TestApp, visibility: ReaderVisibility = {}) {
  const signedIn = await signUpAndLogIn(test.app);
  if (Object.keys(visibility).length > 0) await test.db.updateTable('users').set(visibility).where('id', '=', signedIn.user.id).execute();
  return { id: signedIn.user.id, api: libraryClient(test.app, signedIn.auth) };
}

/** The ids of a shelf list answer, for compact assertions. */
export function ids(response: LightMyRequestResponse): number[] {
  return response.json<{ id: number }[]>().map((shelf) => shelf.id);
}
