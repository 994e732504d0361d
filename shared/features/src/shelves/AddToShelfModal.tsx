import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  bookShelvesQuery,
  BUILT_IN_SHELVES,
  customShelvesQuery,
  serverMessage,
  setBookShelvesMutation,
  type Shelf,
  SHELF_MESSAGES,
  SHELF_TYPE,
  type Volume,
} from '@booknook/api';
import { BookTitle, Button, ErrorMessage, FailureMessage, Loading, Modal, ModalFormActions } from '@booknook/ui';
import { SHELVES_TEXT } from './messages';
import './shelves.css';

export interface AddToShelfModalProps {
  book: Volume;
  onClose: () => void;
}

const BUILT_IN_SHELF_LIST: readonly Shelf[] = BUILT_IN_SHELVES.map(({ id, name }) => ({
  id,
  name,
  shelf_type_id: SHELF_TYPE.builtIn,
}));

/** One built-in shelf (or none: not shelved) plus any number of custom shelves. */
interface Selection {
  builtInId: number | null;
  customIds: readonly number[];
}

const NOTHING_CHOSEN: Selection = { builtInId: null, customIds: [] };

function selectionOf(shelves: readonly Shelf[]): Selection {
  return {
    builtInId: shelves.find((shelf) => shelf.shelf_type_id === SHELF_TYPE.builtIn)?.id ?? null,
    customIds: shelves.filter((shelf) => shelf.shelf_type_id !== SHELF_TYPE.builtIn).map((shelf) => shelf.id),
  };
}

/**
 * Puts a book on one built-in shelf (single choice) and any of the reader's custom shelves
 * (multiple choice), pre-filled with where it is now. Saving replaces the book's shelves with
 * exactly the chosen ones; choosing 'Remove from shelves' takes it off every shelf. Every screen
 * showing the book's shelves follows at once and goes back if the server refuses (see
 * setBookShelvesMutation); the dialog stays open until the server answered, to report a refusal.
 */
export function AddToShelfModal({ book, onClose }: AddToShelfModalProps) {
  const groupName = useId();
  const customHintId = useId();
  const customShelves = useQuery(customShelvesQuery());
  const current = useQuery(bookShelvesQuery(book.id));
  // The shelves as they were when the dialog opened: the optimistic save changes the cached ones.
  const [initial, setInitial] = useState<Selection | null>(null);
  const [choice, setChoice] = useState<Selection | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const save = useMutation(setBookShelvesMutation());
  const saving = save.isPending;

  const opened = initial ?? (current.data ? selectionOf(current.data) : NOTHING_CHOSEN);
  if (initial === null && current.data) setInitial(opened);
  const selection = choice ?? opened;
  const shelved = opened.builtInId !== null || opened.customIds.length > 0;
  const custom = customShelves.data ?? [];

  const choose = (next: Selection) => {
    setChoice(next);
    setMissingChoice(false);
  };

  const toggleCustom = (shelfId: number, checked: boolean) =>
    choose({
      builtInId: selection.builtInId,
      customIds: checked ? [...selection.customIds, shelfId] : selection.customIds.filter((id) => id !== shelfId),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (selection.builtInId === null && !shelved) {
      setMissingChoice(true);
      return;
    }
    const chosen = [
      ...BUILT_IN_SHELF_LIST.filter((shelf) => shelf.id === selection.builtInId),
      ...custom.filter((shelf) => selection.customIds.includes(shelf.id)),
    ];
    save.mutate({ book, shelves: chosen }, { onSuccess: onClose });
  };

  const loadFailed = customShelves.isError || current.isError;
  const ready = customShelves.isSuccess && current.isSuccess;

  return (
    <Modal title="Add to shelf" onClose={onClose}>
      <p className="bn-shelf-picker__book">
        <BookTitle title={book.volumeInfo.title} />
      </p>
      {customShelves.isError ? <ErrorMessage>{SHELVES_TEXT.loadShelvesFailed}</ErrorMessage> : null}
      {current.isError ? <ErrorMessage>{SHELVES_TEXT.checkBookShelvesFailed}</ErrorMessage> : null}
      {!ready && !loadFailed ? <Loading label="Loading shelves…" /> : null}
      {ready ? (
        <form className="bn-shelf-picker" onSubmit={submit} noValidate aria-busy={saving || undefined}>
          <fieldset className="bn-shelf-picker__group" disabled={saving}>
            <legend>Main shelf</legend>
            {BUILT_IN_SHELF_LIST.map((shelf) => (
              <label key={shelf.id} className="bn-shelf-picker__option">
                <input
                  type="radio"
                  name={groupName}
                  checked={selection.builtInId === shelf.id}
                  onChange={() => choose({ ...selection, builtInId: shelf.id })}
                />
                {shelf.name}
              </label>
            ))}
            {shelved ? (
              <label className="bn-shelf-picker__option">
                <input
                  type="radio"
                  name={groupName}
                  checked={selection.builtInId === null}
                  onChange={() => choose(NOTHING_CHOSEN)}
                />
                Remove from shelves
              </label>
            ) : null}
          </fieldset>
          <fieldset className="bn-shelf-picker__group" disabled={saving}>
            <legend>Your shelves</legend>
            {custom.length === 0 ? <p className="bn-shelf-picker__empty">{SHELF_MESSAGES.noCustomShelves}</p> : null}
            {custom.map((shelf) => (
              <label key={shelf.id} className="bn-shelf-picker__option">
                <input
                  type="checkbox"
                  checked={selection.customIds.includes(shelf.id)}
                  disabled={selection.builtInId === null}
                  aria-describedby={selection.builtInId === null ? customHintId : undefined}
                  onChange={(event) => toggleCustom(shelf.id, event.target.checked)}
                />
                {shelf.name}
              </label>
            ))}
            {custom.length > 0 && selection.builtInId === null ? (
              // The server keeps every shelved book on exactly one main shelf.
              <p id={customHintId} className="bn-field__hint">
                Choose a main shelf first: a book on your own shelves is also on one main shelf.
              </p>
            ) : null}
          </fieldset>
          {missingChoice ? <ErrorMessage>{SHELVES_TEXT.chooseShelf}</ErrorMessage> : null}
          {save.isError ? <FailureMessage message={SHELVES_TEXT.saveShelvesFailed} reason={serverMessage(save.error)} /> : null}
          <ModalFormActions submitLabel="Save" saving={saving} onCancel={onClose} />
        </form>
      ) : (
        <div className="bn-modal__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </Modal>
  );
}
