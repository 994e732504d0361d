import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { shelfPreviewQuery } from '@booknook/api';
import { SHELVES_TEXT, ShelfBookList } from '@booknook/features';
import { buttonClassName, ErrorMessage, Loading } from '@booknook/ui';
import { emptyShelfText } from '../messages';
import { shelfPath } from '../paths';

export interface ShelfPreviewRowProps {
  shelfName: string;
  /** Extra buttons beside View All (Delete Shelf on custom shelves). */
  actions?: ReactNode;
}

/** A shelf's newest books (up to 10) in one row, with View All leading to the whole shelf. */
export function ShelfPreviewRow({ shelfName, actions }: ShelfPreviewRowProps) {
  const headingId = useId();
  const books = useQuery(shelfPreviewQuery(shelfName));
  return (
    <section className="bn-section" aria-labelledby={headingId}>
      <div className="bn-section__header">
        <h3 id={headingId}>{shelfName}</h3>
        <div className="bn-section__actions">
          <Link className={buttonClassName('secondary')} to={shelfPath(shelfName)}>
            View All<span className="visually-hidden"> {shelfName}</span>
          </Link>
          {actions}
        </div>
      </div>
      {books.isPending ? <Loading label={`Loading ${shelfName}…`} /> : null}
      {books.isError ? <ErrorMessage>{SHELVES_TEXT.loadShelvesFailed}</ErrorMessage> : null}
      {books.isSuccess ? (
        <ShelfBookList books={books.data.books} layout="row" label={`Books in ${shelfName}`} emptyText={emptyShelfText(shelfName)} />
      ) : null}
    </section>
  );
}
