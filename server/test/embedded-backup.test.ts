// `npm run backup` / `npm run restore` of the embedded database (issue 23): a backup taken while
// the server holds the database (the server writes it, asked by SIGUSR2) and one taken with no
// server running both restore into a database holding what was committed.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDatabase } from '../src/db';
import { backupEmbedded, restoreEmbedded } from '../src/db/backup';
import { allowTimeForDurableEmbeddedDatabases, tempDirsForFile } from './temp-dirs';

allowTimeForDurableEmbeddedDatabases();

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');
const newDir = tempDirsForFile('booknook-backup-');

async function secretIn(dataDir: string, name: string): Promise<string | undefined> {
  const database = await createDatabase({ databaseUrl: null, dataDir });
  try {
    return (await database.db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;
  } finally {
    await database.close();
  }
}

test('a backup taken by the backup command while the server runs restores with the data', async () => {
  const dataDir = newDir();
  const holder = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/embedded-database-holder.ts'), dataDir, 'written while running'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const backupFile = path.join(newDir(), 'running.tar.gz');
  try {
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('holding') && resolve());
      holder.once('exit', (code) => reject(new Error(`the database holder exited with ${code}`)));
    });
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/backup.ts'), backupFile], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(stdout).toContain('by the running server');
  } finally {
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGTERM');
    await exited;
  }

  const restoredDir = newDir();
  expect(await restoreEmbedded(restoredDir, backupFile)).toBeNull();
  expect(await secretIn(restoredDir, 'backup-test')).toBe('written while running');
});

test('a backup taken with the server stopped restores over a newer database, which is kept aside', async () => {
  const dataDir = newDir();
  const database = await createDatabase({ databaseUrl: null, dataDir });
  await database.db.insertInto('app_secrets').values({ name: 'backup-test', value: 'before the backup' }).execute();
  await database.close();
  const backupFile = path.join(newDir(), 'stopped.tar.gz');
  expect(await backupEmbedded(dataDir, backupFile)).toBe('stopped');

  const later = await createDatabase({ databaseUrl: null, dataDir });
  await later.db.updateTable('app_secrets').set({ value: 'after the backup' }).where('name', '=', 'backup-test').execute();
  await later.close();

  const keptAside = await restoreEmbedded(dataDir, backupFile);
  expect(keptAside && fs.existsSync(keptAside)).toBe(true);
  expect(await secretIn(dataDir, 'backup-test')).toBe('before the backup');
});
