import { screen, waitFor, within } from '@testing-library/react';
import { MutationObserver } from '@tanstack/react-query';
import { savePageCountMutation, type BooksWithoutPageCount, type Settings, type Stats } from '@booknook/api';
import { fakeApi, reader, renderWithRouter, reply, signInAs, UNREACHABLE, withoutGoal, type FakeApi, type FakeHandler } from '@booknook/testing';
import App from '../App';

const thisYear = new Date().getFullYear();

const settings = { id: reader.id, username: reader.username, date_created: `${thisYear - 2}-05-01T10:00:00.000Z` } as Settings;

const NO_BOOKS: Stats = {
  totalBooksRead: 0,
  totalBooksInShelf: 0,
  topGenres: [],
  topAuthors: [],
  pageDistribution: { below200: 0, between200and500: 0, above500: 0 },
  booksWithoutPageCount: 0,
};

const allTime: Stats = {
  totalBooksRead: 12,
  totalBooksInShelf: 30,
  topGenres: [
    { name: 'Fantasy', count: 9 },
    { name: 'Mystery', count: 4 },
  ],
  topAuthors: [
    { name: 'Ursula K. Le Guin', count: 5 },
    { name: 'Agatha Christie', count: 3 },
  ],
  pageDistribution: { below200: 6, between200and500: 18, above500: 4 },
  booksWithoutPageCount: 2,
};

const lastYear: Stats = {
  totalBooksRead: 3,
  totalBooksInShelf: 5,
  topGenres: [{ name: 'Poetry', count: 5 }],
  topAuthors: [{ name: 'Mary Oliver', count: 5 }],
  pageDistribution: { below200: 5, between200and500: 0, above500: 0 },
  booksWithoutPageCount: 0,
  finishedPerMonth: [0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0],
};

let api: FakeApi;
const answerStats = (handler: FakeHandler<Stats>) => api.get('/stats', handler);
const statsRequests = () => api.requests('GET', '/stats').map((request) => Object.fromEntries(request.query));

beforeEach(() => {
  api = withoutGoal(fakeApi())
    .get('/settings', () => settings)
    .get('/shelves/custom', () => [{ id: 7, name: 'Book club', shelf_type_id: 2 }]);
  answerStats(({ query }) => (query.get('year') === String(thisYear - 1) ? lastYear : query.get('shelf') === '7' ? NO_BOOKS : allTime));
});

function openStats() {
  signInAs();
  return renderWithRouter(<App />, { route: '/stats' });
}

