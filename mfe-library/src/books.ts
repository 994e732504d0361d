import type { ShelfBook, Volume } from '@booknook/api';
import type { BookSummary } from '@booknook/ui';

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

/** Whole percent read. Rounded down, so 100% means the last page and never 'almost'. */
export function progressPercent(currentPage: number, pageCount: number | null): number {
  if (!pageCount || pageCount <= 0) return 0;
  return Math.floor((Math.min(Math.max(currentPage, 0), pageCount) / pageCount) * 100);
}
