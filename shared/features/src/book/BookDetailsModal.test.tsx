import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Volume } from '@booknook/api';
import { fakeApi, renderWithRouter, reply, signInAs, volume, withoutReviews, type FakeApi, type FakeHandler } from '@booknook/testing';
import { BookDetailsModal, type BookDetailsModalProps } from './BookDetailsModal';

let api: FakeApi;
const answerBook = (handler: FakeHandler<Volume>) => api.get('/books-api/:bookId', handler);

beforeEach(() => {
  api = withoutReviews(fakeApi().get('/shelves/book/:bookId', () => []).get('/reads/:bookId', () => ({ reads: [] })))
    .get('/books/:bookId/page-count', () => ({ page_count: null, suggested_page_count: null }));
});

const emma: Volume = volume('gb-1', {
  title: 'Emma',
  authors: ['Jane Austen'],
  averageRating: 3.96,
  ratingsCount: 1234,
  publishedDate: '1815',
  categories: ['Classics', 'Romance'],
  description: 'Emma Woodhouse, handsome, clever, and rich...',
  pageCount: 474,
  industryIdentifiers: [
    { type: 'ISBN_13', identifier: '9780141439587' },
    { type: 'ISBN_10', identifier: '0141439580' },
  ],
  imageLinks: { thumbnail: 'https://covers.example/emma.jpg' },
});

