import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SERVER_UNREACHABLE, type BookShelves, type Shelf, type ShelfBooksResponse } from '@booknook/api';
import { deferred, UNREACHABLE, expectFocusKeptIn, fakeApi, reader, withoutReviews, renderWithRouter, reply, signInAs, volume, type FakeAnswer, type FakeApi } from '@booknook/testing';
import { SHELVES_TEXT } from '@booknook/features';
import App from '../App';
import { builtIn, customShelf, shelfBook, shelfPage, shelfQueryOf } from '../testing/fixtures';

let api: FakeApi;
const holding = (page: ShelfBooksResponse) => api.get('/books/shelf-books', () => page);
const renames = () => api.requests('PUT', '/shelves/:id').map((request) => [Number(request.pathParams.id), (request.body as { name: string }).name]);

function renderShelf(route: string) {
  signInAs(reader);
  return renderWithRouter(<App />, { route });
}

const location = () => screen.getByTestId('location').textContent;
const shelfQueries = () => api.requests('GET', '/books/shelf-books').map(shelfQueryOf);
const lastQuery = () => shelfQueries().at(-1);
const bookGrid = (shelfName: string) => screen.getByRole('list', { name: `Books in ${shelfName}` });

const twoBooks = shelfPage([shelfBook('r-1', { title: 'Persuasion' }), shelfBook('r-2', { title: 'Middlemarch' })]);

beforeEach(() => {
  api = withoutReviews(fakeApi())
    .get('/reads/:bookId', () => ({ reads: [] }))
    .get('/books/:bookId/page-count', () => ({ page_count: null, suggested_page_count: null }));
  holding(twoBooks);
});

