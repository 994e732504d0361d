// GET /exports/goodreads.csv (issue 21): Goodreads' 24 columns exactly, one row per book, dates and
// ISBNs as Goodreads writes them, formula-like cells neutralised, and what the import reads back.
// GET /exports/account.json: everything of the caller's account, nothing of anyone else's, no secret.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type { AccountExport } from '@booknook/api/contract';
import { sql } from 'kysely';
import { heldBooksQuery } from '../src/exports/goodreads-csv';
import { GOODREADS_COLUMNS } from '../src/imports/formats';
import { openImportFile } from '../src/imports/read-file';
import type { ImportRow } from '../src/imports/rows';
import { queryPlan, testAppForFile } from './helpers';
import { SHELF, addBook, addBooks, libraryClient, signedInReader } from './library-fixtures';
import { newAdmin, newOwner, type Owner } from './security/people';

const t = testAppForFile();

async function exportOf(api: Awaited<ReturnType<typeof signedInReader>>['api']) {
  const response = await api.call('GET', '/exports/goodreads.csv');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="booknook-library.csv"');
  return response.body;
}

async function setUpLibrary() {
  const reader = await signedInReader(t);
  const novel = await addBook(t.db, { title: 'The Long Way Home', authors: ['Ada Whitcombe', 'Piet Jansen'], page_count: 300 });
  await t.db.updateTable('books').set({ isbn10: '0312456786', isbn13: '9780312456788', publisher: 'Harbour Press' }).where('id', '=', novel).execute();
  const formula = await addBook(t.db, { title: '=HYPERLINK("http://example.invalid")', authors: ['@Mallory'], page_count: null });
  const wanted = await addBook(t.db, { title: 'Someday', authors: ['Single'] });
  const shelf = (await reader.api.createShelf('-favourites')).json<{ id: number }>();

  expect((await reader.api.setShelves(novel, [SHELF.read, shelf.id])).statusCode).toBe(200);
  expect((await reader.api.setShelves(formula, [SHELF.didNotFinish, shelf.id])).statusCode).toBe(200);
  expect((await reader.api.setShelves(wanted, [SHELF.wantToRead])).statusCode).toBe(200);
  expect((await reader.api.call('PUT', `/books/${novel}/page-count`, { page_count: 412 })).statusCode).toBe(200);
  const review = await reader.api.call('POST', '/reviews', { book_id: novel, rating: 4, review_text: 'Line one & <two>\nLine three' });
  expect(review.statusCode).toBe(201);
  // Moving it to Read recorded a read finished today; the reader dates it.
  await t.db.updateTable('reads').set({ finished: '2024-03-15' }).where('book_id', '=', novel).execute();
  return { reader, novel, formula, wanted };
}

