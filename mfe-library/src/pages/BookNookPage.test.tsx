import { act, screen, waitFor, within } from '@testing-library/react';
import { createQueryClient, prefetchRouteData, type ShelfBooksResponse } from '@booknook/api';
import { deferred, expectFocusKeptIn, fakeApi, renderWithRouter, reply, signInAs, UNREACHABLE, type FakeAnswer, type FakeApi } from '@booknook/testing';
import App from '../App';
import { customShelf, shelfBook, shelfPage, shelfQueryOf } from '../testing/fixtures';

const favourites = customShelf(10, 'Favourites');
let api: FakeApi;

/** What each shelf holds, by name; a shelf not listed is empty. */
function shelvesHolding(contents: Record<string, ShelfBooksResponse>) {
  api.get('/books/shelf-books', (request) => contents[shelfQueryOf(request).shelfName] ?? shelfPage([]));
}

const created = () => api.requests('POST', '/shelves').map((request) => (request.body as { name: string }).name);
const deleted = () => api.requests('DELETE', '/shelves/:id').map((request) => Number(request.pathParams.id));

function renderBookNook() {
  signInAs();
  return renderWithRouter(<App />, { route: '/booknook' });
}

const row = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  api = fakeApi().get('/shelves/custom', () => [favourites]);
  shelvesHolding({
    'Currently Reading': shelfPage([shelfBook('cr-1', { title: 'Emma' })], { shelf_id: 1 }),
    Read: shelfPage([shelfBook('r-1', { title: 'Persuasion' }), shelfBook('r-2', { title: 'Middlemarch' })]),
    Favourites: shelfPage([shelfBook('f-1', { title: 'Dracula' })], { shelf_id: 10, shelf_type_id: 2 }),
  });
});

