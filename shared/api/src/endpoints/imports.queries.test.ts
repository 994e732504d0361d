// A realtime progress event is newer than any fetch of the job begun before it: the page shows the
// event's state, whichever of them answers last.
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { fakeApi, type FakeApi } from '@booknook/testing';
import type { ImportJob, ImportSummary } from '../contract';
import { createQueryClient } from '../queryClient';
import { importProgressUpdate, importQuery } from './imports.queries';

const counts = { added: 4, alreadyThere: 0, matchedByIsbn: 4, matchedByTitle: 0, createdBooks: 0, reviews: 0, reads: 0, customShelves: 0, skipped: 0 };
const running: ImportSummary = {
  id: 7,
  status: 'running',
  format: 'goodreads',
  total: 4,
  processed: 4,
  counts,
  reason: null,
  fileName: 'goodreads.csv',
  createdAt: '2026-11-28T20:00:00.000Z',
  finishedAt: null,
};
const done: ImportSummary = { ...running, status: 'done', finishedAt: '2026-11-28T20:00:01.000Z' };
const page = (summary: ImportSummary): ImportJob => ({ ...summary, rows: [], rowsTotal: 0 });

let api: FakeApi;
let client: QueryClient;
/** The job as the server holds it now. */
let job: ImportSummary;
/** Releases the first GET, which read the job before the event. */
let answerFirst: () => void;

beforeEach(() => {
  job = running;
  let calls = 0;
  api = fakeApi().get('/imports/:id', () => {
    calls += 1;
    const read = page(job);
    return calls === 1 ? new Promise<ImportJob>((resolve) => (answerFirst = () => resolve(read))) : read;
  });
  client = createQueryClient();
});

it.each([
  ['before the first answer', false],
  ['after an answer, with the next fetch under way', true],
])('the end of an import that arrives %s is what the page shows', async (_when, answeredOnce) => {
  if (answeredOnce) {
    client.setQueryData(importQuery(7, { limit: 1 }).queryKey, page({ ...running, processed: 2 }));
  }
  const observer = new QueryObserver(client, importQuery(7, { limit: 1 }));
  const unsubscribe = observer.subscribe(() => {});
  await waitFor(() => expect(api.requests('GET', '/imports/:id')).toHaveLength(1));

  job = done;
  importProgressUpdate(client, done);
  answerFirst();
  await waitFor(() => {
    expect(api.requests('GET', '/imports/:id')).toHaveLength(2);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
  });
  expect(observer.getCurrentResult().data?.status).toBe('done');
  unsubscribe();
});
