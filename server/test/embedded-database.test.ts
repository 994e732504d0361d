// The embedded database on disk: the folder lock, data surviving a restart, and the whole server
// starting and stopping on it. (PGlite only, so the PostgreSQL project leaves this file out.)
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { createAdmin } from '../src/cli/create-admin';
import { createDatabase, DatabaseLockedError, type AppDatabase } from '../src/db';
import { LOCK_FILENAME } from '../src/db/lock';
import { startServer } from '../src/server';
import { testConfig } from './helpers';
import { allowTimeForDurableEmbeddedDatabases, tempDirsForFile } from './temp-dirs';

const tempDir = tempDirsForFile('booknook-data-');

// The server's test also seeds the catalogue into its durable database.
allowTimeForDurableEmbeddedDatabases();

function open(dataDir: string): Promise<AppDatabase> {
  return createDatabase({ databaseUrl: null, dataDir });
}

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
}

describe('the embedded database folder', () => {
  // Two levels that do not exist yet.
  const dataDir = path.join(tempDir(), 'nested', 'data');
  let database: AppDatabase;

  beforeAll(async () => {
    database = await open(dataDir);
  });
  afterAll(() => database.close());

  it('is created on first start, migrated, and locked by this process', async () => {
    expect(database.kind).toBe('embedded');
    expect(database.appliedMigrations[0]).toBe('001_core');
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILENAME), 'utf8').trim()).toBe(String(process.pid));
  });

  it('flushes each committed write to the disk before the commit returns', async () => {
    expect((await sql<{ fsync: string }>`SHOW fsync`.execute(database.db)).rows).toEqual([{ fsync: 'on' }]);
    const fsync = jest.spyOn(fs, 'fsyncSync');
    try {
      await database.db.insertInto('genres').values({ description: `Durable ${Date.now()}` }).execute();
      expect(fsync).toHaveBeenCalled();
    } finally {
      fsync.mockRestore();
    }
  });

  it('refuses a second opening while the first is open, naming the pid and the folder', async () => {
    const second = open(dataDir);
    await expect(second).rejects.toThrow(DatabaseLockedError);
    await expect(second).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by another BookNook process (pid ${process.pid})`,
    );
  });

  it('makes create-admin stop with a clear message while the server holds it', async () => {
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((message: unknown) => void errors.push(String(message)));
    try {
      const code = await createAdmin(['--username', 'chief', '--email', 'chief@example.com', '--password', 'Passw0rd!'], {
        DATA_DIR: dataDir,
      });
      expect(code).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(errors.join('\n')).toContain(`is in use by another BookNook process (pid ${process.pid})`);
    expect(errors.join('\n')).toContain('while the server is stopped');
  });

  it('keeps its data across a restart and frees the folder when closed', async () => {
    await database.db
      .insertInto('users')
      .values({
        username: 'survivor',
        email: 'survivor@example.com',
        password_hash: 'x',
        display_name: 'Survivor',
        bio: null,
        profile_picture: null,
      })
      .execute();
    await database.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILENAME))).toBe(false);

    database = await open(dataDir);
    expect(database.appliedMigrations).toEqual([]);
    const rows = await database.db.selectFrom('users').select('username').execute();
    expect(rows).toEqual([{ username: 'survivor' }]);
  });
});

describe('a lock left behind', () => {
  it('is taken over when its process no longer runs', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, LOCK_FILENAME), `${deadPid()}\n`);
    const database = await open(dataDir);
    try {
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILENAME), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  });

  it('is respected while its process runs', async () => {
    const dataDir = tempDir();
    // The Jest parent process is alive for the whole run.
    fs.writeFileSync(path.join(dataDir, LOCK_FILENAME), `${process.ppid}\n`);
    await expect(open(dataDir)).rejects.toThrow(`(pid ${process.ppid})`);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILENAME), 'utf8').trim()).toBe(String(process.ppid));
  });
});

describe('startServer', () => {
  it('serves HTTP on the embedded database and releases the folder when closed', async () => {
    const dataDir = tempDir();
    const server = await startServer(testConfig({ dataDir }), { logger: false });
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+\/$/);
      const response = await fetch(new URL('/api/users/check-username/anyone', server.url));
      expect(await response.json()).toEqual({ isUnique: true });
      await expect(open(dataDir)).rejects.toThrow(DatabaseLockedError);
    } finally {
      await server.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILENAME))).toBe(false);
  });
});
