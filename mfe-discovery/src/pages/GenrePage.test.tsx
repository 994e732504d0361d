import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, pageOf, renderWithRouter, reply, searchQueryOf, UNREACHABLE, volumeList, volumes, withoutGoal, type FakeApi } from '@booknook/testing';
import App from '../App';

let api: FakeApi;
/** 95 fantasy books: 5 pages of 20. */
beforeEach(() => {
  api = withoutGoal(fakeApi().get('/books-api', (request) => pageOf(volumes('fantasy', 95), request)));
});

const searches = () => api.requests('GET', '/books-api').map(searchQueryOf);

const location = () => screen.getByTestId('location').textContent;
const currentPage = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('[aria-current="page"]')?.textContent;

describe('Genre list', () => {
  it('lists 20 books of the genre a page', async () => {
    renderWithRouter(<App />, { route: '/home/Fantasy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Fantasy' })).toBeInTheDocument();
    expect(await screen.findByText('95 books · page 1 of 5')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fantasy books' });
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    expect(searches()).toContainEqual({ q: 'fantasy', startIndex: 0, maxResults: 20, orderBy: 'relevance' });
    expect(currentPage()).toBe('1');
  });

  it('keeps the page in the URL and fetches it', async () => {
    const { user } = renderWithRouter(<App />, { route: '/home/Fantasy' });

    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/home/Fantasy?page=3');
    expect(await screen.findByRole('button', { name: 'fantasy book 41 by Some Author' })).toBeInTheDocument();
    expect(searches().at(-1)).toEqual({ q: 'fantasy', startIndex: 40, maxResults: 20, orderBy: 'relevance' });
    expect(currentPage()).toBe('3');
    expect(screen.getByText('95 books · page 3 of 5')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/home/Fantasy?page=4');
  });

  it('sorts by newest from the first page and keeps the sort in the URL', async () => {
    const { user } = renderWithRouter(<App />, { route: '/home/Fantasy?page=2' });

    await screen.findByText('95 books · page 2 of 5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(location()).toBe('/home/Fantasy?sort=newest');
    await screen.findByText('95 books · page 1 of 5');
    expect(searches().at(-1)).toEqual({ q: 'fantasy', startIndex: 0, maxResults: 20, orderBy: 'newest' });
  });

  it('restores sort and page from the URL, as after a reload', async () => {
    renderWithRouter(<App />, { route: '/home/Fantasy?sort=newest&page=2' });

    expect(await screen.findByText('95 books · page 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(searches()).toContainEqual({ q: 'fantasy', startIndex: 20, maxResults: 20, orderBy: 'newest' });
  });

  it('falls back to the defaults for values it does not understand', async () => {
    renderWithRouter(<App />, { route: '/home/Fantasy?sort=loudest&page=-2' });

    expect(await screen.findByText('95 books · page 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(searches()).toContainEqual({ q: 'fantasy', startIndex: 0, maxResults: 20, orderBy: 'relevance' });
  });

  it('moves a page number past the end to the last page', async () => {
    renderWithRouter(<App />, { route: '/home/Fantasy?page=9' });

    expect(await screen.findByText('95 books · page 5 of 5')).toBeInTheDocument();
    expect(location()).toBe('/home/Fantasy?page=5');
  });

  it('says so when the genre has no books', async () => {
    api.get('/books-api', () => volumeList([]));
    renderWithRouter(<App />, { route: '/home/Poetry' });

    expect(await screen.findByText('No books available in this shelf.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the last page for a page number past the furthest the catalogue serves, never asking past it', async () => {
    api.get('/books-api', (request) =>
      (searchQueryOf(request).startIndex ?? 0) > 9999 ? reply(400, { error: 'startIndex must be at most 9999' }) : pageOf(volumes('fantasy', 95), request),
    );
    renderWithRouter(<App />, { route: '/home/Fantasy?page=999' });

    expect(await screen.findByText('95 books · page 5 of 5')).toBeInTheDocument();
    expect(location()).toBe('/home/Fantasy?page=5');
    expect(screen.queryByText(/startIndex/)).not.toBeInTheDocument();
  });

  it("names the server's reason when loading fails, else the generic text", async () => {
    api.get('/books-api', () => reply(503, { error: 'The catalogue is being rebuilt' }));
    const { unmount } = renderWithRouter(<App />, { route: '/home/Fantasy' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is being rebuilt. Please try again later.');
    unmount();

    api.get('/books-api', () => UNREACHABLE);
    renderWithRouter(<App />, { route: '/home/Fantasy' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching books. Please try again later.');
  });

  it('goes back to Home when opened directly, and back through the pages visited', async () => {
    api.get('/genre-preferences/top', () => []).get('/genres/random', () => []);
    const { user } = renderWithRouter(<App />, { route: '/home/Fantasy' });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/home/Fantasy');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover books' })).toBeInTheDocument();
  });
});
