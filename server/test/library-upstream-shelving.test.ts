// Shelving a book of an upstream provider copies the provider's own volume into the local catalogue,
// fetched by the server; the client's copy of the book is never used, so nobody can create a public
// catalogue entry with a made-up id, title or image (issue 9, catalogue poisoning).
import { SHELF_MESSAGES } from '@booknook/api/contract';
import { fakeUpstream, type FakeUpstream } from './fake-upstream';
import { createTestApp, type TestApp } from './helpers';
import { SHELF, signedInReader } from './library-fixtures';

/** Google Books volumes the fake provider knows, by Google id. */
const providerVolumes = new Map<string, object>();
let google: FakeUpstream;
let withProvider: TestApp;
let withoutProvider: TestApp;

beforeAll(async () => {
  google = await fakeUpstream((fake) => {
    fake.server.get<{ Params: { id: string } }>('/books/v1/volumes/:id', async (request, reply) =>
      providerVolumes.get(request.params.id) ?? reply.code(404).send({ error: { code: 404 } }),
    );
  });
  withProvider = await createTestApp({ catalogueProvider: { kind: 'google', baseUrl: `${google.baseUrl}/books/v1`, apiKey: null } });
  withoutProvider = await createTestApp();
});

afterAll(async () => {
  await withProvider.close();
  await withoutProvider.close();
  await google.server.close();
});

beforeEach(() => {
  google.requests.length = 0;
});

function providerVolume(googleId: string, info: object = {}) {
  const volume = {
    id: googleId,
    volumeInfo: {
      title: 'The Upstream Book',
      authors: ['Ada Writer'],
      pageCount: 321,
      categories: ['Fantasy', 'Unknown Category'],
      industryIdentifiers: [{ type: 'ISBN_13', identifier: '9780306406157' }],
      imageLinks: { thumbnail: 'https://books.example/cover.jpg' },
      ...info,
    },
  };
  providerVolumes.set(googleId, volume);
  return volume;
}

/** What a poisoning client sends as the book: its own title and image under the id. */
const poisoned = (id: string) => ({ id, volumeInfo: { title: 'Cheap pills here', imageLinks: { thumbnail: 'https://evil.example/ad.png' } } });

const catalogueRow = (test: TestApp, id: string) => test.db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();

it('copies the provider’s volume once, linked to the genres it names, whatever the client sent as the book', async () => {
  const first = await signedInReader(withProvider);
  const second = await signedInReader(withProvider);
  await withProvider.db.insertInto('genres').values({ description: 'Fantasy' }).onConflict((oc) => oc.column('description').doNothing()).execute();
  providerVolume('upstream1');
  const id = 'google-upstream1';

  expect((await first.api.setShelves(id, [SHELF.wantToRead], poisoned(id) as never)).statusCode).toBe(200);
  expect((await second.api.setShelves(id, [SHELF.read])).statusCode).toBe(200);

  expect(await catalogueRow(withProvider, id)).toMatchObject({
    title: 'The Upstream Book',
    authors: ['Ada Writer'],
    page_count: 321,
    isbn13: '9780306406157',
    thumbnail: 'https://books.example/cover.jpg',
    source: 'google',
  });
  // Asked once: the second reader shelved the copy.
  expect(google.requests.map((request) => request.path)).toEqual(['/books/v1/volumes/upstream1']);
  const genres = await withProvider.db
    .selectFrom('book_genres')
    .innerJoin('genres', 'genres.id', 'book_genres.genre_id')
    .select('genres.description')
    .where('book_genres.book_id', '=', id)
    .execute();
  expect(genres).toEqual([{ description: 'Fantasy' }]);
});

it('refuses a made-up id the provider does not know with 404, and copies nothing', async () => {
  const { api } = await signedInReader(withProvider);
  const id = 'google-madeUp123';
  const response = await api.setShelves(id, [SHELF.read], poisoned(id) as never);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: SHELF_MESSAGES.bookNotFound });
  expect(await catalogueRow(withProvider, id)).toBeUndefined();
});

it.each(['google-upstream2', 'ol-OL1W'])('refuses the upstream id %s when no provider is configured, even with the book in the body', async (id) => {
  const { api } = await signedInReader(withoutProvider);
  const response = await api.setShelves(id, [SHELF.read], poisoned(id) as never);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: SHELF_MESSAGES.bookNotFound });
  expect(await catalogueRow(withoutProvider, id)).toBeUndefined();
});

it.each([
  ['no title', { title: '  ' }, 'Book title is required.'],
  ['a cover that is not a web address', { imageLinks: { thumbnail: 'javascript:alert(1)' } }, 'Book cover must be a web address.'],
  ['a title too long', { title: 't'.repeat(501) }, 'Book title must be at most 500 characters long.'],
])('refuses a provider volume with %s with 400 and copies nothing', async (_case, info, message) => {
  const { api } = await signedInReader(withProvider);
  const googleId = `bad${Math.random().toString(36).slice(2, 8)}`;
  providerVolume(googleId, info);
  const response = await api.setShelves(`google-${googleId}`, [SHELF.read]);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: message });
  expect(await catalogueRow(withProvider, `google-${googleId}`)).toBeUndefined();
});
