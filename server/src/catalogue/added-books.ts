// Books readers add to the catalogue (issue 21, docs/decisions/0017): POST /books and PUT /books/{id}.
// A new book waits for an administrator (waiting-books.ts); until then it is its adder's to edit and
// is found in search and genre lists by its adder only (visibility.ts).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  ADDED_BOOK_MESSAGES,
  PROFILE_PICTURE_MAX_BYTES,
  readAddedBookForm,
  type AddedBookForm,
  type Volume,
} from '@booknook/api/contract';
import type { Database } from '../db';
import { executePrepared } from '../db/prepared';
import { HttpError } from '../http/errors';
import { preparePicture, type PictureRules, type StoredPicture, type Upload } from '../users/pictures';
import { compactIsbn, isbn10To13, isValidIsbn10, isValidIsbn13 } from './isbn';
import { findBook } from './search';
import { inCatalogueOf } from './visibility';
import { toVolume } from './volume';

/** Covers are checked exactly as profile pictures are, and refused in their own words. */
const COVER_RULES: PictureRules = {
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  messages: {
    tooLarge: ADDED_BOOK_MESSAGES.coverTooLarge,
    unsupported: ADDED_BOOK_MESSAGES.coverUnsupported,
    tooManyPixels: ADDED_BOOK_MESSAGES.coverTooManyPixels,
    tooManyFrames: ADDED_BOOK_MESSAGES.coverTooManyFrames,
    tooSlow: ADDED_BOOK_MESSAGES.coverTooSlow,
  },
};

/** Where a stored cover is served (GET /book-covers/{filename}); the filename is new for every upload. */
const coverUrl = (filename: string) => `/api/book-covers/${filename}`;

export interface BookColumns {
  title: string;
  authors: string[];
  isbn10: string | null;
  isbn13: string | null;
  page_count: number | null;
  published_date: string | null;
  description: string | null;
}

/** The form, checked by the contract's rules and the ISBN's check digit: the columns to write and the genres. */
function addedBookColumns(form: AddedBookForm, now = new Date()): { columns: BookColumns; genreIds: number[] } {
  const read = readAddedBookForm(form, now.getUTCFullYear());
  if ('message' in read) throw new HttpError(400, read.message);
  const { book } = read;
  const isbns = book.isbn === null ? { isbn10: null, isbn13: null } : isbnColumns(book.isbn);
  return {
    columns: {
      title: book.title,
      authors: book.authors,
      ...isbns,
      page_count: book.pageCount,
      published_date: book.publishedYear === null ? null : String(book.publishedYear).padStart(4, '0'),
      description: book.description,
    },
    genreIds: book.genreIds,
  };
}

/** An ISBN-10 or ISBN-13 as typed -> both columns; the ISBN-13 is what every book has. */
function isbnColumns(typed: string): Pick<BookColumns, 'isbn10' | 'isbn13'> {
  const compact = compactIsbn(typed);
  if (isValidIsbn13(compact)) return { isbn10: null, isbn13: compact };
  if (isValidIsbn10(compact)) return { isbn10: compact, isbn13: isbn10To13(compact) };
  throw new HttpError(400, ADDED_BOOK_MESSAGES.invalidIsbn);
}

async function checkGenres(trx: Kysely<Database>, genreIds: number[]): Promise<void> {
  if (genreIds.length === 0) return;
  const known = await trx.selectFrom('genres').select('id').where('id', 'in', genreIds).execute();
  if (known.length !== genreIds.length) throw new HttpError(400, ADDED_BOOK_MESSAGES.unknownGenre);
}

/**
 * The book of the reader's catalogue (the public one and their own waiting books) that has this
 * ISBN-13, other than `except`. Another reader's waiting book is not theirs to find: a twin made
 * then is for an administrator to merge.
 */
