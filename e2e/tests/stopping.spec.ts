// Issue 14: `npm start` must stop when a process manager stops it (SIGTERM to the npm process) and
// on Ctrl-C (SIGINT to the whole process group): the server used to keep serving and holding the
// data directory's lock after npm had exited.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../fixtures/constants';

const repoRoot = path.resolve(__dirname, '../..');
// A port of its own next to the suite's server, which keeps running meanwhile.
const PORT = E2E_PORT + 50;
const origin = `http://127.0.0.1:${PORT}`;

interface Started {
  npm: ChildProcess;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startLikeAUser(): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-stop-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  // detached: its own process group, as a terminal gives a command, so Ctrl-C can be played.
  const npm = spawn('npm', ['start'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  await expect
    .poll(async () => (await fetch(`${origin}/api/docs/json`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [250] })
    .toBe(200);
  return { npm, dataDir, output: () => output, exited };
}

async function expectFullyStopped({ dataDir, output, exited }: Started) {
  expect(await exited).toBe(0);
  await expect(fetch(`${origin}/api/docs/json`)).rejects.toThrow();
  // The lock is released only when the database was closed cleanly.
  expect(fs.existsSync(path.join(dataDir, 'booknook.lock'))).toBe(false);
  expect(output()).not.toContain('exiting without waiting');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

test.describe.configure({ timeout: 180_000 });

test('a process manager stopping `npm start` (SIGTERM to npm) stops the server and frees the data directory', async () => {
  const started = await startLikeAUser();
  started.npm.kill('SIGTERM');
  await expectFullyStopped(started);
});

test('Ctrl-C (SIGINT to the process group) stops it cleanly too', async () => {
  const started = await startLikeAUser();
  process.kill(-started.npm.pid!, 'SIGINT');
  await expectFullyStopped(started);
});
