// Issue 24: search folds accents in the typed query and the stored text alike (items 3), and the
// novels readers mean come before companions sharing their words (item 4). Books are added to the
// catalogue fixture as the seed catalogue has them.
import type { VolumeList } from '@booknook/api/contract';
import { addSearchWords } from '../src/catalogue/seed';
import { testAppForFile } from './helpers';

const test = testAppForFile({}, { catalogue: 'fixture' });

const EXTRA_BOOKS = [
  { id: 'gb-24280', title: 'Les Misérables', authors: ['Victor Hugo'], ratings_count: 560_000 },
  { id: 'gb-320', title: 'One Hundred Years of Solitude', authors: ['Gabriel García Márquez'], ratings_count: 480_000 },
  { id: 'gb-9712', title: 'Love in the Time of Cholera', authors: ['Gabriel García Márquez'], ratings_count: 250_000 },
  { id: 'gb-7952502', title: 'Harry Potter', subtitle: 'Film Wizardry', authors: ['Brian Sibley'], ratings_count: 45_081 },
  { id: 'gb-8346300', title: 'Harry Potter', subtitle: 'A Pop-Up Book: Based on the Film Phenomenon', authors: ['Andrew Williamson'], ratings_count: 22_847 },
];

beforeAll(async () => {
  await test.db
    .insertInto('books')
    .values(EXTRA_BOOKS.map((book) => ({ ...book, source: 'goodbooks-10k' as const })))
    .execute();
  await addSearchWords(test.db, EXTRA_BOOKS.map((book) => book.id));
});

async function titles(q: string): Promise<string[]> {
  const response = await test.app.inject({ method: 'GET', url: `/api/books-api?${new URLSearchParams({ q, maxResults: '40' })}` });
  expect(response.statusCode).toBe(200);
  return response.json<VolumeList>().items.map((item) => item.volumeInfo.title ?? '');
}

describe('accents', () => {
  it('finds accented titles and authors typed without accents', async () => {
    expect(await titles('les miserables')).toEqual(['Les Misérables']);
    expect(new Set(await titles('garcia marquez'))).toEqual(new Set(['One Hundred Years of Solitude', 'Love in the Time of Cholera']));
  });

  it('finds plain text typed with accents', async () => {
    expect(await titles('thé hóbbit')).toEqual(['The Hobbit']);
  });

  it('folds accents in Filter by Title and Filter by Author', async () => {
    expect(await titles('intitle:miserables')).toEqual(['Les Misérables']);
    expect(await titles('inauthor:"garcia marquez" intitle:cholera')).toEqual(['Love in the Time of Cholera']);
  });

  it('corrects a misspelt word of an accented name', async () => {
    expect(await titles('miserabels')).toEqual(['Les Misérables']);
  });

  it("finds a book by its translator's name typed without accents, after its author", async () => {
    expect(await titles('celal uster')).toEqual(['1984']);
  });
});

describe('relevance', () => {
  it('lists the novels most readers mean before companions titled with the same words', async () => {
    const found = await titles('harry potter');
    expect(found).toHaveLength(9);
    expect(found.slice(0, 7).every((title) => title.startsWith('Harry Potter and the'))).toBe(true);
    expect(found.slice(7)).toEqual(['Harry Potter', 'Harry Potter']);
  });

  it('still puts a whole title typed exactly first', async () => {
    expect((await titles('harry potter film wizardry'))[0]).toBe('Harry Potter');
  });
});
