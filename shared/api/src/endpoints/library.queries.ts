// How every front end names, loads and changes shelf data in the one TanStack Query cache. The
// mutations show their change at once in every cached list of the reader's own shelves, put the
// lists back when the server refuses, and mark them stale once it agreed, so any screen showing
// them (in any remote) follows without knowing who changed what. Every change to what a reader
// keeps also marks the reading statistics stale (stats.queries.ts), so their figures follow too.
import { mutationOptions, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ProgressBody, Shelf, ShelfBook, ShelfBooksResponse, Volume } from '../contract';
import { BUILT_IN_SHELF, PROGRESS_STATUS } from '../contract/constants';
import { shelfPreviewParams } from '../firstData';
import { clampCurrentPage } from '../contract/library.rules';
import { editCachedQueries, optimisticUpdate, replaceCachedQuery, type CacheSnapshot } from '../optimistic';
import {
  createShelf,
  customShelves,
  deleteShelf,
  listShelfBooks,
  readPageCount,
  readProgress,
  renameShelf,
  setBookShelves,
  setPageCount,
  type ShelfBooksParams,
  shelvesHoldingBook,
  updateProgress,
} from './library';
import { catalogueKeys } from './catalogue.queries';
import { libraryKeys } from './library.keys';
import { goalKeys } from './goals.queries';
import { readKeys } from './reads.queries';
import { statsKeys } from './stats.queries';

export function shelfBooksQuery(params: ShelfBooksParams) {
  return queryOptions({ queryKey: libraryKeys.shelfBooks(params), queryFn: () => listShelfBooks(params) });
}

/**
 * How long Book Nook's data counts as fresh. The shell fetches it when the route matches
 * (routeData.ts) and the library remote then reads it: with the default of 0 the remote asked again
 * for everything the moment it mounted. Every change the reader makes invalidates it at once.
 */
const BOOK_NOOK_STALE_MS = 30_000;

/** A shelf's row on Book Nook: its newest books, as many as a preview shows. */
export function shelfPreviewQuery(shelfName: string) {
  return queryOptions({ ...shelfBooksQuery(shelfPreviewParams(shelfName)), staleTime: BOOK_NOOK_STALE_MS });
}

export function customShelvesQuery(userId?: number) {
  return queryOptions({ queryKey: libraryKeys.customShelves(userId), queryFn: () => customShelves(userId), staleTime: BOOK_NOOK_STALE_MS });
}

export function bookShelvesQuery(bookId: string) {
  return queryOptions({ queryKey: libraryKeys.bookShelves(bookId), queryFn: () => shelvesHoldingBook(bookId) });
}

export function progressQuery(bookId: string) {
  return queryOptions({ queryKey: libraryKeys.progress(bookId), queryFn: () => readProgress(bookId) });
}

/** The page count of the reader's edition and the one other readers' editions suggest. */
export function pageCountQuery(bookId: string) {
  return queryOptions({ queryKey: libraryKeys.pageCount(bookId), queryFn: () => readPageCount(bookId) });
}

/**
 * The reading statistics, the books' reads and the yearly goals count what the reader keeps (the
 * shelf rules write reads): any change to it makes them stale.
 */
async function invalidateStats(client: QueryClient): Promise<void> {
  await Promise.all([statsKeys.all, readKeys.all, goalKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Cached pages of the reader's own shelves (another reader's shelves carry their userId). */
function isOwnShelfPage(queryKey: QueryKey): boolean {
  const params = queryKey[2] as ShelfBooksParams | undefined;
  return params?.userId === undefined;
}

/**
 * Applies `change` to every cached page of the reader's own shelves that holds the book (null
 * removes it from that page) and returns what was there before.
 */
function editOwnShelfPages(
  client: QueryClient,
  bookId: string,
  change: (book: ShelfBook, page: ShelfBooksResponse) => ShelfBook | null,
): Promise<CacheSnapshot> {
  const filters = { queryKey: libraryKeys.shelfBooksAll(), predicate: (query: { queryKey: QueryKey }) => isOwnShelfPage(query.queryKey) };
  return editCachedQueries<ShelfBooksResponse>(client, filters, (page) => {
    if (!page.books.some((book) => book.id === bookId)) return undefined;
    const books = page.books.flatMap((book) => {
      if (book.id !== bookId) return [book];
      const changed = change(book, page);
      return changed ? [changed] : [];
    });
    return { ...page, books, totalBooks: page.totalBooks - (page.books.length - books.length) };
  });
}

export interface SaveBookShelvesVariables {
  book: Volume;
  /** Exactly the shelves the book should be on: one built-in shelf plus any custom ones, or none. */
  shelves: readonly Shelf[];
}

/** Puts a book on exactly the chosen shelves; it leaves the reader's shelf pages it is no longer on at once. */
export function setBookShelvesMutation() {
  return mutationOptions({
    mutationFn: ({ book, shelves }: SaveBookShelvesVariables) =>
      setBookShelves({ book, book_id: book.id, shelf_ids: shelves.map((shelf) => shelf.id) }),
    ...optimisticUpdate(async ({ book, shelves }: SaveBookShelvesVariables, client) => {
      const kept = new Set(shelves.map((shelf) => shelf.id));
      return [
        ...(await replaceCachedQuery(client, libraryKeys.bookShelves(book.id), shelves)),
        ...(await editOwnShelfPages(client, book.id, (shelved, page) => (kept.has(page.shelf_id) ? shelved : null))),
      ];
    }),
    onSuccess: (saved, { book }, _snapshot, { client }) => client.setQueryData(libraryKeys.bookShelves(book.id), saved),
    // The book may have joined shelves whose pages are cached without it, and shelves make preferences.
    onSettled: (_data, _error, _variables, _snapshot, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: libraryKeys.shelfBooksAll() }),
        client.invalidateQueries({ queryKey: catalogueKeys.preferencesAll() }),
        invalidateStats(client),
      ]),
  });
}


