// `npm start`: build what is not built, then run the one server process (API, realtime, shell and remotes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mts';
import { repoRoot } from './apps.mts';

await build({ onlyStale: true });

const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
