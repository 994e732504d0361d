// Shelves, shelf memberships and reading progress (issue 4, spec sections 3, 4 and 7).
// Query strings and bodies are typed loosely where the server answers bad input with its own
// sentence (shelf names, page numbers): the rules and their messages live beside this file in library.rules.ts.
import { Type, type Static } from '@sinclair/typebox';
import { BookId } from './common';
import { SHELF_BOOKS_MAX_LIMIT } from './constants';
import { Shelf, ShelfListPage } from './shelves';

const MAX_INT = 2147483647;
const UserId = Type.Integer({ minimum: 1, maximum: MAX_INT });

export const BookIdParam = Type.Object({ bookId: BookId });
export type BookIdParam = Static<typeof BookIdParam>;

/** GET /shelves/custom: the caller's custom shelves, or another user's when `user_id` is given. */
export const CustomShelvesQuery = Type.Object({ user_id: Type.Optional(UserId), ...ShelfListPage });
export type CustomShelvesQuery = Static<typeof CustomShelvesQuery>;

/** GET /shelves/shelf: one shelf by its exact name (built-in names or the user's own custom ones). */
export const ShelfByNameQuery = Type.Object({
  shelfName: Type.String({ minLength: 1, maxLength: 200 }),
  user_id: Type.Optional(UserId),
});
export type ShelfByNameQuery = Static<typeof ShelfByNameQuery>;

/** POST /shelves and PUT /shelves/:id. Emptiness and length are checked by the server with the rules' messages. */
export const ShelfNameBody = Type.Object({ name: Type.String({ maxLength: 1000 }) });
export type ShelfNameBody = Static<typeof ShelfNameBody>;

/**
 * POST /books-in-shelf: replaces the caller's memberships of `book_id` with exactly `shelf_ids`
 * (one built-in shelf 1-4 plus any of the caller's custom shelves; [] removes the book from all).
 */
export const BooksInShelfBody = Type.Object({
  book: Type.Optional(
    Type.Unknown({
      description:
        'The book as the client shows it (the spec’s call sends it). Ignored: a book from an upstream provider is fetched from that provider by the server.',
    }),
  ),
  book_id: BookId,
  shelf_ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), { maxItems: 200 }),
});
export type BooksInShelfBody = Static<typeof BooksInShelfBody>;

/** Answer of POST /books-in-shelf and GET /shelves/book/:bookId: the caller's shelves holding the book. */
export const BookShelves = Type.Array(Shelf);
export type BookShelves = Static<typeof BookShelves>;

export const ShelfSort = Type.Union([
  Type.Literal('date_updated-DESC'),
  Type.Literal('date_updated-ASC'),
  Type.Literal('title-ASC'),
  Type.Literal('title-DESC'),
  /** The latest finished read first: the profile's Recently Read. */
  Type.Literal('finished-DESC'),
]);
export type ShelfSort = Static<typeof ShelfSort>;

export const ShelfBooksQuery = Type.Object({
  shelfName: Type.String({ minLength: 1, maxLength: 200 }),
  sort: Type.Optional(ShelfSort),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SHELF_BOOKS_MAX_LIMIT })),
  user_id: Type.Optional(UserId),
});
export type ShelfBooksQuery = Static<typeof ShelfBooksQuery>;

export const ProgressStatus = Type.Union([Type.Literal('In Progress'), Type.Literal('Finished')]);
export type ProgressStatus = Static<typeof ProgressStatus>;

/** A book as the shelf pages show it (the app shape). */
export const ShelfBook = Type.Object({
  id: BookId,
  title: Type.String(),
  cover_url: Type.Union([Type.String(), Type.Null()]),
  authors: Type.Array(Type.String()),
  /** The reader's edition page count if they set one, else the catalogue's, else null (unknown). */
  pageCount: Type.Union([Type.Integer(), Type.Null()]),
  date_added: Type.String({ format: 'date-time' }),
  date_updated: Type.String({ format: 'date-time' }),
  /** Present on Currently Reading only; null there when the reader has not recorded a page yet. */
  progress: Type.Optional(
    Type.Union([Type.Object({ current_page: Type.Integer(), status: ProgressStatus }), Type.Null()]),
  ),
  /** Present on Read only: how many of the reader's reads of the book finished (a re-read counts again). */
  readCount: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ShelfBook = Static<typeof ShelfBook>;

export const ShelfBooksResponse = Type.Object({
  books: Type.Array(ShelfBook),
  totalBooks: Type.Integer(),
  shelf_id: Type.Integer(),
  shelf_type_id: Type.Integer(),
  /** Whose shelf it is, when it is another reader's (`user_id` named someone else), so the page can say so and lead back to them. */
  owner: Type.Optional(Type.Object({ id: Type.Integer(), username: Type.String() })),
});
export type ShelfBooksResponse = Static<typeof ShelfBooksResponse>;

/** GET/PUT /progress/:bookId. page_count is the reader's edition count if set, else the catalogue's, else null. */
export const Progress = Type.Object({
  id: Type.Integer(),
  current_page: Type.Integer(),
  status: ProgressStatus,
  page_count: Type.Union([Type.Integer(), Type.Null()]),
});
export type Progress = Static<typeof Progress>;

/**
 * PUT /progress/:bookId (spec section 5). current_page is clamped to 0..page count and sets
 * 'In Progress'; status 'Finished' sets the page to the page count and moves the book to Read.
 * A book without a page count needs one first: PUT /books/:bookId/page-count sets it.
 */
export const ProgressBody = Type.Object({
  current_page: Type.Optional(Type.Number()),
  status: Type.Optional(ProgressStatus),
});
export type ProgressBody = Static<typeof ProgressBody>;

/**
 * GET/PUT /books/:bookId/page-count. page_count is the reader's edition count if set, else the
 * catalogue's, else null. suggested_page_count is the count most other readers gave their edition
 * (the smaller on a tie), null when nobody else gave one; it never says who gave what.
 */
export const PageCount = Type.Object({
  page_count: Type.Union([Type.Integer(), Type.Null()]),
  suggested_page_count: Type.Union([Type.Integer(), Type.Null()]),
});
export type PageCount = Static<typeof PageCount>;

/** PUT /books/:bookId/page-count: the page count of the reader's edition (1 to PAGE_COUNT_MAX). */
export const PageCountBody = Type.Object({ page_count: Type.Number() });
export type PageCountBody = Static<typeof PageCountBody>;
