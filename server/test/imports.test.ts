// The import job (issue 21): POST /imports answers 202 and the job writes the file's rows into the
// reader's library by the mapping rules, adding and never taking away; GET /imports/{id} reports,
// DELETE cancels; a stopped instance's job is resumed after its last batch by another, and exactly
// one instance works on a job. The file-format rules themselves are import-formats.test.ts's.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES, READS_MAX_PER_BOOK, READ_MESSAGES, type ImportJob, type ImportSummary } from '@booknook/api/contract';
import { titleCandidatesQuery } from '../src/imports/apply-row';
import { FILE_MESSAGES } from '../src/imports/read-file';
import { NO_IMPORT_COUNTS, createImportJob, createImportRunner, nextBatchRows, restAfterBatch, type ImportRunnerOptions } from '../src/imports/job';
import { createTestApp, importEnded, queryPlan, signUpAndLogIn, testAppForFile, type TestApp } from './helpers';
import { SHELF, addBook, libraryClient } from './library-fixtures';

const FIXTURES = path.join(__dirname, 'fixtures/imports');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

const t = testAppForFile();

/** A new reader: their token for the import routes, and the library routes as they call them. */
async function signedInReader(test: TestApp) {
  const { user, auth } = await signUpAndLogIn(test.app);
  return { user, auth, api: libraryClient(test.app, auth) };
}
type Reader = Awaited<ReturnType<typeof signedInReader>>;

function importForm(bytes: Buffer, name = 'goodreads_library_export.csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
  return form;
}

async function startImport(reader: Reader, bytes: Buffer, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/imports', headers: reader.auth, payload: importForm(bytes) });
}

/** The job once it has ended (the runner works in the background). */
async function finished(reader: Reader, id: number, app = t.app): Promise<ImportJob> {
  return importEnded(id, async () => (await app.inject({ method: 'GET', url: `/api/imports/${id}?limit=100`, headers: reader.auth })).json<ImportJob>());
}

/** A Goodreads export of these rows (cells by column name, the others empty). */
function goodreadsFile(rows: Record<string, string>[]): Buffer {
  const header = fixture('goodreads.csv').toString().split(/\r?\n/)[0]!;
  const columns = header.split(',');
  return Buffer.from([header, ...rows.map((cells) => columns.map((column) => `"${(cells[column] ?? '').replaceAll('"', '""')}"`).join(','))].join('\n'));
}

async function storedFile(id: number): Promise<Buffer | null> {
  return (await t.db.selectFrom('import_jobs').select('file').where('id', '=', id).executeTakeFirstOrThrow()).file;
}

async function imported(reader: Reader, bytes: Buffer): Promise<ImportJob> {
  const started = await startImport(reader, bytes);
  expect(started.json()).toEqual({ id: expect.any(Number) });
  expect(started.statusCode).toBe(202);
  return finished(reader, started.json<{ id: number }>().id);
}

/** The reader's library as rows of (title, shelves, reads, page count, rating): what an import must write and keep. */
async function library(test: TestApp, userId: number) {
  const books = await test.db
    .selectFrom('shelf_books')
    .innerJoin('books', 'books.id', 'shelf_books.book_id')
    .innerJoin('shelves', 'shelves.id', 'shelf_books.shelf_id')
    .select(['books.id', 'books.title', 'shelves.name'])
    .where('shelf_books.user_id', '=', userId)
    .orderBy('books.id')
    .execute();
  // Shelf names in code-point order on both databases (their collations differ).
  books.sort((a, b) => (a.id === b.id ? (a.name < b.name ? -1 : 1) : 0));
  const reads = await test.db.selectFrom('reads').select(['book_id', 'started', 'finished', 'stopped', 'outcome']).where('user_id', '=', userId).orderBy('book_id').orderBy('id').execute();
  const reviews = await test.db.selectFrom('reviews').select(['book_id', 'rating', 'review_text', 'imported']).where('user_id', '=', userId).orderBy('book_id').execute();
  const pageCounts = await test.db.selectFrom('reader_books').select(['book_id', 'page_count']).where('user_id', '=', userId).orderBy('book_id').execute();
  return { books, reads, reviews, pageCounts };
}

