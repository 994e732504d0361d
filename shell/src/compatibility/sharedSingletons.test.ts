import fs from 'node:fs';
import path from 'node:path';
import * as realtime from '@booknook/realtime';
import * as session from '@booknook/session';
import { sharedConfig, singletonPackages } from '@booknook/mf';

// The shell's copy of each singleton is the page's copy, whatever version a remote was built
// with. A remote accepts any version of the same major (requiredVersion ^x.y.z), so within a major
// a workspace singleton may only add exports, and each release's exports are recorded in its
// released-exports.json: this is how a remote built against 1.0.0 keeps working under a shell
// that ships 1.3.0, and why removing or renaming an export needs a new major (and the remotes
// redeployed first).
const repoRoot = path.resolve(__dirname, '../../..');

const workspaceSingletons = [
  { name: '@booknook/session', dir: 'shared/session', module: session },
  { name: '@booknook/realtime', dir: 'shared/realtime', module: realtime },
];

function major(version: string): string {
  return version.split('.')[0] ?? version;
}

describe.each(workspaceSingletons)('$name', ({ dir, module }) => {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string };
  const released = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'released-exports.json'), 'utf8')) as Record<string, string[]>;
  const exported = Object.keys(module).sort();

  it('records the exports of its current version, so a change of exports needs a new version', () => {
    expect(released[version]?.slice().sort()).toEqual(exported);
  });

  it('keeps every export of the earlier releases of its major', () => {
    const removed = Object.entries(released)
      .filter(([release]) => major(release) === major(version))
      .flatMap(([release, names]) => names.filter((name) => !exported.includes(name)).map((name) => `${name} (in ${release})`));
    expect(removed).toEqual([]);
  });
});

test('every singleton is shared with its real version and accepts the same major only', () => {
  const shared = sharedConfig();
  for (const pkg of singletonPackages) {
    const { version } = JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [repoRoot] }), 'utf8')) as { version: string };
    expect(shared[pkg]).toMatchObject({ singleton: true, version, requiredVersion: `^${version}` });
  }
  expect(Object.keys(shared).sort()).toEqual(
    [...singletonPackages, 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'].sort(),
  );
});