describe('Book Nook', () => {
  it('shows what the shell fetched for the route without asking for it again', async () => {
    signInAs();
    const queryClient = createQueryClient();
    prefetchRouteData(queryClient, '/booknook');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.requests('GET', '/books/shelf-books')).toHaveLength(4);

    renderWithRouter(<App />, { route: '/booknook', queryClient });
    expect(await within(row('Read')).findByRole('button', { name: /Persuasion/ })).toBeInTheDocument();
    expect(await within(row('Favourites')).findByRole('button', { name: /Dracula/ })).toBeInTheDocument();
    expect(api.requests('GET', '/books/shelf-books')).toHaveLength(5);
    expect(api.requests('GET', '/shelves/custom')).toHaveLength(1);
  });

  it('points a reader whose shelves are all empty to Home and the search box, once', async () => {
    shelvesHolding({});
    renderBookNook();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your shelves are empty' })).toBeInTheDocument();
    expect(screen.getByText(/look for a title or author with the search box/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Find books on Home' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Find books on Home' })).toHaveAttribute('href', '/home');
    expect(api.requests('GET', '/books/shelf-books')).toHaveLength(5);
  });

  it('does not point elsewhere once a shelf holds a book', async () => {
    renderBookNook();
    expect(await within(row('Read')).findByRole('button', { name: /Persuasion/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find books on Home' })).not.toBeInTheDocument();
  });

  it('previews the newest books of every built-in shelf, each with View All', async () => {
    renderBookNook();
    expect(screen.getByRole('heading', { level: 1, name: 'Book Nook' })).toBeInTheDocument();
    expect(await within(row('Read')).findByRole('button', { name: /Persuasion/ })).toBeInTheDocument();
    expect(within(row('Read')).getByRole('button', { name: /Middlemarch/ })).toBeInTheDocument();
    expect(within(row('Currently Reading')).getByRole('button', { name: /Emma/ })).toBeInTheDocument();
    expect(await within(row('Want To Read')).findByText('No books in Want To Read yet.')).toBeInTheDocument();
    expect(await within(row('Did Not Finish')).findByText('No books in Did Not Finish yet.')).toBeInTheDocument();
    expect(within(row('Want To Read')).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/booknook/Want%20To%20Read');
    const asked = api.requests('GET', '/books/shelf-books').map(shelfQueryOf);
    for (const shelfName of ['Currently Reading', 'Want To Read', 'Read', 'Did Not Finish']) {
      expect(asked).toContainEqual({ shelfName, sort: 'date_updated-DESC', offset: 0, limit: 10, userId: undefined });
    }
  });

  it('lists custom shelves with their books, View All and Delete Shelf', async () => {
    renderBookNook();
    const favouritesRow = await screen.findByRole('region', { name: 'Favourites' });
    expect(await within(favouritesRow).findByRole('button', { name: /Dracula/ })).toBeInTheDocument();
    expect(within(favouritesRow).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/booknook/Favourites');
    expect(within(favouritesRow).getByRole('button', { name: /Delete Shelf/ })).toBeInTheDocument();
    expect(within(row('Read')).queryByRole('button', { name: /Delete Shelf/ })).not.toBeInTheDocument();
  });

  it('says when there are no custom shelves, and when they cannot be fetched', async () => {
    api.get('/shelves/custom', () => []);
    const { unmount } = renderBookNook();
    expect(await screen.findByText('No custom shelves created yet.')).toBeInTheDocument();
    unmount();

    api.get('/shelves/custom', () => UNREACHABLE);
    renderBookNook();
    expect(await screen.findByText('An error occurred while fetching custom shelves.')).toBeInTheDocument();
  });

  it('says so in the row of a shelf that cannot be loaded', async () => {
    api.get('/books/shelf-books', () => reply(500));
    renderBookNook();
    expect(await within(row('Read')).findByRole('alert')).toHaveTextContent('Failed to load shelves');
  });

  it('creates a shelf: asks for a name, shows the server refusal, then adds the row', async () => {
    const { user } = renderBookNook();
    await screen.findByRole('region', { name: 'Favourites' });
    await user.click(screen.getByRole('button', { name: 'Create New Shelf' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Shelf' });
    const name = within(dialog).getByRole('textbox', { name: 'Shelf name' });
    expect(name).toHaveFocus();

    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please enter a shelf name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(created()).toEqual([]);

    const refusal = deferred<FakeAnswer<never>>();
    api.post('/shelves', () => refusal.promise);
    await user.clear(name);
    await user.type(name, ' Favourites ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // Focus stays in the dialog through the request and after the refusal, so Tab and Escape still work there.
    expectFocusKeptIn(dialog);
    await act(async () => refusal.resolve(reply(409, { error: 'A shelf with that name already exists.' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A shelf with that name already exists.');
    expectFocusKeptIn(dialog);
    expect(created()).toEqual(['Favourites']);

    api.post('/shelves', () => UNREACHABLE);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Failed to create shelf')).toBeInTheDocument();

    api.post('/shelves', () => reply(201, customShelf(11, 'Summer')));
    await user.clear(name);
    await user.type(name, 'Summer');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('region', { name: 'Summer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(row('Summer')).findByText('No books in Summer yet.')).toBeInTheDocument();
  });

  it('deletes a custom shelf only after confirmation, and reports a failure', async () => {
    const { user } = renderBookNook();
    const favouritesRow = await screen.findByRole('region', { name: 'Favourites' });

    await user.click(within(favouritesRow).getByRole('button', { name: /Delete Shelf/ }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Shelf' })).getByRole('button', { name: 'Cancel' }));
    expect(deleted()).toEqual([]);
    expect(row('Favourites')).toBeInTheDocument();

    api.delete('/shelves/:id', () => reply(500));
    await user.click(within(favouritesRow).getByRole('button', { name: /Delete Shelf/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Shelf' });
    expect(dialog).toHaveTextContent('Delete the shelf "Favourites"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while deleting shelf.');
    expect(row('Favourites')).toBeInTheDocument();

    api.delete('/shelves/:id', () => reply(204, null));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleted()).toEqual([10, 10]);
    expect(await screen.findByText('No custom shelves created yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument();
  });
});