/** A page with a button that opens the modal, as a book card does. */
function Opener(props: Omit<BookDetailsModalProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Emma
      </button>
      {open ? <BookDetailsModal {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The term/definition pairs of the facts list. */
function facts(dialog: HTMLElement): [string | null, string | null][] {
  const definitions = within(dialog).getAllByRole('definition');
  return within(dialog)
    .getAllByRole('term')
    .map((term, index) => [term.textContent, definitions[index]?.textContent ?? null]);
}

async function openModal(props: Omit<BookDetailsModalProps, 'onClose'>) {
  const { user } = renderWithRouter(<Opener {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open Emma' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Emma' }) };
}

describe('BookDetailsModal', () => {
  it('shows the full record fetched by id', async () => {
    answerBook(() => emma);
    const { dialog } = await openModal({ bookId: 'gb-1' });
    expect(await within(dialog).findByText('Emma Woodhouse, handsome, clever, and rich...')).toBeInTheDocument();
    expect(api.requests('GET', '/books-api/:bookId').map((request) => request.pathParams.bookId)).toEqual(['gb-1']);
    expect(within(dialog).getByText('by Jane Austen')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(dialog).getByText('(1,234 ratings)')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Cover of Emma' })).toHaveAttribute('src', 'https://covers.example/emma.jpg');
    expect(facts(dialog)).toEqual([
      ['Pages', '474 pages'],
      ['Categories', 'Classics, Romance'],
      ['Published', '1815'],
      ['ISBN-13', '9780141439587'],
      ['ISBN-10', '0141439580'],
    ]);
  });

  it('cuts a title over 50 characters to 47 plus ..., keeping the whole one for screen readers and as a tooltip', async () => {
    const long = 'The Strange Case of the Dog Who Read Every Book in the Library';
    answerBook(() => volume('gb-2', { title: long }));
    const { user } = renderWithRouter(<Opener bookId="gb-2" />);
    await user.click(screen.getByRole('button', { name: 'Open Emma' }));
    const dialog = await screen.findByRole('dialog', { name: long });
    const heading = within(dialog).getByRole('heading', { level: 2, name: long });
    const shown = within(heading).getByText('The Strange Case of the Dog Who Read Every Book...');
    expect(shown).not.toHaveClass('visually-hidden');
    expect(within(heading).getByText(long)).toHaveClass('visually-hidden');
    expect(within(heading).getByTitle(long)).toContainElement(shown);
  });

  it("names the book's contributors after its author", async () => {
    answerBook(() => volume('gb-5470', { title: 'Emma', authors: ['George Orwell'], contributors: ['Erich Fromm', 'Celâl Üster'] }));
    const { dialog } = await openModal({ bookId: 'gb-5470' });
    expect(await within(dialog).findByText('with Erich Fromm, Celâl Üster')).toBeInTheDocument();
    expect(within(dialog).getByText('by George Orwell')).toBeInTheDocument();
  });

  it('says honestly what the catalogue does not know', async () => {
    answerBook(() => volume('pg-9', { title: 'Emma', authors: ['A', 'B', 'C', 'D'] }));
    const { dialog } = await openModal({ bookId: 'pg-9' });
    expect(await within(dialog).findByText('Page count unknown')).toBeInTheDocument();
    expect(within(dialog).getByText('No description available.')).toBeInTheDocument();
    expect(within(dialog).getByText('(no ratings yet)')).toBeInTheDocument();
    expect(within(dialog).getByText('by A, B, C, ...')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'No cover available' })).toBeInTheDocument();
    expect(facts(dialog)).toEqual([['Pages', 'Page count unknown']]);
  });

  it.each([
    ['the reader’s own edition', { page_count: 512, suggested_page_count: 300 }, undefined, '512 pages'],
    ['the count most other readers gave theirs when nobody else knows', { page_count: null, suggested_page_count: 300 }, undefined, '300 pages'],
    ['the catalogue’s over other readers’', { page_count: null, suggested_page_count: 300 }, 474, '474 pages'],
  ])('shows a signed-in reader %s page count', async (_, edition, catalogue, pages) => {
    signInAs();
    answerBook(() => volume('pg-9', { title: 'Emma', pageCount: catalogue }));
    api.get('/books/:bookId/page-count', () => edition);
    const { dialog } = await openModal({ bookId: 'pg-9' });
    expect(await within(dialog).findByText(pages)).toBeInTheDocument();
    expect(within(dialog).queryByText('Page count unknown')).not.toBeInTheDocument();
  });

  it('falls back to the placeholder when the cover fails to load', async () => {
    answerBook(() => emma);
    const { dialog } = await openModal({ bookId: 'gb-1', initial: emma });
    fireEvent.error(within(dialog).getByRole('img', { name: 'Cover of Emma' }));
    expect(within(dialog).getByRole('img', { name: 'No cover available' })).toBeInTheDocument();
  });

  it('shows what the opener knew and the error when the details cannot be fetched', async () => {
    answerBook(() => reply(404, { error: 'Book not found' }));
    const { dialog } = await openModal({ bookId: 'gb-1', initial: volume('gb-1', { title: 'Emma' }) });
    expect(await within(dialog).findByText('Error fetching book details. Please try again later.')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByText('by Some Author')).toBeInTheDocument();
  });

  it('offers the actions slot with the loaded book', async () => {
    answerBook(() => emma);
    const actions = jest.fn((book: Volume) => <button type="button">Add {book.volumeInfo.title} to shelf</button>);
    const { dialog } = await openModal({ bookId: 'gb-1', actions });
    expect(await within(dialog).findByRole('button', { name: 'Add Emma to shelf' })).toBeInTheDocument();
  });

  it("shows a signed-in reader's reading history of the book, and none to a visitor", async () => {
    answerBook(() => emma);
    const visitor = await openModal({ bookId: 'gb-1' });
    expect(await within(visitor.dialog).findByText('ISBN-13')).toBeInTheDocument();
    expect(within(visitor.dialog).queryByRole('region', { name: 'Reading history' })).not.toBeInTheDocument();
    expect(api.requests('GET', '/reads/:bookId')).toHaveLength(0);
    await visitor.user.keyboard('{Escape}');

    signInAs();
    await visitor.user.click(screen.getByRole('button', { name: 'Open Emma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma' });
    const history = within(dialog).getByRole('region', { name: 'Reading history' });
    expect(await within(history).findByRole('button', { name: 'Add a read' })).toBeInTheDocument();
    expect(api.requests('GET', '/reads/:bookId')).toHaveLength(1);
  });

  it('keeps focus inside, closes on Escape and gives focus back to the opener', async () => {
    answerBook(() => emma);
    const { user, dialog } = await openModal({ bookId: 'gb-1', initial: emma });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Emma' })).toHaveFocus();
  });
});
