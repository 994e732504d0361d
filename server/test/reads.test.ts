// GET/POST/PUT/DELETE /api/reads (issue 20): dates of every precision, the dates refused and why,
// one open read, at most 200 reads, another reader's reads, progress belonging to the open read.
import { READS_MAX_PER_BOOK, READ_MESSAGES, SHELF_MESSAGES, type Read, type ReadList } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { SHELF, addBook, signedInReader, type LibraryClient } from './library-fixtures';

const t = testAppForFile();

const reader = () => signedInReader(t);
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function readsOf(api: LibraryClient, bookId: string): Promise<Array<Omit<Read, 'id'>>> {
  return (await api.reads(bookId)).json<ReadList>().reads.map(({ id: _id, ...dates }) => dates);
}

describe('POST /api/reads/:bookId', () => {
  it('adds past reads of every precision, listed open first then newest first', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    for (const body of [
      { started: '2019', finished: '2019' },
      { started: '2024-03-15', finished: '2024-04' },
      { finished: '2021-07-09' },
      { started: '2022-02', stopped: '2022-02-28' },
      { outcome: 'reading' },
    ]) {
      const added = await api.addRead(bookId, body);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ id: expect.any(Number), started: null, finished: null, stopped: null, outcome: 'stopped' in body ? 'stopped' : 'finished', ...body });
    }
    expect(await readsOf(api, bookId)).toEqual([
      { started: null, finished: null, stopped: null, outcome: 'reading' },
      { started: '2024-03-15', finished: '2024-04', stopped: null, outcome: 'finished' },
      { started: '2022-02', finished: null, stopped: '2022-02-28', outcome: 'stopped' },
      { started: null, finished: '2021-07-09', stopped: null, outcome: 'finished' },
      { started: '2019', finished: '2019', stopped: null, outcome: 'finished' },
    ]);
  });

  it('takes the outcome sent, else finished (a past read), and refuses a date on the other outcome', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    // An earlier read a reader only counted: finished, dates unknown (issue 21's Read Count).
    expect((await api.addRead(bookId, {})).json()).toEqual({ id: expect.any(Number), started: null, finished: null, stopped: null, outcome: 'finished' });
    expect((await api.addRead(bookId, { outcome: 'stopped' })).json()).toMatchObject({ stopped: null, outcome: 'stopped' });
    expect((await api.addRead(bookId, { outcome: 'reading', finished: '2020' })).json()).toEqual({ error: READ_MESSAGES.dateOnOtherOutcome('finished') });
    expect((await api.addRead(bookId, { outcome: 'finished', stopped: '2020' })).json()).toEqual({ error: READ_MESSAGES.dateOnOtherOutcome('stopped') });
    expect((await api.addRead(bookId, { outcome: 'done' })).statusCode).toBe(400);
    // Undated reads, newest first.
    expect((await readsOf(api, bookId)).map((read) => read.outcome)).toEqual(['stopped', 'finished']);
  });

  it.each([
    [{ started: '2024-13' }, READ_MESSAGES.dateImpossible('started', '2024-13')],
    [{ finished: '2023-02-29' }, READ_MESSAGES.dateImpossible('finished', '2023-02-29')],
    [{ started: '0000' }, READ_MESSAGES.dateImpossible('started', '0000')],
    [{ started: '99999' }, READ_MESSAGES.dateFormat('started')],
    [{ started: '2024-3-5' }, READ_MESSAGES.dateFormat('started')],
    [{ stopped: '1899' }, READ_MESSAGES.dateTooEarly('stopped')],
    [{ finished: 'soon' }, READ_MESSAGES.dateFormat('finished')],
    // An empty date is no date: refused, not taken for null (which clears a date).
    [{ finished: '' }, READ_MESSAGES.dateFormat('finished')],
    [{ started: '2024-05', finished: '2024-04-30' }, READ_MESSAGES.endBeforeStart('finished')],
    [{ started: '2024', stopped: '2023-12' }, READ_MESSAGES.endBeforeStart('stopped')],
    [{ finished: '2024-01', stopped: '2024-02' }, READ_MESSAGES.finishedAndStopped],
  ])('refuses %p with a sentence', async (body, message) => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    const refused = await api.addRead(bookId, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: message });
    expect(await readsOf(api, bookId)).toEqual([]);
  });

  it('refuses dates after today, and takes today and a finish known only to the start’s year', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    expect((await api.addRead(bookId, { finished: tomorrow() })).json()).toEqual({ error: READ_MESSAGES.dateInFuture('finished') });
    expect((await api.addRead(bookId, { started: String(new Date().getUTCFullYear() + 1) })).json()).toEqual({ error: READ_MESSAGES.dateInFuture('started') });
    expect((await api.addRead(bookId, { started: '2024-03-15', finished: '2024' })).statusCode).toBe(201);
    expect((await api.addRead(bookId, { started: today(), finished: today() })).statusCode).toBe(201);
  });

  it('refuses unlisted fields and values of the wrong type', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    expect((await api.addRead(bookId, { started: '2024', user_id: 1 })).json()).toEqual({ error: "Request body has an unexpected field 'user_id'" });
    expect((await api.addRead(bookId, { started: { year: 2024 } })).statusCode).toBe(400);
    expect((await api.addRead(bookId, { finished: 20240315 })).json()).toEqual({ error: READ_MESSAGES.dateFormat('finished') });
    expect(await readsOf(api, bookId)).toEqual([]);
  });

  it('keeps one open read per book', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    await api.setShelves(bookId, [SHELF.currentlyReading]);
    expect((await api.addRead(bookId, { started: '2020', outcome: 'reading' })).json()).toEqual({ error: READ_MESSAGES.openReadExists });
    expect((await api.addRead(bookId, { started: '2020' })).json()).toMatchObject({ outcome: 'finished' });
  });

  it(`refuses a read beyond ${READS_MAX_PER_BOOK} per book`, async () => {
    const { id, api } = await reader();
    const bookId = await addBook(t.db);
    await t.db
      .insertInto('reads')
      .values(Array.from({ length: READS_MAX_PER_BOOK - 1 }, () => ({ user_id: id, book_id: bookId, finished: '2020', outcome: 'finished' as const })))
      .execute();
    expect((await api.addRead(bookId, { finished: '2021' })).statusCode).toBe(201);
    const refused = await api.addRead(bookId, { finished: '2022' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: READ_MESSAGES.tooManyReads });
    // The shelf rules are held to the same limit.
    expect((await api.setShelves(bookId, [SHELF.read])).json()).toEqual({ error: READ_MESSAGES.tooManyReads });
  });

  it('answers 404 for a book the catalogue does not hold', async () => {
    const { api } = await reader();
    expect((await api.addRead('gb-nowhere', { finished: '2020' })).json()).toEqual({ error: SHELF_MESSAGES.bookNotFound });
  });
});

