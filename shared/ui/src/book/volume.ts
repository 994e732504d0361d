import type { ShelfBook, Volume } from '@booknook/api';
import type { BookSummary } from './BookCard';

/** The card view of a catalogue volume. */
export function summariseVolume({ id, volumeInfo }: Volume): BookSummary {
  return { id, title: volumeInfo.title, authors: volumeInfo.authors, coverUrl: volumeInfo.imageLinks?.thumbnail };
}

/** The card view of a shelved book. */
export function summariseShelfBook(book: ShelfBook): BookSummary {
  return { id: book.id, title: book.title, authors: book.authors, coverUrl: book.cover_url };
}

/** What a shelf already knows of a book, in the catalogue's shape: shown while its full details load. */
export function shelfBookVolume(book: ShelfBook): Volume {
  return {
    id: book.id,
    volumeInfo: {
      title: book.title,
      authors: book.authors,
      ...(book.cover_url ? { imageLinks: { thumbnail: book.cover_url } } : {}),
      ...(book.pageCount ? { pageCount: book.pageCount } : {}),
    },
  };
}
