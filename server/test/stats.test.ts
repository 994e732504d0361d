// GET /api/stats and GET /api/stats/books-without-page-count (issue 12): every figure, both filters
// and their year rule, the tie rule, the top-10 cut, page counts, bad input and other readers' shelves.
import { SHELF_MESSAGES, STATS_MESSAGES, type BooksWithoutPageCount, type Shelf, type Stats } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { SHELF, addBook, signedInReader, type LibraryClient, type TestBook } from './library-fixtures';

const t = testAppForFile();

type Reader = Awaited<ReturnType<typeof signedInReader>>;

const reader = () => signedInReader(t);

function stats(api: LibraryClient, shelf: string | number = 'All', year: string | number = 'All') {
  return api.call('GET', `/stats?shelf=${encodeURIComponent(String(shelf))}&year=${encodeURIComponent(String(year))}`);
}

async function figures(api: LibraryClient, shelf: string | number = 'All', year: string | number = 'All'): Promise<Stats> {
  const response = await stats(api, shelf, year);
  expect(response.statusCode).toBe(200);
  return response.json<Stats>();
}

const NO_FIGURES: Stats = {
  totalBooksRead: 0,
  totalBooksInShelf: 0,
  topGenres: [],
  topAuthors: [],
  pageDistribution: { below200: 0, between200and500: 0, above500: 0 },
  booksWithoutPageCount: 0,
};

/** A year's figures add the books finished per month. */
const NO_FIGURES_IN_A_YEAR: Stats = { ...NO_FIGURES, finishedPerMonth: Array<number>(12).fill(0) };
const finishedInMonth = (month: number) => Array.from({ length: 12 }, (_, index) => (index === month - 1 ? 1 : 0));

let genreNames = 0;

/** Genre names of this test only, so counts from other tests' books cannot mix in. */
function genres(...names: string[]): string[] {
  genreNames += 1;
  return names.map((name) => `${name} ${genreNames}`);
}

interface ShelvedBook extends Omit<TestBook, 'id'> {
  shelves: number[];
  genres?: string[];
}

/** A catalogue book in the given genres, put on `shelves` by the reader through the API. */
async function shelve({ api }: Reader, { shelves, genres: genreNamesOfBook = [], ...book }: ShelvedBook): Promise<string> {
  const bookId = await addBook(t.db, book);
  for (const description of genreNamesOfBook) {
    const genre =
      (await t.db.selectFrom('genres').select('id').where('description', '=', description).executeTakeFirst()) ??
      (await t.db.insertInto('genres').values({ description }).returning('id').executeTakeFirstOrThrow());
    await t.db.insertInto('book_genres').values({ book_id: bookId, genre_id: genre.id }).execute();
  }
  const shelved = await api.setShelves(bookId, shelves);
  expect(shelved.statusCode).toBe(200);
  return bookId;
}

/** Moves the book's shelving dates into the past: when it was added to each shelf and when its read finished (UTC day). */
async function dated(readerId: number, bookId: string, { added, finished }: { added?: string; finished?: string }) {
  if (added) await t.db.updateTable('shelf_books').set({ date_added: new Date(added) }).where('user_id', '=', readerId).where('book_id', '=', bookId).execute();
  if (finished) {
    await t.db.updateTable('reads').set({ finished: finished.slice(0, 10) }).where('user_id', '=', readerId).where('book_id', '=', bookId).where('finished', 'is not', null).execute();
  }
}

async function customShelf({ api }: Reader, name: string): Promise<number> {
  return (await api.createShelf(name)).json<Shelf>().id;
}

