import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Makes fresh temporary directories for one test file and removes them all after its last test. */
export function tempDirsForFile(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/**
 * Gives each test of the file three minutes, for files whose tests create durable embedded databases
 * from initdb and every migration, syncing each commit to disk (no template: the files on disk are
 * what is tested): 11-17 s alone on 2 cores, and past Jest's default minute under the whole suite's
 * load in CI (embedded-backup, embedded-database and create-admin each ran past it once).
 */
export function allowTimeForDurableEmbeddedDatabases(): void {
  jest.setTimeout(180_000);
}
