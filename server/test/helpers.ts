// Test helpers: a fresh database per test file (in-memory PGlite, or a throwaway PostgreSQL
// database when TEST_DATABASE=postgres), the real app on top of it, and sign-up/login shortcuts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import type { ImportStatus, SessionUser } from '@booknook/api/contract';
import { buildApp } from '../src/app';
import { defaultRemotes, type Config } from '../src/config';
import { createDatabase, type AppDatabase, type Database } from '../src/db';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { seedCatalogue } from '../src/catalogue/seed';
import { throwawayDatabase } from '../scripts/throwaway-postgres';

export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';
export const TEST_PASSWORD = 'Passw0rd!';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

/** A configuration for tests: in-memory database, no static builds, quiet, generous rate limit. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: null,
    databaseUrl: null,
    redisUrl: null,
    redisKeyPrefix: `booknook-test-${process.pid}-${randomBytes(4).toString('hex')}:`,
    jwtSecret: TEST_JWT_SECRET,
    jwtExpiresInSeconds: 3600,
    authRateLimit: 10_000,
    checkRateLimit: 10_000,
    // A token bucket refills at this rate a minute: 10,000 (166 a second) was outrun by a fast machine's
    // back-to-back requests of one reader past the burst.
    statsRateLimit: 6_000_000,
    accountChangeRateLimit: 10_000,
    pictureRateLimit: 10_000,
    importRateLimit: 10_000,
    importBatchRows: 100,
    importBatchMs: 5,
    importRest: 0,
    importRowsPerSecond: 0,
    trustProxy: false,
    staticRoot: path.join(os.tmpdir(), 'booknook-tests-without-builds'),
    remotes: defaultRemotes(),
    publicSourceMaps: false,
    apiDocs: true,
    logLevel: 'silent',
    drainDelayMs: 0,
    metricsPort: null,
    metricsToken: null,
    catalogueProvider: null,
    ...overrides,
  };
}

function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  return url;
}

/** An empty database of its own on DATABASE_URL's server, and how to drop it. */
export function createThrowawayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  return throwawayDatabase(postgresUrl(), `test_${process.pid}`);
}

/** A test database, and how a second server instance would open the same one. */
export interface TestDatabase extends AppDatabase {
  /**
   * Another connection to the same database, as a second server instance has: its own pool and
   * listener on PostgreSQL. The embedded database is one connection per process, so there it is
   * the same one (and closing it is left to the first).
   */
  openAgain(): Promise<AppDatabase>;
}

