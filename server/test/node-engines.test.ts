// Issue 14: the README and package.json promise a Node version; every installed package must
// accept the oldest one promised (npm warned that content-disposition@3 and cookie@2 want Node 22
// while engines said 20.19). Reads the installed tree only, no network.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const repoRoot = path.resolve(__dirname, '../..');
const rootManifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string }; workspaces: string[] };
const promised = rootManifest.engines.node;

/** The checkout's root and every workspace folder package.json names ('shared/*' and 'mfe-*' expanded). */
function workspaceFolders(): string[] {
  return [
    repoRoot,
    ...rootManifest.workspaces.flatMap((pattern) => {
      const [parent, glob] = pattern.includes('/') ? [path.dirname(pattern), path.basename(pattern)] : ['.', pattern];
      if (!glob.includes('*')) return [path.join(repoRoot, pattern)];
      const prefix = glob.slice(0, glob.indexOf('*'));
      return fs
        .readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
        .map((entry) => path.join(repoRoot, parent, entry.name));
    }),
  ];
}

function installedPackages(dir: string, found: Array<{ name: string; node: string }> = []) {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      installedPackages(folder, found);
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version, engines } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string; engines?: { node?: unknown } };
      if (typeof engines?.node === 'string') found.push({ name: `${name}@${version}`, node: engines.node });
    }
    installedPackages(path.join(folder, 'node_modules'), found);
  }
  return found;
}

it('every installed dependency runs on the oldest Node version package.json promises', () => {
  const oldest = semver.minVersion(promised);
  expect(oldest).not.toBeNull();
  const folders = workspaceFolders();
  expect(folders).toEqual(expect.arrayContaining(['server', 'shell', 'e2e', 'shared/session', 'mfe-stats'].map((dir) => path.join(repoRoot, dir))));
  const packages = folders.flatMap((dir) => installedPackages(path.join(dir, 'node_modules')));
  expect(packages.length).toBeGreaterThan(100);
  const refusing = packages.filter(({ node }) => semver.validRange(node) !== null && !semver.satisfies(oldest!, node));
  expect(refusing).toEqual([]);
});
