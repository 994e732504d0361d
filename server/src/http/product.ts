// The web app from the same process as the API: the shell's build at /, each remote's build under
// /mfe/<remote>/, /remotes.json for the shell to find them, and the shell's index.html for every
// other page so client-side routes survive a reload. Files go out as the build compressed them
// (.br or .gz next to each file, whichever the browser accepts); source maps stay private unless
// SOURCE_MAPS=public.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '../config';

export const NO_CACHE = 'no-cache';
/** The service worker script: the browser checks it for updates itself, and no cache may hold an old one. */
export const NO_STORE = 'no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHELL_NOT_BUILT = 'The web app is not built yet: run `npm run build`, then reload. The API works meanwhile.';

/** webpack names every emitted chunk and asset `<name>.<contenthash:8>.<ext>`. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[^/]+$/;

/** The shell's service worker (built as sw.js at the root of its build). */
const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Files whose name changes with their content may be cached for good; the rest (index.html,
 * remoteEntry.js, mf-manifest.json, the favicon) must be revalidated so a deploy shows up at once,
 * and the service worker is never stored.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (path.basename(servedFile(filePath)) === SERVICE_WORKER_FILE) return NO_STORE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/** The build's file that `filePath` was sent for (the same name without a .br or .gz ending). */
function servedFile(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '');
}

/**
 * Headers of a build's file. A remote's files may be loaded by a shell on another origin (a remote
 * deployed on its own), whose manifest fetch needs CORS; they are public build output. The builds
 * name no source map inside their files (hidden-source-map), so with public maps the header tells
 * browser tools where the map is.
 */
function fileHeaders({ remote, publicSourceMaps }: { remote: boolean; publicSourceMaps: boolean }) {
  return (res: SetHeadersResponse, filePath: string) => {
    res.setHeader('cache-control', cacheControlFor(filePath));
    // Which bytes were sent depends on Accept-Encoding (a .br, a .gz or the file itself): a shared
    // cache must not hand one client's encoding to another.
    res.setHeader('vary', 'accept-encoding');
    if (remote) res.setHeader('access-control-allow-origin', '*');
    const file = servedFile(filePath);
    if (publicSourceMaps && /\.(js|css)$/.test(file) && fs.existsSync(`${file}.map`)) res.setHeader('sourcemap', `${path.basename(file)}.map`);
  };
}

const SOURCE_MAP = /\.map$/;

interface Build {
  name: string;
  dir: string;
  prefix: string;
}

function productBuilds(staticRoot: string): Build[] {
  return [
    { name: 'shell', dir: path.join(staticRoot, 'shell', 'dist'), prefix: '/' },
    ...REMOTE_NAMES.map((name) => ({
      name: `mfe-${name}`,
      dir: path.join(staticRoot, `mfe-${name}`, 'dist'),
      prefix: `/mfe/${name}/`,
    })),
  ];
}

/** Paths that never fall back to the shell's page: the API, remote files and the socket. */
const NOT_PAGES = /^\/(api|mfe|socket\.io)(\/|$)/;

function isPageNavigation(request: FastifyRequest, pathname: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_PAGES.test(pathname) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export interface ProductOptions {
  staticRoot: string;
  remotes: Record<string, string>;
  /** Serve .map files; otherwise they answer 404 like files that do not exist. */
  publicSourceMaps: boolean;
}

export const productPlugin = fp<ProductOptions>(
  async (app, { staticRoot, remotes, publicSourceMaps }) => {
    const builds = productBuilds(staticRoot);
    const present = builds.filter((build) => fs.existsSync(build.dir));
    const missing = builds.filter((build) => !present.includes(build));
    if (missing.length) {
      app.log.warn(
        `Not built yet: ${missing.map((build) => build.name).join(', ')} (looked in ${staticRoot}). ` +
          'Run `npm run build` to serve them; the API works meanwhile.',
      );
    }

    for (const build of present) {
      await app.register(fastifyStatic, {
        root: build.dir,
        prefix: build.prefix,
        decorateReply: false,
        cacheControl: false,
        setHeaders: fileHeaders({ remote: build.name !== 'shell', publicSourceMaps }),
        preCompressed: true,
        allowedPath: (pathname) => publicSourceMaps || !SOURCE_MAP.test(pathname),
        index: build.name === 'shell' ? ['index.html'] : false,
        redirect: false,
      });
    }

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return remotes;
    });

    const shellIndex = path.join(staticRoot, 'shell', 'dist', 'index.html');
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (!isPageNavigation(request, pathname)) {
        return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` });
      }
      let page: Buffer;
      try {
        page = await fs.promises.readFile(shellIndex);
      } catch {
        // A person is looking at this in a browser tab, so it is plain text rather than JSON.
        return reply.code(503).type('text/plain; charset=utf-8').send(SHELL_NOT_BUILT);
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(page);
    });
  },
  { name: 'booknook-product' },
);
