// `npm run backup` / `npm run restore` for the embedded database (issue 23, docs/decisions/0015).
//
// Only the process holding DATA_DIR's lock may open the database (lock.ts), so a backup is made by
// that process: a running server, asked by a request file and SIGUSR2, or the backup command
// itself when no server runs. Either way the copy is PGlite's dumpDataDir, which runs under the
// engine's query mutex, so no statement is half-way through while the files are read, and every
// committed transaction is in the write-ahead log on disk (durable-pglite.ts). The copy is thus
// what a crash at that moment would leave, which PostgreSQL's recovery turns into exactly the
// committed transactions; a transaction still open is rolled back, as after a crash.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { durableOptions } from './durable-pglite';
import { EMBEDDED_SUBDIR } from './index';
import { LOCK_FILENAME, isAlive, lockDirectory, readOwner } from './lock';

/** Request files of backups the running server is asked to make: each holds the target path. */
export const BACKUP_REQUESTS_SUBDIR = 'backup-requests';
/** A server making a dump of a large database may take a while; a server that never answers is not running it. */
const SERVER_BACKUP_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 100;

/** Writes the database's files to `target` (a gzipped tar), complete or not at all. */
async function writeDump(pglite: PGlite, target: string): Promise<void> {
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  const partial = `${target}.partial`;
  const file = fs.openSync(partial, 'w');
  try {
    fs.writeSync(file, dump);
    fs.fsyncSync(file);
  } finally {
    fs.closeSync(file);
  }
  fs.renameSync(partial, target);
}

/**
 * In the server: answers backup requests left in DATA_DIR when SIGUSR2 arrives. Returns the
 * function that stops answering.
 */
export function answerBackupRequests(dataDir: string, pglite: PGlite, report: (message: string) => void): () => void {
  const requests = path.join(dataDir, BACKUP_REQUESTS_SUBDIR);
  let running = Promise.resolve();
  const answer = async () => {
    const names = fs.existsSync(requests) ? fs.readdirSync(requests).filter((name) => name.endsWith('.request')) : [];
    for (const name of names) {
      const request = path.join(requests, name);
      const target = fs.readFileSync(request, 'utf8').trim();
      try {
        await writeDump(pglite, target);
        report(`backup written to ${target}`);
      } catch (error) {
        fs.writeFileSync(`${request.slice(0, -'.request'.length)}.failed`, (error as Error).message);
      } finally {
        fs.rmSync(request, { force: true });
      }
    }
  };
  const onSignal = () => {
    running = running.then(answer).catch((error: unknown) => report(`backup requests could not be answered: ${(error as Error).message}`));
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

async function openEmbeddedFiles(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ ...durableOptions(path.join(dataDir, EMBEDDED_SUBDIR)), extensions: { pg_trgm }, loadDataDir });
}

/** Asks the server holding the lock (pid `owner`) to write the backup, and waits for it. */
async function backupThroughServer(dataDir: string, owner: number, target: string): Promise<void> {
  const requests = path.join(dataDir, BACKUP_REQUESTS_SUBDIR);
  fs.mkdirSync(requests, { recursive: true });
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const request = path.join(requests, `${id}.request`);
  const failed = path.join(requests, `${id}.failed`);
  fs.writeFileSync(request, target);
  process.kill(owner, 'SIGUSR2');
  const deadline = Date.now() + SERVER_BACKUP_TIMEOUT_MS;
  while (fs.existsSync(request) || !(fs.existsSync(target) || fs.existsSync(failed))) {
    if (Date.now() > deadline) {
      fs.rmSync(request, { force: true });
      throw new Error(`The server (pid ${owner}) did not write the backup within ${SERVER_BACKUP_TIMEOUT_MS / 60_000} minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (fs.existsSync(failed)) {
    const reason = fs.readFileSync(failed, 'utf8');
    fs.rmSync(failed, { force: true });
    throw new Error(`The server could not write the backup: ${reason}`);
  }
}

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `target`: made by the running
 * server when there is one, else by this process under the directory's lock. Says which.
 */
export async function backupEmbedded(dataDir: string, target: string): Promise<'server' | 'stopped'> {
  if (!fs.existsSync(path.join(dataDir, EMBEDDED_SUBDIR))) throw new Error(`There is no embedded database in ${dataDir}`);
  const absoluteTarget = path.resolve(target);
  const owner = readOwner(path.join(dataDir, LOCK_FILENAME));
  if (owner !== null && isAlive(owner)) {
    await backupThroughServer(dataDir, owner, absoluteTarget);
    return 'server';
  }
  const lock = lockDirectory(dataDir);
  try {
    const pglite = await openEmbeddedFiles(dataDir);
    try {
      await writeDump(pglite, absoluteTarget);
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
  return 'stopped';
}

/**
 * Replaces the embedded database in `dataDir` with the backup `source`. The server must be
 * stopped (the lock says so); the database it replaces is kept beside it, renamed, until the
 * operator removes it. Returns that folder's path, or null when there was no database.
 */
export async function restoreEmbedded(dataDir: string, source: string): Promise<string | null> {
  const backup = new Blob([fs.readFileSync(source)]);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = lockDirectory(dataDir);
  try {
    const current = path.join(dataDir, EMBEDDED_SUBDIR);
    let keptAside: string | null = null;
    if (fs.existsSync(current)) {
      keptAside = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(current, keptAside);
    }
    try {
      const pglite = await openEmbeddedFiles(dataDir, backup);
      await pglite.query('SELECT 1');
      await pglite.close();
    } catch (error) {
      fs.rmSync(current, { recursive: true, force: true });
      if (keptAside) fs.renameSync(keptAside, current);
      throw new Error(`${source} could not be restored, and the database was left as it was: ${(error as Error).message}`, { cause: error });
    }
    return keptAside;
  } finally {
    lock.release();
  }
}
