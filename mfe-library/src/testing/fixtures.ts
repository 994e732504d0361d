// Shelf data for the library's component tests, in the API's shapes.
import { BUILT_IN_SHELF, SHELF_TYPE, type BuiltInShelfKey, type Shelf, type ShelfBook, type ShelfBooksParams, type ShelfBooksResponse, type ShelfSort } from '@booknook/api';
import type { FakeRequest } from '@booknook/testing';

export function shelfBook(id: string, overrides: Partial<ShelfBook> = {}): ShelfBook {
  return {
    id,
    title: `Book ${id}`,
    cover_url: null,
    authors: ['Some Author'],
    pageCount: 300,
    date_added: '2025-01-02T10:00:00.000Z',
    date_updated: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function shelfPage(
  books: ShelfBook[],
  { shelf_id = 3, shelf_type_id: shelfType = SHELF_TYPE.builtIn, totalBooks = books.length, owner }: Partial<Omit<ShelfBooksResponse, 'books'>> = {},
): ShelfBooksResponse {
  return { books, totalBooks, shelf_id, shelf_type_id: shelfType, ...(owner ? { owner } : {}) };
}

export function customShelf(id: number, name: string): Shelf {
  return { id, name, shelf_type_id: SHELF_TYPE.custom };
}

export const builtIn = {
  currentlyReading: { ...BUILT_IN_SHELF.currentlyReading, shelf_type_id: SHELF_TYPE.builtIn },
  wantToRead: { ...BUILT_IN_SHELF.wantToRead, shelf_type_id: SHELF_TYPE.builtIn },
  read: { ...BUILT_IN_SHELF.read, shelf_type_id: SHELF_TYPE.builtIn },
  didNotFinish: { ...BUILT_IN_SHELF.didNotFinish, shelf_type_id: SHELF_TYPE.builtIn },
} satisfies Record<BuiltInShelfKey, Shelf>;

/** The shelf page a GET /books/shelf-books request asked for, typed as the client sent it. */
export function shelfQueryOf(request: FakeRequest): ShelfBooksParams {
  const number = (name: string) => (request.query.has(name) ? Number(request.query.get(name)) : undefined);
  return {
    shelfName: request.query.get('shelfName') ?? '',
    sort: (request.query.get('sort') ?? undefined) as ShelfSort | undefined,
    offset: number('offset'),
    limit: number('limit'),
    userId: number('user_id'),
  };
}
