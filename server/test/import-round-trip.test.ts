// The round trip of issue 21: a filled library exported as Goodreads' CSV (GET /exports/goodreads.csv)
// and imported into a fresh account (POST /imports) comes back with the same shelves, custom shelves,
// ratings, review texts, read dates, page counts and dates added. Goodreads' 24 columns carry one
// Date Read and a Read Count, so a re-read comes back as its latest date and as many reads.
import type { ImportJob } from '@booknook/api/contract';
import { importEnded, testAppForFile } from './helpers';
import { SHELF, addBook, signedInReader } from './library-fixtures';

const t = testAppForFile();

type Reader = Awaited<ReturnType<typeof signedInReader>>;

/** Both readers' view of one book: what the round trip must keep. */
interface HeldBook {
  title: string;
  shelves: string[];
  rating: number | null;
  review: string | null;
  pageCount: number | null;
  dateAdded: string;
  finishedReads: number;
  lastFinished: string | null;
}

async function holdings(userId: number): Promise<Record<string, HeldBook>> {
  const shelved = await t.db
    .selectFrom('shelf_books')
    .innerJoin('shelves', 'shelves.id', 'shelf_books.shelf_id')
    .innerJoin('books', 'books.id', 'shelf_books.book_id')
    .select(['books.id', 'books.title', 'books.page_count', 'shelves.name', 'shelf_books.date_added'])
    .where('shelf_books.user_id', '=', userId)
    .execute();
  const reads = await t.db.selectFrom('reads').select(['book_id', 'finished']).where('user_id', '=', userId).where('outcome', '=', 'finished').execute();
  const reviews = await t.db.selectFrom('reviews').select(['book_id', 'rating', 'review_text']).where('user_id', '=', userId).execute();
  const pageCounts = await t.db.selectFrom('reader_books').select(['book_id', 'page_count']).where('user_id', '=', userId).execute();

  const held: Record<string, HeldBook> = {};
  for (const { id, title, page_count, name, date_added } of shelved) {
    const finished = reads.filter((read) => read.book_id === id);
    const review = reviews.find((candidate) => candidate.book_id === id);
    held[id] ??= {
      title,
      shelves: [],
      rating: review?.rating ?? null,
      review: review?.review_text ?? null,
      // The count the reader reads by: their edition's, else the catalogue's (the CSV's Number of Pages is that one).
      pageCount: pageCounts.find((row) => row.book_id === id)?.page_count ?? page_count,
      dateAdded: date_added.toISOString().slice(0, 10),
      finishedReads: finished.length,
      lastFinished: finished.map((read) => read.finished).reduce<string | null>((latest, date) => (date !== null && (latest === null || date > latest) ? date : latest), null),
    };
    // Code-point order on both databases (their collations differ).
    held[id].shelves = [...held[id].shelves, name].sort((a, b) => (a < b ? -1 : 1));
  }
  return held;
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answered = await response;
  expect({ status: answered.statusCode, body: answered.body }).toEqual({ status, body: expect.any(String) });
  return answered;
}

