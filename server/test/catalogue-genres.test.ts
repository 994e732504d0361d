// GET /api/genres/random and GET /api/genre-preferences/top over the catalogue fixture.
import fs from 'node:fs';
import type { Genre, GenrePreference } from '@booknook/api/contract';
import type { SeedFile } from '../src/catalogue/seed-format';
import { CATALOGUE_FIXTURE, signUpAndLogIn, testAppForFile, type SignedIn } from './helpers';

const fixture = JSON.parse(fs.readFileSync(CATALOGUE_FIXTURE, 'utf8')) as SeedFile;
const genresWithBooks = new Set(fixture.books.flatMap((book) => book.genres));
const genresOf = (bookId: string) => fixture.books.find((book) => book.id === bookId)?.genres ?? [];

const SHELF = { currentlyReading: 1, wantToRead: 2, read: 3, didNotFinish: 4 } as const;

const test = testAppForFile({}, { catalogue: 'fixture' });

const get = (url: string, auth?: SignedIn['auth']) => test.app.inject({ method: 'GET', url: `/api${url}`, headers: auth ?? {} });

async function shelve(reader: SignedIn, shelfId: number, bookId: string) {
  await test.db.insertInto('shelf_books').values({ user_id: reader.user.id, shelf_id: shelfId, book_id: bookId }).execute();
}

async function customShelf(reader: SignedIn, name: string): Promise<number> {
  const shelf = await test.db.insertInto('shelves').values({ user_id: reader.user.id, name, shelf_type_id: 2 }).returning('id').executeTakeFirstOrThrow();
  return shelf.id;
}

