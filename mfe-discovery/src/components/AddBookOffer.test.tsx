import { screen, within } from '@testing-library/react';
import { ADDED_BOOK_MESSAGES } from '@booknook/api';
import { fakeApi, renderWithRouter, reply, volumeList, type FakeApi } from '@booknook/testing';
import App from '../App';

let api: FakeApi;

beforeEach(() => {
  api = fakeApi()
    .get('/books-api', () => volumeList([]))
    .post('/books', () => reply(201, { id: 'rb-1', volumeInfo: { title: 'The Quiet Harbour', authors: ['Ada Whitcombe'] } }));
});

async function openForm() {
  const rendered = renderWithRouter(<App />, { route: '/search/the%20quiet%20harbour' });
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
  await rendered.user.click(screen.getByRole('button', { name: 'Add this book yourself' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Add this book yourself' }) };
}

describe('Add this book yourself', () => {
  it('opens from an empty search with the query as the title, focused', async () => {
    const { dialog } = await openForm();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('the quiet harbour');
    expect(title).toHaveFocus();
    for (const name of [/^Authors/, /^ISBN/, 'Pages', 'Year published', /^Description/]) expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Cover/)).toHaveAttribute('type', 'file');
  });

  it("says what to fix before sending, in the form's own words", async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add book' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ADDED_BOOK_MESSAGES.authorsRequired);
    expect(api.requests('POST', '/books')).toEqual([]);
  });

  it("sends the form with a field per author, then says the book was added and gives focus back", async () => {
    const { user, dialog } = await openForm();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'The Quiet Harbour');
    await user.type(within(dialog).getByRole('textbox', { name: /^Authors/ }), 'Ada Whitcombe{Enter}Piet Jansen');
    await user.type(within(dialog).getByRole('textbox', { name: /^ISBN/ }), '0-312-45678-6');
    await user.click(within(dialog).getByRole('button', { name: 'Add book' }));

    expect(await screen.findByRole('status')).toHaveTextContent('“The Quiet Harbour” was added.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add this book yourself' })).toHaveFocus();
    const [sent] = api.requests('POST', '/books');
    const body = sent!.body as FormData;
    expect(body.get('title')).toBe('The Quiet Harbour');
    expect(body.getAll('authors')).toEqual(['Ada Whitcombe', 'Piet Jansen']);
    expect(body.get('isbn')).toBe('0-312-45678-6');
  });

  it("shows the server's sentence when it refuses (an ISBN the catalogue has)", async () => {
    api.post('/books', () => reply(409, { error: ADDED_BOOK_MESSAGES.isbnTaken, book_id: 'gb-1' }));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: /^Authors/ }), 'Ada Whitcombe');
    await user.click(within(dialog).getByRole('button', { name: 'Add book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADDED_BOOK_MESSAGES.isbnTaken);
  });
});
