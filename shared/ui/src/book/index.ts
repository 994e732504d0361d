// Book components used by every remote that shows a book.
export { truncateTitle, displayTitle, formatAuthors, publishedYear, type StarFill } from './displayRules';
export { StarRating, type StarRatingProps } from './StarRating';
export { BookCover, type BookCoverProps } from './BookCover';
export type { CoverColours } from './coverColours';
export { BookTitle } from './BookTitle';
export type { BookCardProps, BookSummary } from './BookCard';
export { BookRow, BookGrid, type BookListProps } from './BookList';
export { summariseVolume, summariseShelfBook, shelfBookVolume } from './volume';