describe('GET /api/exports/goodreads.csv', () => {
  it("writes Goodreads' header and a row per book as Goodreads writes it", async () => {
    const { reader, novel, formula, wanted } = await setUpLibrary();
    const csv = await exportOf(reader.api);
    expect(csv.split('\n')[0]).toBe(GOODREADS_COLUMNS.join(','));
    const rows = parse(csv, { columns: true }) as Record<(typeof GOODREADS_COLUMNS)[number], string>[];
    expect(rows.map((row) => row['Book Id'])).toEqual([novel, formula, wanted]);
    const [first, second, third] = rows;
    expect(first).toMatchObject({
      Title: 'The Long Way Home',
      Author: 'Ada Whitcombe',
      'Author l-f': 'Whitcombe, Ada',
      'Additional Authors': 'Piet Jansen',
      ISBN: '="0312456786"',
      ISBN13: '="9780312456788"',
      'My Rating': '4',
      Publisher: 'Harbour Press',
      'Number of Pages': '412',
      'Date Read': '2024/03/15',
      'Date Added': expect.stringMatching(/^\d{4}\/\d{2}\/\d{2}$/),
      Bookshelves: "'-favourites",
      'Exclusive Shelf': 'read',
      'My Review': 'Line one &amp; &lt;two&gt;<br/>Line three',
      'Read Count': '1',
    });
    expect(second).toMatchObject({ Title: `'=HYPERLINK("http://example.invalid")`, Author: "'@Mallory", 'Exclusive Shelf': 'did-not-finish', ISBN: '=""', 'My Rating': '0', 'Number of Pages': '' });
    expect(third).toMatchObject({ 'Author l-f': 'Single', 'Exclusive Shelf': 'to-read', 'Read Count': '0', 'Date Read': '' });
  });

  it('is read back by the import as the same shelves, rating, review text, read date and page count', async () => {
    const { reader } = await setUpLibrary();
    const file = await openImportFile(Readable.from([Buffer.from(await exportOf(reader.api))]), '2030-01-01');
    expect(file.format).toBe('booknook');
    const rows: ImportRow[] = [];
    for await (const parsed of file.rows) if ('row' in parsed) rows.push(parsed.row);
    expect(rows.map(({ title, authors, shelf, customShelves, rating, review, reads, pageCount, isbn13, notes }) => ({ title, authors, shelf, customShelves, rating, review, reads, pageCount, isbn13, notes }))).toEqual([
      {
        title: 'The Long Way Home',
        authors: ['Ada Whitcombe', 'Piet Jansen'],
        shelf: 'Read',
        customShelves: ['-favourites'],
        rating: 4,
        review: 'Line one & <two>\nLine three',
        reads: [{ started: null, ended: '2024-03-15', outcome: 'finished' }],
        pageCount: 412,
        isbn13: '9780312456788',
        notes: [],
      },
      { title: '=HYPERLINK("http://example.invalid")', authors: ['@Mallory'], shelf: 'Did Not Finish', customShelves: ['-favourites'], rating: null, review: null, reads: [], pageCount: null, isbn13: null, notes: [] },
      { title: 'Someday', authors: ['Single'], shelf: 'Want To Read', customShelves: [], rating: null, review: null, reads: [], pageCount: 300, isbn13: null, notes: [] },
    ]);
  });

  it('is the header alone for a reader with no books, and each reader has only their own', async () => {
    await setUpLibrary();
    const newcomer = await signedInReader(t);
    expect(await exportOf(newcomer.api)).toBe(`${GOODREADS_COLUMNS.join(',')}\n`);
  });
});

it('reads each exported book’s review and page count by one index lookup, whatever the statistics say', async () => {
  const { id } = await signedInReader(t);
  // 2,000 books on Read with a page count and a review each, written without ANALYZE, as an import
  // leaves them: the planner still believes the reader has a handful.
  const held = await addBooks(t.db, 2000);
  await sql`INSERT INTO shelf_books (user_id, shelf_id, book_id) SELECT ${id}, ${SHELF.read}, book_id FROM unnest(${held}::text[]) AS held(book_id)`.execute(t.db);
  await sql`INSERT INTO reader_books (user_id, book_id, page_count) SELECT ${id}, book_id, 100 FROM unnest(${held}::text[]) AS held(book_id)`.execute(t.db);
  await sql`INSERT INTO reviews (user_id, book_id, rating) SELECT ${id}, book_id, 4 FROM unnest(${held}::text[]) AS held(book_id)`.execute(t.db);

  const query = heldBooksQuery(id).compile(t.db);
  const plan = await queryPlan(t.db, query);

  expect(plan).toMatch(/Index Scan using reviews_one_per_reader_and_book on reviews/);
  expect(plan).toMatch(/Index Scan using reader_books_user_id_book_id_key on reader_books/);
  expect(plan).not.toMatch(/(Seq|Bitmap Heap) Scan on (reviews|reader_books)|Join Filter/);
});