describe('GET /genres/random', () => {
  let reader: SignedIn;
  beforeAll(async () => {
    reader = await signUpAndLogIn(test.app);
  });

  it('needs a signed-in user', async () => {
    expect((await get('/genres/random')).statusCode).toBe(401);
  });

  it('returns four distinct genres by default', async () => {
    const genres = (await get('/genres/random', reader.auth)).json<Genre[]>();
    expect(genres).toHaveLength(4);
    expect(new Set(genres.map((genre) => genre.id)).size).toBe(4);
  });

  it('returns only genres that have books and leaves out the excluded ones', async () => {
    const first = (await get('/genres/random?limit=20', reader.auth)).json<Genre[]>();
    expect(first).toHaveLength(20);
    const rest = (await get(`/genres/random?limit=20&exclude=${first.map((genre) => genre.id).join(',')}`, reader.auth)).json<Genre[]>();
    const all = [...first, ...rest];
    expect(all).toHaveLength(genresWithBooks.size);
    expect(new Set(all.map((genre) => genre.description))).toEqual(genresWithBooks);
  });

  it('accepts an empty exclude list', async () => {
    expect((await get('/genres/random?limit=2&exclude=', reader.auth)).json<Genre[]>()).toHaveLength(2);
  });

  it.each([
    ['limit=0', /limit must be at least 1/i],
    ['limit=21', /limit must be at most 20/i],
    ['exclude=1,a', /exclude has an invalid format/i],
    ['exclude=1,,2', /exclude has an invalid format/i],
  ])('rejects %s with a 400', async (query, message) => {
    const response = await get(`/genres/random?${query}`, reader.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });
});

describe('GET /genre-preferences/top', () => {
  let reader: SignedIn;
  let expected: GenrePreference[];

  beforeAll(async () => {
    reader = await signUpAndLogIn(test.app, { profile_visibility: 'private' });
    const holidayReads = await customShelf(reader, 'Holiday reads');
    const memberships: [number, string, number][] = [
      [SHELF.read, 'gb-5907', 3], // The Hobbit
      [SHELF.currentlyReading, 'gb-3', 2], // Harry Potter and the Sorcerer's Stone
      [SHELF.wantToRead, 'gb-17245', 1], // Dracula
      [SHELF.didNotFinish, 'gb-41865', 0], // Twilight
      [holidayReads, 'gb-8442457', 1], // Gone Girl
      [holidayReads, 'gb-5907', 1], // The Hobbit again, on a custom shelf as well
    ];
    const weights = new Map<string, number>();
    for (const [shelfId, bookId, weight] of memberships) {
      await shelve(reader, shelfId, bookId);
      for (const genre of genresOf(bookId)) weights.set(genre, (weights.get(genre) ?? 0) + weight);
    }
    const ids = new Map(fixture.genres.map((description, index) => [description, index + 1]));
    expected = [...weights]
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([description, count]) => ({ genre_id: ids.get(description)!, count, Genre: { id: ids.get(description)!, description } }));
  });

  it('weights genres by shelf: Read 3, Currently Reading 2, Want To Read and custom 1, Did Not Finish 0', async () => {
    const response = await get('/genre-preferences/top?limit=10', reader.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json<GenrePreference[]>()).toEqual(expected.slice(0, 10));
    // Fiction: The Hobbit 3 + 1, Harry Potter 2, Dracula 1, Gone Girl 1; Twilight (not finished) 0.
    expect(response.json<GenrePreference[]>()[0]).toMatchObject({ count: 8, Genre: { description: 'Fiction' } });
  });

  it('returns the top entries only, five by default', async () => {
    expect((await get('/genre-preferences/top?limit=2', reader.auth)).json()).toEqual(expected.slice(0, 2));
    expect((await get('/genre-preferences/top', reader.auth)).json()).toEqual(expected.slice(0, 5));
  });

  it('shows the owner their own preferences even when their profile is private', async () => {
    expect((await get(`/genre-preferences/top?user_id=${reader.user.id}`, reader.auth)).statusCode).toBe(200);
  });

  it("shows another user's preferences only when their profile is public", async () => {
    const other = await signUpAndLogIn(test.app, { profile_visibility: 'public' });
    const refused = await get(`/genre-preferences/top?user_id=${reader.user.id}`, other.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'This profile is private.' });
    await shelve(other, SHELF.read, 'gb-4671'); // The Great Gatsby
    const allowed = await get(`/genre-preferences/top?user_id=${other.user.id}`, reader.auth);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<GenrePreference[]>().map((entry) => entry.Genre.description)).toEqual(genresOf('gb-4671').slice().sort().slice(0, 5));
  });

  it.each([
    ['both kinds of shelves private', { mandatory_shelves_visibility: 'private', custom_shelves_visibility: 'private' }, []],
    ['the built-in shelves private', { mandatory_shelves_visibility: 'private', custom_shelves_visibility: 'public' }, ['gb-8442457']],
    ['the custom shelves private', { mandatory_shelves_visibility: 'public', custom_shelves_visibility: 'private' }, ['gb-4671']],
  ] as const)("derives another reader's preferences only from the shelves they show: %s", async (_case, visibility, visibleBooks) => {
    const owner = await signUpAndLogIn(test.app, { profile_visibility: 'public' });
    await test.db.updateTable('users').set(visibility).where('id', '=', owner.user.id).execute();
    await shelve(owner, SHELF.read, 'gb-4671'); // The Great Gatsby, on a built-in shelf
    await shelve(owner, await customShelf(owner, 'Secret'), 'gb-8442457'); // Gone Girl, on a custom shelf
    const viewer = await signUpAndLogIn(test.app);

    const seen = await get(`/genre-preferences/top?limit=10&user_id=${owner.user.id}`, viewer.auth);

    expect(seen.statusCode).toBe(200);
    const expectedGenres = [...new Set(visibleBooks.flatMap((book) => genresOf(book)))].sort();
    expect(seen.json<GenrePreference[]>().map((entry) => entry.Genre.description).sort()).toEqual(expectedGenres);
    // The owner still sees everything.
    const own = await get('/genre-preferences/top?limit=10', owner.auth);
    expect(own.json<GenrePreference[]>().length).toBeGreaterThanOrEqual(expectedGenres.length);
  });

  it('returns an empty list for a reader with no shelved books, 404 for an unknown user', async () => {
    const newcomer = await signUpAndLogIn(test.app);
    expect((await get('/genre-preferences/top', newcomer.auth)).json()).toEqual([]);
    expect((await get('/genre-preferences/top?user_id=999999', newcomer.auth)).statusCode).toBe(404);
  });

  it.each(['limit=0', 'limit=11', 'user_id=abc', 'user_id=0'])('rejects %s with a 400', async (query) => {
    expect((await get(`/genre-preferences/top?${query}`, reader.auth)).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await get('/genre-preferences/top')).statusCode).toBe(401);
  });
});
