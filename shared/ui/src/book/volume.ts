import type { Volume } from '@booknook/api';
import type { BookSummary } from './BookCard';

/** The card view of a catalogue volume. */
export function summariseVolume({ id, volumeInfo }: Volume): BookSummary {
  return { id, title: volumeInfo.title, authors: volumeInfo.authors, coverUrl: volumeInfo.imageLinks?.thumbnail };
}
