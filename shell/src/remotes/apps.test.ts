import fs from 'node:fs';
import path from 'node:path';
import { apps } from '@booknook/mf';

// apps.json is the one list of front-end apps; everything else derives from it, so it must match
// the folders: a remote folder it does not list would be built by nobody and routed to by nothing.
const repoRoot = path.resolve(__dirname, '../../..');

test('every app of apps.json is a workspace folder, and every remote folder is in apps.json', () => {
  for (const app of apps) expect(fs.existsSync(path.join(repoRoot, app.dir, 'package.json'))).toBe(true);
  const remoteFolders = fs.readdirSync(repoRoot).filter((entry) => entry.startsWith('mfe-'));
  expect(remoteFolders.sort()).toEqual(apps.filter((app) => app.remote).map((app) => app.dir).sort());
});

test('dev ports are distinct', () => {
  expect(new Set(apps.map((app) => app.devPort)).size).toBe(apps.length);
});