/** A migrated throwaway PostgreSQL database, dropped by close(). */
async function throwawayPostgres(): Promise<TestDatabase> {
  const throwaway = await createThrowawayPostgres();
  const database = await createDatabase({ databaseUrl: throwaway.url, dataDir: null });
  return {
    ...database,
    openAgain: () => createDatabase({ databaseUrl: throwaway.url, dataDir: null }),
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

const TEMPLATE_PREFIX = 'booknook-test-pglite-';

/**
 * The files of a freshly migrated embedded database, made once and kept in the temp folder under
 * a name that changes with the migrations: each test file then starts from a copy in ~1 s instead
 * of running initdb and the migrations (~10 s on a busy 2-core machine).
 */
async function migratedTemplate(): Promise<Blob> {
  const version = createHash('sha256');
  // The package hides package.json from require.resolve; it sits one level above the entry file.
  version.update(fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')));
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    version.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const name = `${TEMPLATE_PREFIX}${version.digest('hex').slice(0, 16)}.tar`;
  const file = path.join(os.tmpdir(), name);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);

  const database = await createDatabase({ databaseUrl: null, dataDir: null });
  try {
    const files = await database.pglite!.dumpDataDir('none');
    // Written aside and renamed, so a parallel test worker never reads half a template.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await files.arrayBuffer()));
    fs.renameSync(partial, file);
    for (const old of fs.readdirSync(os.tmpdir())) {
      if (old.startsWith(TEMPLATE_PREFIX) && old.endsWith('.tar') && old !== name) {
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
      }
    }
    return files;
  } finally {
    await database.close();
  }
}

/** A fresh, migrated database for one test file, on the engine the Jest project selects. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'postgres') return throwawayPostgres();
  const database = await createDatabase({ databaseUrl: null, dataDir: null }, { embeddedFiles: await migratedTemplate() });
  return { ...database, openAgain: async () => ({ ...database, close: async () => undefined }) };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close(): Promise<void>;
}

/** A small catalogue (40 real seed books, all genres) for tests about the catalogue. */
export const CATALOGUE_FIXTURE = path.join(__dirname, 'fixtures/catalogue.json');

export interface TestAppOptions {
  /** 'fixture' loads CATALOGUE_FIXTURE the way the server seeds its catalogue on first start. */
  catalogue?: 'fixture';
  /**
   * Another instance over this database (opened again, as a second server opens it) instead of a
   * fresh one: a file that needs apps with other settings then boots one database, not one per app
   * (each embedded one costs seconds and a hundred megabytes). Its close() leaves the database open.
   */
  database?: TestDatabase;
}

/** The real application over a fresh database (or options.database); call close() in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = options.database ? await options.database.openAgain() : await createTestDatabase();
  if (options.catalogue === 'fixture') await seedCatalogue(database.db, CATALOGUE_FIXTURE);
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The application of one test file: started before its first test and closed after its last.
 * Returned at once so the file can name it at top level; its parts can be read once it started.
 */
export function testAppForFile(overrides: Partial<Config> = {}, options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(overrides, options);
  });
  afterAll(() => started?.close());
  const current = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll; use it inside tests or hooks');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

let accounts = 0;

export interface SignUpFields {
  username: string;
  email: string;
  password: string;
  display_name: string;
  bio: string;
  profile_visibility: string;
}

/** Sign-up fields no other call in this process has used. */
export function newAccountFields(overrides: Partial<SignUpFields> = {}): SignUpFields {
  accounts += 1;
  const username = `reader_${process.pid}_${accounts}`;
  return {
    username,
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
    display_name: `Reader ${accounts}`,
    bio: '',
    profile_visibility: 'public',
    ...overrides,
  };
}

export interface UploadFile {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

/** The sign-up form exactly as a browser sends it: multipart, with an optional picture. */
export function signUpForm(fields: Partial<Record<keyof SignUpFields, string>>, picture?: UploadFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (picture) {
    form.append(
      'profile_picture',
      new Blob([new Uint8Array(picture.bytes)], { type: picture.contentType ?? 'application/octet-stream' }),
      picture.filename ?? 'picture',
    );
  }
  return form;
}

export function postSignUp(app: FastifyInstance, form: FormData): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/create', payload: form });
}

export interface SignedIn {
  user: SessionUser;
  token: string;
  fields: SignUpFields;
  auth: { authorization: string };
}

/** Creates an account through the API and logs it in. */
export async function signUpAndLogIn(app: FastifyInstance, overrides: Partial<SignUpFields> = {}): Promise<SignedIn> {
  const fields = newAccountFields(overrides);
  const created = await postSignUp(app, signUpForm(fields));
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.statusCode} ${created.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: fields.email, password: fields.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { token, user } = login.json<{ token: string; user: SessionUser }>();
  return { user, token, fields, auth: { authorization: `Bearer ${token}` } };
}

/** The plan PostgreSQL would choose for the query (EXPLAIN), its lines joined, for tests that keep a plan. */
export async function queryPlan(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The import job as `read` answers it once the job has ended (the runner works in the background): asked every 50 ms, for 30 s at most. */
export async function importEnded<Job extends { status: ImportStatus }>(id: number, read: () => Promise<Job>): Promise<Job> {
  for (let tries = 0; tries < 600; tries += 1) {
    const job = await read();
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not end`);
}
