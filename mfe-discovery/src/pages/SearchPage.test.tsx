import { screen, within } from '@testing-library/react';
import { fakeApi, pageOf, renderWithRouter, reply, searchQueryOf, UNREACHABLE, volumeList, volumes, withoutGoal, type FakeApi } from '@booknook/testing';
import App from '../App';

let api: FakeApi;
/** 45 results whatever the query: 3 pages of 20. */
beforeEach(() => {
  api = withoutGoal(fakeApi().get('/books-api', (request) => pageOf(volumes('result', 45), request)));
});

const location = () => screen.getByTestId('location').textContent;
const searches = () => api.requests('GET', '/books-api').map(searchQueryOf);
const lastQuery = () => searches().at(-1);

describe('Search', () => {
  it.each(['/search', '/search/'])('asks for a query at %s', async (route) => {
    renderWithRouter(<App />, { route });

    expect(screen.getByText('No search query provided.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter by' })).toBeInTheDocument();
    expect(searches()).toEqual([]);
  });

  it('offers the filters Title, Author and Subject after "Any field", under a label shown as Sort by shows its own', () => {
    renderWithRouter(<App />, { route: '/search/emma' });

    const filter = screen.getByRole('combobox', { name: 'Filter by' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any field', 'Title', 'Author', 'Subject']);
    expect(filter).toHaveValue('');
    const labels = ['Filter by', 'Sort by'].map((name) => screen.getByText(name, { selector: 'label' }));
    expect(labels.map((label) => label.className)).toEqual(['bn-field__label', 'bn-field__label']);
  });

  it('leaves Search with Back however often the filter and sort were changed', async () => {
    api.get('/genre-preferences/top', () => []).get('/genres/random', () => []);
    const { user } = renderWithRouter(<App />, { route: '/search/emma', cameFrom: '/home' });
    await screen.findByText('45 books · page 1 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Title');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Author');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(location()).toBe('/search/emma?filter=author&sort=newest');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/home');
  });

  it('searches the words as typed while no filter is chosen', async () => {
    renderWithRouter(<App />, { route: '/search/harry%20potter' });

    expect(await screen.findByText('45 books · page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('for “harry potter”')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Results for harry potter' })).getAllByRole('button')).toHaveLength(20);
    expect(lastQuery()).toEqual({ q: 'harry potter', startIndex: 0, maxResults: 20, orderBy: 'relevance' });
  });

  it('passes an operator the reader typed through untouched', async () => {
    renderWithRouter(<App />, { route: '/search/inauthor%3Aausten' });

    await screen.findByText('45 books · page 1 of 3');
    expect(lastQuery()?.q).toBe('inauthor:austen');
  });

  it.each([
    ['Title', 'title', 'intitle:tolkein'],
    ['Author', 'author', 'inauthor:tolkein'],
    ['Subject', 'subject', 'subject:tolkein'],
  ])('filters by %s and keeps the filter in the URL', async (label, value, q) => {
    const { user } = renderWithRouter(<App />, { route: '/search/tolkein?page=2' });

    await screen.findByText('45 books · page 2 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), label);
    expect(location()).toBe(`/search/tolkein?filter=${value}`);
    await screen.findByText('45 books · page 1 of 3');
    expect(lastQuery()).toEqual({ q, startIndex: 0, maxResults: 20, orderBy: 'relevance' });
  });

  it('replaces a typed operator with the chosen filter', async () => {
    renderWithRouter(<App />, { route: '/search/inauthor%3Aausten?filter=title' });

    await screen.findByText('45 books · page 1 of 3');
    expect(lastQuery()?.q).toBe('intitle:austen');
  });

  it('sorts by newest and pages, all restored from the URL', async () => {
    const { user } = renderWithRouter(<App />, { route: '/search/emma?filter=author&sort=newest&page=2' });

    expect(await screen.findByText('45 books · page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter by' })).toHaveValue('author');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(lastQuery()).toEqual({ q: 'inauthor:emma', startIndex: 20, maxResults: 20, orderBy: 'newest' });

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/search/emma?filter=author&sort=newest&page=3');
    expect(await screen.findByText('45 books · page 3 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^result book/ })).toHaveLength(5);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    expect(location()).toBe('/search/emma?filter=author');
  });

  it('falls back to no filter for an unknown filter', async () => {
    renderWithRouter(<App />, { route: '/search/emma?filter=colour' });

    await screen.findByText('45 books · page 1 of 3');
    expect(screen.getByRole('combobox', { name: 'Filter by' })).toHaveValue('');
    expect(lastQuery()?.q).toBe('emma');
  });

  it('drops the filter from the URL when "Any field" is chosen again', async () => {
    const { user } = renderWithRouter(<App />, { route: '/search/emma?filter=author&page=2' });

    await screen.findByText('45 books · page 2 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Any field');
    expect(location()).toBe('/search/emma');
    await screen.findByText('45 books · page 1 of 3');
    expect(lastQuery()?.q).toBe('emma');
  });

  it('says so when nothing matches', async () => {
    api.get('/books-api', () => volumeList([]));
    renderWithRouter(<App />, { route: '/search/zzzzqx' });

    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it.each([
    ['the server refuses the query', reply(400, { error: 'q must be at most 200 characters' })],
    ['the server cannot be reached', UNREACHABLE],
  ])('shows the search error when %s', async (_case, failure) => {
    api.get('/books-api', () => failure);
    renderWithRouter(<App />, { route: '/search/emma' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load results. Please try again later.');
  });
});
