// Kysely types of the catalogue tables (migrations 002_catalogue and 045_reader_added_books).
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { BookSource } from './seed-format';

export interface BooksTable {
  id: string;
  title: string;
  subtitle: string | null;
  /** Defaults to no authors / no categories. */
  authors: ColumnType<string[], string[] | undefined, string[]>;
  /** Translators, illustrators, editors... (migration 034); search and Top Authors read authors only. */
  contributors: ColumnType<string[], string[] | undefined, string[]>;
  publisher: string | null;
  published_date: string | null;
  published_year: GeneratedAlways<number | null>;
  description: string | null;
  isbn10: string | null;
  isbn13: string | null;
  page_count: number | null;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  /** numeric(3,2): the driver returns it as a string. */
  average_rating: ColumnType<string | null, number | null, number | null>;
  ratings_count: number | null;
  thumbnail: string | null;
  language: string | null;
  series: string | null;
  series_number: string | null;
  source: BookSource;
  search: GeneratedAlways<string>;
  /** Title (A) and authors (B) with every word kept, stop words included (migration 010). */
  search_as_typed: GeneratedAlways<string>;
  created_at: Generated<Date>;
  /** The reader who added the book (migration 045); null for the seeded and copied catalogue, or once that account is deleted. */
  added_by: number | null;
  /** A reader-added book until an administrator approves it: in search and genre lists for its adder only. */
  awaiting_approval: Generated<boolean>;
}

/** Covers uploaded with reader-added books (migration 045), served at /book-covers/{filename}. */
export interface BookCoversTable {
  filename: string;
  book_id: string;
  content_type: string;
  data: Buffer;
  date_created: Generated<Date>;
}

export interface GenresTable {
  id: Generated<number>;
  description: string;
}

export interface BookGenresTable {
  book_id: string;
  genre_id: number;
}

export interface SearchWordsTable {
  word: string;
}

export interface CatalogueTables {
  books: BooksTable;
  genres: GenresTable;
  book_genres: BookGenresTable;
  book_covers: BookCoversTable;
  search_words: SearchWordsTable;
}
