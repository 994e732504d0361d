import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bookShelvesQuery, type Shelf, type Volume } from '@booknook/api';
import { Button, ErrorMessage } from '@booknook/ui';
import { AddToShelfModal } from './AddToShelfModal';
import { SHELVES_TEXT } from './messages';
import './shelves.css';

export interface AddToShelfActionProps {
  book: Volume;
}

function shelfSummary(shelves: readonly Shelf[]): string {
  return shelves.length > 0 ? `On your shelves: ${shelves.map((shelf) => shelf.name).join(', ')}` : 'Not on your shelves yet';
}

/**
 * The 'Add to shelf' button of a book's details, with a line saying which of the reader's shelves
 * hold the book. The line reads the cache a save changes at once (and puts back if it is refused).
 */
export function AddToShelfAction({ book }: AddToShelfActionProps) {
  const summaryId = useId();
  const [open, setOpen] = useState(false);
  const shelves = useQuery(bookShelvesQuery(book.id));

  return (
    <div className="bn-shelf-action">
      <Button savesChanges onClick={() => setOpen(true)} aria-describedby={shelves.data ? summaryId : undefined}>
        Add to shelf
      </Button>
      {shelves.data ? (
        <span id={summaryId} className="bn-shelf-action__summary">
          {shelfSummary(shelves.data)}
        </span>
      ) : shelves.isError ? (
        <ErrorMessage>{SHELVES_TEXT.bookShelvesUnknown}</ErrorMessage>
      ) : null}
      {open ? <AddToShelfModal book={book} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
