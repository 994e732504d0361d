// The optional upstream catalogues behind GET /api/books-api, against local fakes of Google Books
// and Open Library (Fastify servers on port 0): nothing leaves the machine.
import type { Volume, VolumeList } from '@booknook/api/contract';
import { fakeUpstream, type FakeUpstream } from './fake-upstream';
import { createTestApp, type TestApp } from './helpers';

const googleVolume = {
  id: 'zyTCAlFPjgYC',
  volumeInfo: {
    title: 'The Google Story',
    authors: ['David A. Vise', 'Mark Malseed'],
    publisher: 'Random House',
    publishedDate: '2005-11-15',
    description: 'Here is the story behind one of the most remarkable Internet successes.',
    industryIdentifiers: [
      { type: 'ISBN_10', identifier: '055380457X' },
      { type: 'ISBN_13', identifier: '9780553804577' },
      { type: 'OTHER', identifier: 'UOM:39015061020018' },
    ],
    pageCount: 207,
    categories: ['Browsers (Computer programs)'],
    averageRating: 3.5,
    ratingsCount: 136,
    imageLinks: { smallThumbnail: 'http://books.google.com/small', thumbnail: 'http://books.google.com/thumb' },
    language: 'en',
    previewLink: 'http://books.google.com/preview',
  },
};

describe('Google Books upstream', () => {
  let google: FakeUpstream;
  let test: TestApp;

  beforeAll(async () => {
    google = await fakeUpstream((fake) => {
      fake.server.get('/books/v1/volumes', async () => ({ kind: 'books#volumes', totalItems: 1234, items: [googleVolume, { id: 'broken' }] }));
      fake.server.get<{ Params: { id: string } }>('/books/v1/volumes/:id', async (request, reply) =>
        request.params.id === googleVolume.id ? googleVolume : reply.code(404).send({ error: { code: 404 } }),
      );
    });
    test = await createTestApp({ catalogueProvider: { kind: 'google', baseUrl: `${google.baseUrl}/books/v1`, apiKey: 'test-key' } }, { catalogue: 'fixture' });
  });

  afterAll(async () => {
    await test.close();
    await google.server.close();
  });

  beforeEach(() => {
    google.requests.length = 0;
    google.failing = false;
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url: `/api${url}` });

  it('passes the query on and answers with sanitised Google volumes under prefixed ids', async () => {
    const response = await get('/books-api?q=inauthor:vise&startIndex=20&maxResults=20&orderBy=newest');
    expect(response.statusCode).toBe(200);
    expect(google.requests).toEqual([
      { path: '/books/v1/volumes', query: { q: 'inauthor:vise', startIndex: '20', maxResults: '20', orderBy: 'newest', key: 'test-key' } },
    ]);
    expect(response.json<VolumeList>()).toEqual({
      totalItems: 1234,
      items: [
        {
          id: 'google-zyTCAlFPjgYC',
          // Sanitising keeps the ISBNs only, one https thumbnail and no preview link.
          volumeInfo: {
            ...googleVolume.volumeInfo,
            industryIdentifiers: [
              { type: 'ISBN_10', identifier: '055380457X' },
              { type: 'ISBN_13', identifier: '9780553804577' },
            ],
            imageLinks: { thumbnail: 'https://books.google.com/thumb' },
            previewLink: undefined,
          },
        },
      ],
    });
  });

  it('answers from the local catalogue when the provider fails', async () => {
    google.failing = true;
    const response = await get('/books-api?q=harry%20potter');
    expect(response.statusCode).toBe(200);
    expect(google.requests).toHaveLength(1);
    expect(response.json<VolumeList>().totalItems).toBe(7);
  });

  it('rejects a bad query itself, without asking the provider', async () => {
    const response = await get('/books-api?q=isbn:123');
    expect(response.statusCode).toBe(400);
    expect(google.requests).toHaveLength(0);
  });

  it('serves local books locally and upstream books from the provider', async () => {
    const local = await get('/books-api/gb-3');
    expect(local.json<Volume>().volumeInfo.title).toBe("Harry Potter and the Sorcerer's Stone");
    const upstream = await get('/books-api/google-zyTCAlFPjgYC');
    expect(upstream.json<Volume>()).toMatchObject({ id: 'google-zyTCAlFPjgYC', volumeInfo: { title: 'The Google Story', pageCount: 207 } });
    expect(google.requests.map((request) => request.path)).toEqual(['/books/v1/volumes/zyTCAlFPjgYC']);
    expect((await get('/books-api/google-unknown')).statusCode).toBe(404);
    expect((await get('/books-api/ol-OL1W')).statusCode).toBe(404);
  });
});

describe('Open Library upstream', () => {
  let openLibrary: FakeUpstream;
  let test: TestApp;

  beforeAll(async () => {
    openLibrary = await fakeUpstream((fake) => {
      fake.server.get('/search.json', async () => ({
        numFound: 2,
        docs: [
          {
            key: '/works/OL66554W',
            title: 'Pride and Prejudice',
            author_name: ['Jane Austen'],
            first_publish_year: 1813,
            isbn: ['9780141439518', 'not-an-isbn'],
            subject: ['Courtship', 'Fiction'],
            cover_i: 14348537,
            language: ['eng'],
            ratings_average: 4.1234,
            ratings_count: 512,
          },
          { key: '/authors/OL21594A', title: 'not a work' },
        ],
      }));
    });
    test = await createTestApp({ catalogueProvider: { kind: 'openlibrary', baseUrl: openLibrary.baseUrl } });
  });

  afterAll(async () => {
    await test.close();
    await openLibrary.server.close();
  });

  it("translates operators to Open Library's syntax and maps its documents", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/books-api?q=inauthor:austen%20pride&maxResults=5&orderBy=newest' });
    expect(response.statusCode).toBe(200);
    expect(openLibrary.requests[0]?.query).toMatchObject({ q: 'pride author:"austen"', offset: '0', limit: '5', sort: 'new' });
    expect(response.json<VolumeList>()).toEqual({
      totalItems: 2,
      items: [
        {
          id: 'ol-OL66554W',
          volumeInfo: {
            title: 'Pride and Prejudice',
            authors: ['Jane Austen'],
            publishedDate: '1813',
            industryIdentifiers: [{ type: 'ISBN_13', identifier: '9780141439518' }],
            categories: ['Courtship', 'Fiction'],
            averageRating: 4.12,
            ratingsCount: 512,
            imageLinks: { thumbnail: 'https://covers.openlibrary.org/b/id/14348537-M.jpg' },
            language: 'eng',
          },
        },
      ],
    });
  });
});
