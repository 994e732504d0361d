import { screen, within } from '@testing-library/react';
import type { Read } from '@booknook/api';
import { fakeApi, lastAnnounced, renderWithRouter, signInAs, type FakeApi } from '@booknook/testing';
import { ReadingHistory } from './ReadingHistory';

const firstRead: Read = { id: 7, started: '2024-03-03', finished: '2024-04', stopped: null, outcome: 'finished' };

let api: FakeApi;
/** What the server holds; the fake answers GET /reads from it, so a change shows after the refetch. */
let reads: Read[];

beforeEach(() => {
  signInAs();
  reads = [firstRead];
  api = fakeApi().get('/reads/:bookId', () => ({ reads }));
});

const renderHistory = () => renderWithRouter(<ReadingHistory bookId="gb-1" bookTitle="Emma" />);
const history = () => screen.getByRole('region', { name: 'Reading history' });

describe('ReadingHistory', () => {
  it('lists each read with its dates to the precision known', async () => {
    reads = [{ id: 8, started: null, finished: '2019', stopped: null, outcome: 'finished' }, firstRead];
    renderHistory();
    const items = await within(history()).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Read in|Started/).textContent)).toEqual([
      'Read in 2019',
      'Started 3 Mar 2024 · Finished Apr 2024',
    ]);
    expect(api.requests('GET', '/reads/:bookId')[0]?.pathParams).toEqual({ bookId: 'gb-1' });
  });

  it('adds a read with how it ended and its dates', async () => {
    const added: Read = { id: 9, started: null, finished: '2019', stopped: null, outcome: 'finished' };
    api.post('/reads/:bookId', () => {
      reads = [added, firstRead];
      return added;
    });
    const { user } = renderHistory();
    await user.click(await within(history()).findByRole('button', { name: 'Add a read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a read of Emma' });
    await user.selectOptions(within(dialog).getByLabelText('Finished: known to the'), 'year');
    // Emptied, the year box stays (the precision is the reader's choice, not read off the value).
    const year = within(dialog).getByLabelText('Finished in (year)');
    await user.clear(year);
    await user.type(year, '2019');
    await user.click(within(dialog).getByRole('button', { name: 'Add read' }));

    expect(await within(history()).findByText('Read in 2019')).toBeInTheDocument();
    expect(lastAnnounced()).toBe('Read saved.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests('POST', '/reads/:bookId').map((request) => request.body)).toEqual([
      { outcome: 'finished', started: null, finished: '2019', stopped: null },
    ]);
  });

  it('deletes a read only once the reader confirms', async () => {
    api.delete('/reads/:bookId/:readId', () => {
      reads = [];
      return null;
    });
    const { user } = renderHistory();
    await user.click(await within(history()).findByRole('button', { name: 'Delete read: Started 3 Mar 2024 · Finished Apr 2024' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this read?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('DELETE', '/reads/:bookId/:readId')).toHaveLength(0);

    await user.click(within(history()).getByRole('button', { name: 'Delete read: Started 3 Mar 2024 · Finished Apr 2024' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this read?' })).getByRole('button', { name: 'Delete read' }));
    expect(await within(history()).findByText('No reads recorded yet.')).toBeInTheDocument();
    expect(lastAnnounced()).toBe('Read deleted.');
    expect(api.requests('DELETE', '/reads/:bookId/:readId').map((request) => request.pathParams)).toEqual([{ bookId: 'gb-1', readId: '7' }]);
    expect(within(history()).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
