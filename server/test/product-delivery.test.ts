// Issue 15: the web app is served like a production site — the build's .br/.gz files for browsers
// that accept them (with Vary), cache rules per file kind, no public source maps by default, and API
// answers compressed on the fly above a small size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../src/http/plugins/compression';
import type { AppDatabase } from '../src/db';
import { IMMUTABLE, NO_CACHE } from '../src/http/product';
import { createTestDatabase, signUpAndLogIn, testConfig } from './helpers';

const CHUNK = `/* a content-hashed chunk */ ${'export const words = "compressible text";\n'.repeat(200)}`;

function write(root: string, file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

/** A file as the build leaves it: itself, and its .br and .gz next to it. */
function writeCompressed(root: string, file: string, content: string) {
  write(root, file, content);
  write(root, `${file}.br`, zlib.brotliCompressSync(content));
  write(root, `${file}.gz`, zlib.gzipSync(content));
}

let database: AppDatabase;
let staticRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-delivery-'));
  writeCompressed(staticRoot, 'shell/dist/index.html', '<!doctype html><title>BookNook</title><div id="root"></div>');
  writeCompressed(staticRoot, 'shell/dist/main.js', '/* shell entry, unhashed */');
  writeCompressed(staticRoot, 'shell/dist/remoteEntry.js', '/* shell remote entry */');
  writeCompressed(staticRoot, 'shell/dist/mf-manifest.json', '{"name":"shell"}');
  writeCompressed(staticRoot, 'mfe-stats/dist/remoteEntry.js', '/* stats entry */');
  writeCompressed(staticRoot, 'mfe-stats/dist/mf-manifest.json', '{"name":"stats"}');
  writeCompressed(staticRoot, 'mfe-stats/dist/src_App_tsx.89abcdef.js', CHUNK);
  write(staticRoot, 'mfe-stats/dist/src_App_tsx.89abcdef.js.map', '{"version":3,"sources":["secret.ts"]}');
  write(staticRoot, 'mfe-stats/dist/assets/cover.0123abcd.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  database = await createTestDatabase();
  app = await buildApp(testConfig({ staticRoot }), database);
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('compressed at build time, sent as the browser accepts', () => {
  const url = '/mfe/stats/src_App_tsx.89abcdef.js';

  it('sends the .br file to a browser that accepts brotli, the .gz to one that accepts only gzip', async () => {
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(CHUNK);
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);
    for (const response of [brotli, gzip]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.rawPayload.length).toBeLessThan(CHUNK.length / 5);
    }
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('says the answer varies with Accept-Encoding, whichever bytes it sent', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await get(url, { 'accept-encoding': encoding })).headers.vary).toMatch(/accept-encoding/i);
    }
  });
});

describe('cache rules (README: Deploy a remote on its own)', () => {
  it('caches content-hashed files for a year, immutable', async () => {
    for (const url of ['/mfe/stats/src_App_tsx.89abcdef.js', '/mfe/stats/assets/cover.0123abcd.png']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, IMMUTABLE]);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, remotes.json, mf-manifest.json, remoteEntry.js and the unhashed entry every time', async () => {
    const pages = [
      await app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } }),
      await app.inject({ url: '/booknook/Read', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }),
    ];
    const files = await Promise.all(
      ['/remotes.json', '/mf-manifest.json', '/remoteEntry.js', '/main.js', '/mfe/stats/mf-manifest.json', '/mfe/stats/remoteEntry.js'].map((url) =>
        get(url, { 'accept-encoding': 'br, gzip' }),
      ),
    );
    for (const response of [...pages, ...files]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    expect(NO_CACHE).toBe('no-cache');
  });
});

describe('a remote loaded by a shell on another origin', () => {
  it('answers its manifest, entry and chunks to any origin (CORS); the shell’s own files stay same-origin', async () => {
    for (const url of ['/mfe/stats/mf-manifest.json', '/mfe/stats/remoteEntry.js', '/mfe/stats/src_App_tsx.89abcdef.js']) {
      const response = await get(url, { origin: 'https://shell.example.com', 'accept-encoding': 'br' });
      expect([url, response.statusCode, response.headers['access-control-allow-origin']]).toEqual([url, 200, '*']);
    }
    const shellFile = await get('/main.js', { origin: 'https://shell.example.com' });
    expect(shellFile.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('source maps', () => {
  it('are not served by default: 404 like a file that does not exist', async () => {
    const map = await get('/mfe/stats/src_App_tsx.89abcdef.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await get('/mfe/stats/src_App_tsx.89abcdef.js')).headers.sourcemap).toBeUndefined();
  });

  it('are served with SOURCE_MAPS=public', async () => {
    const open = await buildApp(testConfig({ staticRoot, publicSourceMaps: true }), database);
    try {
      const map = await open.inject('/mfe/stats/src_App_tsx.89abcdef.js.map');
      expect([map.statusCode, map.json()]).toEqual([200, { version: 3, sources: ['secret.ts'] }]);
      // The build names no map inside its files; the header points browser tools at it, whichever encoding went out.
      for (const encoding of ['br', 'identity']) {
        const chunk = await open.inject({ url: '/mfe/stats/src_App_tsx.89abcdef.js', headers: { 'accept-encoding': encoding } });
        expect(chunk.headers.sourcemap).toBe('src_App_tsx.89abcdef.js.map');
      }
    } finally {
      await open.close();
    }
  });
});

describe('API answers', () => {
  it('are compressed on the fly above the threshold, with the encoding the client prefers', async () => {
    const reader = await signUpAndLogIn(app);
    const big = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(zlib.gunzipSync(big.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const brotli = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);

    const small = await get('/api/shelves', { ...reader.auth, 'accept-encoding': 'gzip, br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });
});
