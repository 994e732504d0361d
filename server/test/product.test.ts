// The one process also serves the web app: static builds, /remotes.json, page fallback, OpenAPI,
// and the error handling every route shares.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { defaultRemotes } from '../src/config';
import type { AppDatabase } from '../src/db';
import { INTERNAL_ERROR_MESSAGE } from '../src/http/error-handler';
import { IMMUTABLE, NO_CACHE, NO_STORE, SHELL_NOT_BUILT } from '../src/http/product';
import { createTestDatabase, testConfig } from './helpers';

const SHELL_PAGE = '<!doctype html><title>BookNook</title><div id="root"></div>';

function write(root: string, file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

let database: AppDatabase;
let staticRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-static-'));
  write(staticRoot, 'shell/dist/index.html', SHELL_PAGE);
  write(staticRoot, 'shell/dist/main.0123abcd.js', 'console.log("shell")');
  write(staticRoot, 'shell/dist/remoteEntry.js', '/* shell entry */');
  write(staticRoot, 'shell/dist/sw.js', '/* service worker */');
  write(staticRoot, 'shell/dist/manifest.webmanifest', '{"name":"BookNook"}');
  write(staticRoot, 'mfe-discovery/dist/mf-manifest.json', '{"name":"discovery"}');
  write(staticRoot, 'mfe-discovery/dist/remoteEntry.js', '/* discovery entry */');
  write(staticRoot, 'mfe-discovery/dist/src_App_tsx.89abcdef.js', '/* chunk */');
  // mfe-library, mfe-stats, mfe-account and mfe-admin are deliberately not built.
  database = await createTestDatabase();
  app = await buildApp(
    testConfig({ staticRoot, remotes: { ...defaultRemotes(), admin: 'https://cdn.example.com/admin/mf-manifest.json' } }),
    database,
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('serving the web app', () => {
  it('serves the shell at / without caching', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_PAGE);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('answers the shell page for client-side routes so a reload keeps working', async () => {
    for (const url of ['/login', '/booknook/Want%20To%20Read', '/search/harry?x=1']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(SHELL_PAGE);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it('caches content-hashed files for good and revalidates the unhashed ones', async () => {
    const hashed = await app.inject('/main.0123abcd.js');
    expect([hashed.statusCode, hashed.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    const chunk = await app.inject('/mfe/discovery/src_App_tsx.89abcdef.js');
    expect([chunk.statusCode, chunk.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    for (const url of ['/remoteEntry.js', '/mfe/discovery/remoteEntry.js', '/mfe/discovery/mf-manifest.json']) {
      const response = await app.inject(url);
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, NO_CACHE]);
    }
  });

  it('never lets a cache keep the service worker, so a new version is found on the next visit', async () => {
    const worker = await app.inject('/sw.js');
    expect([worker.statusCode, worker.headers['cache-control']]).toEqual([200, NO_STORE]);
    expect(worker.headers['content-type']).toContain('javascript');
  });

  it('serves the web app manifest as one, revalidated like every unhashed file', async () => {
    const manifest = await app.inject('/manifest.webmanifest');
    expect([manifest.statusCode, manifest.headers['cache-control']]).toEqual([200, NO_CACHE]);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('serves each remote’s build under /mfe/<remote>/ and never the shell page there', async () => {
    const manifest = await app.inject('/mfe/discovery/mf-manifest.json');
    expect(manifest.json()).toEqual({ name: 'discovery' });
    const missing = await page('/mfe/library/mf-manifest.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found: GET /mfe/library/mf-manifest.json' });
  });

  it('answers /remotes.json with every remote, overrides applied, without caching', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      discovery: '/mfe/discovery/mf-manifest.json',
      library: '/mfe/library/mf-manifest.json',
      stats: '/mfe/stats/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
      admin: 'https://cdn.example.com/admin/mf-manifest.json',
    });
  });

  it('answers unknown API routes and non-page requests with a JSON 404', async () => {
    const api = await page('/api/nothing-here');
    expect([api.statusCode, api.json()]).toEqual([404, { error: 'Not found: GET /api/nothing-here' }]);
    const post = await app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect([post.statusCode, post.json()]).toEqual([404, { error: 'Not found: POST /api/nothing-here' }]);
    const asset = await app.inject('/missing.js');
    expect([asset.statusCode, asset.json()]).toEqual([404, { error: 'Not found: GET /missing.js' }]);
  });
});

describe('without any build', () => {
  it('still serves the API and says plainly that the web app is not built', async () => {
    const bare = await buildApp(testConfig({ staticRoot: path.join(staticRoot, 'nothing') }), database);
    try {
      const home = await bare.inject({ url: '/', headers: { accept: 'text/html' } });
      expect([home.statusCode, home.body]).toEqual([503, SHELL_NOT_BUILT]);
      const api = await bare.inject('/api/users/check-username/somebody');
      expect(api.json()).toEqual({ isUnique: true });
    } finally {
      await bare.close();
    }
  });
});

describe('OpenAPI', () => {
  it('publishes the document at /api/docs/json listing every API route with its schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/create',
        '/api/auth/login',
        '/api/auth/verify-token',
        '/api/profile-pictures',
        '/api/profile-pictures/{filename}',
        '/api/settings',
        '/api/shelves',
        '/api/users/check-email/{email}',
        '/api/users/check-username/{username}',
      ]),
    );
    expect(document.paths['/api/auth/create']).toHaveProperty('post.requestBody.content.multipart/form-data');
    expect(document.paths['/api/auth/login']).toHaveProperty('post.responses.401');
  });

  it('serves the interactive page at /api/docs', async () => {
    const response = await app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the error handler', () => {
  it('answers 500 with a generic sentence and no SQL, stack or table name when the database fails', async () => {
    const broken = await createTestDatabase();
    const brokenApp = await buildApp(testConfig(), broken);
    try {
      await sql`DROP TABLE users CASCADE`.execute(broken.db);
      const response = await brokenApp.inject('/api/users/check-username/anyone');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: INTERNAL_ERROR_MESSAGE });
      expect(response.body).not.toMatch(/users|relation|select|at /i);
    } finally {
      await brokenApp.close();
      await broken.close();
    }
  });
});