const total = (name: string) => screen.getByText(name).nextElementSibling;
const table = (name: string) => within(screen.getByRole('table', { name }));
const rowsOf = (name: string) =>
  table(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the stats page', () => {
  it('shows loading, then the totals and every chart with its figures as text', async () => {
    openStats();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your statistics…');

    expect(await screen.findByText('Total Books Read')).toBeInTheDocument();
    expect(total('Total Books Read')).toHaveTextContent('12');
    expect(total('Total Books in Shelf')).toHaveTextContent('30');
    expect(screen.getByRole('heading', { name: 'Top Genres' })).toBeInTheDocument();
    expect(rowsOf('Top Genres')).toEqual(['Fantasy9', 'Mystery4']);
    expect(rowsOf('Top Authors')).toEqual(['Ursula K. Le Guin5', 'Agatha Christie3']);
    const pages = within(screen.getByRole('list', { name: 'Page Distribution' }));
    expect(pages.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Below 200 Pages6', '200-500 Pages18', 'Above 500 Pages4']);
    expect(statsRequests()).toEqual([{ shelf: 'All', year: 'All' }]);
  });

  it('offers All Time and every year since the account was created, and All Shelves and every shelf', async () => {
    openStats();
    const year = await screen.findByRole('combobox', { name: 'Year' });
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Time',
      String(thisYear - 2),
      String(thisYear - 1),
      String(thisYear),
    ]);
    const shelf = screen.getByRole('combobox', { name: 'Shelf' });
    expect(within(shelf).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Shelves',
      'Currently Reading',
      'Want To Read',
      'Read',
      'Did Not Finish',
      'Book club',
    ]);
  });

  it('asks for the year and shelf chosen and shows their figures', async () => {
    const { user } = openStats();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Year' }), String(thisYear - 1));
    await waitFor(() => expect(total('Total Books Read')).toHaveTextContent('3'));
    expect(rowsOf('Top Genres')).toEqual(['Poetry5']);
    expect(statsRequests().at(-1)).toEqual({ shelf: 'All', year: String(thisYear - 1) });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shelf' }), 'Book club');
    expect(await screen.findByText('No books in shelf to view stats!')).toBeInTheDocument();
    expect(statsRequests().at(-1)).toEqual({ shelf: '7', year: 'All' });
    expect(screen.queryByText('Total Books Read')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shelf' })).toHaveValue('7');
  });

  it("shows the selected year's goal and books finished per month, and neither for All Time", async () => {
    const { user } = openStats();
    await screen.findByText('Total Books Read');
    expect(screen.queryByRole('region', { name: /reading goal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Books finished per month' })).not.toBeInTheDocument();
    expect(api.requests('GET', '/goals/:year')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(thisYear - 1));
    const goal = await screen.findByRole('region', { name: `Your ${thisYear - 1} reading goal` });
    expect(await within(goal).findByRole('button', { name: 'Set a reading goal' })).toBeInTheDocument();
    expect(api.requests('GET', '/goals/:year').map((request) => request.pathParams.year)).toEqual([String(thisYear - 1)]);
    const months = await screen.findByRole('region', { name: 'Books finished per month' });
    const rows = within(within(months).getByRole('table', { name: 'Books finished per month' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'January0', 'February1', 'March0', 'April0', 'May0', 'June2', 'July0', 'August0', 'September0', 'October0', 'November0', 'December0',
    ]);
  });

  it('says when no shelf holds any book yet', async () => {
    answerStats(() => NO_BOOKS);
    openStats();
    expect(await screen.findByText('No books in shelves to view stats!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find books to shelve on Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['the server’s message', reply(400, { error: 'Year must be All or a four-digit year such as 2024.' }), 'Year must be All or a four-digit year such as 2024.'],
    ['a generic message when the server gives none', reply(500), 'Failed to load stats. Please try again later.'],
    ['a generic message when the server cannot be reached', UNREACHABLE, 'Failed to load stats. Please try again later.'],
  ])('shows only the error: %s', async (_case, answer, message) => {
    answerStats(() => answer);
    openStats();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Books Read')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows only the error when the shelves cannot be listed', async () => {
    api.get('/shelves/custom', () => reply(500));
    openStats();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stats. Please try again later.');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('follows a change made elsewhere in the app without a reload', async () => {
    api.put('/books/:bookId/page-count', () => ({ page_count: 640, suggested_page_count: null }));
    const { queryClient } = openStats();
    expect(await screen.findByText('Total Books Read')).toBeInTheDocument();
    answerStats(() => ({ ...allTime, pageDistribution: { below200: 5, between200and500: 18, above500: 5 } }));

    // The currently-reading modal (another remote) saves an edition's page count through the same cache.
    await new MutationObserver(queryClient, savePageCountMutation()).mutate({ bookId: 'gb-1', pageCount: 640 });
    const pages = within(screen.getByRole('list', { name: 'Page Distribution' }));
    await waitFor(() => expect(pages.getByText('Above 500 Pages').nextElementSibling).toHaveTextContent('5'));
    expect(statsRequests()).toHaveLength(2);
  });
});

describe('books without a page count', () => {
  const missing: BooksWithoutPageCount = {
    books: [
      { id: 'gb-9', title: 'The Left Hand of Darkness', authors: ['Ursula K. Le Guin'], suggested_page_count: 304 },
      { id: 'gb-10', title: 'Curtain', authors: ['Agatha Christie'], suggested_page_count: null },
    ],
    total: 2,
  };

  it('says how many are left out of Page Distribution and sets theirs, offering what other readers have', async () => {
    api.get('/stats/books-without-page-count', () => missing);
    api.put('/books/:bookId/page-count', ({ body }) => ({ page_count: (body as { page_count: number }).page_count, suggested_page_count: 304 }));
    const { user } = openStats();
    expect(await screen.findByText('2 books have no page count, so Page Distribution leaves them out.')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Set page counts' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);

    const suggested = await screen.findByRole('spinbutton', { name: 'Page count of The Left Hand of Darkness' });
    expect(suggested).toHaveValue(304);
    expect(suggested).toHaveAccessibleDescription("Other readers' editions most often have 304 pages. A whole number from 1 to 100,000.");
    const unknown = screen.getByRole('spinbutton', { name: 'Page count of Curtain' });
    expect(unknown).toHaveValue(null);
    // The server's upper bound, said before the reader meets it.
    expect(unknown).toHaveAccessibleDescription('A whole number from 1 to 100,000.');
    expect(unknown).toHaveAttribute('max', '100000');

    answerStats(() => ({ ...allTime, booksWithoutPageCount: 1, pageDistribution: { ...allTime.pageDistribution, between200and500: 19 } }));
    api.get('/stats/books-without-page-count', () => ({ books: missing.books.slice(1), total: 1 }));
    const book = screen.getByRole('spinbutton', { name: 'Page count of The Left Hand of Darkness' }).closest('li')!;
    await user.click(within(book).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requests('PUT', '/books/:bookId/page-count').map((request) => [request.pathParams.bookId, request.body])).toEqual([['gb-9', { page_count: 304 }]]));
    expect(await screen.findByText('1 book has no page count, so Page Distribution leaves it out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Page count of The Left Hand of Darkness' })).not.toBeInTheDocument());
  });

  it('refuses a count the server would, with its words, and says why a save failed', async () => {
    api.get('/stats/books-without-page-count', () => missing);
    api.put('/books/:bookId/page-count', () => reply(404, { error: 'Book not found.' }));
    const { user } = openStats();
    await user.click(await screen.findByRole('button', { name: 'Set page counts' }));
    const field = await screen.findByRole('spinbutton', { name: 'Page count of Curtain' });
    const book = field.closest('li')!;

    await user.type(field, '250000');
    await user.click(within(book).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('A whole number from 1 to 100,000. Page count must be at most 100,000.');
    expect(api.requests('PUT', '/books/:bookId/page-count')).toEqual([]);

    await user.clear(field);
    await user.type(field, '250');
    await user.click(within(book).getByRole('button', { name: 'Save' }));
    expect(await within(book).findByRole('alert')).toHaveTextContent('Failed to save page count: Book not found.');
  });
});
