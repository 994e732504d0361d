import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  clampCurrentPage,
  PROGRESS_STATUS,
  progressQuery,
  serverMessage,
  SHELF_MESSAGES,
  updateProgressMutation,
  type ProgressBody,
  type ShelfBook,
} from '@booknook/api';
import { AddToShelfAction } from '@booknook/features';
import {
  ConfirmDialog,
  displayTitle,
  ErrorMessage,
  FailureMessage,
  formatAuthors,
  Loading,
  Modal,
  ModalFormActions,
  TextField,
} from '@booknook/ui';
import { shelfBookVolume } from '../books';
import { MESSAGES } from '../messages';
import { ReadingProgress } from './ReadingProgress';

export interface CurrentlyReadingModalProps {
  book: ShelfBook;
  onClose: () => void;
}

/** A whole number typed into a field, or null when it is not one. */
function wholeNumber(raw: string): number | null {
  const value = Number(raw.trim());
  return raw.trim() !== '' && Number.isSafeInteger(value) ? value : null;
}

interface PageCountFormProps {
  saving: boolean;
  onSave: (pageCount: number) => void;
}

/** The catalogue has no page count for this book: the reader gives the one of their edition first. */
function PageCountForm({ saving, onSave }: PageCountFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = wholeNumber(input);
    if (count === null || count < 1) {
      setInvalid(SHELF_MESSAGES.pageCountInvalid);
      inputRef.current?.focus();
      return;
    }
    onSave(count);
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label="Set the page count of your edition"
        hint="Needed once to track your progress by page."
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={input}
        error={invalid}
        onChange={(event) => {
          setInput(event.target.value);
          setInvalid(null);
        }}
      />
      <ModalFormActions submitLabel="Save page count" saving={saving} />
    </form>
  );
}

interface CurrentPageFormProps {
  title: string;
  savedPage: number;
  pageCount: number;
  saving: boolean;
  /** Moves focus to the field when it replaces the page count form, which had focus. */
  focusOnMount: boolean;
  onSave: (currentPage: number) => void;
  onCancel: () => void;
}

/** The page reached, clamped to the book's pages when the field is left or saved. */
function CurrentPageForm({ title, savedPage, pageCount, saving, focusOnMount, onSave, onCancel }: CurrentPageFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnMountRef = useRef(focusOnMount);
  useEffect(() => {
    if (focusOnMountRef.current) inputRef.current?.focus();
  }, []);
  const [input, setInput] = useState(String(savedPage));
  const [invalid, setInvalid] = useState<string | null>(null);
  const typed = wholeNumber(input);
  const shownPage = typed === null ? savedPage : clampCurrentPage(typed, pageCount);

  /** The clamped page now in the field, or null (with the reason shown) when it is not a whole number. */
  const settleInput = (): number | null => {
    if (typed === null) {
      setInvalid(SHELF_MESSAGES.pageNotInteger);
      return null;
    }
    setInput(String(shownPage));
    return shownPage;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = settleInput();
    if (page === null) inputRef.current?.focus();
    else onSave(page);
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label="Current page"
        hint={`of ${pageCount} pages`}
        type="number"
        inputMode="numeric"
        min={0}
        max={pageCount}
        step={1}
        value={input}
        error={invalid}
        onBlur={settleInput}
        onChange={(event) => {
          setInput(event.target.value);
          setInvalid(null);
        }}
      />
      <ReadingProgress currentPage={shownPage} pageCount={pageCount} label={`Reading progress of ${title}`} />
      <ModalFormActions submitLabel="Save progress" saving={saving} onCancel={onCancel} />
    </form>
  );
}

/**
 * A book being read: set the page count of the edition when the catalogue has none, then the page
 * reached. Reaching the last page asks whether the book is finished; confirming moves it to Read.
 * The book's card follows each change at once and goes back if the server refuses it
 * (updateProgressMutation); moving it to other shelves works the same way (AddToShelfAction).
 */
export function CurrentlyReadingModal({ book, onClose }: CurrentlyReadingModalProps) {
  const title = displayTitle(book.title);
  const loaded = useQuery(progressQuery(book.id));
  const save = useMutation(updateProgressMutation());
  const finishing = useMutation(updateProgressMutation());
  const [askFinish, setAskFinish] = useState(false);

  const known = loaded.data ?? null;
  const currentPage = known?.current_page ?? book.progress?.current_page ?? 0;
  const pageCount = known ? known.page_count : book.pageCount;

  const send = (body: ProgressBody, onSaved?: (saved: { current_page: number; page_count: number | null }) => void) =>
    save.mutate({ bookId: book.id, body }, { onSuccess: onSaved });

  const savePageCount = (count: number) => send({ page_count: count });

  const savePage = (page: number) =>
    send({ current_page: page }, (answer) => {
      if (answer.page_count !== null && answer.current_page >= answer.page_count) setAskFinish(true);
      else onClose();
    });

  const finish = () => finishing.mutate({ bookId: book.id, body: { status: PROGRESS_STATUS.finished } }, { onSuccess: onClose });

  if (askFinish) {
    return (
      <ConfirmDialog
        title="Finished the book?"
        message={`You reached the last page of ${title}. Mark it as finished and move it to Read?`}
        confirmLabel="Mark as finished"
        cancelLabel="Not yet"
        busy={finishing.isPending}
        error={finishing.isError ? MESSAGES.updateProgressFailed : null}
        onConfirm={finish}
        onCancel={onClose}
      />
    );
  }

  return (
    <Modal title={title} onClose={onClose}>
      <p className="library-reading-modal__authors">by {formatAuthors(book.authors)}</p>
      {loaded.isPending ? <Loading label="Loading your progress…" /> : null}
      {loaded.isError ? (
        // No progress recorded on the card means the request was asking whether there is any.
        <ErrorMessage>{book.progress ? MESSAGES.fetchProgressFailed : MESSAGES.checkProgressFailed}</ErrorMessage>
      ) : null}
      {loaded.isSuccess ? (
        pageCount === null ? (
          <PageCountForm saving={save.isPending} onSave={savePageCount} />
        ) : (
          <CurrentPageForm
            title={title}
            savedPage={currentPage}
            pageCount={pageCount}
            saving={save.isPending}
            focusOnMount={save.isSuccess}
            onSave={savePage}
            onCancel={onClose}
          />
        )
      ) : null}
      {save.isError ? <FailureMessage message={MESSAGES.updateProgressFailed} reason={serverMessage(save.error)} /> : null}
      <div className="library-reading-modal__shelves">
        <AddToShelfAction book={shelfBookVolume(book)} />
      </div>
    </Modal>
  );
}
