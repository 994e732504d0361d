import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportJob, type ImportRowReport, type ImportSummary, type Settings } from '@booknook/api';
import { connect, REALTIME_EVENTS } from '@booknook/realtime';
import { fakeApi, openedSockets, openFakeSocket, reader, renderWithRouter, reply, signInAs, volume, withoutReviews, type FakeApi } from '@booknook/testing';
import App from '../../App';
import { IMPORT_POLL_MS } from './ImportExportSection';

// socket.io-client is the network edge; @booknook/realtime runs for real, connected as the shell connects it.
jest.mock('socket.io-client', () => ({ io: jest.fn() }));
beforeEach(() => jest.mocked(io).mockImplementation((options) => openFakeSocket(options) as unknown as ReturnType<typeof io>));

const settings: Settings = {
  id: reader.id,
  email: 'ada@example.com',
  username: reader.username,
  display_name: 'Ada Reads',
  bio: null,
  profile_picture: null,
  announcements: true,
  recommendations: true,
  reminders: true,
  updates: true,
  track_interactions: true,
  profile_visibility: 'public',
  mandatory_shelves_visibility: 'public',
  custom_shelves_visibility: 'public',
  reviews_visibility: 'public',
  theme: 'system',
  user_type_id: 2,
  date_created: '2025-05-01T00:00:00.000Z',
};

const noCounts = { added: 0, alreadyThere: 0, matchedByIsbn: 0, matchedByTitle: 0, createdBooks: 0, reviews: 0, reads: 0, customShelves: 0, skipped: 0 };

function summary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: 31,
    status: 'running',
    format: 'goodreads',
    total: 1204,
    processed: 0,
    counts: noCounts,
    reason: null,
    fileName: 'goodreads_library_export.csv',
    createdAt: '2026-11-27T01:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const skippedRow: ImportRowReport = { line: 7, title: 'Lost Notebook', author: 'Unknown Hand', outcome: 'skipped', bookId: null, reason: 'The ISBN was damaged by a spreadsheet (1.23E+12).', matchedBy: null };
const createdRow: ImportRowReport = { line: 12, title: 'Zine Volume 2', author: 'Ada Whitcombe', outcome: 'created', bookId: 'rb-9', reason: 'No book in the catalogue matched: made from the row, waiting for approval.', matchedBy: null };

let api: FakeApi;
let job: ImportSummary;
let attention: ImportRowReport[];

/** GET /imports/:id as the server pages it: `only=attention` keeps the rows to look at. */
function jobAnswer(query: URLSearchParams): ImportJob {
  const rows = query.get('only') === 'attention' ? attention : [];
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  return { ...job, rows: rows.slice(offset, offset + limit), rowsTotal: rows.length };
}

beforeEach(() => {
  signInAs({ ...reader, profile_picture: null });
  job = summary();
  attention = [];
  api = fakeApi()
    .get('/settings', () => settings)
    .get('/imports', () => ({ imports: [] }))
    .get('/imports/:id', ({ query }) => jobAnswer(query));
});

afterEach(() => jest.useRealTimers());

/** The page with its realtime connection open, as the shell keeps it. */
async function renderSettings({ connected = true } = {}) {
  const disconnect = connect('test-token', reader.id);
  const socket = openedSockets[0]!;
  if (connected) socket.serverConnects();
  const rendered = renderWithRouter(<App />, { route: '/settings' });
  const section = await screen.findByRole('region', { name: 'Import and export' });
  return { ...rendered, socket, section, disconnect };
}

const file = (name = 'goodreads_library_export.csv', text = 'Book Id,Title\n1,Dune\n') => new File([text], name, { type: 'text/csv' });
const progressBar = () => screen.getByRole('progressbar', { name: 'Import progress' });
const jobRequests = () => api.requests('GET', '/imports/:id');