/** Catalogue books the Goodreads fixture finds: by ISBN-13, by ISBN-10 alone, and by title and author alone; made once per file. */
let catalogueBooks: Promise<{ byIsbn13: string; byIsbn10: string; byTitle: string }> | undefined;
function catalogueForGoodreadsFixture() {
  catalogueBooks ??= addCatalogueForGoodreadsFixture();
  return catalogueBooks;
}

async function addCatalogueForGoodreadsFixture() {
  const byIsbn13 = await addBook(t.db, { title: "The Lantern Keeper's Daughter", authors: ['Ada Whitcombe'] });
  await t.db.updateTable('books').set({ isbn13: '9780312456788' }).where('id', '=', byIsbn13).execute();
  const byIsbn10 = await addBook(t.db, { title: 'Ninety Rooms, One Door', authors: ['Leon Ferrand-Akesson'] });
  await t.db.updateTable('books').set({ isbn10: '080442957X', isbn13: null }).where('id', '=', byIsbn10).execute();
  // "&" for "and", and no series suffix: still the same title once both are normalised.
  const byTitle = await addBook(t.db, { title: 'Salt & Iron', authors: ['Marguerite Oyelaran'] });
  return { byIsbn13, byIsbn10, byTitle };
}

describe('POST /api/imports', () => {
  it("writes a Goodreads export's shelves, reads, ratings, reviews and page counts, matching by ISBN-13, ISBN-10 and title", async () => {
    const reader = await signedInReader(t);
    const { byIsbn13, byIsbn10, byTitle } = await catalogueForGoodreadsFixture();
    const job = await imported(reader, fixture('goodreads.csv'));

    expect(job).toMatchObject({ status: 'done', format: 'goodreads', total: 7, processed: 7, reason: null, fileName: 'goodreads_library_export.csv' });
    expect(job.counts).toEqual({ added: 3, alreadyThere: 0, matchedByIsbn: 2, matchedByTitle: 1, createdBooks: 4, reviews: 3, reads: 4, customShelves: 4, skipped: 0 });
    const byLine = new Map(job.rows.map((row) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({ outcome: 'added', bookId: byIsbn13, matchedBy: 'isbn' });
    expect(byLine.get(3)).toMatchObject({ outcome: 'added', bookId: byTitle, matchedBy: 'title' });
    expect(byLine.get(4)).toMatchObject({ outcome: 'added', bookId: byIsbn10, matchedBy: 'isbn' });
    expect(byLine.get(6)).toMatchObject({ outcome: 'created', matchedBy: null, reason: expect.stringContaining('needs a rating') });
    const created = job.rows.filter((row) => row.outcome === 'created').map((row) => row.bookId!);
    expect(created).toHaveLength(4);
    const createdBooks = await t.db.selectFrom('books').select(['title', 'awaiting_approval', 'added_by', 'source']).where('id', 'in', created).execute();
    expect(createdBooks.every((book) => book.awaiting_approval && book.added_by === reader.user.id && book.source === 'reader')).toBe(true);
    expect(createdBooks.map((book) => book.title)).toContain('=HYPERLINK("http://example.invalid","Click me")');

    const { books, reads, reviews, pageCounts } = await library(t, reader.user.id);
    const shelvesOf = (bookId: string) => books.filter((row) => row.id === bookId).map((row) => row.name);
    expect(shelvesOf(byIsbn13)).toEqual(['Read', 'favourites', 'sea-stories']);
    expect(shelvesOf(byTitle)).toEqual(['Want To Read']);
    expect(shelvesOf(byIsbn10)).toEqual(['Currently Reading']);
    const clouds = job.rows.find((row) => row.title === 'A Field Guide to Clouds')!.bookId!;
    expect(shelvesOf(clouds)).toEqual(['owned-unread', 'reference']);
    const orchard = job.rows.find((row) => row.title === 'The Glass Orchard')!.bookId!;
    expect(shelvesOf(orchard)).toEqual(['Did Not Finish']);

    // Read Count 2 with one Date Read: the dated read and an undated earlier one.
    expect(reads.filter((read) => read.book_id === byIsbn13)).toEqual([
      { book_id: byIsbn13, started: null, finished: null, stopped: null, outcome: 'finished' },
      { book_id: byIsbn13, started: null, finished: '2023-04-18', stopped: null, outcome: 'finished' },
    ]);
    expect(reads.filter((read) => read.book_id === byIsbn10)).toEqual([{ book_id: byIsbn10, started: null, finished: null, stopped: null, outcome: 'reading' }]);
    expect(reviews.find((review) => review.book_id === byIsbn13)).toEqual({
      book_id: byIsbn13,
      rating: 4,
      review_text: 'Slow start.\n\nThen I could not put it down & read it in a night.',
      imported: true,
    });
    expect(pageCounts.find((row) => row.book_id === byIsbn13)?.page_count).toBe(312);
    const dateAdded = await t.db.selectFrom('shelf_books').select('date_added').where('user_id', '=', reader.user.id).where('book_id', '=', byIsbn13).executeTakeFirstOrThrow();
    expect(dateAdded.date_added.toISOString().slice(0, 10)).toBe('2023-03-02');
  });

  it('shows the imported books in the reader’s stats at once, though the figures were kept before', async () => {
    const reader = await signedInReader(t);
    await catalogueForGoodreadsFixture();
    const booksInStats = async () => (await reader.api.call('GET', '/stats?shelf=All&year=All')).json<{ totalBooksInShelf: number }>().totalBooksInShelf;
    expect(await booksInStats()).toBe(0);
    await imported(reader, fixture('goodreads.csv'));
    expect(await booksInStats()).toBe(7);
  });

  it('changes nothing the second time: every row is already there', async () => {
    const reader = await signedInReader(t);
    await catalogueForGoodreadsFixture();
    await imported(reader, fixture('goodreads.csv'));
    const before = await library(t, reader.user.id);
    const again = await imported(reader, fixture('goodreads.csv'));
    expect(again.counts).toMatchObject({ alreadyThere: 7, added: 0, createdBooks: 0, reviews: 0, reads: 0, customShelves: 0, skipped: 0 });
    expect(await library(t, reader.user.id)).toEqual(before);
  });

  it("keeps the reader's own shelf and review over the file's", async () => {
    const reader = await signedInReader(t);
    const { byIsbn13 } = await catalogueForGoodreadsFixture();
    expect((await reader.api.setShelves(byIsbn13, [SHELF.wantToRead])).statusCode).toBe(200);
    expect((await reader.api.call('POST', '/reviews', { book_id: byIsbn13, rating: 1, review_text: 'Mine' })).statusCode).toBe(201);
    await imported(reader, fixture('goodreads.csv'));
    const { books, reviews } = await library(t, reader.user.id);
    expect(books.filter((row) => row.id === byIsbn13).map((row) => row.name)).toEqual(['Want To Read', 'favourites', 'sea-stories']);
    expect(reviews.find((review) => review.book_id === byIsbn13)).toMatchObject({ rating: 1, review_text: 'Mine', imported: false });
  });

  it('matches by title through apostrophes, accents, another script and a common surname, and only the book that reads the same', async () => {
    const reader = await signedInReader(t);
    const connor = await addBook(t.db, { title: 'The Violent Bear It Away', authors: ["Flannery O'Connor"] });
    const marquez = await addBook(t.db, { title: 'Crónica de una muerte anunciada', authors: ['Gabriel García Márquez'] });
    const tolstoy = await addBook(t.db, { title: 'Анна Каренина', authors: ['Лев Толстой'] });
    // Many books of one surname: the one that reads the same is still found among them.
    for (let index = 0; index < 30; index += 1) await addBook(t.db, { title: `Window Number ${index}`, authors: ['Ada Whitcombe-Kingsley'] });
    const window = await addBook(t.db, { title: "The Windowmaker's Almanac", authors: ['Ada Whitcombe-Kingsley'] });
    const file = goodreadsFile([
      { 'Book Id': '1', Title: 'The Violent Bear It Away (Southern Stories, #2)', Author: 'Flannery O’Connor', 'Exclusive Shelf': 'to-read', ISBN: '=""', ISBN13: '=""' },
      { 'Book Id': '2', Title: 'Cronica de una muerte anunciada', Author: 'Gabriel Garcia Marquez', 'Exclusive Shelf': 'to-read', ISBN: '=""', ISBN13: '=""' },
      { 'Book Id': '5', Title: 'Анна Каренина', Author: 'Лев Толстой', 'Exclusive Shelf': 'to-read', ISBN: '=""', ISBN13: '=""' },
      { 'Book Id': '3', Title: 'The Windowmakers Almanac', Author: 'Ada Whitcombe-Kingsley', 'Exclusive Shelf': 'to-read', ISBN: '=""', ISBN13: '=""' },
      { 'Book Id': '4', Title: 'The Windowmaker', Author: 'Ada Whitcombe-Kingsley', 'Exclusive Shelf': 'to-read', ISBN: '=""', ISBN13: '=""' },
    ]);
    const job = await imported(reader, file);
    expect(job.rows.map((row) => [row.line, row.outcome, row.matchedBy, row.bookId])).toEqual([
      [2, 'added', 'title', connor],
      [3, 'added', 'title', marquez],
      [4, 'added', 'title', tolstoy],
      [5, 'added', 'title', window],
      [6, 'created', null, expect.stringMatching(/^rb-/)],
    ]);
  });

  it("makes one book of a batch's rows with the same unknown title and author or the same ISBN, and finds a title without a long word by its author", async () => {
    const reader = await signedInReader(t);
    const kingsIt = await addBook(t.db, { title: 'It', authors: ['Stephen King'] });
    // The first batch (four rows) holds both pairs; 0-306-40615-2 is 978-0-306-40615-7.
    const file = goodreadsFile([
      { 'Book Id': '1', Title: 'The Lighthouse Keeper Returns', Author: 'Nell Quarry', 'Exclusive Shelf': 'to-read', ISBN: '=""', ISBN13: '=""' },
      { 'Book Id': '2', Title: 'The Lighthouse Keeper Returns (Quarry Tales, #2)', Author: 'Nell Quarry', 'Exclusive Shelf': 'read', ISBN: '=""', ISBN13: '=""' },
      { 'Book Id': '3', Title: 'Salt and Tide', Author: 'Ivo Brann', 'Exclusive Shelf': 'to-read', ISBN: '="0306406152"', ISBN13: '=""' },
      { 'Book Id': '4', Title: 'Salt & Tide: A Novel', Author: 'I. Brann', 'Exclusive Shelf': 'to-read', ISBN: '=""', ISBN13: '="9780306406157"' },
      { 'Book Id': '5', Title: 'It', Author: 'Stephen King', 'Exclusive Shelf': 'to-read', ISBN: '=""', ISBN13: '=""' },
    ]);
    const job = await imported(reader, file);
    const [lighthouse, salt] = [job.rows[0]!.bookId, job.rows[2]!.bookId];
    expect(job.rows.map((row) => [row.line, row.outcome, row.matchedBy, row.bookId])).toEqual([
      [2, 'created', null, expect.stringMatching(/^rb-/)],
      [3, 'alreadyThere', 'title', lighthouse],
      [4, 'created', null, expect.stringMatching(/^rb-/)],
      [5, 'alreadyThere', 'isbn', salt],
      [6, 'added', 'title', kingsIt],
    ]);
    expect(job.counts).toMatchObject({ createdBooks: 2, matchedByTitle: 2, matchedByIsbn: 1 });
    const booksMade = await t.db.selectFrom('books').select(['id', 'isbn13']).where('added_by', '=', reader.user.id).orderBy('title').execute();
    expect(booksMade).toEqual([
      { id: salt, isbn13: '9780306406157' },
      { id: lighthouse, isbn13: null },
    ]);
  });

  it('skips only the rows that cannot go in, with their reason, when a batch of rows together fails', async () => {
    const reader = await signedInReader(t);
    // The same unknown book read again and again: past READS_MAX_PER_BOOK a row's read is refused.
    const rereads = Array.from({ length: READS_MAX_PER_BOOK + 5 }, (_, index) => {
      const day = new Date(Date.UTC(2000, 0, 1 + index)).toISOString().slice(0, 10).replaceAll('-', '/');
      return { 'Book Id': String(index + 1), Title: 'The Endless Reread', Author: 'Ida Loop', ISBN13: '="9780306406157"', 'Exclusive Shelf': 'read', 'Date Read': day };
    });
    const job = await imported(reader, goodreadsFile(rereads));
    expect(job).toMatchObject({ status: 'done', processed: READS_MAX_PER_BOOK + 5 });
    expect(job.counts).toMatchObject({ createdBooks: 1, added: READS_MAX_PER_BOOK - 1, reads: READS_MAX_PER_BOOK, skipped: 5, matchedByIsbn: READS_MAX_PER_BOOK - 1 });
    const skipped = (await t.app.inject({ method: 'GET', url: `/api/imports/${job.id}?only=attention&limit=100`, headers: reader.auth })).json<ImportJob>().rows;
    expect(skipped.map((row) => [row.line, row.outcome, row.reason])).toEqual(
      Array.from({ length: 5 }, (_, index) => [READS_MAX_PER_BOOK + 2 + index, 'skipped', READ_MESSAGES.tooManyReads]),
    );
    const reads = await t.db.selectFrom('reads').select('id').where('user_id', '=', reader.user.id).execute();
    expect(reads).toHaveLength(READS_MAX_PER_BOOK);
  });

  it("maps The StoryGraph's statuses, date ranges, quarter stars, pace and tags", async () => {
    const reader = await signedInReader(t);
    const job = await imported(reader, fixture('storygraph.csv'));
    expect(job).toMatchObject({ status: 'done', format: 'storygraph' });
    const cartographer = job.rows.find((row) => row.title === "The Cartographer's Apprentice")!;
    expect(cartographer.reason).toContain('kept as 4');
    const { books, reads, reviews } = await library(t, reader.user.id);
    expect(books.filter((row) => row.id === cartographer.bookId).map((row) => row.name)).toEqual(['Read', 'comfort reads', 'favourites']);
    expect(reads.filter((read) => read.book_id === cartographer.bookId).map((read) => [read.started, read.finished])).toEqual([
      ['2022-03-01', '2022-03-20'],
      ['2024-06-10', '2024-07-02'],
    ]);
    expect(reviews.find((review) => review.book_id === cartographer.bookId)).toMatchObject({ rating: 4, review_text: 'Better the second time.\nStill cried.' });
    const wandering = job.rows.find((row) => row.title === 'Wandering Stars')!;
    expect(books.filter((row) => row.id === wandering.bookId).map((row) => row.name)).toEqual(['Paused']);
    const pace = await t.db.selectFrom('reviews').select(['pace_review', 'plot_character_driven']).where('user_id', '=', reader.user.id).where('book_id', '=', cartographer.bookId!).executeTakeFirstOrThrow();
    expect(pace).toEqual({ pace_review: 'Fast', plot_character_driven: 'Plot Driven' });
  });

  it('refuses what is no export, with a sentence, and writes nothing', async () => {
    const reader = await signedInReader(t);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 7)]);
    for (const bytes of [Buffer.from('Name,Colour\nAda,blue\n'), png, zip]) {
      const refused = await startImport(reader, bytes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: FILE_MESSAGES.unknownFormat });
    }
    const noFile = await t.app.inject({ method: 'POST', url: '/api/imports', headers: reader.auth, payload: (() => { const form = new FormData(); form.append('note', 'x'); return form; })() });
    expect(noFile.statusCode).toBe(400);
    const header = fixture('goodreads.csv').toString().split('\n')[0]!;
    const hugeCell = await startImport(reader, Buffer.from(`${header}\n1,"${'x'.repeat(10 * 1024 * 1024)}"\n`));
    expect(hugeCell.statusCode).toBe(400);
    expect(hugeCell.json<{ error: string }>().error).toBe(FILE_MESSAGES.recordTooLarge(2));
    const jobs = await t.db.selectFrom('import_jobs').select('id').where('user_id', '=', reader.user.id).execute();
    expect(jobs).toEqual([]);
  });

  it('refuses a file over 20 MB or 50,000 books with a 413 naming the limit', async () => {
    const reader = await signedInReader(t);
    const header = fixture('goodreads.csv').toString().split('\n')[0]!;
    const tooLarge = await startImport(reader, Buffer.concat([Buffer.from(`${header}\n`), Buffer.alloc(IMPORT_MAX_BYTES, 0x41)]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: IMPORT_MESSAGES.tooLarge });
    const row = '1,Same Book,Same Author,,,,,0,,,,,,,,,,,to-read,,,,0,0\n';
    const tooMany = await startImport(reader, Buffer.from(`${header}\n${row.repeat(IMPORT_MAX_ROWS + 1)}`));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ error: IMPORT_MESSAGES.tooManyRows });
  });

  it('takes one import at a time per reader (409) and lets the reader cancel it', async () => {
    const reader = await signedInReader(t);
    // Made without the route's runner nudge, so it is still queued when the second arrives.
    const id = await createImportJob(t.db, reader.user.id, { bytes: fixture('goodreads.csv'), name: 'first.csv' });
    const second = await startImport(reader, fixture('goodreads.csv'));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: IMPORT_MESSAGES.alreadyRunning });
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/imports/${id}`, headers: reader.auth });
    expect([200, 409]).toContain(cancelled.statusCode);
    const job = await finished(reader, id);
    expect(['cancelled', 'done']).toContain(job.status);
    expect(await storedFile(id)).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: `/api/imports/${id}`, headers: reader.auth });
    expect(again.statusCode).toBe(409);
    expect((await startImport(reader, Buffer.from('not,an,export\n'))).statusCode).toBe(400);
  });

  it("never shows or cancels another reader's import (404)", async () => {
    const owner = await signedInReader(t);
    const other = await signedInReader(t);
    const { id } = (await startImport(owner, fixture('storygraph.csv'))).json<{ id: number }>();
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await t.app.inject({ method, url: `/api/imports/${id}`, headers: other.auth });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: IMPORT_MESSAGES.notFound });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/imports', headers: other.auth });
    expect(list.json()).toEqual({ imports: [] });
    await finished(owner, id);
  });

  it('pages the rows and keeps those that need attention apart', async () => {
    const reader = await signedInReader(t);
    const job = await imported(reader, fixture('goodreads.csv'));
    const page = await t.app.inject({ method: 'GET', url: `/api/imports/${job.id}?offset=2&limit=2`, headers: reader.auth });
    expect(page.json<ImportJob>().rows.map((row) => row.line)).toEqual([4, 5]);
    expect(page.json<ImportJob>().rowsTotal).toBe(7);
    const attention = (await t.app.inject({ method: 'GET', url: `/api/imports/${job.id}?only=attention&limit=100`, headers: reader.auth })).json<ImportJob>();
    expect(attention.rows.length).toBeGreaterThan(0);
    expect(attention.rows.every((row) => row.outcome === 'skipped' || row.reason !== null)).toBe(true);
    expect(attention.rowsTotal).toBe(attention.rows.length);
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'only=all', 'limit=Infinity']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/imports/${job.id}?${query}`, headers: reader.auth })).statusCode).toBe(400);
    }
  });
});

