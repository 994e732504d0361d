import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { Shelf } from '@booknook/api';
import { deferred, fakeApi, renderWithRouter, reply, volume, type FakeApi } from '@booknook/testing';
import { AddToShelfAction } from './AddToShelfAction';

const wantToRead: Shelf = { id: 2, name: 'Want To Read', shelf_type_id: 1 };
const read: Shelf = { id: 3, name: 'Read', shelf_type_id: 1 };
const emma = volume('gb-1', { title: 'Emma' });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi()
    .get('/shelves/custom', () => [])
    .get('/shelves/book/:bookId', () => [wantToRead]);
});

async function moveToRead(user: ReturnType<typeof renderWithRouter>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add to shelf' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to shelf' });
  await user.click(await within(dialog).findByRole('radio', { name: 'Read' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('AddToShelfAction', () => {
  it('says which shelves hold the book and follows a save at once', async () => {
    const answer = deferred<Shelf[]>();
    api.post('/books-in-shelf', () => answer.promise);
    const { user } = renderWithRouter(<AddToShelfAction book={emma} />);
    expect(await screen.findByText('On your shelves: Want To Read')).toBeInTheDocument();

    const dialog = await moveToRead(user);
    expect(await screen.findByText('On your shelves: Read')).toBeInTheDocument();
    answer.resolve([read]);
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByRole('button', { name: 'Add to shelf' })).toHaveFocus();
    expect(screen.getByText('On your shelves: Read')).toBeInTheDocument();
    expect(api.requests('POST', '/books-in-shelf')[0]?.body).toEqual({ book: emma, book_id: 'gb-1', shelf_ids: [3] });
  });

  it('goes back to the saved shelves when the server refuses the change', async () => {
    api.post('/books-in-shelf', () => reply(500));
    const { user } = renderWithRouter(<AddToShelfAction book={emma} />);
    expect(await screen.findByText('On your shelves: Want To Read')).toBeInTheDocument();

    const dialog = await moveToRead(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save shelves');
    expect(screen.getByText('On your shelves: Want To Read')).toBeInTheDocument();
    expect(screen.queryByText('On your shelves: Read')).not.toBeInTheDocument();
  });

  it('says so when it cannot check the book', async () => {
    api.get('/shelves/book/:bookId', () => reply(500));
    renderWithRouter(<AddToShelfAction book={emma} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check if the book is in a shelf');
    expect(screen.getByRole('button', { name: 'Add to shelf' })).toBeEnabled();
  });
});
