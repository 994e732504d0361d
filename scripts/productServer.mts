// Starts the product server (API, realtime, shell and remotes) as a child process for the bench and
// the e2e tests that need a server of their own, and stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './apps.mts';

export interface ProductServer {
  origin: string;
  /** From spawn to the server listening. */
  readyMs: number;
  stop(): Promise<void>;
}

export interface ProductServerOptions {
  /** The port to listen on; by default one the system picks. */
  port?: number;
  /** An embedded database folder to reuse; by default a fresh one, removed on stop. */
  dataDir?: string;
  env?: { STATIC_ROOT?: string; REMOTES_FILE?: string };
}

export async function startProduct({ port = 0, dataDir, env = {} }: ProductServerOptions = {}): Promise<ProductServer> {
  const started = performance.now();
  const ownDataDir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-server-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ownDataDir, AUTH_RATE_LIMIT: '1000' };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`The product server exited with ${code}:\n${output}`)));
  });
  return {
    origin,
    readyMs: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => {
          if (!dataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