export async function bookWithIsbn(trx: Kysely<Database>, userId: number, isbn13: string, except: string | null): Promise<string | undefined> {
  const row = await trx
    .selectFrom('books')
    .select('id')
    .where('isbn13', '=', isbn13)
    .where(inCatalogueOf(userId))
    .$if(except !== null, (query) => query.where('id', '<>', except!))
    .orderBy('awaiting_approval')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Two adders of one ISBN at once: the second waits and then finds the first's book. Several ISBNs
 * are locked in one statement, in order, so two transactions locking overlapping sets cannot deadlock.
 */
export async function lockIsbns(trx: Kysely<Database>, isbn13s: readonly string[]): Promise<void> {
  await executePrepared(trx, sql`
    SELECT pg_advisory_xact_lock(hashtext('isbn:' || isbn13))
    FROM (SELECT DISTINCT isbn13 FROM unnest(${[...isbn13s]}::text[]) AS asked(isbn13) ORDER BY isbn13) AS ordered`.compile(trx));
}

async function saveCover(trx: Kysely<Database>, bookId: string, cover: StoredPicture): Promise<string> {
  await trx.insertInto('book_covers').values({ filename: cover.filename, book_id: bookId, content_type: cover.contentType, data: cover.data }).execute();
  return coverUrl(cover.filename);
}

/** New books of the reader's, waiting for approval, inserted in one statement inside the caller's transaction; their ids, in order. */
export async function insertReaderBooks(trx: Kysely<Database>, userId: number, books: readonly (BookColumns & { publisher?: string | null })[]): Promise<string[]> {
  if (books.length === 0) return [];
  const rows = books.map((columns) => ({ id: `rb-${randomUUID()}`, ...columns, source: 'reader' as const, added_by: userId, awaiting_approval: true }));
  await trx.insertInto('books').values(rows).execute();
  return rows.map((row) => row.id);
}

export type AddedBookOutcome = { book: Volume } | { existing: string };

/** POST /books: the new book, waiting for approval; or, when the reader's catalogue has the ISBN, that book's id (a 409). */
export async function addBook(db: Kysely<Database>, userId: number, form: AddedBookForm, coverUpload: Upload | null): Promise<AddedBookOutcome> {
  const { columns, genreIds } = addedBookColumns(form);
  const cover = coverUpload?.bytes.length ? await preparePicture(coverUpload, COVER_RULES) : null;
  return db.transaction().execute(async (trx) => {
    if (columns.isbn13) {
      await lockIsbns(trx, [columns.isbn13]);
      const existing = await bookWithIsbn(trx, userId, columns.isbn13, null);
      if (existing) return { existing };
    }
    await checkGenres(trx, genreIds);
    const id = (await insertReaderBooks(trx, userId, [columns]))[0]!;
    if (genreIds.length > 0) await trx.insertInto('book_genres').values(genreIds.map((genre_id) => ({ book_id: id, genre_id }))).execute();
    if (cover) await trx.updateTable('books').set({ thumbnail: await saveCover(trx, id, cover) }).where('id', '=', id).execute();
    return { book: toVolume((await findBook(trx, id))!) };
  });
}

/**
 * PUT /books/{id}: every field of the form replaces the book's (a cover only when one is sent), by
 * its adder while it waits. Anyone else, or after approval, is a 403; an ISBN another book of the
 * reader's catalogue has is a 409 with that book's id.
 */
export async function editAddedBook(db: Kysely<Database>, userId: number, bookId: string, form: AddedBookForm, coverUpload: Upload | null): Promise<AddedBookOutcome> {
  const { columns, genreIds } = addedBookColumns(form);
  const cover = coverUpload?.bytes.length ? await preparePicture(coverUpload, COVER_RULES) : null;
  return db.transaction().execute(async (trx) => {
    if (columns.isbn13) await lockIsbns(trx, [columns.isbn13]);
    const book = await trx.selectFrom('books').select(['added_by', 'awaiting_approval']).where('id', '=', bookId).forUpdate().executeTakeFirst();
    if (!book) throw new HttpError(404, ADDED_BOOK_MESSAGES.bookNotFound);
    if (book.added_by !== userId || !book.awaiting_approval) throw new HttpError(403, ADDED_BOOK_MESSAGES.notYours);
    if (columns.isbn13) {
      const existing = await bookWithIsbn(trx, userId, columns.isbn13, bookId);
      if (existing) return { existing };
    }
    await checkGenres(trx, genreIds);
    await trx.updateTable('books').set(columns).where('id', '=', bookId).execute();
    await trx.deleteFrom('book_genres').where('book_id', '=', bookId).execute();
    if (genreIds.length > 0) await trx.insertInto('book_genres').values(genreIds.map((genre_id) => ({ book_id: bookId, genre_id }))).execute();
    if (cover) {
      await trx.deleteFrom('book_covers').where('book_id', '=', bookId).execute();
      await trx.updateTable('books').set({ thumbnail: await saveCover(trx, bookId, cover) }).where('id', '=', bookId).execute();
    }
    return { book: toVolume((await findBook(trx, bookId))!) };
  });
}

/** GET /book-covers/{filename}: a cover's bytes, or undefined. */
export function coverByFilename(db: Kysely<Database>, filename: string): Promise<{ content_type: string; data: Buffer } | undefined> {
  return db.selectFrom('book_covers').select(['content_type', 'data']).where('filename', '=', filename).executeTakeFirst();
}