describe('the import runner', () => {
  /** A runner of its own on the test's database: silent, reporting to nobody, batches of 3 rows timed never to be cut, no rest. */
  const runnerOf = (options: Partial<ImportRunnerOptions> = {}) =>
    createImportRunner({ db: t.db, realtime: { emitToUser: () => undefined }, libraryChanged: () => undefined, log: t.app.log, batchRows: 3, batchMs: 60_000, rest: 0, rowsPerSecond: 0, ...options });

  it('grows batches by a quarter while they end in time and cuts one that ran over to the rows its pace fits', () => {
    const limits = { batchMs: 5, batchRows: 100 };
    // One row costing 4 ms of a 5 ms batch is mostly the batch's own statements: try two.
    expect(nextBatchRows(1, 4, limits)).toBe(2);
    expect(nextBatchRows(3, 5, limits)).toBe(4);
    expect(nextBatchRows(8, 5, limits)).toBe(10);
    expect(nextBatchRows(10, 20, limits)).toBe(2);
    expect(nextBatchRows(1, 50, limits)).toBe(1);
    expect(nextBatchRows(90, 1, limits)).toBe(100);
  });

  it('rests after a batch as long as the rest says, and longer when the batch went faster than the rows a second allow', () => {
    // 4 rows in 2 ms: 2,000 rows a second where 400 are allowed, so the batch's 10 ms fill out its 4 rows' share.
    expect(restAfterBatch(4, 2, { rest: 1, rowsPerSecond: 400 })).toBe(8);
    // 4 rows in 8 ms: within 400 a second after its rest of 8 ms.
    expect(restAfterBatch(4, 8, { rest: 1, rowsPerSecond: 400 })).toBe(8);
    expect(restAfterBatch(4, 8, { rest: 2, rowsPerSecond: 400 })).toBe(16);
    expect(restAfterBatch(4, 2, { rest: 1, rowsPerSecond: 0 })).toBe(2);
    expect(restAfterBatch(4, 2, { rest: 0, rowsPerSecond: 0 })).toBe(0);
    expect(restAfterBatch(1, 20, { rest: 0, rowsPerSecond: 400 })).toBe(0);
  });

  it('stops after a batch when its instance stops, and another instance resumes after that batch', async () => {
    const reader = await signedInReader(t);
    await catalogueForGoodreadsFixture();
    const id = await createImportJob(t.db, reader.user.id, { bytes: fixture('goodreads.csv'), name: 'resume.csv' });
    const events: ImportSummary[] = [];
    let stopFirst: () => void = () => undefined;
    const firstBatch = new Promise<void>((resolve) => {
      stopFirst = resolve;
    });
    const first = runnerOf({
      realtime: {
        emitToUser: (_user, _event, ...progress) => {
          events.push(progress[0] as ImportSummary);
          stopFirst();
        },
      },
    });
    await firstBatch;
    await first.close();
    const halfway = await t.db.selectFrom('import_jobs').select(['status', 'processed', 'lease_owner']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(halfway).toEqual({ status: 'running', processed: 3, lease_owner: null });
    const kept = (await storedFile(id))!;
    expect(kept.length).toBeLessThan(fixture('goodreads.csv').length);
    expect(gunzipSync(kept)).toEqual(fixture('goodreads.csv'));
    expect(events[0]).toMatchObject({ id, status: 'running', processed: 3, total: 7 });

    const second = runnerOf();
    const job = await finished(reader, id);
    await second.close();
    expect(job).toMatchObject({ status: 'done', processed: 7 });
    expect(job.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // Kept while the job was at work, gone once it is done (migration 052).
    expect(await storedFile(id)).toBeNull();
    expect(job.counts).toEqual({ added: 3, alreadyThere: 0, matchedByIsbn: 2, matchedByTitle: 1, createdBooks: 4, reviews: 3, reads: 4, customShelves: 4, skipped: 0 });
  });

  it('resumes a job kept before files were gzipped, from its file as it came', async () => {
    const reader = await signedInReader(t);
    await catalogueForGoodreadsFixture();
    const { id } = await t.db
      .insertInto('import_jobs')
      .values({ user_id: reader.user.id, status: 'queued', format: 'goodreads', file_name: 'before.csv', file: fixture('goodreads.csv'), total: 7, counts: JSON.stringify(NO_IMPORT_COUNTS) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const runner = runnerOf();
    const job = await finished(reader, id);
    await runner.close();
    expect(job).toMatchObject({ status: 'done', processed: 7, reason: null });
    expect(job.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'added'],
      [3, 'added'],
      [4, 'added'],
      [5, 'created'],
      [6, 'created'],
      [7, 'created'],
      [8, 'created'],
    ]);
  });

  it('lets exactly one of two instances work on a job', async () => {
    const reader = await signedInReader(t);
    const id = await createImportJob(t.db, reader.user.id, { bytes: fixture('goodreads.csv'), name: 'twice.csv' });
    const runners = [1, 2].map(() => runnerOf({ batchRows: 1 }));
    const job = await finished(reader, id);
    await Promise.all(runners.map((runner) => runner.close()));
    expect(job.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(job.counts.createdBooks + job.counts.added + job.counts.alreadyThere + job.counts.skipped).toBe(7);
    const made = await t.db.selectFrom('books').select('title').where('added_by', '=', reader.user.id).execute();
    expect(made).toHaveLength(new Set(made.map((book) => book.title)).size);
  });

  it("plans a batch's prepared statements once, not again on every batch", async () => {
    const reader = await signedInReader(t);
    await catalogueForGoodreadsFixture();
    // One connection for the job and what is asked of it: prepared statements and their plans are a connection's own.
    const plans = await t.db.connection().execute(async (connection) => {
      const id = await createImportJob(connection, reader.user.id, { bytes: fixture('goodreads.csv'), name: 'plans.csv' });
      const runner = runnerOf({ db: connection, batchRows: 2 });
      await importEnded(id, () => connection.selectFrom('import_jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow());
      await runner.close();
      // The batch's end (saveProgress), which only an import runs.
      const { rows } = await sql<{ generic_plans: string; custom_plans: string }>`
        SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE '%SET processed = processed +%'`.execute(connection);
      return rows.map((row) => ({ generic: Number(row.generic_plans), custom: Number(row.custom_plans) }));
    });
    expect(plans).toEqual([{ generic: expect.any(Number), custom: 0 }]);
    expect(plans[0]!.generic).toBeGreaterThanOrEqual(4);
  });
});

describe('the import start limit', () => {
  it('allows IMPORT_RATE_LIMIT starts an hour per reader (429 beyond)', async () => {
    const limited = await createTestApp({ importRateLimit: 1 });
    try {
      const reader = await signedInReader(limited);
      const first = await startImport(reader, fixture('storygraph.csv'), limited.app);
      expect(first.statusCode).toBe(202);
      await finished(reader, first.json<{ id: number }>().id, limited.app);
      const second = await startImport(reader, fixture('storygraph.csv'), limited.app);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({ error: IMPORT_MESSAGES.tooManyStarts });
    } finally {
      await limited.close();
    }
  });
});

it('looks up a title with no word to search by through an index of its first author, whatever the statistics say', async () => {
  const reader = await signedInReader(t);
  // 3,000 books of as many authors, written without ANALYZE as an import writes them on the embedded
  // database: without the authors' index (migration 051) each such lookup read the whole catalogue.
  await sql`
    INSERT INTO books (id, title, authors, source)
    SELECT 'plan-' || n, 'Book ' || n, ARRAY['Writer ' || md5(n::text)], 'synthetic' FROM generate_series(1, 3000) AS n`.execute(t.db);

  const query = titleCandidatesQuery(reader.user.id, [{ authorPattern: '%sarah%weeks%', titlePattern: undefined }], false).compile(t.db);
  const plan = await queryPlan(t.db, query);

  expect(plan).toMatch(/Bitmap Index Scan on books_author_match_trgm_idx/);
  expect(plan).not.toMatch(/Seq Scan on books/);
});
