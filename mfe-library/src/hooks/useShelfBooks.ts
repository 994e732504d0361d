import { useCallback, useEffect, useRef, useState } from 'react';
import { getShelfBooks, type ShelfBook, type ShelfBooksParams, type ShelfBooksResponse } from '@booknook/api';

export type ShelfProgress = NonNullable<ShelfBook['progress']>;

/** How a book shows while a change to it is saved: gone from the shelf, or with new progress. */
export type BookEdit = { hidden: true } | { progress: ShelfProgress; pageCount: number | null };

/** An edit on screen; `revert` takes it back, `settle` keeps it (optionally as the server's version). */
export interface ShownEdit {
  revert(): void;
  settle(final?: BookEdit): void;
}

interface EditEntry {
  edit: BookEdit;
  /**
   * The last list request started before the server agreed to the edit; null while the save is in
   * flight. A list requested later already contains the edit, so the entry is dropped then.
   */
  settledAfterRequest: number | null;
}

type LoadState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: ShelfBooksResponse };

type ShelfBooksState =
  | Exclude<LoadState, { status: 'success' }>
  /** `data` shows the edits in flight; `loadedTotal` is the count the server last gave. */
  | { status: 'success'; data: ShelfBooksResponse; loadedTotal: number };

const LOADING: LoadState = { status: 'loading' };

function applyEdits(data: ShelfBooksResponse, edits: ReadonlyMap<string, EditEntry>): ShelfBooksResponse {
  const books: ShelfBook[] = [];
  for (const book of data.books) {
    const entry = edits.get(book.id);
    if (!entry) books.push(book);
    else if ('progress' in entry.edit) books.push({ ...book, progress: entry.edit.progress, pageCount: entry.edit.pageCount });
  }
  return { ...data, books, totalBooks: data.totalBooks - (data.books.length - books.length) };
}

function withEntry(edits: ReadonlyMap<string, EditEntry>, bookId: string, entry: EditEntry | undefined) {
  const next = new Map(edits);
  if (entry) next.set(bookId, entry);
  else next.delete(bookId);
  return next;
}

/**
 * One page of a shelf's books, loaded again whenever the query or `revision` changes. A reload of
 * the same query keeps showing the current books until the new ones arrive, and edits shown
 * optimistically stay on top of the list until a list that includes them has loaded.
 */
export function useShelfBooks(params: ShelfBooksParams, revision = 0) {
  const key = JSON.stringify(params);
  const paramsRef = useRef(params);
  const [loaded, setLoaded] = useState<{ key: string; state: LoadState } | null>(null);
  const [reloads, setReloads] = useState(0);
  const [edits, setEdits] = useState<ReadonlyMap<string, EditEntry>>(new Map());
  const editsRef = useRef(edits);
  const requests = useRef(0);

  useEffect(() => {
    paramsRef.current = params;
    editsRef.current = edits;
  });

  useEffect(() => {
    const request = (requests.current += 1);
    let current = true;
    getShelfBooks(paramsRef.current).then(
      (data) => {
        if (!current) return;
        setLoaded({ key, state: { status: 'success', data } });
        setEdits((all) => {
          const kept = [...all].filter(([, entry]) => entry.settledAfterRequest === null || entry.settledAfterRequest >= request);
          return kept.length === all.size ? all : new Map(kept);
        });
      },
      (error: unknown) => current && setLoaded({ key, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, reloads, revision]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const showEdit = useCallback((bookId: string, edit: BookEdit): ShownEdit => {
    const previous = editsRef.current.get(bookId);
    const entry: EditEntry = { edit, settledAfterRequest: null };
    setEdits((all) => withEntry(all, bookId, entry));
    // A later edit of the same book wins; this one may only touch the list while it is on top.
    const ifStillShown = (change: (all: ReadonlyMap<string, EditEntry>) => ReadonlyMap<string, EditEntry>) =>
      setEdits((all) => (all.get(bookId) === entry ? change(all) : all));
    return {
      revert: () => ifStillShown((all) => withEntry(all, bookId, previous)),
      settle: (final = edit) =>
        ifStillShown((all) => withEntry(all, bookId, { edit: final, settledAfterRequest: requests.current })),
    };
  }, []);

  const state = loaded?.key === key ? loaded.state : LOADING;
  const view: ShelfBooksState =
    state.status === 'success' ? { status: 'success', data: applyEdits(state.data, edits), loadedTotal: state.data.totalBooks } : state;
  return { state: view, showEdit, reload };
}

export type ShelfBooks = ReturnType<typeof useShelfBooks>;
