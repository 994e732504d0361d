// Catalogue data for component tests, in the API's Google Books shape.
import type { Genre, GenrePreference, SearchBooksQuery, Volume, VolumeInfo, VolumeList } from '@booknook/api';
import type { FakeRequest } from './fakeApi';

export function volume(id: string, info: Partial<VolumeInfo> = {}): Volume {
  return { id, volumeInfo: { title: `Book ${id}`, authors: ['Some Author'], ...info } };
}

/** `count` volumes with ids prefixed by `prefix`, e.g. volumes('fantasy', 3) -> fantasy-1..fantasy-3. */
export function volumes(prefix: string, count: number): Volume[] {
  return Array.from({ length: count }, (_, index) => volume(`${prefix}-${index + 1}`, { title: `${prefix} book ${index + 1}` }));
}

export function volumeList(items: Volume[], totalItems = items.length): VolumeList {
  return { items, totalItems };
}

export function genre(id: number, description: string): Genre {
  return { id, description };
}

export function preference(genreEntry: Genre, count = 3): GenrePreference {
  return { genre_id: genreEntry.id, count, Genre: genreEntry };
}

/** The catalogue query a GET /books-api request carried, typed as the client sent it. */
export function searchQueryOf(request: FakeRequest): SearchBooksQuery {
  const number = (name: string) => (request.query.has(name) ? Number(request.query.get(name)) : undefined);
  const orderBy = request.query.get('orderBy');
  return {
    q: request.query.get('q') ?? '',
    ...(request.query.has('startIndex') ? { startIndex: number('startIndex') } : {}),
    ...(request.query.has('maxResults') ? { maxResults: number('maxResults') } : {}),
    ...(orderBy === 'relevance' || orderBy === 'newest' ? { orderBy } : {}),
  };
}

/** Answers GET /books-api from `items`, honouring startIndex and maxResults as the API does. */
export function pageOf(items: Volume[], request: FakeRequest, totalItems = items.length): VolumeList {
  const { startIndex = 0, maxResults = 10 } = searchQueryOf(request);
  return volumeList(items.slice(startIndex, startIndex + maxResults), totalItems);
}
