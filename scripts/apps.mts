// The front-end apps of the product (the host shell and the federated remotes), from apps.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps as appList } from '@booknook/mf';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface App {
  name: string;
  dir: string;
  root: string;
}

export const apps: App[] = appList.map(({ name, dir }) => ({ name, dir, root: path.join(repoRoot, dir) }));
