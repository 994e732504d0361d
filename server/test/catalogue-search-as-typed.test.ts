// Issue 14: titles made of common words. The English configuration drops stop words, so 'It',
// 'Me Before You' and 'the' used to find nothing; and intitle: matched inside words ('It' found
// The Hobbit). Books are added to the catalogue fixture with the popularity that used to win.
import type { VolumeList } from '@booknook/api/contract';
import { testAppForFile } from './helpers';

const test = testAppForFile({}, { catalogue: 'fixture' });

const EXTRA_BOOKS = [
  { id: 'gb-18342', title: 'It', authors: ['Stephen King'], ratings_count: 600_000 },
  { id: 'gb-27362503', title: 'It Ends with Us', authors: ['Colleen Hoover'], ratings_count: 900_000 },
  { id: 'gb-15507958', title: 'Me Before You', authors: ['Jojo Moyes'], ratings_count: 700_000 },
  { id: 'gb-77203', title: 'The Kite Runner', authors: ['Khaled Hosseini'], ratings_count: 2_000_000 },
  { id: 'gb-6288', title: 'The Road', authors: ['Cormac McCarthy'], ratings_count: 500_000 },
  { id: 'gb-452157', title: 'The Road to the Dark Tower', authors: ['Bev Vincent'], ratings_count: 3_000_000 },
  // An author whose name holds a stop word, and a title without one, for "titles, then authors".
  { id: 'pg-99001', title: 'Collected Verses', authors: ['The Anonymous Poet'], ratings_count: 9_000_000 },
];

beforeAll(async () => {
  await test.db
    .insertInto('books')
    .values(EXTRA_BOOKS.map((book) => ({ ...book, source: 'goodbooks-10k' as const })))
    .execute();
});

async function titles(params: Record<string, string>): Promise<string[]> {
  const query = new URLSearchParams({ maxResults: '40', ...params });
  const response = await test.app.inject({ method: 'GET', url: `/api/books-api?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<VolumeList>().items.map((item) => item.volumeInfo.title ?? '');
}

describe('titles made of stop words', () => {
  it.each([['It'], ['it'], ['Me Before You'], ['me before you'], ['"Me Before You"']])('finds %s, exact title first', async (q) => {
    const found = await titles({ q });
    expect(found[0]?.toLowerCase()).toBe(q.replace(/"/g, '').toLowerCase());
  });

  it('still lists the other titles that hold the words, after the exact one', async () => {
    expect(await titles({ q: 'It' })).toEqual(['It', 'It Ends with Us']);
  });

  it('searches a query of nothing but stop words, titles before authors', async () => {
    const found = await titles({ q: 'the' });
    expect(found.length).toBeGreaterThan(10);
    const authorOnly = found.indexOf('Collected Verses');
    // Far more popular than any title with 'the', yet it matched only by its author's name.
    expect(authorOnly).toBe(found.length - 1);
    expect(found.slice(0, authorOnly).every((title) => /\bthe\b/i.test(title))).toBe(true);
  });

  it('puts a title typed exactly before more popular books that share its words', async () => {
    expect((await titles({ q: 'The Road' }))[0]).toBe('The Road');
    expect((await titles({ q: 'the road' }))[0]).toBe('The Road');
    expect((await titles({ q: 'the hobbit' }))[0]).toBe('The Hobbit');
  });

  it('keeps the English pass for ordinary words (stemming), so typed stop words do not narrow it', async () => {
    expect(new Set(await titles({ q: 'roads' }))).toEqual(new Set(['The Road to the Dark Tower', 'The Road']));
  });
});

describe('Filter by Title (intitle:)', () => {
  it('matches whole words from their start, not letters inside words, exact title first', async () => {
    const found = await titles({ q: 'intitle:It' });
    expect(found[0]).toBe('It');
    expect(found).not.toContain('The Hobbit');
    expect(found).not.toContain('The Kite Runner');
    expect(found).toEqual(['It', 'It Ends with Us']);
  });

  it('still finds a title from the start of a word as it is being typed', async () => {
    expect(await titles({ q: 'intitle:hobb' })).toEqual(['The Hobbit']);
  });

  it('treats regular-expression characters in the value as text', async () => {
    for (const q of ['intitle:(', 'intitle:"a[b"', 'intitle:.*', 'intitle:\\', 'intitle:"x{2,}"']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/books-api?${new URLSearchParams({ q })}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<VolumeList>().totalItems).toBe(0);
    }
  });
});
