// Books readers add (issue 21): POST /books and PUT /books/{id} take a multipart form; the dashboard's
// Books tab lists the waiting ones and approves, merges or deletes them (docs/decisions/0017).
import { Type, type Static } from '@sinclair/typebox';
import { BookId } from './common';
import { ADMIN_SORT_FIELDS } from './constants';
import { adminPageQuery, type AdminPageQuery } from './admin';

/** A repeated multipart field arrives as a list, a single one as a text. */
const OneOrMany = (item: ReturnType<typeof Type.String>, maxItems: number) => Type.Union([item, Type.Array(item, { maxItems })]);

/**
 * The form's text fields. Lengths here only bound the request; the form's rules (books.rules.ts)
 * answer what a reader has to fix in their own words.
 */
export const AddedBookFields = Type.Object({
  title: Type.String({ maxLength: 10_000 }),
  authors: OneOrMany(Type.String({ maxLength: 10_000 }), 100),
  isbn: Type.Optional(Type.String({ maxLength: 100 })),
  page_count: Type.Optional(Type.String({ maxLength: 100 })),
  published_year: Type.Optional(Type.String({ maxLength: 100 })),
  description: Type.Optional(Type.String({ maxLength: 100_000 })),
  genres: Type.Optional(OneOrMany(Type.String({ maxLength: 100 }), 100)),
});

export const AddedBookBody = Type.Composite([
  AddedBookFields,
  Type.Object({
    cover: Type.Optional(Type.Unknown({ description: 'The cover: PNG, JPEG or GIF of at most 5 MB, checked as profile pictures are; empty or absent for none (PUT: keeps the current one)' })),
  }),
]);

/** 409 of POST /books: the catalogue already has a book with that ISBN. */
export const DuplicateBook = Type.Object({ error: Type.String(), book_id: BookId });
export type DuplicateBook = Static<typeof DuplicateBook>;

/** GET /books/admin/waiting */
export const AdminBooksQuery = adminPageQuery(ADMIN_SORT_FIELDS.books);
export type AdminBooksQuery = AdminPageQuery<'books'>;

export const WaitingBook = Type.Object({
  id: BookId,
  title: Type.String(),
  authors: Type.Array(Type.String()),
  isbn13: Type.Union([Type.String(), Type.Null()]),
  /** Null once the adder's account is deleted. */
  User: Type.Union([Type.Object({ id: Type.Integer(), username: Type.String() }), Type.Null()]),
  date_added: Type.String({ format: 'date-time' }),
  /** Readers with the book on at least one shelf. */
  readers: Type.Integer(),
});
export type WaitingBook = Static<typeof WaitingBook>;

export const WaitingBookList = Type.Object({ books: Type.Array(WaitingBook), total: Type.Integer() });
export type WaitingBookList = Static<typeof WaitingBookList>;

export const AdminBookParam = Type.Object({ id: BookId });

/** POST /books/admin/{id}/merge */
export const MergeBookBody = Type.Object({ target_id: BookId });
export type MergeBookBody = Static<typeof MergeBookBody>;
