// `npm run bench`: prints the performance figures the issues ask for. Figures only, no pass/fail:
// machines are noisy, so budgets are printed beside the measurement and ratios where they help.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { build } from './build.mts';
import { apps, repoRoot } from './apps.mts';

const PORT = Number(process.env.BENCH_PORT ?? 8095);
const origin = `http://localhost:${PORT}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Starts the product on a fresh or given embedded data directory; resolves once it answers. */
interface RunningServer {
  readyMs: number;
  stop(): Promise<void>;
}

async function startServer(dataDir: string): Promise<RunningServer> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${origin}/api/docs/json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { readyMs, stop };
}

async function coldStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-bench-'));
  try {
    const first = await startServer(dataDir);
    await first.stop();
    const second = await startServer(dataDir);
    await second.stop();
    console.log('\n## Server cold start, embedded database (spawn -> first API answer)');
    console.log(`first start (create database, migrate, seed catalogue): ${first.readyMs.toFixed(0)} ms`);
    console.log(`second start (existing data directory):                 ${second.readyMs.toFixed(0)} ms`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Files of shared packages (react, router, store...) per app, read from the federation manifests. */
interface FederationManifest {
  shared?: Array<{ assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

async function sharedAssetUrls(): Promise<Set<string>> {
  const urls = new Set<string>();
  for (const app of apps) {
    const base = app.name === 'shell' ? '/' : `/mfe/${app.name}/`;
    const manifest = (await (await fetch(`${origin}${base}mf-manifest.json`)).json()) as FederationManifest;
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) urls.add(`${base}${file}`);
    }
  }
  return urls;
}

function classify(pathname: string, sharedUrls: Set<string>): string {
  if (sharedUrls.has(pathname)) return 'shared singletons';
  const remote = /^\/mfe\/([^/]+)\//.exec(pathname);
  return remote ? `remote ${remote[1]}` : 'shell';
}

interface SignedIn {
  token: string;
  user: { id: number };
}

interface LoadedScript {
  pathname: string;
  gzip: number;
}

async function loadedScripts(browser: Browser, url: string, session: SignedIn | null): Promise<LoadedScript[]> {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript(({ token, user }: SignedIn) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('user_id', String(user.id));
    }, session);
  }
  const page = await context.newPage();
  const bodies: Array<Promise<LoadedScript>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => ({ pathname: new URL(response.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  return scripts;
}

async function signedInUser(): Promise<SignedIn> {
  const username = `bench${Date.now()}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ username, display_name: username, email: `${username}@bench.test`, password: 'Bench!pass1', bio: '', profile_visibility: 'private' })) form.append(key, value);
  const created = await fetch(`${origin}/api/auth/create`, { method: 'POST', body: form });
  if (!created.ok) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${username}@bench.test`, password: 'Bench!pass1' }) });
  return (await login.json()) as SignedIn;
}

async function bundleBytes() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-bench-'));
  // The browser first: if it cannot start, no server is left running behind the failure.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const server = await startServer(dataDir);
  try {
    const sharedUrls = await sharedAssetUrls();
    const session = await signedInUser();
    console.log('\n## JavaScript the browser loads on a cold cache (production build, gzip -9)');
    const pages: Array<{ url: string; session: SignedIn | null; budget: number | null }> = [
      { url: '/login', session: null, budget: null },
      { url: '/home', session, budget: 200 * 1024 },
    ];
    for (const { url, session: signedIn, budget } of pages) {
      const scripts = await loadedScripts(browser, url, signedIn);
      const groups = new Map<string, number>();
      for (const { pathname, gzip } of scripts) {
        const group = classify(pathname, sharedUrls);
        groups.set(group, (groups.get(group) ?? 0) + gzip);
      }
      const total = [...groups.values()].reduce((sum, bytes) => sum + bytes, 0);
      console.log(`${url}: ${kb(total)} in ${scripts.length} files${budget ? ` (goal: under ${kb(budget)}; ${((100 * total) / budget).toFixed(0)}% of it)` : ''}`);
      for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${group.padEnd(20)} ${kb(bytes).padStart(10)}  ${((100 * bytes) / total).toFixed(0)}%`);
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Benchmarks owned by the server workspace (search, shelf listing, token check), run with tsx when present. */
async function serverBenchmarks() {
  for (const script of ['server/scripts/bench-search.ts', 'server/scripts/bench-shelf-books.ts', 'server/scripts/bench-token-check.ts']) {
    if (!fs.existsSync(path.join(repoRoot, script))) continue;
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: 'inherit', env: process.env });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
    });
  }
}

/** `npm run bench -- --only=bundle` measures one part; without the switch every part runs. */
const benchmarks = { coldStart, bundle: bundleBytes, server: serverBenchmarks };
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && !(only in benchmarks)) throw new Error(`--only must be one of ${Object.keys(benchmarks).join(', ')}`);

await build({ onlyStale: true });
console.log(`# BookNook benchmarks — ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}`);
for (const [name, run] of Object.entries(benchmarks)) if (only === undefined || only === name) await run();
