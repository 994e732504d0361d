import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  clampCurrentPage,
  getProgress,
  PROGRESS_STATUS,
  serverMessage,
  SHELF_MESSAGES,
  updateProgress,
  type Progress,
  type ShelfBook,
} from '@booknook/api';
import {
  AddToShelfAction,
  ConfirmDialog,
  displayTitle,
  ErrorMessage,
  FailureMessage,
  formatAuthors,
  Loading,
  Modal,
  ModalFormActions,
  saveOptimistically,
  TextField,
  useAsyncData,
  type PendingChange,
  type ShelvesChangeHandler,
} from '@booknook/ui';
import { shelfBookVolume } from '../books';
import type { ShelfProgress } from '../hooks/useShelfBooks';
import { MESSAGES } from '../messages';
import { ReadingProgress } from './ReadingProgress';

/** The reader's progress as the card shows it: the page reached and the page count of their edition. */
export interface ProgressUpdate {
  progress: ShelfProgress;
  pageCount: number | null;
}

export interface CurrentlyReadingModalProps {
  book: ShelfBook;
  onClose: () => void;
  /** Shows new progress on the book's card before the server answers. */
  onProgressChange: (update: ProgressUpdate) => PendingChange<Progress> | void;
  /** Takes the finished book off Currently Reading before the server answers. */
  onFinish: () => PendingChange<Progress> | void;
  /** Moving the book to other shelves (e.g. Did Not Finish) shows on the page at once. */
  onShelvesChange: ShelvesChangeHandler;
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
 */
export function CurrentlyReadingModal({ book, onClose, onProgressChange, onFinish, onShelvesChange }: CurrentlyReadingModalProps) {
  const title = displayTitle(book.title);
  const loaded = useAsyncData(book.id, () => getProgress(book.id));
  const [saved, setSaved] = useState<Progress | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [askFinish, setAskFinish] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [finishFailed, setFinishFailed] = useState(false);

  const known = saved ?? (loaded.status === 'success' ? loaded.data : null);
  const currentPage = known?.current_page ?? book.progress?.current_page ?? 0;
  const pageCount = known ? known.page_count : book.pageCount;

  const send = async (progress: ShelfProgress, newPageCount: number | null, body: Parameters<typeof updateProgress>[1]) => {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await saveOptimistically(
        () => onProgressChange({ progress, pageCount: newPageCount }),
        () => updateProgress(book.id, body),
      );
      setSaved(answer);
      setSaving(false);
      return answer;
    } catch (error) {
      setFailure({ reason: serverMessage(error) });
      setSaving(false);
      return null;
    }
  };

  const savePageCount = (count: number) =>
    send({ current_page: clampCurrentPage(currentPage, count), status: PROGRESS_STATUS.inProgress }, count, { page_count: count });

  const savePage = async (page: number) => {
    const answer = await send({ current_page: page, status: PROGRESS_STATUS.inProgress }, pageCount, { current_page: page });
    if (!answer) return;
    if (answer.page_count !== null && answer.current_page >= answer.page_count) setAskFinish(true);
    else onClose();
  };

  const finish = async () => {
    setFinishing(true);
    setFinishFailed(false);
    try {
      await saveOptimistically(onFinish, () => updateProgress(book.id, { status: PROGRESS_STATUS.finished }));
      onClose();
    } catch {
      setFinishFailed(true);
      setFinishing(false);
    }
  };

  if (askFinish) {
    return (
      <ConfirmDialog
        title="Finished the book?"
        message={`You reached the last page of ${title}. Mark it as finished and move it to Read?`}
        confirmLabel="Mark as finished"
        cancelLabel="Not yet"
        busy={finishing}
        error={finishFailed ? MESSAGES.updateProgressFailed : null}
        onConfirm={finish}
        onCancel={onClose}
      />
    );
  }

  return (
    <Modal title={title} onClose={onClose}>
      <p className="library-reading-modal__authors">by {formatAuthors(book.authors)}</p>
      {loaded.status === 'loading' && !saved ? <Loading label="Loading your progress…" /> : null}
      {loaded.status === 'error' && !saved ? (
        // No progress recorded on the card means the request was asking whether there is any.
        <ErrorMessage>{book.progress ? MESSAGES.fetchProgressFailed : MESSAGES.checkProgressFailed}</ErrorMessage>
      ) : null}
      {known || loaded.status === 'success' ? (
        pageCount === null ? (
          <PageCountForm saving={saving} onSave={savePageCount} />
        ) : (
          <CurrentPageForm
            title={title}
            savedPage={currentPage}
            pageCount={pageCount}
            saving={saving}
            focusOnMount={saved !== null}
            onSave={savePage}
            onCancel={onClose}
          />
        )
      ) : null}
      {failure ? <FailureMessage message={MESSAGES.updateProgressFailed} reason={failure.reason} /> : null}
      <div className="library-reading-modal__shelves">
        <AddToShelfAction book={shelfBookVolume(book)} onShelvesChange={onShelvesChange} />
      </div>
    </Modal>
  );
}
