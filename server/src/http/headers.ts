// Security headers on every answer (issue 9): the page gets a Content-Security-Policy that allows
// this origin, the configured remotes' origins (module federation loads their manifests, scripts and
// styles) and the shell's own inline boot script by its hash, and nothing else; API answers get a
// policy that allows nothing. The service worker runs under the policy of its own script's answer:
// it may fetch from this origin and the remotes' (what it caches), and nothing else. Every answer refuses MIME sniffing, framing and referrers; an answer
// to a request that carried a login token is not stored by any cache unless its route said otherwise.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Origins of the remotes' manifests given as absolute URLs (a relative one is this origin). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A path on this server: covered by 'self'.
    }
  }
  return [...origins].sort();
}

/** 'sha256-…' sources for the inline scripts of a page (scripts with a src are covered by origins). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function pagePolicy(origins: string[], scriptHashes: string[]): string {
  const from = (...sources: string[]) => [...sources, ...origins].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${from("'self'", ...scriptHashes)}`,
    // Production stylesheets are files (mini-css-extract-plugin), so no inline <style> is needed.
    `style-src ${from("'self'")}`,
    // Covers come from the catalogues' image hosts; profile pictures are shown from blob: URLs.
    `img-src ${from("'self'", 'data:', 'blob:', 'https:')}`,
    `font-src ${from("'self'", 'data:')}`,
    // The API and the realtime connection are this origin ('self' includes its ws: and wss:).
    `connect-src ${from("'self'")}`,
    // The app's one service worker and its manifest are this origin's; a remote's origin serves neither.
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** An API answer is data: it may load nothing and be framed by nobody. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Where the shell's build serves its service worker (shell/src/serviceWorker/registration.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The service worker's own policy: it fetches the app's files from this origin and the remotes'
 * chunks from theirs (to answer the page from its caches), and loads or runs nothing else.
 */
export function serviceWorkerPolicy(origins: string[]): string {
  return [`default-src 'none'`, `connect-src ${["'self'", ...origins].join(' ')}`, `frame-ancestors 'none'`].join('; ');
}

export interface SecurityHeadersOptions {
  remotes: Record<string, string>;
  /** The shell's index.html, whose inline boot script the page policy allows by hash. */
  shellIndex: string;
}

function readIfPresent(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The page policy for the shell's index.html as it is on disk now. The page is served from disk on
 * every navigation, so a build made while the server runs (the not-built page asks for one, then a
 * reload) is served at once; its inline script's hash must be allowed at once too. Re-hashed only
 * when the file changes.
 */
function pagePolicyOfShell(shellIndex: string, origins: string[]): () => string {
  let cached: { version: string; policy: string } | null = null;
  return () => {
    let version = 'absent';
    try {
      const { mtimeMs, size } = fs.statSync(shellIndex);
      version = `${mtimeMs}:${size}`;
    } catch {
      // Not built: the page served is the plain-text notice, with no script to allow.
    }
    if (cached?.version !== version) cached = { version, policy: pagePolicy(origins, inlineScriptHashes(readIfPresent(shellIndex))) };
    return cached.policy;
  };
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { remotes, shellIndex }) => {
    const origins = remoteOrigins(remotes);
    const currentPagePolicy = pagePolicyOfShell(shellIndex, origins);
    const workerPolicy = serviceWorkerPolicy(origins);
    const policyOf = (request: FastifyRequest, reply: FastifyReply): string => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return currentPagePolicy();
      return request.url.split('?', 1)[0] === SERVICE_WORKER_PATH ? workerPolicy : API_POLICY;
    };
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      // Profile and shelf URLs name readers: they are not passed on to cover image hosts.
      reply.header('referrer-policy', 'no-referrer');
      reply.header('content-security-policy', policyOf(request, reply));
      if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'booknook-security-headers' },
);
