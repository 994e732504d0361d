import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHELF_PREVIEW_SIZE } from '@booknook/api';
import { buttonClassName, ErrorMessage, Loading, SHELF_PICKER_MESSAGES } from '@booknook/ui';
import { followShelvesChange } from '../hooks/membership';
import { useShelfBooks } from '../hooks/useShelfBooks';
import { emptyShelfText } from '../messages';
import { shelfPath } from '../paths';
import { ShelfBookList } from './ShelfBookList';

export interface ShelfPreviewRowProps {
  shelfName: string;
  basename: string;
  /** Changes whenever any shelf on the page changed, so every row shows where books are now. */
  revision: number;
  /** A book's shelves were saved from this row. */
  onShelvesSaved: () => void;
  /** Extra buttons beside View All (Delete Shelf on custom shelves). */
  actions?: ReactNode;
}

/** A shelf's newest books (up to 10) in one row, with View All leading to the whole shelf. */
export function ShelfPreviewRow({ shelfName, basename, revision, onShelvesSaved, actions }: ShelfPreviewRowProps) {
  const headingId = useId();
  const list = useShelfBooks({ shelfName, sort: 'date_updated-DESC', offset: 0, limit: SHELF_PREVIEW_SIZE }, revision);
  const { state } = list;
  return (
    <section className="bn-section" aria-labelledby={headingId}>
      <div className="bn-section__header">
        <h3 id={headingId}>{shelfName}</h3>
        <div className="bn-section__actions">
          <Link className={buttonClassName('secondary')} to={shelfPath(basename, shelfName)}>
            View All<span className="visually-hidden"> {shelfName}</span>
          </Link>
          {actions}
        </div>
      </div>
      {state.status === 'loading' ? <Loading label={`Loading ${shelfName}…`} /> : null}
      {state.status === 'error' ? <ErrorMessage>{SHELF_PICKER_MESSAGES.loadShelvesFailed}</ErrorMessage> : null}
      {state.status === 'success' ? (
        <ShelfBookList
          books={state.data.books}
          layout="row"
          label={`Books in ${shelfName}`}
          emptyText={emptyShelfText(shelfName)}
          onShelvesChange={(book, shelves) => followShelvesChange(list, state.data.shelf_id, book, shelves, onShelvesSaved)}
        />
      ) : null}
    </section>
  );
}