describe('PUT and DELETE /api/reads/:bookId/:readId', () => {
  it('changes the dates sent, clears one sent as null, and checks the read as a whole', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    const { id } = (await api.addRead(bookId, { started: '2023-05', finished: '2023-06-01' })).json<Read>();
    expect((await api.updateRead(bookId, id, { finished: '2023' })).json()).toEqual({ id, started: '2023-05', finished: '2023', stopped: null, outcome: 'finished' });
    expect((await api.updateRead(bookId, id, { started: null })).json()).toEqual({ id, started: null, finished: '2023', stopped: null, outcome: 'finished' });
    expect((await api.updateRead(bookId, id, { stopped: '2023-07' })).json()).toEqual({ error: READ_MESSAGES.finishedAndStopped });
    expect((await api.updateRead(bookId, id, { finished: null, stopped: '2023-07' })).json()).toEqual({ error: READ_MESSAGES.dateOnOtherOutcome('stopped') });
    expect((await api.updateRead(bookId, id, { finished: null, stopped: '2023-07', outcome: 'stopped' })).json()).toEqual({ id, started: null, finished: null, stopped: '2023-07', outcome: 'stopped' });
    expect((await api.updateRead(bookId, id, { started: '2023-08' })).json()).toEqual({ error: READ_MESSAGES.endBeforeStart('stopped') });
  });

  it('reopens a read only when no other read is open', async () => {
    const { api } = await reader();
    const bookId = await addBook(t.db);
    const { id } = (await api.addRead(bookId, { finished: '2023' })).json<Read>();
    await api.setShelves(bookId, [SHELF.currentlyReading]);
    expect((await api.updateRead(bookId, id, { finished: null, outcome: 'reading' })).json()).toEqual({ error: READ_MESSAGES.openReadExists });
    // Without its date the read is still finished, only when is unknown.
    expect((await api.updateRead(bookId, id, { finished: null })).json()).toMatchObject({ finished: null, outcome: 'finished' });
  });

  it('deletes a read; another reader’s read, or one of another book, is not found', async () => {
    const [ann, bob] = [await reader(), await reader()];
    const [bookId, otherBook] = [await addBook(t.db), await addBook(t.db)];
    const { id } = (await ann.api.addRead(bookId, { finished: '2023' })).json<Read>();
    for (const [api, book] of [
      [bob.api, bookId],
      [ann.api, otherBook],
    ] as const) {
      expect((await api.updateRead(book, id, { finished: '2022' })).json()).toEqual({ error: READ_MESSAGES.readNotFound });
      expect((await api.deleteRead(book, id)).statusCode).toBe(404);
    }
    expect((await ann.api.deleteRead(bookId, id)).statusCode).toBe(204);
    expect(await readsOf(ann.api, bookId)).toEqual([]);
    expect((await ann.api.deleteRead(bookId, id)).statusCode).toBe(404);
  });
});