describe('GET /api/stats: the figures', () => {
  it('answers zeros and empty lists for a reader with no books', async () => {
    const { api } = await reader();
    expect(await figures(api)).toEqual(NO_FIGURES);
  });

  it('counts the books of every shelf once, the books read, genres, authors and page buckets', async () => {
    const ann = await reader();
    const [fantasy, mystery] = genres('Fantasy', 'Mystery');
    const club = await customShelf(ann, 'Club');
    await shelve(ann, { shelves: [SHELF.read, club], authors: ['Ursula K. Le Guin'], page_count: 199, genres: [fantasy!] });
    await shelve(ann, { shelves: [SHELF.read], authors: ['Ursula K. Le Guin', 'Terry Pratchett'], page_count: 200, genres: [fantasy!, mystery!] });
    await shelve(ann, { shelves: [SHELF.currentlyReading], authors: ['Terry Pratchett'], page_count: 500, genres: [mystery!] });
    await shelve(ann, { shelves: [SHELF.wantToRead], authors: ['Agatha Christie'], page_count: 501, genres: [mystery!] });
    await shelve(ann, { shelves: [SHELF.didNotFinish, club], authors: ['Agatha Christie', 'Agatha Christie'], page_count: null });

    expect(await figures(ann.api)).toEqual({
      totalBooksRead: 2,
      totalBooksInShelf: 5,
      topGenres: [
        { name: mystery, count: 3 },
        { name: fantasy, count: 2 },
      ],
      // Ties by name; an author named twice on one book counts that book once.
      topAuthors: [
        { name: 'Agatha Christie', count: 2 },
        { name: 'Terry Pratchett', count: 2 },
        { name: 'Ursula K. Le Guin', count: 2 },
      ],
      // 199 is below 200; 200 and 500 are in 200-500; 501 is above; the book with no count is none of them.
      pageDistribution: { below200: 1, between200and500: 2, above500: 1 },
      booksWithoutPageCount: 1,
    });
  });

  it("uses the reader's edition page count over the catalogue's", async () => {
    const ann = await reader();
    const short = await shelve(ann, { shelves: [SHELF.currentlyReading], page_count: 150 });
    const unknown = await shelve(ann, { shelves: [SHELF.wantToRead], page_count: null });
    expect((await figures(ann.api)).pageDistribution).toEqual({ below200: 1, between200and500: 0, above500: 0 });

    expect((await ann.api.setPageCount(short, 640)).statusCode).toBe(200);
    expect((await ann.api.call('PUT', `/books/${unknown}/page-count`, { page_count: 320 })).statusCode).toBe(200);
    expect(await figures(ann.api)).toMatchObject({ pageDistribution: { below200: 0, between200and500: 1, above500: 1 }, booksWithoutPageCount: 0 });
  });

  it('lists at most 10 genres and authors, the most frequent first and ties by name whatever the case', async () => {
    const ann = await reader();
    const names = genres('b', 'C', 'a', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'Top');
    const [top] = names.slice(-1);
    // 'Top' is on every book, the eleven others on one book each: a tie broken by name.
    for (const name of names.slice(0, -1)) {
      await shelve(ann, { shelves: [SHELF.read], authors: [`Author ${name.replace(/ \d+$/, '')}`], genres: [name, top!] });
    }
    const { topGenres, topAuthors } = await figures(ann.api);
    const tied = names.slice(0, -1).sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
    expect(topGenres).toEqual([{ name: top, count: 11 }, ...tied.slice(0, 9).map((name) => ({ name, count: 1 }))]);
    expect(topGenres.map((genre) => genre.name)).toContain(names[1]); // 'C' sorts with the lower case letters
    expect(topAuthors.map((author) => author.name)).toEqual(['a', 'b', 'C', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((name) => `Author ${name}`));
  });

  it("never counts another reader's books", async () => {
    const ann = await reader();
    const bob = await reader();
    await shelve(bob, { shelves: [SHELF.read], genres: genres('Horror') });
    expect(await figures(ann.api)).toEqual(NO_FIGURES);
    expect((await figures(bob.api)).totalBooksRead).toBe(1);
  });
});

describe('GET /api/stats: the filters', () => {
  /**
   * Ann's library over three years: a book added to Want To Read in 2022 and finished in 2023
   * (its Read date counts), one added to Currently Reading in 2023, one on Did Not Finish from 2024,
   * and a custom shelf holding the first two, joined in 2022.
   */
  async function library() {
    const ann = await reader();
    const club = await customShelf(ann, 'Book club');
    const [poetry, drama, essays] = genres('Poetry', 'Drama', 'Essays');
    const finished = await shelve(ann, { shelves: [SHELF.read, club], authors: ['Finished Author'], page_count: 120, genres: [poetry!] });
    await dated(ann.id, finished, { added: '2022-03-01T12:00:00Z', finished: '2023-12-31T23:59:59Z' });
    const reading = await shelve(ann, { shelves: [SHELF.currentlyReading, club], authors: ['Reading Author'], page_count: 350, genres: [drama!] });
    await dated(ann.id, reading, { added: '2023-01-01T00:00:00Z' });
    await t.db.updateTable('shelf_books').set({ date_added: new Date('2022-06-01T00:00:00Z') }).where('shelf_id', '=', club).execute();
    const dropped = await shelve(ann, { shelves: [SHELF.didNotFinish], authors: ['Dropped Author'], page_count: 900, genres: [essays!] });
    await dated(ann.id, dropped, { added: '2024-05-05T00:00:00Z' });
    return { ann, club, poetry: poetry!, drama: drama!, essays: essays! };
  }

  it('counts a book on Read in the year it was finished and other books in the year they were shelved (UTC)', async () => {
    const { ann, club, poetry, drama, essays } = await library();
    // 2022: only the club memberships were made then; the finished book is on Read, but finished in 2023.
    expect(await figures(ann.api, 'All', 2022)).toMatchObject({ totalBooksRead: 0, totalBooksInShelf: 2 });
    expect(await figures(ann.api, 'All', 2023)).toEqual({
      totalBooksRead: 1,
      totalBooksInShelf: 2,
      topGenres: [
        { name: drama, count: 1 },
        { name: poetry, count: 1 },
      ],
      topAuthors: [
        { name: 'Finished Author', count: 1 },
        { name: 'Reading Author', count: 1 },
      ],
      pageDistribution: { below200: 1, between200and500: 1, above500: 0 },
      booksWithoutPageCount: 0,
      finishedPerMonth: finishedInMonth(12),
    });
    expect(await figures(ann.api, 'All', 2024)).toMatchObject({ totalBooksRead: 0, totalBooksInShelf: 1, topGenres: [{ name: essays, count: 1 }] });
    expect(await figures(ann.api, 'All', 2021)).toEqual(NO_FIGURES_IN_A_YEAR);
    expect(await figures(ann.api, 'All', 'All')).toMatchObject({ totalBooksRead: 1, totalBooksInShelf: 3 });
    expect(await figures(ann.api, club, 'All')).toMatchObject({ totalBooksRead: 1, totalBooksInShelf: 2 });
  });

  it('narrows to one built-in shelf', async () => {
    const { ann, poetry, essays } = await library();
    expect(await figures(ann.api, SHELF.read)).toMatchObject({ totalBooksRead: 1, totalBooksInShelf: 1, topGenres: [{ name: poetry, count: 1 }] });
    expect(await figures(ann.api, SHELF.read, 2023)).toMatchObject({ totalBooksRead: 1, totalBooksInShelf: 1 });
    expect(await figures(ann.api, SHELF.read, 2022)).toEqual(NO_FIGURES_IN_A_YEAR);
    expect(await figures(ann.api, SHELF.didNotFinish)).toMatchObject({
      totalBooksRead: 0,
      totalBooksInShelf: 1,
      topGenres: [{ name: essays, count: 1 }],
      topAuthors: [{ name: 'Dropped Author', count: 1 }],
      pageDistribution: { below200: 0, between200and500: 0, above500: 1 },
    });
    expect(await figures(ann.api, SHELF.didNotFinish, 2023)).toEqual(NO_FIGURES_IN_A_YEAR);
    expect(await figures(ann.api, SHELF.wantToRead)).toEqual(NO_FIGURES);
  });

  it('narrows to a custom shelf: its books added in the year, and those of its books finished in the year', async () => {
    const { ann, club, poetry } = await library();
    // Both joined the club shelf in 2022; one was finished in 2023, so it is the shelf's, and read, in 2023 too.
    expect(await figures(ann.api, club, 2022)).toMatchObject({ totalBooksRead: 0, totalBooksInShelf: 2 });
    expect(await figures(ann.api, club, 2023)).toMatchObject({ totalBooksRead: 1, totalBooksInShelf: 1, topGenres: [{ name: poetry, count: 1 }] });
    expect(await figures(ann.api, club, 2024)).toEqual(NO_FIGURES_IN_A_YEAR);
  });

  it('follows the book when it moves: finishing it again dates it to now', async () => {
    const { ann } = await library();
    const thisYear = new Date().getUTCFullYear();
    const before = await figures(ann.api, SHELF.read, thisYear);
    const [bookId] = (await ann.api.shelfBooks({ shelfName: 'Currently Reading' })).json<{ books: { id: string }[] }>().books.map((book) => book.id);
    expect((await ann.api.updateProgress(bookId!, { status: 'Finished' })).statusCode).toBe(200);
    expect(await figures(ann.api, SHELF.read, thisYear)).toMatchObject({ totalBooksRead: before.totalBooksRead + 1 });
    expect(await figures(ann.api, SHELF.currentlyReading)).toEqual(NO_FIGURES);
  });
});

describe('GET /api/stats: the reads (issue 20)', () => {
  it('counts a book read in every year one of its reads finished, once per book, and each read in its month', async () => {
    const ann = await reader();
    const book = await shelve(ann, { shelves: [SHELF.currentlyReading], page_count: 320 });
    // Finished in March and again in October 2023, and once in 2021 known only to the year; now re-read.
    for (const finished of ['2023-03-02', '2023-10', '2021']) expect((await ann.api.addRead(book, { finished })).statusCode).toBe(201);
    expect(await figures(ann.api, 'All', 2023)).toMatchObject({
      totalBooksRead: 1,
      totalBooksInShelf: 1,
      finishedPerMonth: [0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0],
    });
    expect(await figures(ann.api, 'All', 2021)).toMatchObject({ totalBooksRead: 1, finishedPerMonth: Array<number>(12).fill(0) });
    expect(await figures(ann.api, SHELF.currentlyReading, 2023)).toMatchObject({ totalBooksRead: 1, totalBooksInShelf: 1 });
    expect(await figures(ann.api, 'All', 2022)).toMatchObject({ totalBooksRead: 0 });
    expect(await figures(ann.api)).not.toHaveProperty('finishedPerMonth');
  });
});

describe('GET /api/stats: what it refuses', () => {
  it('needs a signed-in reader', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stats?shelf=All&year=All' })).statusCode).toBe(401);
  });

  it('takes All for a missing filter', async () => {
    const { api } = await reader();
    const response = await api.call('GET', '/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NO_FIGURES);
  });

  // One reader asks every bad question: signing up costs more than the questions.
  let asking: Promise<Reader> | undefined;
  const askingReader = () => (asking ??= reader());

  it.each(['abc', '0', '-1', '1.5', '1e3', 'Infinity', ' 1', '99999999999', 'all', '', '3 OR 1=1'])('refuses the shelf %p', async (shelf) => {
    const { api } = await askingReader();
    const response = await stats(api, shelf);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: STATS_MESSAGES.shelfInvalid });
  });

  it.each(['20', '02024', '20245', 'abcd', '2024.0', 'Infinity', '-2024', 'all', ''])('refuses the year %p', async (year) => {
    const { api } = await askingReader();
    const response = await stats(api, 'All', year);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: STATS_MESSAGES.yearInvalid });
  });

  it('refuses a value too long to be a filter and a NUL character', async () => {
    const { api } = await askingReader();
    expect((await stats(api, 'x'.repeat(5000))).statusCode).toBe(400);
    expect((await stats(api, 'All', '20\u000024')).statusCode).toBe(400);
  });

  it("answers another reader's shelf exactly as a shelf that does not exist", async () => {
    const ann = await reader();
    const bob = await reader();
    const bobsShelf = await customShelf(bob, 'Private picks');
    await shelve(bob, { shelves: [SHELF.read, bobsShelf] });
    const theirs = await stats(ann.api, bobsShelf);
    const missing = await stats(ann.api, 2147483647);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: SHELF_MESSAGES.shelfNotFound });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());
    expect((await stats(bob.api, bobsShelf)).statusCode).toBe(200);
  });
});