describe('starting an import', () => {
  it('sends the chosen file, says what it was recognised as, and moves the bar with each realtime progress event', async () => {
    api.post('/imports', () => reply(202, { id: 31 }));
    const { user, socket, section } = await renderSettings();
    // The file input is reached by its label, as Tab and a screen reader reach it.
    await user.upload(await within(section).findByLabelText('Choose a CSV file'), file());
    expect(within(section).getByText('Chosen: goodreads_library_export.csv')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Import' }));

    const sent = api.requests('POST', '/imports')[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('goodreads_library_export.csv');
    expect(await screen.findByText('Goodreads export, 1,204 books')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Importing goodreads_library_export.csv' })).toHaveFocus();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    expect(progressBar()).toHaveAttribute('aria-valuemax', '1204');

    job = summary({ processed: 600, counts: { ...noCounts, added: 580, matchedByIsbn: 560, matchedByTitle: 20, skipped: 20 } });
    socket.serverEmits(REALTIME_EVENTS.importProgress, job);
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '600'));
    expect(progressBar()).toHaveAttribute('aria-valuetext', '600 of 1,204 rows');
    const counts = screen.getByLabelText('What the import did');
    expect(within(counts).getByText('Added').nextSibling).toHaveTextContent('580');
    expect(within(counts).getByText('Matched by title').nextSibling).toHaveTextContent('20');
  });

  it('takes a dropped file', async () => {
    api.post('/imports', () => reply(202, { id: 31 }));
    const { user, section } = await renderSettings();
    const zone = (await within(section).findByText('or drop it here')).parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file('storygraph.csv')] } });
    expect(within(section).getByText('Chosen: storygraph.csv')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(((api.requests('POST', '/imports')[0]!.body as FormData).get('file') as File).name).toBe('storygraph.csv');
  });

  it.each([
    [400, "This file is not an export BookNook reads: the header is none of Goodreads' export, The StoryGraph's export or BookNook's export."],
    [409, IMPORT_MESSAGES.alreadyRunning],
    [413, IMPORT_MESSAGES.tooManyRows],
    [429, 'Too many imports started: try again in an hour.'],
  ])("shows the server's sentence when it answers %i", async (status, sentence) => {
    api.post('/imports', () => reply(status, { error: sentence }));
    const { user, section } = await renderSettings();
    await user.upload(await within(section).findByLabelText('Choose a CSV file'), file());
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(sentence);
    // The reader may choose another file at once.
    expect(within(section).getByLabelText('Choose a CSV file')).toBeEnabled();
  });

  it('refuses a file over the limit before sending it', async () => {
    const { user, section } = await renderSettings();
    const large = file();
    Object.defineProperty(large, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await user.upload(await within(section).findByLabelText('Choose a CSV file'), large);
    expect(within(section).getByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.tooLarge);
    expect(within(section).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(api.requests('POST', '/imports')).toHaveLength(0);
  });
});

describe('a running import', () => {
  it('is shown again when the reader comes back to Settings (GET /imports lists it)', async () => {
    job = summary({ processed: 300 });
    api.get('/imports', () => ({ imports: [job] }));
    await renderSettings();
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '300'));
    expect(screen.getByRole('heading', { name: 'Importing goodreads_library_export.csv' })).not.toHaveFocus();
    expect(screen.queryByLabelText('Choose a CSV file')).not.toBeInTheDocument();
  });

  it('is not asked about again while the realtime connection is up, and is every few seconds while it is down', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    job = summary({ processed: 300 });
    api.get('/imports', () => ({ imports: [job] }));
    const { socket } = await renderSettings();
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '300'));
    const asked = jobRequests().length;
    await act(() => jest.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3));
    expect(jobRequests()).toHaveLength(asked);

    socket.serverDisconnects();
    expect(await screen.findByText('Not connected: the progress is checked every few seconds.')).toBeInTheDocument();
    job = summary({ processed: 900 });
    await act(() => jest.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '900'));
    expect(jobRequests().length).toBeGreaterThan(asked);
  });

  it('can be cancelled', async () => {
    api.get('/imports', () => ({ imports: [job] })).delete('/imports/:id', () => {
      job = summary({ status: 'cancelled', processed: 400, finishedAt: '2026-11-27T01:05:00.000Z' });
      return reply(204, null);
    });
    const { user } = await renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Cancel import' }));
    expect(api.requests('DELETE', '/imports/31')).toHaveLength(1);
    expect(await screen.findByRole('status')).toHaveTextContent('The import was cancelled.');
  });
});

