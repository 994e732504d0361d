import { useId } from 'react';
import { Link } from 'react-router-dom';
import { searchBooks, type Genre } from '@booknook/api';
import { buttonClassName, EmptyState, ErrorMessage, useAsyncData } from '@booknook/ui';
import { genreBooksError, MESSAGES } from '../messages';
import { VolumeCards } from './VolumeCards';

/** Spec section 9: home genre rows show up to 10 books. */
const ROW_SIZE = 10;

function genrePath(basename: string, genre: string): string {
  return `${basename}/home/${encodeURIComponent(genre)}`;
}

/** One genre on Home: its name, up to 10 of its books in a sideways row, and View All. */
export function GenreRow({ genre, basename }: { genre: Genre; basename: string }) {
  const headingId = useId();
  const books = useAsyncData(genre.description, () =>
    searchBooks({ q: genre.description.toLowerCase(), startIndex: 0, maxResults: ROW_SIZE }),
  );
  return (
    <section className="bn-section" aria-labelledby={headingId}>
      <div className="bn-section__header">
        <h2 id={headingId}>{genre.description}</h2>
        <Link className={buttonClassName('secondary')} to={genrePath(basename, genre.description)}>
          View All<span className="visually-hidden"> {genre.description} books</span>
        </Link>
      </div>
      {books.status === 'error' ? (
        <ErrorMessage>{genreBooksError(books.error, MESSAGES.genreBooksFailed)}</ErrorMessage>
      ) : books.status === 'success' && books.data.items.length === 0 ? (
        <EmptyState>{MESSAGES.noGenreBooks}</EmptyState>
      ) : (
        <VolumeCards
          layout="row"
          label={`${genre.description} books`}
          volumes={books.status === 'success' ? books.data.items : []}
          loading={books.status === 'loading'}
        />
      )}
    </section>
  );
}