export interface UpdateProgressVariables {
  bookId: string;
  body: ProgressBody;
}

/**
 * Saves progress (a page, or Finished). The book's cards show the new progress at once; a finished
 * book leaves Currently Reading at once, and the shelves are reloaded once the server has moved it
 * to Read. An edition's page count is savePageCountMutation's.
 */
export function updateProgressMutation() {
  return mutationOptions({
    mutationFn: ({ bookId, body }: UpdateProgressVariables) => updateProgress(bookId, body),
    ...optimisticUpdate(({ bookId, body }: UpdateProgressVariables, client) =>
      editOwnShelfPages(client, bookId, (book, page) => {
        if (body.status === PROGRESS_STATUS.finished) return page.shelf_id === BUILT_IN_SHELF.currentlyReading.id ? null : book;
        const { pageCount } = book;
        const reached = body.current_page ?? book.progress?.current_page ?? 0;
        return {
          ...book,
          progress: { current_page: pageCount === null ? reached : clampCurrentPage(reached, pageCount), status: PROGRESS_STATUS.inProgress },
        };
      }),
    ),
    onSuccess: async (saved, { bookId, body }, _snapshot, { client }) => {
      client.setQueryData(libraryKeys.progress(bookId), saved);
      if (body.status === PROGRESS_STATUS.finished) {
        await Promise.all([
          client.invalidateQueries({ queryKey: libraryKeys.shelfBooksAll() }),
          client.invalidateQueries({ queryKey: libraryKeys.bookShelves(bookId) }),
          invalidateStats(client),
        ]);
        return;
      }
      // The server's own figures, e.g. a page it clamped differently.
      await editOwnShelfPages(client, bookId, (book) => ({
        ...book,
        pageCount: saved.page_count,
        progress: { current_page: saved.current_page, status: saved.status },
      }));
      await invalidateStats(client);
    },
  });
}

export interface SavePageCountVariables {
  bookId: string;
  pageCount: number;
}

/**
 * Sets or corrects the page count of the reader's edition of any book they keep, without recording
 * progress (the stats page's prompt). Cards show the count, and a recorded page clamped to it, once
 * the server agreed.
 */
export function savePageCountMutation() {
  return mutationOptions({
    mutationFn: ({ bookId, pageCount }: SavePageCountVariables) => setPageCount(bookId, pageCount),
    onSuccess: async (saved, { bookId }, _result, { client }) => {
      client.setQueryData(libraryKeys.pageCount(bookId), saved);
      await editOwnShelfPages(client, bookId, (book) => ({
        ...book,
        pageCount: saved.page_count,
        progress: book.progress && saved.page_count !== null ? { ...book.progress, current_page: clampCurrentPage(book.progress.current_page, saved.page_count) } : book.progress,
      }));
      await Promise.all([client.invalidateQueries({ queryKey: libraryKeys.progress(bookId) }), invalidateStats(client)]);
    },
  });
}

export function createShelfMutation() {
  return mutationOptions({
    mutationFn: (name: string) => createShelf(name),
    onSuccess: (shelf, _name, _result, { client }) => {
      client.setQueryData<Shelf[]>(libraryKeys.customShelves(), (shelves) => (shelves ? [...shelves, shelf] : shelves));
    },
  });
}

export function renameShelfMutation() {
  return mutationOptions({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameShelf(id, name),
    // Shelf names show in the shelf lists, the shelves holding each book and the pages' keys. Only
    // marked stale: refetching the page on screen by its old name would fail before it moves on.
    onSuccess: (_shelf, _variables, _result, { client }) => {
      void client.invalidateQueries({ queryKey: libraryKeys.all, refetchType: 'none' });
    },
  });
}

export function deleteShelfMutation() {
  return mutationOptions({
    mutationFn: (shelf: Shelf) => deleteShelf(shelf.id),
    onSuccess: async (_answer, deleted, _result, { client }) => {
      client.setQueryData<Shelf[]>(libraryKeys.customShelves(), (shelves) => shelves?.filter((shelf) => shelf.id !== deleted.id));
      // The shelf's memberships went with it.
      await Promise.all([client.invalidateQueries({ queryKey: libraryKeys.bookShelvesAll() }), invalidateStats(client)]);
    },
  });
}
