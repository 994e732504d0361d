// Custom shelves: create, rename, delete, lookup by name, and who may see them.
import { ACCOUNT_MESSAGES, SHELF_MESSAGES, SHELF_NAME_MAX_LENGTH, type Shelf } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { SHELF, addBook, ids, signedInReader, type LibraryClient, type ReaderVisibility } from './library-fixtures';

const t = testAppForFile();

const reader = (visibility?: ReaderVisibility) => signedInReader(t, visibility);

async function newShelf(api: LibraryClient, name: string): Promise<Shelf> {
  const response = await api.createShelf(name);
  expect(response.statusCode).toBe(201);
  return response.json<Shelf>();
}

describe('POST /api/shelves', () => {
  it('creates a custom shelf with the trimmed name', async () => {
    const { api } = await reader();
    const response = await api.createShelf('  Summer reads ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Summer reads', shelf_type_id: 2 });
    expect(response.json<Shelf>().id).toBeGreaterThan(4);
  });

  it.each([
    ['an empty name', '', SHELF_MESSAGES.shelfNameEmpty],
    ['a name of spaces', '   ', SHELF_MESSAGES.shelfNameEmpty],
    ['a name too long', 'x'.repeat(SHELF_NAME_MAX_LENGTH + 1), SHELF_MESSAGES.shelfNameTooLong],
    ['a built-in name in another case', ' currently READING ', SHELF_MESSAGES.shelfNameBuiltIn],
  ])('refuses %s with 400', async (_case, name, message) => {
    const { api } = await reader();
    const response = await api.createShelf(name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('accepts a name of exactly the maximum length', async () => {
    const { api } = await reader();
    expect((await api.createShelf('y'.repeat(SHELF_NAME_MAX_LENGTH))).statusCode).toBe(201);
  });

  it('refuses a missing name or a body that is not an object', async () => {
    const { api } = await reader();
    const missing = await api.call('POST', '/shelves', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Name is required' });
    const wrongType = await api.call('POST', '/shelves', { name: { text: 'Nested' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ error: 'Name must be a string' });
  });

  it('refuses a second shelf of the same name in any case with 409, but other users may use it', async () => {
    const ann = await reader();
    const bob = await reader();
    await newShelf(ann.api, 'Favourites');
    const duplicate = await ann.api.createShelf('fAVOURITES ');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: SHELF_MESSAGES.shelfNameTaken });
    expect((await bob.api.createShelf('Favourites')).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous creations of one name through', async () => {
    const { api } = await reader();
    const responses = await Promise.all(Array.from({ length: 6 }, () => api.createShelf('Race')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/shelves', payload: { name: 'Nope' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/shelves/:id', () => {
  it('renames a custom shelf, also to another case of its own name', async () => {
    const { api } = await reader();
    const shelf = await newShelf(api, 'Holiday');
    const renamed = await api.renameShelf(shelf.id, ' Holidays 2025 ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: shelf.id, name: 'Holidays 2025', shelf_type_id: 2 });
    expect((await api.renameShelf(shelf.id, 'HOLIDAYS 2025')).json<Shelf>().name).toBe('HOLIDAYS 2025');
  });

  it('refuses empty, built-in and taken names', async () => {
    const { api } = await reader();
    const shelf = await newShelf(api, 'Mine');
    await newShelf(api, 'Taken');
    expect((await api.renameShelf(shelf.id, '  ')).json()).toEqual({ error: SHELF_MESSAGES.shelfNameEmpty });
    expect((await api.renameShelf(shelf.id, 'want to read')).json()).toEqual({ error: SHELF_MESSAGES.shelfNameBuiltIn });
    const taken = await api.renameShelf(shelf.id, 'taken');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: SHELF_MESSAGES.shelfNameTaken });
  });

  it('refuses to rename a built-in shelf with 403', async () => {
    const { api } = await reader();
    const response = await api.renameShelf(SHELF.read, 'Done');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: SHELF_MESSAGES.builtInShelfLocked });
    const builtIn = await t.db.selectFrom('shelves').select('name').where('id', '=', SHELF.read).executeTakeFirstOrThrow();
    expect(builtIn.name).toBe('Read');
  });

  it("answers 404 for another user's shelf and leaves it unchanged", async () => {
    const owner = await reader();
    const intruder = await reader();
    const shelf = await newShelf(owner.api, 'Private stuff');
    const response = await intruder.api.renameShelf(shelf.id, 'Hacked');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SHELF_MESSAGES.shelfNotFound });
    expect((await owner.api.customShelves()).json()).toEqual([shelf]);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const { api } = await reader();
    expect((await api.renameShelf(99999, 'Ghost')).statusCode).toBe(404);
    const bad = await api.call('PUT', '/shelves/abc', { name: 'Ghost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Id must be a whole number' });
    expect((await api.call('PUT', '/shelves/0', { name: 'Ghost' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/shelves/:id', () => {
  it('removes only the shelf and its memberships: the book stays on its built-in shelf', async () => {
    const { api } = await reader();
    const doomed = await newShelf(api, 'Doomed');
    const kept = await newShelf(api, 'Kept');
    const bookId = await addBook(t.db);
    await api.setShelves(bookId, [SHELF.wantToRead, doomed.id, kept.id]);
    const response = await api.deleteShelf(doomed.id);
    expect(response.statusCode).toBe(204);
    expect(ids(await api.shelvesOfBook(bookId))).toEqual([SHELF.wantToRead, kept.id]);
    expect(ids(await api.customShelves())).toEqual([kept.id]);
    expect((await t.db.selectFrom('books').select('id').where('id', '=', bookId).execute()).length).toBe(1);
  });

  it('refuses to delete a built-in shelf with 403', async () => {
    const { api } = await reader();
    const response = await api.deleteShelf(SHELF.currentlyReading);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: SHELF_MESSAGES.builtInShelfLocked });
  });

  it("answers 404 for another user's shelf, which survives", async () => {
    const owner = await reader();
    const intruder = await reader();
    const shelf = await newShelf(owner.api, 'Not yours');
    expect((await intruder.api.deleteShelf(shelf.id)).statusCode).toBe(404);
    expect(ids(await owner.api.customShelves())).toEqual([shelf.id]);
  });

  it('answers 400 for an id that is not a number', async () => {
    const { api } = await reader();
    expect((await api.deleteShelf('1.5')).statusCode).toBe(400);
  });
});

describe('GET /api/shelves/custom', () => {
  it('lists the own custom shelves in creation order, without the built-in ones', async () => {
    const { api } = await reader();
    const first = await newShelf(api, 'Zebra');
    const second = await newShelf(api, 'Aardvark');
    const response = await api.customShelves();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([first, second]);
  });

  it("lists a public user's custom shelves to others", async () => {
    const owner = await reader();
    const viewer = await reader();
    const shelf = await newShelf(owner.api, 'Shared');
    expect((await viewer.api.customShelves(owner.id)).json()).toEqual([shelf]);
  });

  it.each([
    [{ profile_visibility: 'private' as const }, ACCOUNT_MESSAGES.profilePrivate],
    [{ custom_shelves_visibility: 'private' as const }, SHELF_MESSAGES.customShelvesPrivate],
  ])('refuses others with 403 when %j, while the owner still sees them', async (settings, message) => {
    const owner = await reader(settings);
    const viewer = await reader();
    const shelf = await newShelf(owner.api, 'Secret');
    const refused = await viewer.api.customShelves(owner.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: message });
    expect((await owner.api.customShelves(owner.id)).json()).toEqual([shelf]);
  });

  it('answers 404 for an unknown user and 400 for a user_id that is not a number', async () => {
    const { api } = await reader();
    expect((await api.customShelves(987654)).json()).toEqual({ error: ACCOUNT_MESSAGES.userNotFound });
    const bad = await api.call('GET', '/shelves/custom?user_id=me');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'User id must be a whole number' });
  });
});

describe('GET /api/shelves/shelf', () => {
  it('finds built-in and own custom shelves by name, ignoring case and spaces', async () => {
    const { api } = await reader();
    const shelf = await newShelf(api, 'Book Club');
    expect((await api.shelfByName('want to read')).json()).toEqual({ id: SHELF.wantToRead, name: 'Want To Read', shelf_type_id: 1 });
    expect((await api.shelfByName(' book club ')).json()).toEqual(shelf);
    expect((await api.shelfByName('\tBOOK CLUB\n')).json()).toEqual(shelf);
  });

  it("answers 404 for a name the user has no shelf of, even if another user has", async () => {
    const owner = await reader();
    const other = await reader();
    await newShelf(owner.api, 'Only mine');
    const response = await other.api.shelfByName('Only mine');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SHELF_MESSAGES.shelfNotFound });
  });

  it("applies the owner's shelf visibility settings to others", async () => {
    const owner = await reader({ mandatory_shelves_visibility: 'private' });
    const viewer = await reader();
    const shelf = await newShelf(owner.api, 'Visible');
    expect((await viewer.api.shelfByName('Read', owner.id)).json()).toEqual({ error: SHELF_MESSAGES.builtInShelvesPrivate });
    expect((await viewer.api.shelfByName('visible', owner.id)).json()).toEqual(shelf);
    expect((await owner.api.shelfByName('Read', owner.id)).statusCode).toBe(200);
  });

  it('answers another reader the same for a hidden custom shelf and a name that does not exist, so names cannot be probed', async () => {
    const owner = await reader({ custom_shelves_visibility: 'private' });
    const viewer = await reader();
    await newShelf(owner.api, 'Secret plans');
    const existing = await viewer.api.shelfByName('Secret plans', owner.id);
    const missing = await viewer.api.shelfByName('No such shelf', owner.id);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: existing.statusCode, body: existing.json() });
    expect(existing.json()).toEqual({ error: SHELF_MESSAGES.customShelvesPrivate });
    const existingPage = await viewer.api.shelfBooks({ shelfName: 'Secret plans', user_id: owner.id });
    const missingPage = await viewer.api.shelfBooks({ shelfName: 'No such shelf', user_id: owner.id });
    expect({ status: missingPage.statusCode, body: missingPage.json() }).toEqual({ status: existingPage.statusCode, body: existingPage.json() });
    // The owner, and anyone where custom shelves are visible, still learns that a name does not exist.
    expect((await owner.api.shelfByName('No such shelf', owner.id)).statusCode).toBe(404);
  });

  it('refuses a missing or empty shelfName with 400', async () => {
    const { api } = await reader();
    expect((await api.call('GET', '/shelves/shelf')).json()).toEqual({ error: 'shelfName is required' });
    expect((await api.call('GET', '/shelves/shelf?shelfName=')).statusCode).toBe(400);
  });
});
