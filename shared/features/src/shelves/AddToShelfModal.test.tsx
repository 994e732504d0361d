import { screen, waitFor, within } from '@testing-library/react';
import { libraryKeys, type BookShelves, type Shelf } from '@booknook/api';
import { deferred, fakeApi, renderWithRouter, reply, volume, type FakeAnswer, type FakeApi } from '@booknook/testing';
import { AddToShelfModal } from './AddToShelfModal';

const wantToRead: Shelf = { id: 2, name: 'Want To Read', shelf_type_id: 1 };
const read: Shelf = { id: 3, name: 'Read', shelf_type_id: 1 };
const favourites: Shelf = { id: 10, name: 'Favourites', shelf_type_id: 2 };
const classics: Shelf = { id: 11, name: 'Classics', shelf_type_id: 2 };
const emma = volume('gb-1', { title: 'Emma', authors: ['Jane Austen'] });

function renderModal() {
  const onClose = jest.fn();
  const { user, queryClient } = renderWithRouter(<AddToShelfModal book={emma} onClose={onClose} />);
  return { user, onClose, queryClient, dialog: screen.getByRole('dialog', { name: 'Add to shelf' }) };
}

const savedShelfIds = () => api.requests('POST', '/books-in-shelf').map((request) => (request.body as { shelf_ids: number[] }).shelf_ids);

const radio = (name: string) => screen.getByRole('radio', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi()
    .get('/shelves/custom', () => [favourites, classics])
    .get('/shelves/book/:bookId', () => [wantToRead, favourites]);
});

describe('AddToShelfModal', () => {
  it('is pre-filled with the shelves that hold the book', async () => {
    renderModal();
    expect(await screen.findByRole('radio', { name: 'Want To Read' })).toBeChecked();
    expect(api.requests('GET', '/shelves/book/:bookId').map((request) => request.pathParams.bookId)).toEqual(['gb-1']);
    expect(radio('Currently Reading')).not.toBeChecked();
    expect(radio('Read')).not.toBeChecked();
    expect(radio('Did Not Finish')).not.toBeChecked();
    expect(checkbox('Favourites')).toBeChecked();
    expect(checkbox('Classics')).not.toBeChecked();
  });

  it('takes one built-in shelf and any custom shelves, saves exactly those and closes', async () => {
    api.post('/books-in-shelf', () => [read, favourites, classics]);
    const { user, onClose, queryClient } = renderModal();
    await user.click(await screen.findByRole('radio', { name: 'Read' }));
    expect(radio('Want To Read')).not.toBeChecked();
    await user.click(checkbox('Classics'));
    expect(checkbox('Favourites')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests('POST', '/books-in-shelf')[0]?.body).toEqual({ book: emma, book_id: 'gb-1', shelf_ids: [3, 10, 11] });
    // Every screen showing the book's shelves reads them from here.
    expect(queryClient.getQueryData(libraryKeys.bookShelves('gb-1'))).toEqual([read, favourites, classics]);
  });

  it('shows the change at once and takes it back with the error when the server refuses it', async () => {
    const answer = deferred<FakeAnswer<BookShelves>>();
    api.post('/books-in-shelf', () => answer.promise);
    const { user, onClose, dialog, queryClient } = renderModal();
    await user.click(await screen.findByRole('radio', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    expect(queryClient.getQueryData(libraryKeys.bookShelves('gb-1'))).toEqual([read, favourites]);
    answer.resolve(reply(400, { error: 'Shelf not found.' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save shelves: Shelf not found.');
    expect(within(dialog).getByText('Failed to save shelves')).toBeInTheDocument();
    expect(queryClient.getQueryData(libraryKeys.bookShelves('gb-1'))).toEqual([wantToRead, favourites]);
    expect(onClose).not.toHaveBeenCalled();
    // The reader's choice is kept so they can try again.
    expect(radio('Read')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('removes the book from every shelf', async () => {
    api.post('/books-in-shelf', () => []);
    const { user, onClose } = renderModal();
    await user.click(await screen.findByRole('radio', { name: 'Remove from shelves' }));
    expect(checkbox('Favourites')).not.toBeChecked();
    expect(checkbox('Favourites')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(savedShelfIds()).toEqual([[]]);
  });

  it('asks for a main shelf for a book on no shelf yet', async () => {
    api.get('/shelves/book/:bookId', () => []);
    const { user } = renderModal();
    expect(await screen.findByRole('radio', { name: 'Read' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Remove from shelves' })).not.toBeInTheDocument();
    expect(checkbox('Classics')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a shelf for this book.');
    expect(savedShelfIds()).toEqual([]);

    await user.click(radio('Currently Reading'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkbox('Classics')).toBeEnabled();
  });

  it('says when the reader has no custom shelves', async () => {
    api.get('/shelves/custom', () => []);
    renderModal();
    expect(await screen.findByText('No custom shelves created yet.')).toBeInTheDocument();
  });

  it('offers no save when the shelves cannot be loaded', async () => {
    api.get('/shelves/custom', () => reply(500));
    const { dialog } = renderModal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load shelves');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offers no save when it cannot tell which shelves hold the book', async () => {
    api.get('/shelves/book/:bookId', () => reply(500));
    const { dialog } = renderModal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error checking if book is in shelf');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
