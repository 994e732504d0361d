// The front-end apps of the product: the host shell and the five federated remotes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface App {
  name: string;
  dir: string;
  root: string;
}

export const apps: App[] = [
  { name: 'shell', dir: 'shell' },
  { name: 'discovery', dir: 'mfe-discovery' },
  { name: 'library', dir: 'mfe-library' },
  { name: 'stats', dir: 'mfe-stats' },
  { name: 'account', dir: 'mfe-account' },
  { name: 'admin', dir: 'mfe-admin' },
].map((app) => ({ ...app, root: path.join(repoRoot, app.dir) }));
