// Production build of the shell and every remote in one webpack multi-compiler run.
// `node scripts/build.mjs`          rebuilds everything;
// `node scripts/build.mjs --if-stale` rebuilds only when a build is missing or older than the sources.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apps, repoRoot, type App } from './apps.mts';
import type { MultiStats } from 'webpack';

const require = createRequire(import.meta.url);
/** Every app's build has one (a remote's production build has no index.html: it is a federation container only). */
const BUILD_MARKER = 'mf-manifest.json';
const sharedSources = fs.readdirSync(path.join(repoRoot, 'shared')).map((dir) => path.join(repoRoot, 'shared', dir, 'src'));

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isStale(app: App): boolean {
  const marker = path.join(app.root, 'dist', BUILD_MARKER);
  if (!fs.existsSync(marker)) return true;
  const builtAt = fs.statSync(marker).mtimeMs;
  const sources = [path.join(app.root, 'src'), path.join(app.root, 'webpack.config.js'), path.join(repoRoot, 'apps.json'), ...sharedSources];
  return sources.some((source) => (fs.statSync(source, { throwIfNoEntry: false })?.isFile() ? fs.statSync(source).mtimeMs : newestMtime(source)) > builtAt);
}

export async function build({ onlyStale = false } = {}) {
  const targets = onlyStale ? apps.filter(isStale) : apps;
  if (targets.length === 0) return;
  console.log(`Building ${targets.map((app) => app.name).join(', ')} (production)...`);
  const webpack = require(require.resolve('webpack', { paths: [path.join(repoRoot, 'shared/mf')] }));
  // The shell's config is two builds in production: the federated app and the landing page.
  const configs = targets.flatMap((app) => require(path.join(app.root, 'webpack.config.js'))({}, { mode: 'production' }));
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    webpack(configs, (error: Error | null, stats: MultiStats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
  // webpack leaves a file whose content did not change untouched, so an unchanged manifest would
  // keep looking older than the sources and the app would be rebuilt on every --if-stale run.
  const builtAt = new Date();
  for (const app of targets) fs.utimesSync(path.join(app.root, 'dist', BUILD_MARKER), builtAt, builtAt);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ onlyStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
