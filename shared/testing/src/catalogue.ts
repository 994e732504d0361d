// Catalogue data for component tests, in the API's Google Books shape.
import type { Genre, GenrePreference, Volume, VolumeInfo, VolumeList } from '@booknook/api';

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
