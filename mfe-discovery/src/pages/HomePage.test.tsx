import { screen, waitFor, within } from '@testing-library/react';
import { getBook, getRandomGenres, getShelvesForBook, getTopGenrePreferences, searchBooks } from '@booknook/api';
import { apiError, genre, networkError, preference, renderWithRouter, volume, volumeList, volumes } from '@booknook/testing';
import App from '../App';

jest.mock('@booknook/api', () => ({
  ...jest.requireActual('@booknook/api'),
  getTopGenrePreferences: jest.fn(),
  getRandomGenres: jest.fn(),
  searchBooks: jest.fn(),
  getBook: jest.fn(),
  getShelvesForBook: jest.fn(),
}));

const mocked = {
  preferences: jest.mocked(getTopGenrePreferences),
  random: jest.mocked(getRandomGenres),
  search: jest.mocked(searchBooks),
  book: jest.mocked(getBook),
};

const fantasy = genre(1, 'Fantasy');
const scienceFiction = genre(2, 'Science Fiction');
const horror = genre(3, 'Horror');
const poetry = genre(4, 'Poetry');
const history = genre(5, 'History');

beforeEach(() => {
  jest.resetAllMocks();
  mocked.search.mockImplementation(async ({ q }) => volumeList(volumes(q, 10), 120));
});

const rowHeadings = () => screen.findAllByRole('heading', { level: 2 }).then((headings) => headings.map((h) => h.textContent));

describe('Home', () => {
  it('shows the top 2 preferred genres, then random genres up to 4 rows', async () => {
    mocked.preferences.mockResolvedValue([preference(fantasy, 9), preference(scienceFiction, 4)]);
    mocked.random.mockResolvedValue([horror, poetry]);
    renderWithRouter(<App basename="" />, { route: '/home' });

    expect(await rowHeadings()).toEqual(['Fantasy', 'Science Fiction', 'Horror', 'Poetry']);
    expect(mocked.preferences).toHaveBeenCalledWith({ limit: 2 });
    expect(mocked.random).toHaveBeenCalledWith({ limit: 2, exclude: [1, 2] });
    const row = await screen.findByRole('list', { name: 'Science Fiction books' });
    expect(within(row).getAllByRole('button')).toHaveLength(10);
    expect(mocked.search).toHaveBeenCalledWith({ q: 'science fiction', startIndex: 0, maxResults: 10 });
  });

  it('gives a reader without preferences 4 random genres', async () => {
    mocked.preferences.mockResolvedValue([]);
    mocked.random.mockResolvedValue([fantasy, horror, poetry, history]);
    renderWithRouter(<App basename="" />, { route: '/home' });

    expect(await rowHeadings()).toEqual(['Fantasy', 'Horror', 'Poetry', 'History']);
    expect(mocked.random).toHaveBeenCalledWith({ limit: 4, exclude: [] });
  });

  it('asks for no random genres when the preferred genres already fill the rows', async () => {
    mocked.preferences.mockResolvedValue([preference(fantasy), preference(horror), preference(poetry), preference(history)]);
    renderWithRouter(<App basename="" />, { route: '/home' });

    expect(await rowHeadings()).toEqual(['Fantasy', 'Horror', 'Poetry', 'History']);
    expect(mocked.random).not.toHaveBeenCalled();
  });

  it('opens the genre list from View All', async () => {
    mocked.preferences.mockResolvedValue([preference(scienceFiction)]);
    mocked.random.mockResolvedValue([horror, poetry, history]);
    const { user } = renderWithRouter(<App basename="" />, { route: '/home' });

    await user.click(await screen.findByRole('link', { name: 'View All Science Fiction books' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\/Science%20Fiction$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Science Fiction' })).toBeInTheDocument();
  });

  it('opens the details of a book from a row', async () => {
    mocked.preferences.mockResolvedValue([]);
    mocked.random.mockResolvedValue([fantasy, horror, poetry, history]);
    mocked.book.mockResolvedValue(volume('fantasy-2', { title: 'fantasy book 2', description: 'Dragons.' }));
    jest.mocked(getShelvesForBook).mockResolvedValue([]);
    const { user } = renderWithRouter(<App basename="" />, { route: '/home' });

    const row = await screen.findByRole('list', { name: 'Fantasy books' });
    const card = await within(row).findByRole('button', { name: 'fantasy book 2 by Some Author' });
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'fantasy book 2' });
    expect(await within(dialog).findByText('Dragons.')).toBeInTheDocument();
    expect(mocked.book).toHaveBeenCalledWith('fantasy-2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('reports failed preferences and still fills the rows with random genres', async () => {
    mocked.preferences.mockRejectedValue(networkError());
    mocked.random.mockResolvedValue([fantasy, horror, poetry, history]);
    renderWithRouter(<App basename="" />, { route: '/home' });

    expect(await screen.findByText('Failed to load genre preferences. Please try again later.')).toHaveAttribute('role', 'alert');
    expect(await rowHeadings()).toEqual(['Fantasy', 'Horror', 'Poetry', 'History']);
    expect(mocked.random).toHaveBeenCalledWith({ limit: 4, exclude: [] });
  });

  it('reports failed random genres and keeps the preferred rows', async () => {
    mocked.preferences.mockResolvedValue([preference(fantasy)]);
    mocked.random.mockRejectedValue(apiError(500));
    renderWithRouter(<App basename="" />, { route: '/home' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load random genres. Please try again later.');
    expect(await rowHeadings()).toEqual(['Fantasy']);
  });

  it("shows a row's error with the server's reason, or the generic text", async () => {
    mocked.preferences.mockResolvedValue([]);
    mocked.random.mockResolvedValue([fantasy, horror]);
    mocked.search.mockImplementation(async ({ q }) => {
      throw q === 'fantasy' ? apiError(400, { error: 'The search service is busy.' }) : networkError();
    });
    renderWithRouter(<App basename="" />, { route: '/home' });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'The search service is busy. Please try again later.',
      'Failed to fetch books. Please try again later.',
    ]);
  });

  it('says so when a genre has no books', async () => {
    mocked.preferences.mockResolvedValue([]);
    mocked.random.mockResolvedValue([poetry]);
    mocked.search.mockResolvedValue(volumeList([]));
    renderWithRouter(<App basename="" />, { route: '/home' });

    expect(await screen.findByText('No books available in this shelf.')).toBeInTheDocument();
  });

  it('shows loading rows until the genres arrive', async () => {
    mocked.preferences.mockResolvedValue([]);
    mocked.random.mockResolvedValue([poetry]);
    renderWithRouter(<App basename="" />, { route: '/home' });

    expect(screen.getByText('Loading genres…')).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Loading books' })).toHaveLength(4);
    await waitFor(() => expect(screen.queryByText('Loading genres…')).not.toBeInTheDocument());
    expect(await screen.findByRole('list', { name: 'Poetry books' })).toBeInTheDocument();
  });
});
