import { useId, useState, type FormEvent } from 'react';
import {
  BUILT_IN_SHELVES,
  getCustomShelves,
  getShelvesForBook,
  saveBookShelves,
  serverMessage,
  SHELF_TYPE,
  type Shelf,
  type Volume,
} from '@booknook/api';
import { displayTitle } from '../book/displayRules';
import { Button } from '../components/Button';
import { ErrorMessage } from '../components/ErrorMessage';
import { Loading } from '../components/Loading';
import { Modal } from '../components/Modal';
import { ModalFormActions } from '../components/ModalFormActions';
import { useAsyncData } from '../hooks/useAsyncData';
import { FailureMessage } from './FailureMessage';
import { SHELF_PICKER_MESSAGES as MESSAGES } from './messages';
import { saveOptimistically, type PendingChange } from './optimistic';
import './shelves.css';

/**
 * Called with the shelves the reader chose, before the server answers, so the screen behind can
 * show them at once. The change it returns is settled with the server's answer or reverted.
 */
export type ShelvesChangeHandler = (shelves: readonly Shelf[]) => PendingChange<readonly Shelf[]> | void;

export interface AddToShelfModalProps {
  book: Volume;
  onClose: () => void;
  onShelvesChange?: ShelvesChangeHandler;
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
 * exactly the chosen ones; choosing 'Remove from shelves' takes it off every shelf.
 */
export function AddToShelfModal({ book, onClose, onShelvesChange }: AddToShelfModalProps) {
  const groupName = useId();
  const customHintId = useId();
  const customShelves = useAsyncData('custom-shelves', () => getCustomShelves());
  const current = useAsyncData(book.id, () => getShelvesForBook(book.id));
  const [choice, setChoice] = useState<Selection | null>(null);
  const [saving, setSaving] = useState(false);
  const [missingChoice, setMissingChoice] = useState(false);
  const [saveFailure, setSaveFailure] = useState<{ reason: string | null } | null>(null);

  const initial = current.status === 'success' ? selectionOf(current.data) : NOTHING_CHOSEN;
  const selection = choice ?? initial;
  const shelved = initial.builtInId !== null || initial.customIds.length > 0;
  const custom = customShelves.status === 'success' ? customShelves.data : [];

  const choose = (next: Selection) => {
    setChoice(next);
    setMissingChoice(false);
  };

  const toggleCustom = (shelfId: number, checked: boolean) =>
    choose({
      builtInId: selection.builtInId,
      customIds: checked ? [...selection.customIds, shelfId] : selection.customIds.filter((id) => id !== shelfId),
    });

  const save = async (event: FormEvent) => {
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
    setSaving(true);
    setSaveFailure(null);
    try {
      await saveOptimistically(
        () => onShelvesChange?.(chosen),
        () => saveBookShelves({ book, book_id: book.id, shelf_ids: chosen.map((shelf) => shelf.id) }),
      );
      onClose();
    } catch (error) {
      setSaveFailure({ reason: serverMessage(error) });
      setSaving(false);
    }
  };

  const loadFailed = customShelves.status === 'error' || current.status === 'error';
  const ready = customShelves.status === 'success' && current.status === 'success';

  return (
    <Modal title="Add to shelf" onClose={onClose}>
      <p className="bn-shelf-picker__book">{displayTitle(book.volumeInfo.title)}</p>
      {customShelves.status === 'error' ? <ErrorMessage>{MESSAGES.loadShelvesFailed}</ErrorMessage> : null}
      {current.status === 'error' ? <ErrorMessage>{MESSAGES.checkBookShelvesFailed}</ErrorMessage> : null}
      {!ready && !loadFailed ? <Loading label="Loading shelves…" /> : null}
      {ready ? (
        <form className="bn-shelf-picker" onSubmit={save} noValidate aria-busy={saving || undefined}>
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
            {custom.length === 0 ? <p className="bn-shelf-picker__empty">{MESSAGES.noCustomShelves}</p> : null}
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
          {missingChoice ? <ErrorMessage>{MESSAGES.chooseShelf}</ErrorMessage> : null}
          {saveFailure ? <FailureMessage message={MESSAGES.saveShelvesFailed} reason={saveFailure.reason} /> : null}
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
