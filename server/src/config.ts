// The server's configuration, read once from the environment and checked before anything starts,
// so a typo in a variable stops the process with a sentence instead of failing later.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { IMPORT_STARTS_PER_WINDOW } from '@booknook/api/contract';

/** The checkout's root: relative paths in the environment are taken from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Remote name -> URL of its mf-manifest.json, as served by this process by default. */
export const REMOTE_NAMES: readonly string[] = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps.json'), 'utf8')) as { remotes: Array<{ name: string }> }).remotes.map((remote) => remote.name);
export type RemoteName = (typeof REMOTE_NAMES)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const JWT_SECRET_MIN_LENGTH = 32;
/** Long enough that guessing it over the network is hopeless. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** An upstream catalogue behind GET /books-api (issue 3); the local catalogue answers when it fails. */
export type CatalogueProviderConfig =
  | { kind: 'google'; baseUrl: string; apiKey: string | null }
  | { kind: 'openlibrary'; baseUrl: string };

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database; null keeps it in memory (tests). Unused with databaseUrl. */
  dataDir: string | null;
  /** PostgreSQL connection string; null selects the embedded database. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so deployments sharing one Redis stay apart. */
  redisKeyPrefix: string;
  /** null: generated on first start and kept in the database (table app_secrets). */
  jwtSecret: string | null;
  jwtExpiresInSeconds: number;
  /** Login and sign-up attempts allowed per minute and client IP, each. */
  authRateLimit: number;
  /** Username and email availability checks allowed per minute and client IP, each (sign-up asks both once per Sign Up press). */
  checkRateLimit: number;
  /** Each reader's stats requests per minute (STATS_RATE_LIMIT), after a burst of STATS_RATE_BURST (stats/routes.ts). */
  statsRateLimit: number;
  /** Password changes and email changes allowed per hour and account, each (counted by the signed-in user, not the address). */
  accountChangeRateLimit: number;
  /** Profile pictures a signed-in reader may upload per minute through PUT /settings. */
  pictureRateLimit: number;
  /** Imports a reader may start per hour (IMPORT_RATE_LIMIT). */
  importRateLimit: number;
  /**
   * Rows of an import written per transaction at most (IMPORT_BATCH_ROWS): a restart resumes after the
   * last batch written. 30: a batch's work on the event loop (its rows applied, its writes compiled)
   * grows with its rows, and another reader's request waits for it; on PostgreSQL, where a batch's
   * time budget lets it reach the cap, their p99 was 1.41-2.09x (median 1.90) at 30 rows and
   * 1.65-2.39x (median 2.26) at 100, at 513-721 rows/s against 740-925 (docs/decisions/0017). The
   * embedded database's 3 ms batches hold far fewer rows.
   */
  importBatchRows: number;
  /**
   * How long an import's transaction should last (IMPORT_BATCH_MS; see imports/job.ts): 3 ms on the
   * embedded database, whose one connection it holds while other readers wait, 50 ms on PostgreSQL,
   * where it holds only the importing reader's own rows but its statements take the machine's cores
   * from other readers' (100 ms batches of whole 100 rows: their p99 2.2-2.4x; 50 ms: 1.7-2.0x).
   */
  importBatchMs: number;
  /**
   * After each batch an import rests this many times as long as the batch took (IMPORT_REST), 1: at
   * full speed an import takes the event loop and the CPU from other readers (PostgreSQL: their p99
   * 2.3-4.8x, with it 1.7-1.9x), and on the embedded database the one connection too (5 ms batches
   * without rest: 2.1-3.7x; 3 ms with it: 1.5-2.0x, at 250-500 rows/s; docs/decisions/0017).
   */
  importRest: number;
  /**
   * The most rows a second an import writes (IMPORT_ROWS_PER_SECOND; 0: no bound): after a faster batch
   * the import rests longer, so on a fast machine it holds the server no more of the time than that pace
   * needs. The highest bounds measured that kept other readers' p99 within 2x in every run: 400 on the
   * embedded database (unbounded, 700-840 rows/s at 2.6-3.7x; 400: 350-370 at 1.5-1.7x) and 1,000 on
   * PostgreSQL (unbounded, 1,400-1,650 at 1.7-2.1x; 1,000: 935-940 at 1.3-1.6x). A slow machine never
   * reaches them and rests as before (docs/decisions/0017).
   */
  importRowsPerSecond: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (Fastify's `trustProxy`):
   * false (the default: the connecting address is the client) or the proxies' addresses and ranges.
   * Per-address rate limits count what this says.
   */
  trustProxy: false | string[];
  /** Folder holding shell/dist and mfe-<remote>/dist. */
  staticRoot: string;
  /** The body of /remotes.json: the defaults merged with REMOTES_FILE. */
  remotes: Record<string, string>;
  /** Serve the builds' .map files to anyone (SOURCE_MAPS=public); by default they answer 404. */
  publicSourceMaps: boolean;
  /** Serve the OpenAPI documentation at /api/docs (API_DOCS=on, the default); off answers 404 there. */
  apiDocs: boolean;
  logLevel: LogLevel;
  /**
   * The least time a stopping instance keeps serving after it starts answering "not ready"
   * (DRAIN_DELAY_MS): the proxy's time to take it out (checks that fail times the check interval)
   * and one interval more, since the proxy's checks, not any caller's, decide when it is out.
   */
  drainDelayMs: number;
  /** A port of its own serving GET /metrics to whoever reaches it (METRICS_PORT); null: none. */
  metricsPort: number | null;
  /** A bearer token that opens GET /api/metrics on the main port (METRICS_TOKEN); null: that route answers 404. */
  metricsToken: string | null;
  /** null (the default): search only the local catalogue. */
  catalogueProvider: CatalogueProviderConfig | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DURATION_UNITS_IN_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** '7d', '12h', '30m', '45s', '2w' or a plain number of seconds. */
function parseDuration(value: string): number | null {
  const match = /^(\d+)\s*([smhdw]?)$/.exec(value.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * (DURATION_UNITS_IN_SECONDS[match[2] || 's'] ?? 1);
  return seconds > 0 ? seconds : null;
}

export function defaultRemotes(): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mfe/${name}/mf-manifest.json`])) as Record<
    RemoteName,
    string
  >;
}

function readRemotesFile(file: string, problems: string[]): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`REMOTES_FILE ${file} could not be read as JSON: ${(error as Error).message}`);
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(`REMOTES_FILE ${file} must hold a JSON object of remote name -> manifest URL`);
    return {};
  }
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url === 'string' && url.trim()) remotes[name] = url.trim();
    else problems.push(`REMOTES_FILE ${file}: the URL of remote "${name}" must be a non-empty string`);
  }
  return remotes;
}

/** proxy-addr's names for ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: unset or 'false', or a comma-separated list of proxy addresses or ranges. Neither
 * 'true' nor a number of hops: trusting every peer lets a client that reaches the server directly
 * claim any address, and Fastify (5.12) ignores hop counts for that reason.
 */
function parseTrustProxy(value: string | null, problems: string[]): Config['trustProxy'] {
  if (value === null || value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  problems.push(`TRUST_PROXY must be false or a comma-separated list of the proxies' addresses or ranges, such as 10.0.0.0/8,loopback (got "${value}")`);
  return false;
}

/** Reads and checks the environment; throws one ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user@host:5432/booknook');
  }
  const redisUrl = text('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must be a Redis URL such as redis://localhost:6379');
  }
  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < JWT_SECRET_MIN_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long (or unset to generate one)`);
  }
  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < METRICS_TOKEN_MIN_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (or unset)`);
  }
  const expiresIn = text('JWT_EXPIRES_IN') ?? '7d';
  const jwtExpiresInSeconds = parseDuration(expiresIn);
  if (jwtExpiresInSeconds === null) {
    problems.push(`JWT_EXPIRES_IN must be a duration such as 7d, 12h, 30m or a number of seconds (got "${expiresIn}")`);
  }
  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const webUrl = (name: string, fallback: string): string => {
    const value = text(name) ?? fallback;
    if (!/^https?:\/\/\S+$/.test(value)) problems.push(`${name} must be an http(s) URL (got "${value}")`);
    return value;
  };
  const providerName = text('CATALOGUE_PROVIDER');
  let catalogueProvider: CatalogueProviderConfig | null = null;
  if (providerName === 'google') {
    catalogueProvider = { kind: 'google', baseUrl: webUrl('GOOGLE_BOOKS_URL', 'https://www.googleapis.com/books/v1'), apiKey: text('GOOGLE_BOOKS_API_KEY') };
  } else if (providerName === 'openlibrary') {
    catalogueProvider = { kind: 'openlibrary', baseUrl: webUrl('OPENLIBRARY_URL', 'https://openlibrary.org') };
  } else if (providerName !== null && providerName !== 'none') {
    problems.push(`CATALOGUE_PROVIDER must be google, openlibrary or none (got "${providerName}")`);
  }

  const sourceMaps = text('SOURCE_MAPS') ?? 'private';
  if (sourceMaps !== 'private' && sourceMaps !== 'public') problems.push(`SOURCE_MAPS must be private or public (got "${sourceMaps}")`);

  const apiDocs = text('API_DOCS') ?? 'on';
  if (apiDocs !== 'on' && apiDocs !== 'off') problems.push(`API_DOCS must be on or off (got "${apiDocs}")`);

  const remotesFile = text('REMOTES_FILE');
  const remotes = { ...defaultRemotes(), ...(remotesFile ? readRemotesFile(fromRoot(remotesFile), problems) : {}) };

  const config: Config = {
    port: integer('PORT', 8080, 0, 65535),
    host: text('HOST') ?? '0.0.0.0',
    dataDir: fromRoot(text('DATA_DIR') ?? 'data'),
    databaseUrl,
    redisUrl,
    redisKeyPrefix: text('REDIS_PREFIX') ?? 'booknook:',
    jwtSecret,
    jwtExpiresInSeconds: jwtExpiresInSeconds ?? 0,
    authRateLimit: integer('AUTH_RATE_LIMIT', 20, 1, 1_000_000),
    checkRateLimit: integer('CHECK_RATE_LIMIT', 60, 1, 1_000_000),
    statsRateLimit: integer('STATS_RATE_LIMIT', 120, 1, 1_000_000),
    accountChangeRateLimit: integer('ACCOUNT_CHANGE_RATE_LIMIT', 10, 1, 1_000_000),
    pictureRateLimit: integer('PICTURE_RATE_LIMIT', 10, 1, 1_000_000),
    importRateLimit: integer('IMPORT_RATE_LIMIT', IMPORT_STARTS_PER_WINDOW, 1, 1_000_000),
    importBatchRows: integer('IMPORT_BATCH_ROWS', 30, 1, 10_000),
    importBatchMs: integer('IMPORT_BATCH_MS', databaseUrl ? 50 : 3, 1, 60_000),
    importRest: integer('IMPORT_REST', 1, 0, 10),
    importRowsPerSecond: integer('IMPORT_ROWS_PER_SECOND', databaseUrl ? 1000 : 400, 0, 1_000_000),
    trustProxy: parseTrustProxy(text('TRUST_PROXY'), problems),
    staticRoot: fromRoot(text('STATIC_ROOT') ?? '.'),
    remotes,
    publicSourceMaps: sourceMaps === 'public',
    apiDocs: apiDocs === 'on',
    logLevel,
    drainDelayMs: integer('DRAIN_DELAY_MS', 0, 0, 60_000),
    metricsPort: text('METRICS_PORT') === null ? null : integer('METRICS_PORT', 0, 1, 65535),
    metricsToken,
    catalogueProvider,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