/** A library with every kind of thing the CSV carries, on catalogue books found by ISBN-13, ISBN-10 and title. */
async function fillLibrary(reader: Reader) {
  const { api } = reader;
  const reRead = await addBook(t.db, { title: 'The Long Way Home', authors: ['Ada Whitcombe', 'Piet Jansen'], page_count: 300 });
  await t.db.updateTable('books').set({ isbn13: '9780312456788', isbn10: '0312456786' }).where('id', '=', reRead).execute();
  const byIsbn10 = await addBook(t.db, { title: 'Ninety Rooms, One Door', authors: ['Leon Ferrand-Akesson'] });
  await t.db.updateTable('books').set({ isbn10: '080442957X', isbn13: null }).where('id', '=', byIsbn10).execute();
  const reading = await addBook(t.db, { title: 'Salt & Iron: A Novel', authors: ['Marguerite Oyelaran'], page_count: 420 });
  const wanted = await addBook(t.db, { title: '-ish', authors: ['Imogen Vale'] });
  const abandoned = await addBook(t.db, { title: 'The Glass Orchard', authors: ['Tomas Reyes'] });

  const favourites = (await expectOk(api.createShelf('Favourites'), 201)).body;
  const seaStories = (await expectOk(api.createShelf('sea stories'), 201)).body;
  const shelfId = (body: string) => (JSON.parse(body) as { id: number }).id;
  await expectOk(api.setShelves(reRead, [SHELF.read, shelfId(favourites), shelfId(seaStories)]));
  await expectOk(api.setShelves(byIsbn10, [SHELF.read]));
  await expectOk(api.setShelves(reading, [SHELF.currentlyReading, shelfId(seaStories)]));
  await expectOk(api.setShelves(wanted, [SHELF.wantToRead]));
  await expectOk(api.setShelves(abandoned, [SHELF.didNotFinish, shelfId(favourites)]));

  // Read twice: the shelf rule's read dated, and an earlier one added by hand.
  await t.db.updateTable('reads').set({ finished: '2023-08-09', started: null }).where('user_id', '=', reader.id).where('book_id', '=', reRead).execute();
  await expectOk(api.addRead(reRead, { finished: '2021-05-02' }), 201);
  await t.db.updateTable('reads').set({ finished: '2024-01-20', started: null }).where('user_id', '=', reader.id).where('book_id', '=', byIsbn10).execute();

  await expectOk(api.setPageCount(reRead, 412));
  await expectOk(api.setPageCount(reading, 388));
  const review = (book_id: string, rating: number, review_text?: string) => api.call('POST', '/reviews', { book_id, rating, ...(review_text ? { review_text } : {}) });
  await expectOk(review(reRead, 5, 'Better the second time.\n\nThe ending & the <sea>.'), 201);
  await expectOk(review(byIsbn10, 2), 201);
  await expectOk(review(abandoned, 1, '+1 for the cover, nothing else'), 201);

  // Dates added in the past, so keeping them is something the import did.
  for (const [bookId, day] of [
    [reRead, '2020-02-14'],
    [byIsbn10, '2023-11-30'],
    [reading, '2025-06-01'],
    [wanted, '2022-09-09'],
    [abandoned, '2021-12-24'],
  ] as const) {
    await t.db.updateTable('shelf_books').set({ date_added: new Date(`${day}T12:00:00Z`) }).where('user_id', '=', reader.id).where('book_id', '=', bookId).execute();
  }
}

async function importInto(reader: Reader, csv: string): Promise<ImportJob> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'booknook-library.csv');
  const started = await expectOk(reader.api.call('POST', '/imports', form), 202);
  const { id } = JSON.parse(started.body) as { id: number };
  return importEnded(id, async () => (await reader.api.call('GET', `/imports/${id}?limit=100`)).json<ImportJob>());
}

it('brings a library exported as CSV into a fresh account with the same shelves, ratings, reviews, read dates, page counts and dates added', async () => {
  const original = await signedInReader(t);
  await fillLibrary(original);
  const csv = (await expectOk(original.api.call('GET', '/exports/goodreads.csv'))).body;

  const newcomer = await signedInReader(t);
  const job = await importInto(newcomer, csv);
  expect(job).toMatchObject({ status: 'done', format: 'booknook', total: 5, processed: 5 });
  expect(job.counts).toMatchObject({ added: 5, createdBooks: 0, skipped: 0, reviews: 3, customShelves: 2 });

  const before = await holdings(original.id);
  expect(Object.keys(before)).toHaveLength(5);
  expect(Object.values(before).find((book) => book.title === 'The Long Way Home')).toMatchObject({ finishedReads: 2, lastFinished: '2023-08-09', pageCount: 412 });
  expect(await holdings(newcomer.id)).toEqual(before);

  // Importing the same file again changes nothing.
  const again = await importInto(newcomer, csv);
  expect(again.counts).toMatchObject({ alreadyThere: 5, added: 0, reviews: 0, reads: 0 });
  expect(await holdings(newcomer.id)).toEqual(before);
});
