// DELETE /users/:id: a reader deletes their own account, an administrator any account; nobody else's.
// Everything of the reader goes at once, their tokens stop working and their sockets close.
import type { FastifyInstance } from 'fastify';
import { Jimp } from 'jimp';
import { sql } from 'kysely';
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, USER_TYPE } from '@booknook/api/contract';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import { DELETION_MESSAGES } from '../src/users/deletion';
import { TEST_PASSWORD, newAccountFields, postSignUp, signUpAndLogIn, signUpForm, type SignedIn, type TestDatabase } from './helpers';
import { SHELF, addBook, libraryClient } from './library-fixtures';
import { listeningAppForFile } from './listening-app';
import { disconnection } from './sockets';

const server = listeningAppForFile();
let app: FastifyInstance;
let database: TestDatabase;
// Named once the server started, for the tests below.
beforeAll(() => ({ app, database } = server));

function deleteUser(id: number | string, auth?: { authorization: string }) {
  return app.inject({ method: 'DELETE', url: `/api/users/${id}`, ...(auth ? { headers: auth } : {}) });
}

async function signedInAdmin(): Promise<SignedIn> {
  const admin = await signUpAndLogIn(app);
  await database.db.updateTable('users').set({ user_type_id: USER_TYPE.admin }).where('id', '=', admin.user.id).execute();
  return admin;
}

/** How many rows of each of the reader's tables still name them. */
async function rowsOf(userId: number) {
  const count = async (table: 'shelves' | 'shelf_books' | 'reader_books' | 'shelf_counts' | 'profile_pictures' | 'reviews') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
  return {
    users: Number((await database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('id', '=', userId).executeTakeFirstOrThrow()).n),
    shelves: await count('shelves'),
    shelf_books: await count('shelf_books'),
    reader_books: await count('reader_books'),
    shelf_counts: await count('shelf_counts'),
    profile_pictures: await count('profile_pictures'),
    reviews: await count('reviews'),
  };
}

/** Every row naming the reader in every table with a user_id column (new features' tables included), by table. */
async function rowsInEveryTable(userId: number): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
    WHERE column_name = 'user_id' AND table_schema = current_schema() ORDER BY table_name`.execute(database.db);
  const counts: Record<string, number> = { users: (await rowsOf(userId)).users };
  for (const { table_name } of tables) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table_name)} WHERE user_id = ${userId}`.execute(database.db);
    counts[table_name] = Number(rows[0]!.n);
  }
  return counts;
}

/** Makes every administrator an ordinary reader, so a test knows exactly who the administrators are. */
async function noAdministrators(): Promise<void> {
  await database.db.updateTable('users').set({ user_type_id: USER_TYPE.user }).where('user_type_id', '=', USER_TYPE.admin).execute();
}

