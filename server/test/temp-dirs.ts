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
