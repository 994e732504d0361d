// Shelf names that look alike are alike (issue 9): a name is compared, stored and looked up in one
// normalised form, so no-break spaces, zero-width characters and bidi overrides cannot make a second
// 'Currently Reading' or a twin of a reader's own shelf. Names stored before are brought into that form.
import { Migrator, sql, type Kysely } from 'kysely';
import { SHELF_MESSAGES, normalizeShelfName, type Shelf } from '@booknook/api/contract';
import { folderMigrations } from '../src/db/migrate';
import { testAppForFile } from './helpers';
import { signedInReader } from './library-fixtures';

const t = testAppForFile();

describe('normalizeShelfName', () => {
  it.each([
    ['Currently\u00a0Reading', 'Currently Reading'],
    ['Read\u200b', 'Read'],
    ['\u202eRead', 'Read'],
    ['Want\u2066 To\u2069 Read', 'Want To Read'],
    ['Ｂｏｏｋ　Ｃｌｕｂ', 'Book Club'],
    ['  Summer \t\n reads  ', 'Summer reads'],
    ['so\u00adft', 'soft'],
    // Invisible by their Unicode properties, which a list of characters had missed:
    ['Read\u034f', 'Read'],
    ['Read\ufe0f', 'Read'],
    ['Read\u3164', 'Read'],
    ['Re\u115fad', 'Read'],
    ['Read\u{e0020}', 'Read'],
    ['Read\u2800', 'Read'],
    ['\uffa0Read\u1160', 'Read'],
    ['Read\u{1d173}', 'Read'],
  ])('%j becomes %j', (name, expected) => {
    expect(normalizeShelfName(name)).toBe(expected);
  });

  it('keeps letters of every script and emoji', () => {
    expect(normalizeShelfName('קריאה 📚 très')).toBe('קריאה 📚 très');
  });
});

describe('creating and renaming shelves with look-alike names', () => {
  it.each([
    'Currently\u00a0Reading',
    'Read\u200b',
    '\u202eRead',
    'Did\u2060 Not Finish',
    'ＲＥＡＤ',
    'Read\u034f',
    'Read\ufe0f',
    'Read\u3164',
    'Re\u115fad',
    'Read\u{e0020}',
    'Read\u2800',
  ])('refuses %j as a built-in name', async (name) => {
    const { api } = await signedInReader(t);
    const response = await api.createShelf(name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SHELF_MESSAGES.shelfNameBuiltIn });
  });

  it('refuses a twin of the reader’s own shelf, on create and on rename', async () => {
    const { api } = await signedInReader(t);
    expect((await api.createShelf('Book Club')).statusCode).toBe(201);
    const twin = await api.createShelf('Book\u00a0\u200bClub\u202c');
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ error: SHELF_MESSAGES.shelfNameTaken });
    const other = (await api.createShelf('Holidays')).json<Shelf>();
    expect((await api.renameShelf(other.id, 'book  club')).statusCode).toBe(409);
  });

  it('stores the normalised name and finds the shelf by any look-alike of it', async () => {
    const { id, api } = await signedInReader(t);
    const created = await api.createShelf('  Night\u00a0\u00a0reads\u200b ');
    expect(created.json()).toMatchObject({ name: 'Night reads' });
    expect((await api.shelfByName('Night\u200b reads')).json()).toMatchObject({ name: 'Night reads' });
    expect((await api.shelfBooks({ shelfName: 'NIGHT\u00a0READS', user_id: id })).statusCode).toBe(200);
  });
});

describe.each(['011_shelf_names_normalised', '032_shelf_names_ignorables'])('migration %s', (migration) => {
  it('brings stored look-alike names into the one form, keeping every shelf', async () => {
    const { id: userId } = await signedInReader(t);
    const insert = (name: string) =>
      t.db.insertInto('shelves').values({ user_id: userId, name, shelf_type_id: 2 }).returning('id').executeTakeFirstOrThrow();
    const lookAlikeRead = await insert('Read\u200b');
    const fillerRead = await insert('Read\u3164');
    const plain = await insert('Poetry');
    const twin = await insert('Poetry\u202e');
    const selectorTwin = await insert('poetry\ufe0f');
    const spaced = await insert('Sci\u00a0Fi');
    const braille = await insert('Night\u2800 reads');
    const blank = await insert('\u3164\u115f');

    // Forget that the migration ran, and run it again on these rows (later migrations have run: order aside).
    await sql`DELETE FROM kysely_migration WHERE name = ${migration}`.execute(t.db);
    const rerun = await new Migrator({ db: t.db as Kysely<unknown>, provider: folderMigrations, allowUnorderedMigrations: true }).migrateToLatest();
    expect(rerun.error).toBeUndefined();
    expect(rerun.results?.map((result) => result.migrationName)).toEqual([migration]);

    const names = await t.db.selectFrom('shelves').select(['id', 'name']).where('user_id', '=', userId).orderBy('id').execute();
    expect(names).toEqual([
      { id: lookAlikeRead.id, name: `Read (${lookAlikeRead.id})` },
      { id: fillerRead.id, name: `Read (${fillerRead.id})` },
      { id: plain.id, name: 'Poetry' },
      { id: twin.id, name: `Poetry (${twin.id})` },
      { id: selectorTwin.id, name: `poetry (${selectorTwin.id})` },
      { id: spaced.id, name: 'Sci Fi' },
      { id: braille.id, name: 'Night reads' },
      { id: blank.id, name: `Shelf (${blank.id})` },
    ]);
  });
});