describe('Shelf page', () => {
  it('lists the shelf newest first and keeps the chosen order in the URL', async () => {
    const { user } = renderShelf('/booknook/Read');
    expect(screen.getByRole('heading', { level: 1, name: 'Read' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('list', { name: 'Books in Read' })).findAllByRole('button')).toHaveLength(2);
    expect(lastQuery()).toEqual({ shelfName: 'Read', sort: 'date_updated-DESC', offset: 0, limit: 20, userId: undefined });

    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sortBy).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest', 'Oldest', 'Title A-Z', 'Title Z-A']);
    await user.selectOptions(sortBy, 'Title A-Z');
    expect(location()).toBe('/booknook/Read?sort=title-ASC');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'title-ASC', offset: 0 }));
    await user.selectOptions(sortBy, 'Oldest');
    expect(location()).toBe('/booknook/Read?sort=date_updated-ASC');
  });

  it('says on a Read card how often a book was read, when more than once', async () => {
    holding(shelfPage([shelfBook('r-1', { title: 'Persuasion', readCount: 2 }), shelfBook('r-2', { title: 'Middlemarch', readCount: 1 })]));
    renderShelf('/booknook/Read');
    const grid = await screen.findByRole('list', { name: 'Books in Read' });
    expect(within(grid).getByRole('button', { name: 'Persuasion by Some Author, Read 2 times' })).toHaveTextContent('Read 2 times');
    expect(within(grid).getByRole('button', { name: 'Middlemarch by Some Author' })).not.toHaveTextContent(/Read \d+ time/);
    expect(within(grid).getAllByText(/^Read \d+ times$/)).toHaveLength(1);
  });

  it('pages 20 books at a time and starts again at page 1 when the order changes', async () => {
    holding(shelfPage([shelfBook('r-1')], { totalBooks: 45 }));
    const { user } = renderShelf('/booknook/Read?sort=title-DESC');
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getAllByRole('button', { name: /^Page / }).map((page) => page.textContent)).toEqual(['1', '2', '3']);

    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/booknook/Read?sort=title-DESC&page=3');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'title-DESC', offset: 40, limit: 20 }));
    const summary = await screen.findByText('45 books · page 3 of 3');
    expect(summary).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(location()).toBe('/booknook/Read');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'date_updated-DESC', offset: 0 }));
  });

  it('says when the shelf is empty', async () => {
    holding(shelfPage([], { shelf_id: 2 }));
    renderShelf('/booknook/Want%20To%20Read');
    expect(await screen.findByText('No books in Want To Read yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it.each([
    ['the server’s reason', reply(500, { error: 'The database is not answering.' }), 'An error occurred while fetching books. The database is not answering.'],
    ['no reason when the server gave none', reply(500), /^An error occurred while fetching books\.$/],
    ['that the server could not be reached', UNREACHABLE, `An error occurred while fetching books. ${SERVER_UNREACHABLE}`],
  ])('reports a failure with %s, never the HTTP client’s wording', async (_, answer, message) => {
    api.get('/books/shelf-books', () => answer);
    renderShelf('/booknook/Read');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(/status code|Network Error/);
  });

  it('offers renaming only on the owner’s custom shelves', async () => {
    const { unmount } = renderShelf('/booknook/Read');
    await screen.findByRole('list', { name: 'Books in Read' });
    expect(screen.queryByRole('button', { name: 'Edit shelf name' })).not.toBeInTheDocument();
    unmount();

    holding(shelfPage([shelfBook('f-1')], { shelf_id: 10, shelf_type_id: 2 }));
    const own = renderShelf('/booknook/Favourites');
    expect(await screen.findByRole('button', { name: 'Edit shelf name' })).toBeInTheDocument();
    own.unmount();

    renderShelf('/booknook/Favourites?userId=99');
    await screen.findByRole('list', { name: 'Books in Favourites' });
    expect(screen.queryByRole('button', { name: 'Edit shelf name' })).not.toBeInTheDocument();
  });

  it('renames a custom shelf and moves to its new address', async () => {
    holding(shelfPage([shelfBook('f-1')], { shelf_id: 10, shelf_type_id: 2 }));
    const { user } = renderShelf('/booknook/Favourites?sort=title-ASC');
    await user.click(await screen.findByRole('button', { name: 'Edit shelf name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit shelf name' });
    const name = within(dialog).getByRole('textbox', { name: 'Shelf name' });
    expect(name).toHaveValue('Favourites');

    await user.clear(name);
    await user.type(name, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Shelf name cannot be empty.')).toBeInTheDocument();
    expect(renames()).toEqual([]);

    const refusal = deferred<FakeAnswer<never>>();
    api.put('/shelves/:id', () => refusal.promise);
    await user.clear(name);
    await user.type(name, 'Classics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Focus stays in the dialog through the request and after the refusal, so Tab and Escape still work there.
    expectFocusKeptIn(dialog);
    await act(async () => refusal.resolve(reply(409, { error: 'A shelf with that name already exists.' })));
    expect(await within(dialog).findByText('Failed to save shelf name.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A shelf with that name already exists.');
    expectFocusKeptIn(dialog);
    expect(location()).toBe('/booknook/Favourites?sort=title-ASC');

    api.put('/shelves/:id', () => customShelf(10, 'Classics'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classics' })).toBeInTheDocument();
    expect(location()).toBe('/booknook/Classics?sort=title-ASC');
    expect(renames()).toEqual([
      [10, 'Classics'],
      [10, 'Classics'],
    ]);
    await waitFor(() => expect(lastQuery()).toMatchObject({ shelfName: 'Classics' }));
  });

  it('shows another reader’s shelf read-only', async () => {
    holding(shelfPage([shelfBook('cr-1', { title: 'Emma', progress: { current_page: 30, status: 'In Progress' } })], { shelf_id: 1 }));
    api.get('/books-api/:bookId', () => volume('cr-1', { title: 'Emma' })).get('/shelves/book/:bookId', () => []);
    const { user } = renderShelf('/booknook/Currently%20Reading?userId=99');
    const card = await screen.findByRole('article');
    expect(lastQuery()).toMatchObject({ shelfName: 'Currently Reading', userId: 99 });
    expect(within(card).getByRole('progressbar', { name: 'Reading progress of Emma' })).toHaveAttribute('aria-valuenow', '10');

    await user.click(within(card).getByRole('button', { name: /Emma/ }));
    const details = screen.getByRole('dialog', { name: 'Emma' });
    expect(within(details).queryByRole('spinbutton', { name: 'Current page' })).not.toBeInTheDocument();
    expect(await within(details).findByRole('button', { name: 'Add to shelf' })).toBeInTheDocument();
  });

  it('treats its own user id as the reader’s own shelf', async () => {
    holding(shelfPage([shelfBook('f-1')], { shelf_id: 10, shelf_type_id: 2 }));
    renderShelf(`/booknook/Favourites?userId=${reader.id}`);
    expect(await screen.findByRole('button', { name: 'Edit shelf name' })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ userId: undefined });
  });

  it('shows the server’s refusal of a private shelf', async () => {
    api.get('/books/shelf-books', () => reply(403, { error: 'This profile is private.' }));
    renderShelf('/booknook/Read?userId=99');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This profile is private\.$/);
  });

  it('says whose shelf it is and leads back to their profile', async () => {
    holding(shelfPage([shelfBook('f-1')], { shelf_id: 10, shelf_type_id: 2, owner: { id: 99, username: 'bob_reads' } }));
    renderShelf('/booknook/Favourites?userId=99');
    expect(await screen.findByText('bob_reads’s shelf')).toBeInTheDocument();
    expect(screen.queryByText(/Another reader/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book Nook/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bob_reads’s profile' })).toHaveAttribute('href', '/profile/bob_reads');
  });

  it.each([
    ['another reader’s private shelf', '/booknook/Read?userId=99', 403, 'This profile is private.', 'This profile is private.'],
  ])('on %s shows only the reason and a way back, without a sort order', async (_, route, status, error, message) => {
    api.get('/books/shelf-books', () => reply(status, { error }));
    signInAs(reader);
    const { user } = renderWithRouter(
      <Routes>
        <Route path="/home" element={<h1>Home page</h1>} />
        <Route path="*" element={<App />} />
      </Routes>,
      { route },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    // Opened directly, with no page of the app to go back to: Home.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it.each([
    ['another reader’s missing shelf', '/booknook/Nowhere?userId=99', 'Shelf not found.'],
    ['a reader who does not exist', '/booknook/Read?userId=99', 'User not found.'],
  ])('on %s shows a not-found state and a way back', async (_, route, error) => {
    api.get('/books/shelf-books', () => reply(404, { error }));
    signInAs(reader);
    renderWithRouter(<App />, { route });
    expect(await screen.findByRole('heading', { level: 2, name: error })).toBeInTheDocument();
    expect(screen.getByText(SHELVES_TEXT.shelfMissing)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('on a missing shelf of the reader’s own shows a not-found state leading back to the Book Nook, without a sort order', async () => {
    api.get('/books/shelf-books', () => reply(404, { error: 'Shelf not found.' }));
    renderShelf('/booknook/Nowhere');
    expect(await screen.findByRole('heading', { level: 2, name: 'Shelf not found.' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Nook' })).toHaveAttribute('href', '/booknook');
  });

  it('takes a moved book off the shelf at once and puts it back when the server refuses', async () => {
    const wantToRead: Shelf = builtIn.wantToRead;
    api
      .get('/books-api/:bookId', ({ pathParams }) => volume(pathParams.bookId ?? '', { title: pathParams.bookId === 'r-1' ? 'Persuasion' : 'Middlemarch' }))
      .get('/shelves/custom', () => [])
      .get('/shelves/book/:bookId', () => [builtIn.read]);
    const answer = deferred<FakeAnswer<BookShelves>>();
    api.post('/books-in-shelf', () => answer.promise);
    const { user } = renderShelf('/booknook/Read');

    await user.click(await within(await screen.findByRole('list', { name: 'Books in Read' })).findByRole('button', { name: /Persuasion/ }));
    const details = screen.getByRole('dialog', { name: 'Persuasion' });
    await user.click(await within(details).findByRole('button', { name: 'Add to shelf' }));
    const picker = screen.getByRole('dialog', { name: 'Add to shelf' });
    await user.click(await within(picker).findByRole('radio', { name: wantToRead.name }));
    await user.click(within(picker).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(bookGrid('Read')).queryByRole('button', { name: /Persuasion/ })).not.toBeInTheDocument());
    expect(within(bookGrid('Read')).getByRole('button', { name: /Middlemarch/ })).toBeInTheDocument();

    answer.resolve(reply(500));
    expect(await within(picker).findByRole('alert')).toHaveTextContent('Failed to save shelves');
    expect(within(bookGrid('Read')).getByRole('button', { name: /Persuasion/ })).toBeInTheDocument();
  });

  it('keeps a saved move and reloads the shelf', async () => {
    api
      .get('/books-api/:bookId', ({ pathParams }) => volume(pathParams.bookId ?? '', { title: 'Persuasion' }))
      .get('/shelves/custom', () => [])
      .get('/shelves/book/:bookId', () => [builtIn.read])
      .post('/books-in-shelf', () => [builtIn.wantToRead]);
    const { user } = renderShelf('/booknook/Read');
    await user.click(await within(await screen.findByRole('list', { name: 'Books in Read' })).findByRole('button', { name: /Persuasion/ }));
    await user.click(await within(screen.getByRole('dialog', { name: 'Persuasion' })).findByRole('button', { name: 'Add to shelf' }));
    const picker = screen.getByRole('dialog', { name: 'Add to shelf' });
    await user.click(await within(picker).findByRole('radio', { name: 'Want To Read' }));

    holding(shelfPage([shelfBook('r-2', { title: 'Middlemarch' })]));
    await user.click(within(picker).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('On your shelves: Want To Read')).toBeInTheDocument();
    await waitFor(() => expect(shelfQueries()).toHaveLength(2));
    expect(within(bookGrid('Read')).queryByRole('button', { name: /Persuasion/ })).not.toBeInTheDocument();
  });
});
