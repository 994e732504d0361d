import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BOOKS_TAB_MESSAGES, mergeBookMutation, searchBooksQuery, type WaitingBook } from '@booknook/api';
import { ErrorMessage, Loading, Modal, ModalFormActions, TextField, truncateTitle } from '@booknook/ui';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_PAUSE_MS = 300;
const RESULTS = 10;

export interface MergeBookDialogProps {
  book: WaitingBook;
  onMerged: () => void;
  onClose: () => void;
}

/**
 * Merge into...: a catalogue search (starting from the waiting book's title) and a choice among its
 * results; everything readers hold of the waiting book then moves to the chosen book.
 */
export function MergeBookDialog({ book, onMerged, onClose }: MergeBookDialogProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsLabel = useId();
  const [q, setQ] = useState(book.title);
  const [target, setTarget] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const settled = useDebouncedValue(q.trim(), SEARCH_PAUSE_MS);
  const results = useQuery({ ...searchBooksQuery({ q: settled, maxResults: RESULTS }), enabled: settled.length > 0 });
  const merge = useMutation(mergeBookMutation());
  const candidates = (results.data?.items ?? []).filter((item) => item.id !== book.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (merge.isPending) return;
    setInvalid(target ? null : BOOKS_TAB_MESSAGES.chooseTarget);
    if (target) merge.mutate({ bookId: book.id, targetId: target }, { onSuccess: onMerged });
  };

  const error = invalid ?? (merge.isError ? BOOKS_TAB_MESSAGES.mergeFailed : null);
  return (
    <Modal title={`Merge “${truncateTitle(book.title)}” into…`} onClose={onClose} initialFocusRef={searchRef}>
      <form className="admin-merge" onSubmit={submit} noValidate>
        <p>Every shelf entry, progress, page count and review of this book moves to the book you choose; the readers’ own entries on that book stay.</p>
        <TextField ref={searchRef} label="Search the catalogue" type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        {results.isFetching ? <Loading label="Searching…" /> : null}
        <fieldset className="admin-merge__results" aria-describedby={resultsLabel}>
          <legend id={resultsLabel}>Merge into</legend>
          {settled && results.data && candidates.length === 0 ? <p>No catalogue book matches.</p> : null}
          {candidates.map((item) => (
            <label key={item.id} className="admin-merge__choice">
              <input type="radio" name="merge-target" value={item.id} checked={target === item.id} onChange={() => setTarget(item.id)} />
              <span>
                {item.volumeInfo.title}
                {item.volumeInfo.authors ? <span className="admin-merge__authors"> · {item.volumeInfo.authors.join(', ')}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <ModalFormActions submitLabel="Merge" saving={merge.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
