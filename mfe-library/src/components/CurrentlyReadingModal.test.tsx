import { screen, waitFor, within } from '@testing-library/react';
import type { PageCount, Progress, ProgressBody, ShelfBooksResponse } from '@booknook/api';
import { deferred, fakeApi, renderWithRouter, reply, signInAs, type FakeAnswer, type FakeApi, type FakeHandler } from '@booknook/testing';
import App from '../App';
import { builtIn, shelfBook, shelfPage } from '../testing/fixtures';

let api: FakeApi;
const holding = (page: ShelfBooksResponse) => api.get('/books/shelf-books', () => page);
const answerProgress = (handler: FakeHandler<Progress>) => api.get('/progress/:bookId', handler);
const answerUpdate = (handler: FakeHandler<Progress>) => api.put('/progress/:bookId', handler);
const answerPageCount = (suggested: number | null, own: number | null = null) =>
  api.get('/books/:bookId/page-count', () => ({ page_count: own, suggested_page_count: suggested }));
const updates = () => api.requests('PUT', '/progress/:bookId').map((request) => [request.pathParams.bookId, request.body as ProgressBody]);
const answerPageCountSave = (handler: FakeHandler<PageCount>) => api.put('/books/:bookId/page-count', handler);
const savedPageCount = (page_count: number) => () => ({ page_count, suggested_page_count: null });
const pageCountSaves = () => api.requests('PUT', '/books/:bookId/page-count').map((request) => [request.pathParams.bookId, request.body]);

const emma = shelfBook('cr-1', { title: 'Emma', pageCount: 300, progress: { current_page: 30, status: 'In Progress' } });

function progress(current_page: number, page_count: number | null = 300): Progress {
  return { id: 1, current_page, status: 'In Progress', page_count };
}

async function openEmma() {
  signInAs();
  const rendered = renderWithRouter(<App />, { route: '/booknook/Currently%20Reading' });
  const card = await screen.findByRole('article');
  await rendered.user.click(within(card).getByRole('button', { name: /Emma/ }));
  const dialog = screen.getByRole('dialog', { name: 'Emma' });
  return { ...rendered, card, dialog };
}

/** Types a page into the open dialog's Current page field and saves it. */
async function saveCurrentPage({ user, dialog }: Awaited<ReturnType<typeof openEmma>>, currentPage: string) {
  const page = await within(dialog).findByRole('spinbutton', { name: 'Current page' });
  await user.clear(page);
  await user.type(page, currentPage);
  await user.click(within(dialog).getByRole('button', { name: 'Save progress' }));
}

const cardProgress = (card: HTMLElement) => within(card).getByRole('progressbar', { name: 'Reading progress of Emma' });

beforeEach(() => {
  api = fakeApi()
    .get('/shelves/custom', () => [])
    .get('/shelves/book/:bookId', () => [builtIn.currentlyReading])
    .get('/reads/:bookId', () => ({ reads: [] }));
  holding(shelfPage([emma], { shelf_id: 1 }));
  answerProgress(() => progress(30));
  answerPageCount(null, 300);
});

