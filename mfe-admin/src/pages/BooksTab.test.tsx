import { screen, waitFor, within } from '@testing-library/react';
import type { Volume, WaitingBook } from '@booknook/api';
import { admin, fakeApi, renderWithRouter, signInAs, type FakeApi } from '@booknook/testing';
import App from '../App';

let api: FakeApi;

function waitingBook(n: number, overrides: Partial<WaitingBook> = {}): WaitingBook {
  return { id: `rb-${n}`, title: `Added Book ${n}`, authors: ['Ada Whitcombe'], isbn13: null, User: { id: 7, username: 'ada' }, date_added: '2026-03-01T09:00:00.000Z', readers: n, ...overrides };
}

const catalogueBook = (id: string, title: string): Volume => ({ id, volumeInfo: { title, authors: ['Ada Whitcombe'] } });

const books = [waitingBook(1), waitingBook(3, { User: null })];

beforeEach(() => {
  signInAs(admin);
  api = fakeApi()
    .get('/books/admin/waiting', () => ({ books, total: books.length }))
    .post('/books/admin/:id/approve', () => ({ message: 'Book approved' }))
    .post('/books/admin/:id/merge', () => ({ message: 'Book merged' }))
    .delete('/books/admin/:id', () => ({ message: 'Book deleted' }))
    .get('/books-api', () => ({ totalItems: 2, items: [catalogueBook('rb-1', 'Added Book 1'), catalogueBook('gb-42', 'Added Book 1 (hardcover)')] }));
});

async function openBooksTab() {
  const rendered = renderWithRouter(<App />, { route: '/dashboard?tab=books' });
  await screen.findByRole('table', { name: 'Books waiting for approval' });
  return rendered;
}

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('the Books tab', () => {
  it('lists the waiting books oldest first with who added them and how many readers hold them', async () => {
    await openBooksTab();
    expect(api.lastQuery('/books/admin/waiting')).toEqual({ offset: '0', limit: '10', sortBy: 'date_added', sortOrder: 'ASC' });
    expect(screen.getByRole('columnheader', { name: /Date added/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(rowOf('Added Book 1')).getByText('ada')).toBeInTheDocument();
    expect(within(rowOf('Added Book 3')).getByText('Deleted account')).toBeInTheDocument();
    expect(screen.getByText('2 books · page 1 of 1')).toBeInTheDocument();
  });

  it('sorts by readers when that column is chosen', async () => {
    const { user } = await openBooksTab();
    await user.click(within(screen.getByRole('columnheader', { name: /Readers/ })).getByRole('button'));
    await waitFor(() => expect(api.lastQuery('/books/admin/waiting')).toMatchObject({ sortBy: 'readers', sortOrder: 'ASC' }));
  });

  it('approves a book and says so', async () => {
    const { user } = await openBooksTab();
    await user.click(within(rowOf('Added Book 1')).getByRole('button', { name: 'Approve Added Book 1' }));
    expect(await screen.findByText('Book approved.')).toBeInTheDocument();
    expect(api.requests('POST', '/books/admin/:id/approve').map((request) => request.path)).toEqual(['/books/admin/rb-1/approve']);
  });

  it('merges into a book chosen from a catalogue search, never into itself', async () => {
    const { user } = await openBooksTab();
    await user.click(within(rowOf('Added Book 1')).getByRole('button', { name: 'Merge into… (Added Book 1)' }));
    const dialog = await screen.findByRole('dialog', { name: /Merge “Added Book 1” into…/ });
    const search = within(dialog).getByRole('searchbox', { name: 'Search the catalogue' });
    expect(search).toHaveValue('Added Book 1');
    expect(search).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(within(dialog).getByText('Choose the catalogue book to merge into')).toBeInTheDocument();

    const choice = await within(dialog).findByRole('radio', { name: /Added Book 1 \(hardcover\)/ });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await user.click(choice);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Book merged.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [merge] = api.requests('POST', '/books/admin/:id/merge');
    expect(merge?.path).toBe('/books/admin/rb-1/merge');
    expect(merge?.body).toEqual({ target_id: 'gb-42' });
  });

  it('asks before deleting, saying how many readers hold the book', async () => {
    const { user } = await openBooksTab();
    await user.click(within(rowOf('Added Book 3')).getByRole('button', { name: 'Delete Added Book 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this book?' });
    expect(dialog).toHaveTextContent('Added Book 3 is on the shelves of 3 readers.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete book' }));
    expect(await screen.findByText('Book deleted.')).toBeInTheDocument();
    expect(api.requests('DELETE', '/books/admin/:id').map((request) => request.path)).toEqual(['/books/admin/rb-3']);
  });
});
