// A book's reading history and the yearly goal follow what the reader does: the shelf rules write
// reads (moving, finishing a book), and a read added, corrected or deleted changes the year's counts.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { fakeApi, type FakeApi } from '@booknook/testing';
import type { Read } from '../contract';
import { createQueryClient } from '../queryClient';
import { deleteGoalMutation, goalKeys, setGoalMutation } from './goals.queries';
import { libraryKeys } from './library.keys';
import { setBookShelvesMutation, updateProgressMutation } from './library.queries';
import { addReadMutation, deleteReadMutation, readKeys, updateReadMutation } from './reads.queries';

const goal = { year: 2024, books: 12, pages: null, booksRead: 3, pagesRead: 900 };
const read: Read = { id: 7, started: '2024-03', finished: '2024-04-02', stopped: null, outcome: 'finished' };
const readShelf = { id: 3, name: 'Read', shelf_type_id: 1 };
const book = { id: 'gb-1', volumeInfo: { title: 'Emma', authors: ['Jane Austen'] } };

let api: FakeApi;
let client: QueryClient;

beforeEach(() => {
  api = fakeApi()
    .post('/books-in-shelf', () => [readShelf])
    .put('/progress/:bookId', () => ({ id: 1, current_page: 300, status: 'Finished', page_count: 300 }))
    .post('/reads/:bookId', () => read)
    .put('/reads/:bookId/:readId', () => read)
    .delete('/reads/:bookId/:readId', () => null);
  client = createQueryClient();
  client.setQueryData(readKeys.book('gb-1'), [read]);
  client.setQueryData(goalKeys.year(2024), goal);
  client.setQueryData(readShelfPage, { books: [] });
});

/** A cached page of the Read shelf: its cards say how many times each book was read. */
const readShelfPage = libraryKeys.shelfBooks({ shelfName: 'Read', limit: 10, offset: 0 });
const stale = () => [readKeys.book('gb-1'), goalKeys.year(2024), readShelfPage].map((queryKey) => client.getQueryState(queryKey)?.isInvalidated);

it.each([
  ['moving the book to Read', () => new MutationObserver(client, setBookShelvesMutation()).mutate({ book: book as never, shelves: [readShelf] })],
  ['finishing the book', () => new MutationObserver(client, updateProgressMutation()).mutate({ bookId: 'gb-1', body: { status: 'Finished' } })],
  ['adding a read', () => new MutationObserver(client, addReadMutation()).mutate({ bookId: 'gb-1', read: { finished: '2024' } })],
  ['correcting a read', () => new MutationObserver(client, updateReadMutation()).mutate({ bookId: 'gb-1', readId: 7, read: { started: null } })],
  ['deleting a read', () => new MutationObserver(client, deleteReadMutation()).mutate({ bookId: 'gb-1', readId: 7 })],
])('%s marks the reads, the goal and the shelf pages stale', async (_change, mutate) => {
  expect(stale()).toEqual([false, false, false]);
  await mutate();
  expect(stale()).toEqual([true, true, true]);
});

it('keeps the answer of a goal set, and only the counts of a goal removed', async () => {
  api.put('/goals/:year', () => ({ ...goal, books: 40 })).delete('/goals/:year', () => null);
  await new MutationObserver(client, setGoalMutation()).mutate({ year: 2024, goal: { books: 40 } });
  expect(client.getQueryData(goalKeys.year(2024))).toEqual({ ...goal, books: 40 });
  expect(api.requests('PUT', '/goals/:year').map((request) => request.body)).toEqual([{ books: 40 }]);
  await new MutationObserver(client, deleteGoalMutation()).mutate(2024);
  expect(client.getQueryData(goalKeys.year(2024))).toEqual({ ...goal, books: null, pages: null });
});
