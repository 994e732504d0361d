// GET /api/books-api and /api/books-api/:bookId over the 40-book catalogue fixture.
import fs from 'node:fs';
import type { Volume, VolumeList } from '@booknook/api/contract';
import type { SeedFile } from '../src/catalogue/seed-format';
import { CATALOGUE_FIXTURE, signUpAndLogIn, testAppForFile } from './helpers';

const fixture = JSON.parse(fs.readFileSync(CATALOGUE_FIXTURE, 'utf8')) as SeedFile;
const titlesOfGenre = (genre: string) => fixture.books.filter((book) => book.genres.includes(genre)).map((book) => book.title);

const test = testAppForFile({}, { catalogue: 'fixture' });

async function search(params: Record<string, string | number>, headers: Record<string, string> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return test.app.inject({ method: 'GET', url: `/api/books-api?${query}`, headers });
}

async function found(params: Record<string, string | number>): Promise<VolumeList> {
  const response = await search({ maxResults: 40, ...params });
  expect(response.statusCode).toBe(200);
  return response.json<VolumeList>();
}

const titles = (list: VolumeList) => list.items.map((item) => item.volumeInfo.title);

describe('query syntax', () => {
  it('finds free text, most read book first', async () => {
    const list = await found({ q: 'harry potter' });
    expect(list.totalItems).toBe(7);
    expect(titles(list)[0]).toBe("Harry Potter and the Sorcerer's Stone");
    expect(titles(list).every((title) => title?.startsWith('Harry Potter and the'))).toBe(true);
  });

  it('restricts to the title with intitle: and to the authors with inauthor:', async () => {
    expect(titles(await found({ q: 'intitle:hobbit' }))).toEqual(['The Hobbit']);
    const austen = await found({ q: 'inauthor:austen' });
    expect(austen.items.every((item) => item.volumeInfo.authors?.includes('Jane Austen'))).toBe(true);
    // Seth Grahame-Smith is the author of Pride and Prejudice and Zombies, listed first; Austen is its contributor.
    expect(new Set(titles(austen))).toEqual(new Set(['Pride and Prejudice', 'Emma', 'Sense and Sensibility', 'Persuasion']));
  });

  it('combines operators and accepts quoted values', async () => {
    expect(titles(await found({ q: 'inauthor:rowling intitle:azkaban' }))).toEqual(['Harry Potter and the Prisoner of Azkaban']);
    expect(titles(await found({ q: 'inauthor:"jane austen" intitle:"pride and"' }))).toEqual(['Pride and Prejudice']);
    expect(titles(await found({ q: 'inauthor:"grahame-smith" intitle:"pride and"' }))).toEqual(['Pride and Prejudice and Zombies']);
  });

  it('supports quoted phrases and excluded words in free text', async () => {
    expect(titles(await found({ q: '"pride and prejudice"' }))).toEqual(['Pride and Prejudice', 'Pride and Prejudice and Zombies']);
    expect(titles(await found({ q: 'pride prejudice -zombies' }))).toEqual(['Pride and Prejudice']);
  });

  it('lists a genre with subject:, and when q is exactly a genre name (the home rows)', async () => {
    const horror = await found({ q: 'subject:horror' });
    expect(new Set(titles(horror))).toEqual(new Set(titlesOfGenre('Horror')));
    const scienceFiction = await found({ q: 'science fiction' });
    expect(scienceFiction.totalItems).toBe(titlesOfGenre('Science Fiction').length);
    expect(new Set(titles(scienceFiction))).toEqual(new Set(titlesOfGenre('Science Fiction')));
    expect((await found({ q: 'subject:"no such genre"' })).totalItems).toBe(0);
  });

  it('matches ISBN-10 and ISBN-13, with or without hyphens, also typed bare', async () => {
    for (const q of ['isbn:9780439023481', 'isbn:978-0-439-02348-1', 'isbn:0-439-02348-3', '978 0 439 02348 1']) {
      expect(titles(await found({ q }))).toEqual(['The Hunger Games']);
    }
  });

  it('still finds the book with a typo or partial words', async () => {
    const tolkien = await found({ q: 'tolkein' });
    expect(tolkien.totalItems).toBeGreaterThan(0);
    expect(tolkien.items.every((item) => item.volumeInfo.authors?.includes('J.R.R. Tolkien'))).toBe(true);
    const potter = await found({ q: 'harr pott' });
    expect(potter.totalItems).toBe(7);
    expect(titles(potter)[0]).toBe("Harry Potter and the Sorcerer's Stone");
  });

  it("also answers at the spec's spelling with a trailing slash", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/books-api/?q=gatsby' });
    expect(response.statusCode).toBe(200);
    expect(titles(response.json<VolumeList>())).toEqual(['The Great Gatsby']);
  });

  it('answers the same with a bearer token as without one', async () => {
    const { auth } = await signUpAndLogIn(test.app);
    const anonymous = await search({ q: 'gatsby' });
    const signedIn = await search({ q: 'gatsby' }, auth);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(titles(signedIn.json<VolumeList>())).toEqual(['The Great Gatsby']);
  });
});

