// Security headers (issue 9): the page's Content-Security-Policy allows this origin, the configured
// remotes' origins and the shell's inline boot script by hash; API answers allow nothing; every answer
// refuses sniffing, framing and referrers; answers to signed-in requests are not stored.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { defaultRemotes } from '../../src/config';
import type { AppDatabase } from '../../src/db';
import { API_POLICY, SERVICE_WORKER_PATH } from '../../src/http/headers';
import { createTestDatabase, signUpAndLogIn, testConfig, type SignedIn } from '../helpers';

const BOOT_SCRIPT = "\n      (function () { document.title = 'boot'; })();\n    ";
const SHELL_PAGE = `<!doctype html><html><head><script>${BOOT_SCRIPT}</script><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>`;

let database: AppDatabase;
let staticRoot: string;
let app: FastifyInstance;
let reader: SignedIn;

beforeAll(async () => {
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-headers-'));
  fs.mkdirSync(path.join(staticRoot, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'shell/dist/index.html'), SHELL_PAGE);
  fs.writeFileSync(path.join(staticRoot, 'shell/dist/main.0123abcd.js'), 'console.log("shell")');
  fs.writeFileSync(path.join(staticRoot, 'shell/dist/sw.js'), '/* service worker */');
  database = await createTestDatabase();
  app = await buildApp(testConfig({ staticRoot, remotes: { ...defaultRemotes(), stats: 'https://cdn.example.com/stats/1.4.0/mf-manifest.json' } }), database);
  reader = await signUpAndLogIn(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

function expectBaseHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('the page', () => {
  it.each(['/', '/booknook/Read'])('%s allows this origin, the remotes’ origins and the boot script’s hash, nothing else', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expectBaseHeaders(response);
    const policy = directives(response);
    const bootHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'self'", bootHash, 'https://cdn.example.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy.get('style-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // The one service worker and the manifest are this origin's, never a remote's.
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('the page after a rebuild while the server runs', () => {
  it('allows the new boot script’s hash at once, as the new page is served at once', async () => {
    const index = path.join(staticRoot, 'shell/dist/index.html');
    const rebuiltScript = "\n      (function () { document.title = 'rebuilt boot'; })();\n    ";
    fs.writeFileSync(index, SHELL_PAGE.replace(BOOT_SCRIPT, rebuiltScript));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(index, later, later);
    try {
      const response = await app.inject({ url: '/booknook/Read', headers: { accept: 'text/html' } });
      expect(response.body).toContain('rebuilt boot');
      const rebuiltHash = `'sha256-${createHash('sha256').update(rebuiltScript).digest('base64')}'`;
      expect(directives(response).get('script-src')).toEqual(["'self'", rebuiltHash, 'https://cdn.example.com']);
    } finally {
      fs.writeFileSync(index, SHELL_PAGE);
    }
  });
});

describe('the service worker', () => {
  it('may fetch from this origin and the remotes’ origins, and load or run nothing else', async () => {
    const response = await app.inject({ url: SERVICE_WORKER_PATH });
    expect(response.statusCode).toBe(200);
    expectBaseHeaders(response);
    expect([...directives(response)]).toEqual([
      ['default-src', ["'none'"]],
      ['connect-src', ["'self'", 'https://cdn.example.com']],
      ['frame-ancestors', ["'none'"]],
    ]);
  });
});

describe('API answers', () => {
  it('allow nothing to load and nothing to frame them', async () => {
    const response = await app.inject({ url: '/api/books-api?q=tolkien' });
    expectBaseHeaders(response);
    expect(response.headers['content-security-policy']).toBe(API_POLICY);
  });

  it('are not stored by any cache when the request carried a login token', async () => {
    const response = await app.inject({ url: '/api/settings', headers: reader.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ url: '/api/settings', headers: { authorization: 'Bearer not-a-token' } });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leave public answers and routes with their own caching alone', async () => {
    expect((await app.inject({ url: '/api/books-api?q=tolkien' })).headers['cache-control']).toBeUndefined();
    const picture = await app.inject({ url: '/api/profile-pictures', headers: reader.auth });
    expect(picture.headers['cache-control']).toBe('private, no-cache');
  });
});

it('static files refuse sniffing too', async () => {
  const response = await app.inject({ url: '/main.0123abcd.js' });
  expect(response.statusCode).toBe(200);
  expectBaseHeaders(response);
});
