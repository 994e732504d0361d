import { useId, useState } from 'react';
import { getShelvesForBook, type Shelf, type Volume } from '@booknook/api';
import { Button } from '../components/Button';
import { ErrorMessage } from '../components/ErrorMessage';
import { useAsyncData } from '../hooks/useAsyncData';
import { AddToShelfModal, type ShelvesChangeHandler } from './AddToShelfModal';
import { SHELF_PICKER_MESSAGES as MESSAGES } from './messages';
import './shelves.css';

export interface AddToShelfActionProps {
  book: Volume;
  /** Lets the screen behind the book's details follow a change of its shelves (see AddToShelfModal). */
  onShelvesChange?: ShelvesChangeHandler;
}

function shelfSummary(shelves: readonly Shelf[]): string {
  return shelves.length > 0 ? `On your shelves: ${shelves.map((shelf) => shelf.name).join(', ')}` : 'Not on your shelves yet';
}

/**
 * The 'Add to shelf' button of a book's details, with a line saying which of the reader's shelves
 * hold the book. The line follows a save at once and goes back if the server refuses it.
 */
export function AddToShelfAction({ book, onShelvesChange }: AddToShelfActionProps) {
  const summaryId = useId();
  const [open, setOpen] = useState(false);
  const loaded = useAsyncData(book.id, () => getShelvesForBook(book.id));
  const [shown, setShown] = useState<readonly Shelf[] | null>(null);
  const shelves = shown ?? (loaded.status === 'success' ? loaded.data : null);

  const followChange: ShelvesChangeHandler = (next) => {
    const before = shown;
    setShown(next);
    const behind = onShelvesChange?.(next);
    return {
      revert: () => {
        setShown(before);
        behind?.revert();
      },
      settle: (saved) => {
        setShown(saved);
        behind?.settle?.(saved);
      },
    };
  };

  return (
    <div className="bn-shelf-action">
      <Button onClick={() => setOpen(true)} aria-describedby={shelves ? summaryId : undefined}>
        Add to shelf
      </Button>
      {shelves ? (
        <span id={summaryId} className="bn-shelf-action__summary">
          {shelfSummary(shelves)}
        </span>
      ) : loaded.status === 'error' ? (
        <ErrorMessage>{MESSAGES.bookShelvesUnknown}</ErrorMessage>
      ) : null}
      {open ? <AddToShelfModal book={book} onClose={() => setOpen(false)} onShelvesChange={followChange} /> : null}
    </div>
  );
}
