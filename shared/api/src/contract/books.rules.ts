// The rules of a book a reader adds (issue 21), run by the Add this book form and by the server
// (POST /books, PUT /books/{id}) so both refuse the same input with the same sentence. The ISBN's
// check digit is the server's to verify (it answers 409 for an ISBN the catalogue already has).
import {
  BOOK_AUTHOR_MAX_LENGTH,
  BOOK_AUTHORS_MAX,
  BOOK_DESCRIPTION_MAX_LENGTH,
  BOOK_GENRES_MAX,
  BOOK_TITLE_MAX_LENGTH,
} from './constants';
import { parsePageCount } from './library.rules';

export const ADDED_BOOK_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BOOK_TITLE_MAX_LENGTH} characters`,
  authorsRequired: 'At least one author is required',
  tooManyAuthors: `A book has at most ${BOOK_AUTHORS_MAX} authors`,
  authorTooLong: `An author's name must be at most ${BOOK_AUTHOR_MAX_LENGTH} characters`,
  invalidIsbn: 'ISBN must be an ISBN-10 or ISBN-13 (hyphens and spaces allowed) with a correct check digit',
  invalidYear: 'Year published must be a year from 1 to next year',
  descriptionTooLong: `Description must be at most ${BOOK_DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters`,
  tooManyGenres: `Choose at most ${BOOK_GENRES_MAX} genres`,
  unknownGenre: 'Choose genres from the genre list',
  isbnTaken: 'A book with this ISBN is already in the catalogue',
  coverTooLarge: 'Cover must be at most 5 MB',
  coverUnsupported: 'Cover must be a PNG, JPEG or GIF image',
  coverTooManyPixels: 'Cover must be at most 16 megapixels (all frames together)',
  coverTooManyFrames: 'Cover must have at most 1,000 frames',
  coverTooSlow: 'Cover took too long to process; please choose a smaller image',
  bookNotFound: 'No book with that id.',
  notYours: 'Only the reader who added this book can change it, and only until it is approved',
  notWaiting: 'This book is not waiting for approval',
  mergeIntoItself: 'Choose another book to merge into',
} as const;

/** The dashboard's Books tab. */
export const BOOKS_TAB_MESSAGES = {
  loadFailed: 'Failed to load books',
  none: 'No books are waiting for approval.',
  approved: 'Book approved.',
  approveFailed: 'Failed to approve the book',
  merged: 'Book merged.',
  mergeFailed: 'Failed to merge the book',
  chooseTarget: 'Choose the catalogue book to merge into',
  deleted: 'Book deleted.',
  deleteFailed: 'Failed to delete the book',
} as const;

/** The form as typed: every field text, the authors one per entry, the genres by id. */
export interface AddedBookForm {
  title: string;
  authors: readonly string[];
  isbn?: string;
  page_count?: string;
  published_year?: string;
  description?: string;
  genres?: readonly string[];
}

/** The form read: trimmed, empty fields absent, numbers as numbers. */
export interface AddedBookInput {
  title: string;
  authors: string[];
  isbn: string | null;
  pageCount: number | null;
  publishedYear: number | null;
  description: string | null;
  genreIds: number[];
}

/** A rule the form breaks: the field it is about (the form shows the message there) and the message. */
export interface AddedBookProblem {
  field: keyof AddedBookForm;
  message: string;
}

/** The book the form describes, or the first rule it breaks. `thisYear` is the client's or server's clock. */
export function readAddedBookForm(form: AddedBookForm, thisYear: number): { book: AddedBookInput } | AddedBookProblem {
  const title = form.title.trim();
  if (!title) return { field: 'title', message: ADDED_BOOK_MESSAGES.titleRequired };
  if (title.length > BOOK_TITLE_MAX_LENGTH) return { field: 'title', message: ADDED_BOOK_MESSAGES.titleTooLong };
  // Kept in order without repeats: the first is the author, the others contributors.
  const authors = [...new Set(form.authors.map((name) => name.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  if (authors.length === 0) return { field: 'authors', message: ADDED_BOOK_MESSAGES.authorsRequired };
  if (authors.length > BOOK_AUTHORS_MAX) return { field: 'authors', message: ADDED_BOOK_MESSAGES.tooManyAuthors };
  if (authors.some((name) => name.length > BOOK_AUTHOR_MAX_LENGTH)) return { field: 'authors', message: ADDED_BOOK_MESSAGES.authorTooLong };

  let pageCount: number | null = null;
  if (form.page_count?.trim()) {
    const parsed = parsePageCount(form.page_count);
    if ('message' in parsed) return parsed;
    pageCount = parsed.pageCount;
  }
  let publishedYear: number | null = null;
  if (form.published_year?.trim()) {
    const text = form.published_year.trim();
    publishedYear = Number(text);
    if (!/^\d{1,4}$/.test(text) || publishedYear < 1 || publishedYear > thisYear + 1) return { field: 'published_year', message: ADDED_BOOK_MESSAGES.invalidYear };
  }
  const description = form.description?.trim() || null;
  if (description && description.length > BOOK_DESCRIPTION_MAX_LENGTH) return { field: 'description', message: ADDED_BOOK_MESSAGES.descriptionTooLong };
  const genres = [...new Set((form.genres ?? []).map((genre) => genre.trim()).filter(Boolean))];
  if (genres.length > BOOK_GENRES_MAX) return { field: 'genres', message: ADDED_BOOK_MESSAGES.tooManyGenres };
  if (genres.some((genre) => !/^[1-9]\d{0,8}$/.test(genre))) return { field: 'genres', message: ADDED_BOOK_MESSAGES.unknownGenre };
  return {
    book: { title, authors, isbn: form.isbn?.trim() || null, pageCount, publishedYear, description, genreIds: genres.map(Number) },
  };
}
