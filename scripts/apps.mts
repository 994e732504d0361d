// The front-end apps of the product (the host shell and the federated remotes), from apps.json.
import path from 'node:path';
import { apps as appList, repoRoot } from '@booknook/mf';

export { repoRoot };

export interface App {
  name: string;
  dir: string;
  root: string;
}

export const apps: App[] = appList.map(({ name, dir }) => ({ name, dir, root: path.join(repoRoot, dir) }));
