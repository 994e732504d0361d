import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  clampCurrentPage,
  PROGRESS_STATUS,
  progressQuery,
  savePageCountMutation,
  serverMessage,
  SHELF_MESSAGES,
  updateProgressMutation,
  type ShelfBook,
} from '@booknook/api';
import { AddToShelfAction, PageCountForm, ReadingHistory } from '@booknook/features';
import {
  BookTitle,
  Button,
  ConfirmDialog,
  displayTitle,
  ErrorMessage,
  FailureMessage,
  formatAuthors,
  Loading,
  Modal,
  ModalFormActions,
  parseWholeNumber,
  TextField,
  shelfBookVolume,
} from '@booknook/ui';
import { LIBRARY_TEXT } from '../messages';
import { ReadingProgress } from './ReadingProgress';

export interface CurrentlyReadingModalProps {
  book: ShelfBook;
  onClose: () => void;
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
  /** The reader's edition has another page count than the one saved: correct it. */
  onChangePageCount: () => void;
  /** The reader changed the page: an earlier failure to save no longer applies. */
  onEdit: () => void;
}

/** The page reached, clamped to the book's pages when the field is left or saved. */
function CurrentPageForm({ title, savedPage, pageCount, saving, focusOnMount, onSave, onCancel, onChangePageCount, onEdit }: CurrentPageFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnMountRef = useRef(focusOnMount);
  useEffect(() => {
    if (focusOnMountRef.current) inputRef.current?.focus();
  }, []);
  const [input, setInput] = useState(String(savedPage));
  const [invalid, setInvalid] = useState<string | null>(null);
  const typed = parseWholeNumber(input);
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
          onEdit();
        }}
      />
      <ReadingProgress currentPage={shownPage} pageCount={pageCount} label={`Reading progress of ${title}`} />
      <Button variant="ghost" savesChanges className="library-reading-modal__change-count" onClick={onChangePageCount}>
        Change page count
      </Button>
      <ModalFormActions submitLabel="Save progress" saving={saving} onCancel={onCancel} />
    </form>
  );
}

/**
 * A book being read: set the page count of the edition when the catalogue has none
 * (savePageCountMutation), then the page reached. Reaching the last page asks whether the book is
 * finished; confirming moves it to Read. The book's card follows each page at once and goes back if
 * the server refuses it (updateProgressMutation); moving it to other shelves works the same way
 * (AddToShelfAction).
 */
export function CurrentlyReadingModal({ book, onClose }: CurrentlyReadingModalProps) {
  const title = displayTitle(book.title);
  const loaded = useQuery(progressQuery(book.id));
  const save = useMutation(updateProgressMutation());
  const savingPageCount = useMutation(savePageCountMutation());
  const finishing = useMutation(updateProgressMutation());
  const [askFinish, setAskFinish] = useState(false);
  const [correctingPageCount, setCorrectingPageCount] = useState(false);
  // Whichever form replaces the one holding focus takes it, so keyboard users stay in the dialog.
  const [formReplaced, setFormReplaced] = useState(false);

  const known = loaded.data ?? null;
  const currentPage = known?.current_page ?? book.progress?.current_page ?? 0;
  // The count just saved is the edition's, whether or not progress is recorded yet.
  const pageCount = savingPageCount.data?.page_count ?? (known ? known.page_count : book.pageCount);
  const failed = save.isError ? save.error : savingPageCount.isError ? savingPageCount.error : null;

  // An earlier failure stops applying once the reader changes what they are saving.
  const clearFailure = () => {
    if (save.isError) save.reset();
    if (savingPageCount.isError) savingPageCount.reset();
  };

  const savePageCount = (count: number) =>
    savingPageCount.mutate({ bookId: book.id, pageCount: count }, { onSuccess: () => setCorrectingPageCount(false) });

  const correctPageCount = (correcting: boolean) => {
    clearFailure();
    setFormReplaced(true);
    setCorrectingPageCount(correcting);
  };

  const savePage = (page: number) =>
    save.mutate(
      { bookId: book.id, body: { current_page: page } },
      {
        onSuccess: (answer) => {
          if (answer.page_count !== null && answer.current_page >= answer.page_count) setAskFinish(true);
          else onClose();
        },
      },
    );

  const finish = () => finishing.mutate({ bookId: book.id, body: { status: PROGRESS_STATUS.finished } }, { onSuccess: onClose });

  if (askFinish) {
    return (
      <ConfirmDialog
        title="Finished the book?"
        message={`You reached the last page of ${title}. Mark it as finished and move it to Read?`}
        confirmLabel="Mark as finished"
        cancelLabel="Not yet"
        busy={finishing.isPending}
        error={finishing.isError ? LIBRARY_TEXT.updateProgressFailed : null}
        onConfirm={finish}
        onCancel={onClose}
      />
    );
  }

  const pageCountForm = (current: number | null) => (
    <PageCountForm
      bookId={book.id}
      current={current}
      label={current === null ? 'Set the page count of your edition' : 'Page count of your edition'}
      hint={current === null ? 'Needed once to track your progress by page.' : undefined}
      submitLabel="Save page count"
      saving={savingPageCount.isPending}
      onSave={savePageCount}
      onEdit={clearFailure}
      focusOnMount={formReplaced}
      onCancel={current === null ? undefined : () => correctPageCount(false)}
    />
  );

  return (
    <Modal title={<BookTitle title={book.title} />} onClose={onClose}>
      <p className="library-reading-modal__authors">by {formatAuthors(book.authors)}</p>
      {loaded.isPending ? <Loading label="Loading your progress…" /> : null}
      {loaded.isError ? (
        // No progress recorded on the card means the request was asking whether there is any.
        <ErrorMessage>{book.progress ? LIBRARY_TEXT.fetchProgressFailed : LIBRARY_TEXT.checkProgressFailed}</ErrorMessage>
      ) : null}
      {loaded.isSuccess && pageCount === null ? (
        <>
          <p className="library-reading-modal__note">{LIBRARY_TEXT.noPageCount}</p>
          {pageCountForm(null)}
        </>
      ) : null}
      {loaded.isSuccess && pageCount !== null && correctingPageCount ? pageCountForm(pageCount) : null}
      {loaded.isSuccess && pageCount !== null && !correctingPageCount ? (
        <CurrentPageForm
          title={title}
          savedPage={currentPage}
          pageCount={pageCount}
          saving={save.isPending}
          focusOnMount={savingPageCount.isSuccess || formReplaced}
          onSave={savePage}
          onCancel={onClose}
          onChangePageCount={() => correctPageCount(true)}
          onEdit={clearFailure}
        />
      ) : null}
      {failed ? <FailureMessage message={LIBRARY_TEXT.updateProgressFailed} reason={serverMessage(failed)} /> : null}
      <ReadingHistory bookId={book.id} bookTitle={title} />
      <div className="library-reading-modal__shelves">
        <AddToShelfAction book={shelfBookVolume(book)} />
      </div>
    </Modal>
  );
}
