// One process per embedded data directory: PGlite has no server to arbitrate, and two processes
// writing the same files lose data silently. The lock is a file holding the owner's pid.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILENAME = 'booknook.lock';

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another BookNook process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DirectoryLock {
  readonly file: string;
  release(): void;
}

/** Lock files this process holds: its own pid in a lock it does not hold was left by an earlier
 * process that had the same pid (common in containers, where the server is often pid 1). */
const heldByThisProcess = new Set<string>();

export function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws DatabaseLockedError naming the live
 * owner. A lock left by a process that no longer runs is taken over.
 */
export function lockDirectory(dataDir: string): DirectoryLock {
  const file = path.join(dataDir, LOCK_FILENAME);
  // The pid is written to a private file first and then hard-linked into place: link() fails when
  // the lock exists, so of two racing processes exactly one wins, and a lock is never seen empty.
  const candidate = `${file}.${process.pid}`;
  fs.writeFileSync(candidate, `${process.pid}\n`);
  try {
    for (;;) {
      try {
        fs.linkSync(candidate, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      if (heldByThisProcess.has(file)) throw new DatabaseLockedError(dataDir, process.pid);
      const owner = readOwner(file);
      if (owner !== null && isAlive(owner)) throw new DatabaseLockedError(dataDir, owner);
      // Left by a process that no longer runs (or unreadable): remove it and race for it again.
      fs.rmSync(file, { force: true });
    }
  } finally {
    fs.rmSync(candidate, { force: true });
  }

  heldByThisProcess.add(file);
  const release = () => {
    if (!heldByThisProcess.delete(file)) return;
    process.off('exit', release);
    if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
  };
  // A crash or process.exit() still frees the directory for the next start.
  process.on('exit', release);
  return { file, release };
}
