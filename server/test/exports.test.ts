// GET /exports/goodreads.csv (issue 21): Goodreads' 24 columns exactly, one row per book, dates and
// ISBNs as Goodreads writes them, formula-like cells neutralised, and what the import reads back.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { GOODREADS_COLUMNS } from '../src/imports/formats';
import { openImportFile } from '../src/imports/read-file';
import type { ImportRow } from '../src/imports/rows';
import { testAppForFile } from './helpers';
import { SHELF, addBook, signedInReader } from './library-fixtures';

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