describe('GET /api/exports/account.json', () => {
  async function accountOf(owner: Owner): Promise<{ json: AccountExport; body: string }> {
    const response = await t.app.inject({ method: 'GET', url: '/api/exports/account.json', headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="booknook-account.json"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    return { json: response.json<AccountExport>(), body: response.body };
  }

  /** newOwner's account (something in every table a reader writes) and more: a re-read, a goal, a page count, a removed broadcast. */
  async function fullAccount(): Promise<Owner> {
    const owner = await newOwner(t);
    const api = libraryClient(t.app, owner.auth);
    expect((await api.setPageCount(owner.bookId, 412)).statusCode).toBe(200);
    expect((await api.addRead(owner.bookId, { started: '2019', finished: '2019-06' })).statusCode).toBe(201);
    expect((await api.call('PUT', '/goals/2024', { books: 24, pages: 6000 })).statusCode).toBe(200);
    const admin = await newAdmin(t);
    const broadcast = await t.app.inject({ method: 'POST', url: '/api/notifications', headers: admin.auth, payload: { title: 'For everyone', message: 'Hello all.', notification_type: 'update', user_id: null } });
    expect(broadcast.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${broadcast.json<{ id: number }>().id}`, headers: owner.auth })).statusCode).toBe(204);
    return owner;
  }

  it('holds the profile, settings, shelves, books with reads, progress, page count and review, goals and notifications received', async () => {
    const owner = await fullAccount();
    const { json } = await accountOf(owner);
    expect(json).toMatchObject({ format: 'booknook-account', version: 1, exported_at: expect.any(String) });
    expect(json.account).toMatchObject({ id: owner.id, username: owner.username, email: owner.email, profile_visibility: 'private', theme: 'system' });
    expect(json.profile_picture).toEqual({ filename: owner.pictureFilename, content_type: 'image/png', data_base64: expect.stringMatching(/^iVBORw0KGgo/) });
    expect(json.shelves.map(({ name, books }) => ({ name, books }))).toEqual([
      { name: 'Currently Reading', books: 1 },
      { name: 'Want To Read', books: 0 },
      { name: 'Read', books: 0 },
      { name: 'Did Not Finish', books: 0 },
      { name: owner.customShelf.name, books: 1 },
    ]);
    const [shelved, added] = json.books;
    expect(json.books).toHaveLength(2);
    expect(shelved).toMatchObject({
      id: owner.bookId,
      shelves: ['Currently Reading', owner.customShelf.name],
      date_added: expect.any(String),
      page_count: 412,
      catalogue_page_count: 300,
      current_page: 10,
      progress_status: 'In Progress',
      added_by_you: false,
      review: { id: owner.reviewId, rating: 4, review_text: 'The owner’s review' },
    });
    expect(shelved!.reads).toEqual([
      { started: expect.any(String), finished: null, stopped: null, outcome: 'reading', last_page: null },
      { started: '2019', finished: '2019-06', stopped: null, outcome: 'finished', last_page: null },
    ]);
    expect(added).toMatchObject({ id: owner.addedBookId, title: 'The owner’s own book', added_by_you: true, awaiting_approval: true, shelves: [], date_added: null, reads: [], review: null });
    expect(json.reading_goals).toEqual([{ year: 2024, books: 24, pages: 6000 }]);
    expect(json.notifications.map(({ id, title, removed, is_read }) => ({ id, title, removed, is_read }))).toEqual([
      { id: owner.notificationId, title: 'For the owner', removed: false, is_read: false },
      { id: expect.any(Number), title: 'For everyone', removed: true, is_read: false },
    ]);
  });

  it("never holds another reader's data, nor a secret of the account", async () => {
    const owner = await fullAccount();
    const other = await fullAccount();
    const { body } = await accountOf(owner);
    // Each as a whole JSON string, so one id cannot be found inside a longer one.
    const values = (person: Owner) => [person.username, person.email, person.customShelf.name, person.bookId, person.addedBookId, person.pictureFilename].map((value) => JSON.stringify(value));
    for (const own of values(owner)) expect(body).toContain(own);
    for (const theirs of values(other)) expect(body).not.toContain(theirs);
    const otherNotification = await t.db.selectFrom('notifications').select('title').where('id', '=', other.notificationId).executeTakeFirstOrThrow();
    expect(otherNotification.title).toBe('For the owner');
    expect((JSON.parse(body) as AccountExport).notifications.map(({ id }) => id)).not.toContain(other.notificationId);

    const secrets = await t.db.selectFrom('users').select(['password_hash', 'session_version']).where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(body).not.toContain(secrets.password_hash);
    expect(body).not.toMatch(/password|session_version/i);
  });

  it('is the account and the built-in shelves alone for a reader with nothing yet', async () => {
    const newcomer = await signedInReader(t);
    const response = await newcomer.api.call('GET', '/exports/account.json');
    expect(response.statusCode).toBe(200);
    const json = response.json<AccountExport>();
    expect(json.account.id).toBe(newcomer.id);
    expect(json).toMatchObject({ profile_picture: null, books: [], reading_goals: [] });
    expect(json.shelves.map(({ shelf_type_id }) => shelf_type_id)).toEqual([1, 1, 1, 1]);
  });
});