describe('Currently reading', () => {
  it('cuts a long title in the dialog heading to 47 characters and an ellipsis, keeping the full title for assistive technology', async () => {
    const long = 'The Extraordinarily Long Title of a Book About Shelves and Reading';
    holding(shelfPage([{ ...emma, title: long }], { shelf_id: 1 }));
    signInAs();
    const { user } = renderWithRouter(<App />, { route: '/booknook/Currently%20Reading' });
    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: /Extraordinarily/ }));
    const dialog = screen.getByRole('dialog', { name: long });
    const heading = within(dialog).getByRole('heading', { name: long });
    expect(within(heading).getByText(`${long.slice(0, 47)}...`)).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows each book with a progress bar', async () => {
    signInAs();
    renderWithRouter(<App />, { route: '/booknook/Currently%20Reading' });
    const card = await screen.findByRole('article');
    expect(cardProgress(card)).toHaveAttribute('aria-valuenow', '10');
    expect(within(card).getByText('Page 30 of 300 · 10%')).toBeInTheDocument();
  });

  it('clamps the current page to the book and saves it, updating the card', async () => {
    answerUpdate(() => progress(120));
    const { user, card, dialog } = await openEmma();
    const page = await within(dialog).findByRole('spinbutton', { name: 'Current page' });
    expect(page).toHaveValue(30);

    await user.clear(page);
    await user.type(page, '999');
    await user.tab();
    expect(page).toHaveValue(300);
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await user.clear(page);
    await user.type(page, '-4');
    await user.tab();
    expect(page).toHaveValue(0);

    await user.clear(page);
    await user.type(page, '12.5');
    await user.tab();
    expect(within(dialog).getByText('Current page must be a whole number.')).toBeInTheDocument();

    await user.clear(page);
    await user.type(page, '120');
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save progress' }));
    await waitFor(() => expect(updates()).toEqual([['cr-1', { current_page: 120 }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardProgress(card)).toHaveAttribute('aria-valuenow', '40');
  });

  it('puts the card back and says so when the progress cannot be saved', async () => {
    const answer = deferred<FakeAnswer<Progress>>();
    answerUpdate(() => answer.promise);
    const opened = await openEmma();
    const { card, dialog } = opened;
    await saveCurrentPage(opened, '150');
    await waitFor(() => expect(cardProgress(card)).toHaveAttribute('aria-valuenow', '50'));

    answer.resolve(reply(500));
    expect(await within(dialog).findByText('Failed to update progress')).toBeInTheDocument();
    expect(cardProgress(card)).toHaveAttribute('aria-valuenow', '10');
  });

  it('asks to mark the book finished on its last page and moves it to Read when confirmed', async () => {
    answerUpdate(({ body }) => ((body as ProgressBody).status === 'Finished' ? { ...progress(300), status: 'Finished' } : progress(300)));
    const opened = await openEmma();
    const { user } = opened;
    await saveCurrentPage(opened, '300');

    const confirm = await screen.findByRole('alertdialog', { name: 'Finished the book?' });
    expect(updates()).toEqual([['cr-1', { current_page: 300 }]]);
    holding(shelfPage([], { shelf_id: 1 }));
    await user.click(within(confirm).getByRole('button', { name: 'Mark as finished' }));

    await waitFor(() => expect(updates().at(-1)).toEqual(['cr-1', { status: 'Finished' }]));
    expect(await screen.findByText('No books in Currently Reading yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('keeps the book when the reader is not finished yet, and brings it back if finishing fails', async () => {
    const finishing = deferred<FakeAnswer<Progress>>();
    answerUpdate(({ body }) => ((body as ProgressBody).status === 'Finished' ? finishing.promise : progress(300)));
    const opened = await openEmma();
    const { user } = opened;
    await saveCurrentPage(opened, '300');
    const confirm = await screen.findByRole('alertdialog', { name: 'Finished the book?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark as finished' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());

    finishing.resolve(reply(500));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to update progress');
    expect(cardProgress(screen.getByRole('article'))).toHaveAttribute('aria-valuenow', '100');

    await user.click(within(confirm).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('asks for the page count of the edition first when the book has none', async () => {
    holding(shelfPage([{ ...emma, pageCount: null, progress: null }], { shelf_id: 1 }));
    answerProgress(() => reply(404, { error: 'No progress recorded for this book.' }));
    answerPageCountSave(savedPageCount(320));
    const { user, card, dialog } = await openEmma();
    expect(within(card).getByText('Page count not set · 0%')).toBeInTheDocument();
    const pageCount = await within(dialog).findByRole('spinbutton', { name: 'Set the page count of your edition' });
    expect(within(dialog).queryByRole('spinbutton', { name: 'Current page' })).not.toBeInTheDocument();

    await user.type(pageCount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save page count' }));
    expect(within(dialog).getByText('Page count must be a whole number of at least 1.')).toBeInTheDocument();
    expect(pageCountSaves()).toEqual([]);

    await user.clear(pageCount);
    await user.type(pageCount, '320');
    await user.click(within(dialog).getByRole('button', { name: 'Save page count' }));
    await waitFor(() => expect(pageCountSaves()).toEqual([['cr-1', { page_count: 320 }]]));
    const page = await within(dialog).findByRole('spinbutton', { name: 'Current page' });
    expect(page).toHaveValue(0);
    expect(page).toHaveFocus();
    expect(within(card).getByText('Page 0 of 320 · 0%')).toBeInTheDocument();
  });

  it("offers the count most other readers' editions have when the book has none", async () => {
    holding(shelfPage([{ ...emma, pageCount: null, progress: null }], { shelf_id: 1 }));
    answerProgress(() => reply(404, { error: 'No progress recorded for this book.' }));
    answerPageCount(412);
    answerPageCountSave(savedPageCount(412));
    const { user, dialog } = await openEmma();
    expect(within(dialog).getByText('No page count is known for this book yet.')).toBeInTheDocument();
    const pageCount = await within(dialog).findByRole('spinbutton', { name: 'Set the page count of your edition' });
    await waitFor(() => expect(pageCount).toHaveValue(412));
    expect(pageCount).toHaveAccessibleDescription("Other readers' editions most often have 412 pages. A whole number from 1 to 100,000.");

    await user.click(within(dialog).getByRole('button', { name: 'Save page count' }));
    await waitFor(() => expect(pageCountSaves()).toEqual([['cr-1', { page_count: 412 }]]));
  });

  it('refuses a huge page count for what it is, before asking the server', async () => {
    holding(shelfPage([{ ...emma, pageCount: null, progress: null }], { shelf_id: 1 }));
    answerProgress(() => reply(404, { error: 'No progress recorded for this book.' }));
    answerPageCount(null);
    const { user, dialog } = await openEmma();
    const pageCount = await within(dialog).findByRole('spinbutton', { name: 'Set the page count of your edition' });

    for (const huge of ['1000000', '9'.repeat(25)]) {
      await user.clear(pageCount);
      await user.type(pageCount, huge);
      await user.click(within(dialog).getByRole('button', { name: 'Save page count' }));
      expect(pageCount).toHaveAccessibleDescription('Needed once to track your progress by page. A whole number from 1 to 100,000. Page count must be at most 100,000.');
      expect(pageCount).toHaveFocus();
    }
    expect(pageCountSaves()).toEqual([]);
  });

  it("says why the server refused, after a colon, and drops that once the reader types again", async () => {
    holding(shelfPage([{ ...emma, pageCount: null, progress: null }], { shelf_id: 1 }));
    answerProgress(() => reply(404, { error: 'No progress recorded for this book.' }));
    answerPageCount(null);
    answerPageCountSave(() => reply(400, { error: 'Page count must be at most 100,000.' }));
    const { user, dialog } = await openEmma();
    const pageCount = await within(dialog).findByRole('spinbutton', { name: 'Set the page count of your edition' });
    await user.type(pageCount, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save page count' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update progress: Page count must be at most 100,000.');

    // A new mistake is the only one shown.
    await user.clear(pageCount);
    await user.type(pageCount, '0');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save page count' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText(/Page count must be/)).toHaveLength(1);
  });

  it('lets the reader correct a saved page count, re-clamping the page', async () => {
    answerPageCountSave(savedPageCount(280));
    const { user, card, dialog } = await openEmma();
    await user.click(await within(dialog).findByRole('button', { name: 'Change page count' }));
    const pageCount = within(dialog).getByRole('spinbutton', { name: 'Page count of your edition' });
    expect(pageCount).toHaveValue(300);
    expect(pageCount).toHaveFocus();

    await user.clear(pageCount);
    await user.type(pageCount, '280');
    await user.click(within(dialog).getByRole('button', { name: 'Save page count' }));
    await waitFor(() => expect(pageCountSaves()).toEqual([['cr-1', { page_count: 280 }]]));
    const page = await within(dialog).findByRole('spinbutton', { name: 'Current page' });
    expect(page).toHaveAccessibleDescription('of 280 pages');
    expect(page).toHaveFocus();
    expect(within(card).getByText('Page 30 of 280 · 10%')).toBeInTheDocument();
  });

  it('goes back to the page unchanged when the correction is cancelled', async () => {
    const { user, dialog } = await openEmma();
    await user.click(await within(dialog).findByRole('button', { name: 'Change page count' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Current page' })).toHaveFocus();
    expect(pageCountSaves()).toEqual([]);
  });

  it('says when the progress cannot be fetched', async () => {
    answerProgress(() => reply(500));
    const { dialog } = await openEmma();
    expect(await within(dialog).findByText('Failed to fetch progress')).toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('says when it cannot check whether an unstarted book has progress', async () => {
    holding(shelfPage([{ ...emma, progress: null }], { shelf_id: 1 }));
    answerProgress(() => reply(500));
    const { dialog } = await openEmma();
    expect(await within(dialog).findByText('Error checking if book has progress')).toBeInTheDocument();
  });
});
