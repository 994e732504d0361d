import { screen, waitFor, within } from '@testing-library/react';
import type { Genre, GenreList, GenrePreference, GenrePreferenceList, Volume, VolumeList } from '@booknook/api';
import {
  fakeApi,
  genre,
  preference,
  renderWithRouter,
  reply,
  searchQueryOf,
  UNREACHABLE,
  volume,
  volumeList,
  volumes,
  withoutGoal,
  withoutReviews,
  type FakeApi,
  type FakeHandler,
} from '@booknook/testing';
import App from '../App';

let api: FakeApi;
const answer = {
  preferences: (handler: FakeHandler<GenrePreferenceList>) => api.get('/genre-preferences/top', handler),
  random: (handler: FakeHandler<GenreList>) => api.get('/genres/random', handler),
  search: (handler: FakeHandler<VolumeList>) => api.get('/books-api', handler),
  book: (handler: FakeHandler<Volume>) => api.get('/books-api/:bookId', handler),
};
const preferenceCalls = () => api.requests('GET', '/genre-preferences/top').map((request) => Object.fromEntries(request.query));
const randomCalls = () => api.requests('GET', '/genres/random').map((request) => Object.fromEntries(request.query));
const searches = () => api.requests('GET', '/books-api').map(searchQueryOf);
const preferring = (preferences: GenrePreference[]) => answer.preferences(() => preferences);
const randomly = (genres: Genre[]) => answer.random(() => genres);

const fantasy = genre(1, 'Fantasy');
const scienceFiction = genre(2, 'Science Fiction');
const horror = genre(3, 'Horror');
const poetry = genre(4, 'Poetry');
const history = genre(5, 'History');

beforeEach(() => {
  api = withoutGoal(fakeApi());
  answer.search((request) => volumeList(volumes(searchQueryOf(request).q, 10), 120));
});

/** The genre rows' headings, once there are any: the goal card's heading above them is not a row. */
const rowHeadings = () =>
  waitFor(() => {
    const goalCard = screen.getByRole('region', { name: `Your ${new Date().getFullYear()} reading goal` });
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((heading) => !goalCard.contains(heading));
    expect(headings).not.toHaveLength(0);
    return headings.map((heading) => heading.textContent);
  });

describe('Home', () => {
  it("shows the reader's goal for this year above the genre rows", async () => {
    preferring([preference(fantasy, 9)]);
    randomly([horror, poetry, history]);
    renderWithRouter(<App />, { route: '/home' });

    const year = new Date().getFullYear();
    const goalCard = screen.getByRole('region', { name: `Your ${year} reading goal` });
    expect(await within(goalCard).findByRole('button', { name: 'Set a reading goal' })).toBeInTheDocument();
    expect(api.requests('GET', '/goals/:year').map((request) => request.pathParams)).toEqual([{ year: String(year) }]);
    const firstRow = screen.getByRole('heading', { level: 2, name: 'Fantasy' });
    expect(goalCard.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the top 2 preferred genres, then random genres up to 4 rows', async () => {
    preferring([preference(fantasy, 9), preference(scienceFiction, 4)]);
    randomly([horror, poetry]);
    renderWithRouter(<App />, { route: '/home' });

    expect(await rowHeadings()).toEqual(['Fantasy', 'Science Fiction', 'Horror', 'Poetry']);
    expect(preferenceCalls()).toEqual([{ limit: '2' }]);
    expect(randomCalls()).toEqual([{ limit: '2', exclude: '1,2' }]);
    const row = await screen.findByRole('list', { name: 'Science Fiction books' });
    expect(within(row).getAllByRole('button')).toHaveLength(10);
    expect(searches()).toContainEqual({ q: 'science fiction', startIndex: 0, maxResults: 10 });
  });

  it('gives a reader without preferences 4 random genres', async () => {
    preferring([]);
    randomly([fantasy, horror, poetry, history]);
    renderWithRouter(<App />, { route: '/home' });

    expect(await rowHeadings()).toEqual(['Fantasy', 'Horror', 'Poetry', 'History']);
    expect(randomCalls()).toEqual([{ limit: '4', exclude: '' }]);
  });

  it('asks for no random genres when the preferred genres already fill the rows', async () => {
    preferring([preference(fantasy), preference(horror), preference(poetry), preference(history)]);
    renderWithRouter(<App />, { route: '/home' });

    expect(await rowHeadings()).toEqual(['Fantasy', 'Horror', 'Poetry', 'History']);
    expect(randomCalls()).toEqual([]);
  });

  it('opens the genre list from View All', async () => {
    preferring([preference(scienceFiction)]);
    randomly([horror, poetry, history]);
    const { user } = renderWithRouter(<App />, { route: '/home' });

    await user.click(await screen.findByRole('link', { name: 'View All Science Fiction books' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\/Science%20Fiction$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Science Fiction' })).toBeInTheDocument();
  });

  it('opens the details of a book from a row', async () => {
    preferring([]);
    randomly([fantasy, horror, poetry, history]);
    answer.book(() => volume('fantasy-2', { title: 'fantasy book 2', description: 'Dragons.' }));
    withoutReviews(api.get('/shelves/book/:bookId', () => []));
    const { user } = renderWithRouter(<App />, { route: '/home' });

    const row = await screen.findByRole('list', { name: 'Fantasy books' });
    const card = await within(row).findByRole('button', { name: 'fantasy book 2 by Some Author' });
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'fantasy book 2' });
    expect(await within(dialog).findByText('Dragons.')).toBeInTheDocument();
    expect(api.requests('GET', '/books-api/:bookId').map((request) => request.pathParams.bookId)).toEqual(['fantasy-2']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('reports failed preferences and still fills the rows with random genres', async () => {
    answer.preferences(() => UNREACHABLE);
    randomly([fantasy, horror, poetry, history]);
    renderWithRouter(<App />, { route: '/home' });

    expect(await screen.findByText('Failed to load genre preferences. Please try again later.')).toHaveAttribute('role', 'alert');
    expect(await rowHeadings()).toEqual(['Fantasy', 'Horror', 'Poetry', 'History']);
    expect(randomCalls()).toEqual([{ limit: '4', exclude: '' }]);
  });

  it('reports failed random genres and keeps the preferred rows', async () => {
    preferring([preference(fantasy)]);
    answer.random(() => reply(500));
    renderWithRouter(<App />, { route: '/home' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load random genres. Please try again later.');
    expect(await rowHeadings()).toEqual(['Fantasy']);
  });

  it("shows a row's error with the server's reason, or the generic text", async () => {
    preferring([]);
    randomly([fantasy, horror]);
    answer.search((request) => (searchQueryOf(request).q === 'fantasy' ? reply(400, { error: 'The search service is busy.' }) : UNREACHABLE));
    renderWithRouter(<App />, { route: '/home' });

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'The search service is busy. Please try again later.',
      'Failed to fetch books. Please try again later.',
    ]);
  });

  it('says so when a genre has no books', async () => {
    preferring([]);
    randomly([poetry]);
    answer.search(() => volumeList([]));
    renderWithRouter(<App />, { route: '/home' });

    expect(await screen.findByText('No books available in this shelf.')).toBeInTheDocument();
  });

  it('shows loading rows until the genres arrive', async () => {
    preferring([]);
    randomly([poetry]);
    renderWithRouter(<App />, { route: '/home' });

    expect(screen.getByText('Loading genres…')).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Loading books' })).toHaveLength(4);
    await waitFor(() => expect(screen.queryByText('Loading genres…')).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'Poetry books' })).toBeInTheDocument();
  });
});