describe('the report', () => {
  it('gives the counts and every row to look at, with its reason and a way to act on it', async () => {
    api.get('/imports', () => ({ imports: [job] })).get('/books-api/:bookId', () => volume('rb-9', { title: 'Zine Volume 2' }));
    // What the book's details ask for besides the book.
    withoutReviews(
      api
        .get('/shelves/book/:bookId', () => [])
        .get('/reads/:bookId', () => ({ reads: [] }))
        .get('/books/:bookId/page-count', () => ({ page_count: null, suggested_page_count: null })),
    );
    const { socket, user } = await renderSettings();
    await screen.findByRole('progressbar', { name: 'Import progress' });

    attention = [skippedRow, createdRow];
    job = summary({ status: 'done', processed: 1204, counts: { ...noCounts, added: 1100, createdBooks: 1, skipped: 1, reviews: 40 }, finishedAt: '2026-11-27T01:05:00.000Z' });
    socket.serverEmits(REALTIME_EVENTS.importProgress, job);

    expect(await screen.findByRole('status')).toHaveTextContent('Import finished.');
    expect(screen.getByRole('heading', { name: 'Imported goodreads_library_export.csv' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [, skipped, created] = within(table).getAllByRole('row');
    expect(skipped).toHaveTextContent('Skipped: The ISBN was damaged by a spreadsheet (1.23E+12).');
    expect(within(skipped!).getByRole('link', { name: 'Search the catalogue for Lost Notebook' })).toHaveAttribute('href', '/search/Lost%20Notebook%20Unknown%20Hand');
    expect(within(skipped!).queryByRole('button', { name: /Open the book/ })).not.toBeInTheDocument();
    expect(created).toHaveTextContent('Book created');

    await user.click(within(created!).getByRole('button', { name: 'Open the book: Zine Volume 2' }));
    expect(await screen.findByRole('dialog', { name: 'Zine Volume 2' })).toBeInTheDocument();
  });

  it('pages the rows to look at', async () => {
    attention = Array.from({ length: 25 }, (_, index) => ({ ...skippedRow, line: index + 2, title: `Lost ${index + 1}` }));
    job = summary({ status: 'done', processed: 1204, finishedAt: '2026-11-27T01:05:00.000Z' });
    api.post('/imports', () => reply(202, { id: 31 }));
    const { user, section } = await renderSettings();
    await user.upload(await within(section).findByLabelText('Choose a CSV file'), file());
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('25 rows · page 1 of 2')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Lost 25')).toBeInTheDocument();
    expect(api.lastQuery('/imports/:id')).toEqual({ only: 'attention', offset: '20', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText('Choose a CSV file')).toBeInTheDocument();
  });

  it('says why a failed import stopped', async () => {
    job = summary({ status: 'failed', processed: 500, reason: IMPORT_MESSAGES.interrupted, finishedAt: '2026-11-27T01:05:00.000Z' });
    api.post('/imports', () => reply(202, { id: 31 }));
    const { user, section } = await renderSettings();
    await user.upload(await within(section).findByLabelText('Choose a CSV file'), file());
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The import stopped. ${IMPORT_MESSAGES.interrupted}`);
  });
});

describe('export', () => {
  it.each([
    ['Download library (CSV)', '/exports/goodreads.csv', 'booknook-library.csv'],
    ['Download account (JSON)', '/exports/account.json', 'booknook-account.json'],
  ] as const)('%s fetches the file with the session and saves it under its name', async (label, path, name) => {
    const clicked: HTMLAnchorElement[] = [];
    // The browser's save is the edge: the link the page clicks is recorded instead of followed.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const content = () => new Blob(['content'], { type: 'text/plain' });
    api.get('/exports/goodreads.csv', content).get('/exports/account.json', content);
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.requests('GET').filter((request) => request.path.startsWith('/exports/'))).toEqual([expect.objectContaining({ path, headers: expect.objectContaining({ authorization: 'Bearer test-token' }) })]);
    expect(clicked[0]!.download).toBe(name);
    const saved = jest.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as File;
    expect(saved.name).toBe(name);
  });

  it('says when a download fails', async () => {
    api.get('/exports/account.json', () => reply(500, {}));
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Download account (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the export');
  });
});