/** A reader with a picture, a custom shelf, a shelved book and progress: rows in every table of theirs. */
async function readerWithData(): Promise<SignedIn> {
  const fields = newAccountFields();
  const bytes = await new Jimp({ width: 64, height: 64, color: 0x3366ccff }).getBuffer('image/png');
  expect((await postSignUp(app, signUpForm(fields, { bytes, filename: 'me.png', contentType: 'image/png' }))).statusCode).toBe(201);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: fields.email, password: TEST_PASSWORD } });
  const { token, user } = login.json<{ token: string; user: SignedIn['user'] }>();
  const auth = { authorization: `Bearer ${token}` };
  const library = libraryClient(app, auth);
  const shelf = (await library.createShelf('Holiday')).json<{ id: number }>();
  const book = await addBook(database.db);
  expect((await library.setShelves(book, [SHELF.currentlyReading, shelf.id])).statusCode).toBe(200);
  expect((await library.updateProgress(book, { current_page: 12, status: 'In Progress' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/reviews', headers: auth, payload: { book_id: book, rating: 5 } })).statusCode).toBe(201);
  return { token, user, auth, fields } as SignedIn;
}

describe('DELETE /api/users/:id', () => {
  it('lets a reader delete their own account: every row of theirs goes, login and the old token are refused', async () => {
    const reader = await readerWithData();
    const before = await rowsOf(reader.user.id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const response = await deleteUser(reader.user.id, reader.auth);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ADMIN_MESSAGES.userDeleted });
    expect(await rowsOf(reader.user.id)).toEqual({ users: 0, shelves: 0, shelf_books: 0, reader_books: 0, shelf_counts: 0, profile_pictures: 0, reviews: 0 });
    const settings = await app.inject({ url: '/api/settings', headers: reader.auth });
    expect(settings.statusCode).toBe(401);
    expect(settings.json()).toEqual({ error: AUTH_MESSAGES.unknownUser });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: reader.fields.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(401);
  });

  it('closes the deleted reader’s open sockets', async () => {
    const reader = await signUpAndLogIn(app);
    const closed = disconnection(await server.connectedAs(reader));

    expect((await deleteUser(reader.user.id, reader.auth)).statusCode).toBe(200);

    expect(await closed).toBe('io server disconnect');
  });

  it('refuses a reader deleting someone else’s account, and changes nothing', async () => {
    const victim = await readerWithData();
    const attacker = await signUpAndLogIn(app);
    const before = await rowsOf(victim.user.id);

    const response = await deleteUser(victim.user.id, attacker.auth);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: DELETION_MESSAGES.notYours });
    expect(await rowsOf(victim.user.id)).toEqual(before);
    expect((await app.inject({ url: '/api/settings', headers: victim.auth })).statusCode).toBe(200);
  });

  it('answers a reader the same 403 for an account that does not exist, so ids cannot be probed', async () => {
    const reader = await signUpAndLogIn(app);
    const response = await deleteUser(2147483647, reader.auth);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: DELETION_MESSAGES.notYours });
  });

  it('lets an administrator delete a reader from the dashboard: every row in every table goes, and their sockets close', async () => {
    const admin = await signedInAdmin();
    const reader = await readerWithData();
    const closed = disconnection(await server.connectedAs(reader));
    const before = await rowsInEveryTable(reader.user.id);
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThanOrEqual(7);

    expect((await deleteUser(reader.user.id, admin.auth)).statusCode).toBe(200);

    expect(await closed).toBe('io server disconnect');
    expect(Object.values(await rowsInEveryTable(reader.user.id)).every((n) => n === 0)).toBe(true);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: reader.fields.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/settings', headers: admin.auth })).statusCode).toBe(200);
  });

  it('lets an administrator delete another administrator', async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin();
    expect((await deleteUser(other.user.id, admin.auth)).statusCode).toBe(200);
    expect((await rowsOf(other.user.id)).users).toBe(0);
  });

  it('refuses to delete the last administrator, even by themselves, and keeps the account', async () => {
    await noAdministrators();
    const admin = await signedInAdmin();

    const response = await deleteUser(admin.user.id, admin.auth);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: DELETION_MESSAGES.lastAdministrator });
    expect((await app.inject({ url: '/api/settings', headers: admin.auth })).statusCode).toBe(200);
  });

  it('lets an administrator delete their own account while another administrator remains', async () => {
    await noAdministrators();
    const leaving = await signedInAdmin();
    await signedInAdmin();
    expect((await deleteUser(leaving.user.id, leaving.auth)).statusCode).toBe(200);
    expect((await rowsOf(leaving.user.id)).users).toBe(0);
  });

  it('of the last two administrators deleting themselves at once, lets exactly one go', async () => {
    await noAdministrators();
    const [first, second] = [await signedInAdmin(), await signedInAdmin()];

    const answers = await Promise.all([deleteUser(first.user.id, first.auth), deleteUser(second.user.id, second.auth)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const remaining = await database.db.selectFrom('users').select('id').where('user_type_id', '=', USER_TYPE.admin).execute();
    expect(remaining).toHaveLength(1);
  });

  it('of the last two administrators deleting each other at once, lets exactly one go', async () => {
    await noAdministrators();
    const [first, second] = [await signedInAdmin(), await signedInAdmin()];

    const answers = await Promise.all([deleteUser(second.user.id, first.auth), deleteUser(first.user.id, second.auth)]);

    // The second deletion either finds its caller gone (401) or its target the last one (409).
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const remaining = await database.db.selectFrom('users').select('id').where('user_type_id', '=', USER_TYPE.admin).execute();
    expect(remaining).toHaveLength(1);
  });

  it('answers an administrator 404 for an account that does not exist', async () => {
    const admin = await signedInAdmin();
    const response = await deleteUser(2147483647, admin.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.userNotFound });
  });

  it('requires a token', async () => {
    const reader = await signUpAndLogIn(app);
    const response = await deleteUser(reader.user.id);
    expect(response.statusCode).toBe(401);
    expect((await rowsOf(reader.user.id)).users).toBe(1);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('answers 400 for the id %s', async (id) => {
    const reader = await signUpAndLogIn(app);
    const response = await deleteUser(id, reader.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^Id must be/);
  });
});
