// The fake API is typed by the contract: the expectations marked @ts-expect-error fail the type
// check (npm run lint) if a fake answer that does not match its route's response type is accepted.
import { readStats, type Stats } from '@booknook/api';
import { fakeApi, reply } from './fakeApi';

const stats: Stats = {
  totalBooksRead: 2,
  totalBooksInShelf: 5,
  topGenres: [{ name: 'Poetry', count: 2 }],
  topAuthors: [{ name: 'Mary Oliver', count: 2 }],
  pageDistribution: { below200: 2, between200and500: 0, above500: 0 },
  booksWithoutPageCount: 0,
};

it('answers a route with the answer its test declared', async () => {
  fakeApi().get('/stats', () => stats);
  expect(await readStats({ shelf: 'All', year: 'All' })).toEqual(stats);
});

it('takes, for each route, only an answer of its response type, or a reply with another status', () => {
  const api = fakeApi()
    .put('/progress/:bookId', () => ({ id: 1, current_page: 3, status: 'In Progress', page_count: 10 }))
    .get('/reviews/book/:bookId', () => reply(403, { error: "This user's reviews are private." }))
    .get('/remotes.json', () => ({ library: '/mfe/library/mf-manifest.json' }));
  // @ts-expect-error totalBooksRead is a number in the contract
  api.get('/stats', () => ({ ...stats, totalBooksRead: 'two' }));
  // @ts-expect-error a review is not a page of reviews
  api.get('/reviews/book/:bookId', () => ({ id: 1, rating: 5 }));
  // @ts-expect-error 'Paused' is no progress status
  api.put('/progress/:bookId', () => ({ id: 1, current_page: 3, status: 'Paused', page_count: 10 }));
  // @ts-expect-error a route the API has answers with its own type, whatever its method
  api.get('/settings/password', () => ({ anything: true }));
  expect(api.requests()).toEqual([]);
});