describe('GET /api/reads/:bookId', () => {
  it("shows another reader's reads when their main shelves are visible to the caller, as shelves do", async () => {
    const bookId = await addBook(t.db);
    const open = await signedInReader(t, { profile_visibility: 'public' });
    const hidden = await signedInReader(t, { profile_visibility: 'public', mandatory_shelves_visibility: 'private' });
    const privateProfile = await signedInReader(t, { profile_visibility: 'private' });
    const viewer = await reader();
    for (const owner of [open, hidden, privateProfile]) await owner.api.addRead(bookId, { finished: '2020-02' });

    expect((await viewer.api.reads(bookId, open.id)).json<ReadList>().reads).toEqual([{ id: expect.any(Number), started: null, finished: '2020-02', stopped: null, outcome: 'finished' }]);
    for (const owner of [hidden, privateProfile]) expect((await viewer.api.reads(bookId, owner.id)).statusCode).toBe(403);
    expect((await hidden.api.reads(bookId, hidden.id)).statusCode).toBe(200);
    expect((await viewer.api.reads(bookId)).json()).toEqual({ reads: [] });
  });
});

describe('progress belongs to the open read', () => {
  it('recording a page opens a read today; finishing keeps its last page; a re-read starts at page 0', async () => {
    const { id, api } = await reader();
    const bookId = await addBook(t.db, { page_count: 250 });
    await api.setShelves(bookId, [SHELF.wantToRead]);
    await api.updateProgress(bookId, { current_page: 40 });
    expect(await readsOf(api, bookId)).toEqual([{ started: today(), finished: null, stopped: null, outcome: 'reading' }]);
    await api.updateProgress(bookId, { status: 'Finished' });
    expect(await readsOf(api, bookId)).toEqual([{ started: today(), finished: today(), stopped: null, outcome: 'finished' }]);
    const lastPages = async () => (await t.db.selectFrom('reads').select('last_page').where('user_id', '=', id).orderBy('id').execute()).map((read) => read.last_page);
    expect(await lastPages()).toEqual([250]);

    await api.setShelves(bookId, [SHELF.currentlyReading]);
    expect((await api.progress(bookId)).json()).toMatchObject({ current_page: 0, status: 'In Progress' });
    await api.updateProgress(bookId, { current_page: 90 });
    await api.setShelves(bookId, [SHELF.didNotFinish]);
    expect(await readsOf(api, bookId)).toEqual([
      { started: today(), finished: null, stopped: today(), outcome: 'stopped' },
      { started: today(), finished: today(), stopped: null, outcome: 'finished' },
    ]);
    expect(await lastPages()).toEqual([250, 90]);
  });
});
