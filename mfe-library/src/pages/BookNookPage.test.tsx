import { screen, within } from '@testing-library/react';
import { createShelf, deleteShelf, getCustomShelves, getShelfBooks, type ShelfBooksParams, type ShelfBooksResponse } from '@booknook/api';
import { apiError, networkError, renderWithRouter, signInAs } from '@booknook/testing';
import App from '../App';
import { customShelf, shelfBook, shelfPage } from '../testing/fixtures';

jest.mock('@booknook/api', () => ({
  ...jest.requireActual('@booknook/api'),
  getShelfBooks: jest.fn(),
  getCustomShelves: jest.fn(),
  createShelf: jest.fn(),
  deleteShelf: jest.fn(),
}));

const api = {
  shelfBooks: jest.mocked(getShelfBooks),
  customShelves: jest.mocked(getCustomShelves),
  create: jest.mocked(createShelf),
  remove: jest.mocked(deleteShelf),
};

const favourites = customShelf(10, 'Favourites');

/** What each shelf holds, by name; a shelf not listed is empty. */
function shelvesHolding(contents: Record<string, ShelfBooksResponse>) {
  api.shelfBooks.mockImplementation(async ({ shelfName }: ShelfBooksParams) => contents[shelfName] ?? shelfPage([]));
}

function renderBookNook() {
  signInAs();
  return renderWithRouter(<App basename="" />, { route: '/booknook' });
}

const row = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  jest.clearAllMocks();
  api.customShelves.mockResolvedValue([favourites]);
  shelvesHolding({
    'Currently Reading': shelfPage([shelfBook('cr-1', { title: 'Emma' })], { shelf_id: 1 }),
    Read: shelfPage([shelfBook('r-1', { title: 'Persuasion' }), shelfBook('r-2', { title: 'Middlemarch' })]),
    Favourites: shelfPage([shelfBook('f-1', { title: 'Dracula' })], { shelf_id: 10, shelf_type_id: 2 }),
  });
});

describe('Book Nook', () => {
  it('previews the newest books of every built-in shelf, each with View All', async () => {
    renderBookNook();
    expect(screen.getByRole('heading', { level: 1, name: 'Book Nook' })).toBeInTheDocument();
    expect(await within(row('Read')).findByRole('button', { name: /Persuasion/ })).toBeInTheDocument();
    expect(within(row('Read')).getByRole('button', { name: /Middlemarch/ })).toBeInTheDocument();
    expect(within(row('Currently Reading')).getByRole('button', { name: /Emma/ })).toBeInTheDocument();
    expect(await within(row('Want To Read')).findByText('No books in Want To Read yet.')).toBeInTheDocument();
    expect(await within(row('Did Not Finish')).findByText('No books in Did Not Finish yet.')).toBeInTheDocument();
    expect(within(row('Want To Read')).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/booknook/Want%20To%20Read');
    for (const shelfName of ['Currently Reading', 'Want To Read', 'Read', 'Did Not Finish']) {
      expect(api.shelfBooks).toHaveBeenCalledWith({ shelfName, sort: 'date_updated-DESC', offset: 0, limit: 10 });
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
    api.customShelves.mockResolvedValueOnce([]);
    const { unmount } = renderBookNook();
    expect(await screen.findByText('No custom shelves created yet.')).toBeInTheDocument();
    unmount();

    api.customShelves.mockRejectedValueOnce(networkError());
    renderBookNook();
    expect(await screen.findByText('An error occurred while fetching custom shelves.')).toBeInTheDocument();
  });

  it('says so in the row of a shelf that cannot be loaded', async () => {
    api.shelfBooks.mockRejectedValue(apiError(500));
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
    expect(api.create).not.toHaveBeenCalled();

    api.create.mockRejectedValueOnce(apiError(409, { error: 'A shelf with that name already exists.' }));
    await user.clear(name);
    await user.type(name, ' Favourites ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A shelf with that name already exists.');
    expect(api.create).toHaveBeenLastCalledWith('Favourites');

    api.create.mockRejectedValueOnce(networkError());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Failed to create shelf')).toBeInTheDocument();

    api.create.mockResolvedValueOnce(customShelf(11, 'Summer'));
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
    expect(api.remove).not.toHaveBeenCalled();
    expect(row('Favourites')).toBeInTheDocument();

    api.remove.mockRejectedValueOnce(apiError(500));
    await user.click(within(favouritesRow).getByRole('button', { name: /Delete Shelf/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Shelf' });
    expect(dialog).toHaveTextContent('Delete the shelf "Favourites"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while deleting shelf.');
    expect(row('Favourites')).toBeInTheDocument();

    api.remove.mockResolvedValueOnce(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.remove).toHaveBeenLastCalledWith(10);
    expect(await screen.findByText('No custom shelves created yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument();
  });
});
