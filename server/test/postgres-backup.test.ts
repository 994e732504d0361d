// The README's backup of a PostgreSQL database (issue 23): pg_dump in its custom format and
// pg_restore into an empty database give back what was committed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDatabase } from '../src/db';
import { createThrowawayPostgres } from './helpers';

const run = promisify(execFile);

test('pg_dump -Fc and pg_restore into an empty database give back the data', async () => {
  const source = await createThrowawayPostgres();
  const target = await createThrowawayPostgres();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-pgdump-')), 'booknook.dump');
  try {
    const database = await createDatabase({ databaseUrl: source.url, dataDir: null });
    await database.db.insertInto('app_secrets').values({ name: 'backup-test', value: 'in the dump' }).execute();
    await database.close();

    await run('pg_dump', ['--format=custom', `--file=${file}`, source.url]);
    await run('pg_restore', ['--no-owner', `--dbname=${target.url}`, file]);

    const restored = await createDatabase({ databaseUrl: target.url, dataDir: null });
    try {
      expect(restored.appliedMigrations).toEqual([]);
      const row = await restored.db.selectFrom('app_secrets').select('value').where('name', '=', 'backup-test').executeTakeFirst();
      expect(row?.value).toBe('in the dump');
    } finally {
      await restored.close();
    }
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await source.drop();
    await target.drop();
  }
});
