// The reading statistics follow the library: every mutation that changes what a reader keeps marks
// every cached figure stale, so a stats page on screen refetches and any other refetches when shown.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { fakeApi, type FakeApi } from '@booknook/testing';
import type { Progress } from '../contract';
import { createQueryClient } from '../queryClient';
import { deleteShelfMutation, savePageCountMutation, setBookShelvesMutation, updateProgressMutation } from './library.queries';
import { ALL_BOOKS } from './stats';
import { statsKeys } from './stats.queries';

const progress: Progress = { id: 1, current_page: 10, status: 'In Progress', page_count: 300 };
const book = { id: 'gb-1', volumeInfo: { title: 'Emma', authors: ['Jane Austen'] } };
const read = { id: 3, name: 'Read', shelf_type_id: 1 };

let api: FakeApi;
let client: QueryClient;

beforeEach(() => {
  api = fakeApi();
  client = createQueryClient();
  client.setQueryData(statsKeys.figures(ALL_BOOKS), { totalBooksRead: 1 });
  client.setQueryData(statsKeys.booksWithoutPageCount({ shelf: 3, year: 2024 }), { books: [], total: 0 });
});

const stale = () => client.getQueryCache().findAll({ queryKey: statsKeys.all }).map((query) => query.state.isInvalidated);

it.each([
  ['shelving a book', () => new MutationObserver(client, setBookShelvesMutation()).mutate({ book: book as never, shelves: [read] })],
  ['recording a page', () => new MutationObserver(client, updateProgressMutation()).mutate({ bookId: 'gb-1', body: { current_page: 10 } })],
  ['finishing a book', () => new MutationObserver(client, updateProgressMutation()).mutate({ bookId: 'gb-1', body: { status: 'Finished' } })],
  ["setting an edition's page count", () => new MutationObserver(client, savePageCountMutation()).mutate({ bookId: 'gb-1', pageCount: 300 })],
  ['deleting a custom shelf', () => new MutationObserver(client, deleteShelfMutation()).mutate({ id: 9, name: 'Club', shelf_type_id: 2 })],
])('%s marks every cached figure stale', async (_change, mutate) => {
  api
    .post('/books-in-shelf', () => [read])
    .put('/progress/:bookId', () => progress)
    .put('/books/:bookId/page-count', () => ({ page_count: 300, suggested_page_count: null }))
    .delete('/shelves/:id', () => null);
  expect(stale()).toEqual([false, false]);
  await mutate();
  expect(stale()).toEqual([true, true]);
});
