// Database rows -> the Google Books volume shape the API returns.
import type { IndustryIdentifier, Volume, VolumeInfo } from '@booknook/api/contract';
import type { Selectable } from 'kysely';
import type { BooksTable } from './tables';

/** The columns a volume is made of (the search vector and bookkeeping stay in the database). */
export const VOLUME_COLUMNS = [
  'id',
  'title',
  'subtitle',
  'authors',
  'contributors',
  'publisher',
  'published_date',
  'description',
  'isbn10',
  'isbn13',
  'page_count',
  'categories',
  'average_rating',
  'ratings_count',
  'thumbnail',
  'language',
] as const satisfies readonly (keyof BooksTable)[];

export type VolumeRow = Pick<Selectable<BooksTable>, (typeof VOLUME_COLUMNS)[number]>;

/** Unknown values are left out, as Google Books does, rather than sent as invented defaults. */
export function toVolume(row: VolumeRow): Volume {
  const industryIdentifiers: IndustryIdentifier[] = [];
  if (row.isbn13) industryIdentifiers.push({ type: 'ISBN_13', identifier: row.isbn13 });
  if (row.isbn10) industryIdentifiers.push({ type: 'ISBN_10', identifier: row.isbn10 });
  const info: VolumeInfo = { title: row.title };
  if (row.subtitle) info.subtitle = row.subtitle;
  if (row.authors.length > 0) info.authors = row.authors;
  if (row.contributors.length > 0) info.contributors = row.contributors;
  if (row.publisher) info.publisher = row.publisher;
  if (row.published_date) info.publishedDate = row.published_date;
  if (row.description) info.description = row.description;
  if (industryIdentifiers.length > 0) info.industryIdentifiers = industryIdentifiers;
  if (row.page_count !== null) info.pageCount = row.page_count;
  if (row.categories.length > 0) info.categories = row.categories;
  if (row.average_rating !== null) info.averageRating = Number(row.average_rating);
  if (row.ratings_count !== null) info.ratingsCount = row.ratings_count;
  if (row.thumbnail) info.imageLinks = { thumbnail: row.thumbnail };
  if (row.language) info.language = row.language;
  return { id: row.id, volumeInfo: info };
}
