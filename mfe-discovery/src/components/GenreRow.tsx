import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { genreRowQuery, type Genre } from '@booknook/api';
import { buttonClassName, EmptyState, ErrorMessage } from '@booknook/ui';
import { DISCOVERY_TEXT, genreBooksError } from '../messages';
import { VolumeCards } from './VolumeCards';

function genrePath(genre: string): string {
  return `/home/${encodeURIComponent(genre)}`;
}

/** One genre on Home: its name, up to 10 of its books in a sideways row, and View All. */
export function GenreRow({ genre }: { genre: Genre }) {
  const headingId = useId();
  const books = useQuery(genreRowQuery(genre));
  return (
    <section className="bn-section" aria-labelledby={headingId}>
      <div className="bn-section__header">
        <h2 id={headingId}>{genre.description}</h2>
        <Link className={buttonClassName('secondary')} to={genrePath(genre.description)}>
          View All<span className="visually-hidden"> {genre.description} books</span>
        </Link>
      </div>
      {books.isError ? (
        <ErrorMessage>{genreBooksError(books.error, DISCOVERY_TEXT.genreBooksFailed)}</ErrorMessage>
      ) : books.data?.items.length === 0 ? (
        <EmptyState>{DISCOVERY_TEXT.noGenreBooks}</EmptyState>
      ) : (
        <VolumeCards
          layout="row"
          label={`${genre.description} books`}
          volumes={books.data?.items ?? []}
          loading={books.isPending}
        />
      )}
    </section>
  );
}