describe('paging and ordering', () => {
  it('pages through the matches with a stable total', async () => {
    const all = await found({ q: 'harry potter' });
    const first = await found({ q: 'harry potter', startIndex: 0, maxResults: 3 });
    const second = await found({ q: 'harry potter', startIndex: 3, maxResults: 3 });
    expect(first.totalItems).toBe(7);
    expect(second.totalItems).toBe(7);
    expect([...titles(first), ...titles(second)]).toEqual(titles(all).slice(0, 6));
  });

  it('answers an empty page with the total when startIndex is past the end', async () => {
    expect(await found({ q: 'harry potter', startIndex: 500 })).toEqual({ items: [], totalItems: 7 });
  });

  it('defaults to 10 results', async () => {
    const response = await search({ q: 'fiction' });
    expect(response.json<VolumeList>().items).toHaveLength(10);
  });

  it('orders by publication year, newest first, with orderBy=newest', async () => {
    const list = await found({ q: 'harry potter', orderBy: 'newest' });
    expect(titles(list)[0]).toBe('Harry Potter and the Deathly Hallows');
    const years = list.items.map((item) => Number(item.volumeInfo.publishedDate));
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('keeps books without a year last when ordering by newest', async () => {
    const list = await found({ q: 'subject:fiction', orderBy: 'newest' });
    const known = list.items.map((item) => item.volumeInfo.publishedDate !== undefined);
    expect(known.indexOf(false)).toBeGreaterThan(0);
    expect(known.slice(known.indexOf(false)).every((hasYear) => !hasYear)).toBe(true);
  });
});

describe('bad input', () => {
  it.each([
    [{ maxResults: 0 }, /maxResults must be at least 1/i],
    [{ maxResults: 41 }, /maxResults must be at most 40/i],
    [{ maxResults: 'abc' }, /maxResults must be a whole number/i],
    [{ startIndex: -1 }, /startIndex must be at least 0/i],
    [{ startIndex: 10000 }, /startIndex must be at most 9999/i],
    [{ orderBy: 'oldest' }, /orderBy must be one of: relevance, newest/i],
  ])('rejects %j with a 400 naming the parameter', async (params, message) => {
    const response = await search({ q: 'harry', ...params });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });

  it.each([
    ['an empty q', '', /q must not be empty/i],
    ['a q of 201 characters', 'x'.repeat(201), /q must be at most 200 characters/i],
    ['a short ISBN', 'isbn:123', /isbn: needs a valid 10- or 13-character ISBN/],
    ['an ISBN with a wrong check digit', 'isbn:978-0-439-02348-0', /isbn: needs a valid/],
    ['an operator without a value', 'intitle:', /intitle: needs a value/],
    ['only excluded words', '-zombies', /q must contain a word/],
  ])('rejects %s with a 400 saying what is wrong', async (_label, q, message) => {
    const response = await search({ q });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });

  it('requires q', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/books-api' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/q is required/i);
  });
});

describe('one volume', () => {
  it('returns the Google Books shape, leaving out what the catalogue does not know', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/books-api/gb-2767052' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Volume>()).toEqual({
      id: 'gb-2767052',
      volumeInfo: {
        title: 'The Hunger Games',
        authors: ['Suzanne Collins'],
        publishedDate: '2008',
        industryIdentifiers: [
          { type: 'ISBN_13', identifier: '9780439023481' },
          { type: 'ISBN_10', identifier: '0439023483' },
        ],
        categories: ['Young Adult', 'Dystopian', 'Science Fiction', 'Fiction', 'Fantasy', 'Adventure'],
        averageRating: 4.34,
        ratingsCount: 4780653,
        imageLinks: { thumbnail: 'https://images.gr-assets.com/books/1447303603m/2767052.jpg' },
        language: 'en',
      },
    });
  });

  it("names a book's author first and its translators as contributors, each once", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/books-api/gb-5470' });
    expect(response.json<Volume>().volumeInfo).toMatchObject({ title: '1984', authors: ['George Orwell'], contributors: ['Erich Fromm', 'Celâl Üster'] });
  });

  it('keeps years before the common era negative', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/books-api/gb-1381' });
    expect(response.json<Volume>().volumeInfo).toMatchObject({ title: 'The Odyssey', publishedDate: '-720' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/api/books-api/gb-999999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No book with that id.' });
    const malformed = await test.app.inject({ method: 'GET', url: '/api/books-api/not%20an%20id' });
    expect(malformed.statusCode).toBe(400);
  });
});