describe('GET /api/stats/books-without-page-count', () => {
  const withoutCounts = (api: LibraryClient, shelf: string | number = 'All', year: string | number = 'All') =>
    api.call('GET', `/stats/books-without-page-count?shelf=${shelf}&year=${year}`);

  it("lists the selection's books with no page count by title, with what most other readers' editions have", async () => {
    const ann = await reader();
    const wanted = await shelve(ann, { shelves: [SHELF.wantToRead], title: 'b wanted', authors: ['W'], page_count: null });
    const reading = await shelve(ann, { shelves: [SHELF.currentlyReading], title: 'A reading', page_count: null });
    await shelve(ann, { shelves: [SHELF.read], title: 'Counted', page_count: 250 });
    // Three other readers gave the wanted book 412, 412 and 398 pages; one gave the other 300 and one 280.
    for (const pages of [412, 398, 412]) await (await reader()).api.call('PUT', `/books/${wanted}/page-count`, { page_count: pages });
    for (const pages of [300, 280]) await (await reader()).api.call('PUT', `/books/${reading}/page-count`, { page_count: pages });

    const listed = await withoutCounts(ann.api);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<BooksWithoutPageCount>()).toEqual({
      books: [
        // A tie between 300 and 280 suggests the smaller.
        { id: reading, title: 'A reading', authors: ['Test Author'], suggested_page_count: 280 },
        { id: wanted, title: 'b wanted', authors: ['W'], suggested_page_count: 412 },
      ],
      total: 2,
    });
    expect((await withoutCounts(ann.api, SHELF.wantToRead)).json<BooksWithoutPageCount>().books.map((book) => book.id)).toEqual([wanted]);
    expect(await withoutCounts(ann.api, 'All', 1999).then((response) => response.json())).toEqual({ books: [], total: 0 });
  });

  it('lists the first 10 and says how many there are', async () => {
    const ann = await reader();
    for (let book = 0; book < 12; book += 1) await shelve(ann, { shelves: [SHELF.wantToRead], title: `Title ${String(book).padStart(2, '0')}`, page_count: null });
    const { books, total } = (await withoutCounts(ann.api)).json<BooksWithoutPageCount>();
    expect(total).toBe(12);
    expect(books.map((book) => book.title)).toEqual(Array.from({ length: 10 }, (_, book) => `Title ${String(book).padStart(2, '0')}`));
  });

  it('refuses bad filters and other readers’ shelves as GET /stats does', async () => {
    const ann = await reader();
    const bob = await reader();
    expect((await withoutCounts(ann.api, 'nope')).json()).toEqual({ error: STATS_MESSAGES.shelfInvalid });
    expect((await withoutCounts(ann.api, 'All', 'soon')).json()).toEqual({ error: STATS_MESSAGES.yearInvalid });
    expect((await withoutCounts(ann.api, await customShelf(bob, 'Mine'))).statusCode).toBe(404);
  });
});
