// Catalogue and genres (issue 3, spec sections 3 and 7): Google Books-shaped volumes, the search
// query, genres and genre preferences.
import { Type, type Static } from '@sinclair/typebox';
import { BookId } from './common';
import { SEARCH_RESULT_WINDOW } from './constants';

/** Google Books' per-request ceiling, kept so an upstream provider and the local catalogue page alike. */
export const SEARCH_MAX_RESULTS = 40;
export const SEARCH_DEFAULT_RESULTS = 10;
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const IndustryIdentifier = Type.Object({
  type: Type.Union([Type.Literal('ISBN_10'), Type.Literal('ISBN_13')]),
  identifier: Type.String(),
});
export type IndustryIdentifier = Static<typeof IndustryIdentifier>;

/**
 * Google Books' volumeInfo. As in Google Books, a field the catalogue does not know is absent —
 * never a made-up value: the seed catalogue has no page count, description or publisher, and
 * publishedDate is a year (negative for BCE) when known.
 */
export const VolumeInfo = Type.Object({
  title: Type.Optional(Type.String()),
  subtitle: Type.Optional(Type.String()),
  authors: Type.Optional(Type.Array(Type.String())),
  /**
   * Not in Google Books: translators, illustrators, editors... of a catalogue book, which the
   * details show after its authors ('with Erich Fromm, Celâl Üster').
   */
  contributors: Type.Optional(Type.Array(Type.String())),
  publisher: Type.Optional(Type.String()),
  publishedDate: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  industryIdentifiers: Type.Optional(Type.Array(IndustryIdentifier)),
  pageCount: Type.Optional(Type.Integer()),
  categories: Type.Optional(Type.Array(Type.String())),
  averageRating: Type.Optional(Type.Number()),
  ratingsCount: Type.Optional(Type.Integer()),
  imageLinks: Type.Optional(Type.Object({ thumbnail: Type.String() })),
  language: Type.Optional(Type.String()),
});
export type VolumeInfo = Static<typeof VolumeInfo>;

export const Volume = Type.Object({ id: BookId, volumeInfo: VolumeInfo });
export type Volume = Static<typeof Volume>;

export const VolumeList = Type.Object({ items: Type.Array(Volume), totalItems: Type.Integer({ minimum: 0 }) });
export type VolumeList = Static<typeof VolumeList>;

export const SearchOrder = Type.Union([Type.Literal('relevance'), Type.Literal('newest')]);
export type SearchOrder = Static<typeof SearchOrder>;

/**
 * GET /books-api. `q` is free text (quoted phrases, -excluded words and OR allowed) combined with
 * any of intitle:, inauthor:, subject: (a genre) and isbn: (ISBN-10 or 13, hyphens allowed);
 * an operator takes one word or a quoted phrase, e.g. `inauthor:"jane austen" intitle:pride`.
 * A q that is exactly a genre's name lists that genre (the home rows send the lowercased genre).
 */
export const SearchBooksQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }),
  startIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_RESULT_WINDOW - 1 })),
  maxResults: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_RESULTS })),
  orderBy: Type.Optional(SearchOrder),
});
export type SearchBooksQuery = Static<typeof SearchBooksQuery>;

export const Genre = Type.Object({ id: Type.Integer(), description: Type.String() });
export type Genre = Static<typeof Genre>;

export const GenreList = Type.Array(Genre);
export type GenreList = Static<typeof GenreList>;

export const RANDOM_GENRES_MAX_LIMIT = 20;
export const TOP_GENRES_MAX_LIMIT = 10;

/** GET /genres/random: `exclude` is a comma-separated list of genre ids ('' for none). */
export const RandomGenresQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RANDOM_GENRES_MAX_LIMIT })),
  exclude: Type.Optional(Type.String({ maxLength: 400, pattern: '^(\\d{1,9}(,\\d{1,9})*)?$' })),
});
export type RandomGenresQuery = Static<typeof RandomGenresQuery>;

/** GET /genre-preferences/top: the caller's preferences, or another user's when `user_id` is given. */
export const TopGenresQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TOP_GENRES_MAX_LIMIT })),
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type TopGenresQuery = Static<typeof TopGenresQuery>;

/** One preferred genre (spec: 'entries with Genre (id, description)'); count is the weighted number of shelved books. */
export const GenrePreference = Type.Object({ genre_id: Type.Integer(), count: Type.Integer(), Genre });
export type GenrePreference = Static<typeof GenrePreference>;

export const GenrePreferenceList = Type.Array(GenrePreference);
export type GenrePreferenceList = Static<typeof GenrePreferenceList>;
