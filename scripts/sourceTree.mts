// A copy of the front-end sources (of the working tree, or of an older commit) that builds with the
// checkout's installed packages but its own workspace packages: used to build separate
// deployments (e2e) and the stored baseline build that `npm run bench` compares against.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mts';

/**
 * Gives `copy` a node_modules whose entries are the checkout's, except @booknook/*, which point to
 * the copy's own workspace folders when it has them.
 */
export function linkInstalledPackages(copy: string): void {
  const modules = path.join(copy, 'node_modules');
  fs.mkdirSync(path.join(modules, '@booknook'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '@booknook') fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules/@booknook'))) {
    const workspace = path.relative(repoRoot, fs.realpathSync(path.join(repoRoot, 'node_modules/@booknook', entry)));
    const own = path.join(copy, workspace);
    fs.symlinkSync(fs.existsSync(own) ? own : path.join(repoRoot, workspace), path.join(modules, '@booknook', entry));
  }
  // Workspaces the copy has and the checkout no longer does (an older commit's).
  for (const workspace of fs.readdirSync(path.join(copy, 'shared'))) {
    const link = path.join(modules, '@booknook', workspace);
    if (!fs.existsSync(link) && fs.existsSync(path.join(copy, 'shared', workspace, 'package.json'))) fs.symlinkSync(path.join(copy, 'shared', workspace), link);
  }
}

/** Production build of one app folder of a copy, exactly as its team would run it. */
export function webpackCli(): string {
  return path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
}
