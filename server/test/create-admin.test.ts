// npm run create-admin, run in-process against the engine of the Jest project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@booknook/api/contract';
import { createAdmin } from '../src/cli/create-admin';
import { createDatabase, type AppDatabase } from '../src/db';
import { createThrowawayPostgres, testEngine, TEST_PASSWORD } from './helpers';
import { allowTimeForDurableEmbeddedDatabases } from './temp-dirs';

// On the embedded engine the first test creates a durable database.
allowTimeForDurableEmbeddedDatabases();

let env: NodeJS.ProcessEnv;
let cleanUp: () => Promise<void>;
let output: string[];

beforeAll(async () => {
  if (testEngine() === 'postgres') {
    const database = await createThrowawayPostgres();
    env = { DATABASE_URL: database.url };
    cleanUp = database.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-admin-'));
    env = { DATA_DIR: dataDir };
    cleanUp = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => cleanUp());

beforeEach(() => {
  output = [];
  jest.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void output.push(parts.join(' ')));
  jest.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void output.push(parts.join(' ')));
});
afterEach(() => jest.restoreAllMocks());

const args = (username: string, email: string, password = TEST_PASSWORD) => [
  '--username',
  username,
  '--email',
  email,
  '--password',
  password,
];

async function withDatabase<T>(use: (database: AppDatabase) => Promise<T>): Promise<T> {
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? null });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

describe('create-admin', () => {
  it('creates an administrator in a new database and never prints the password', async () => {
    expect(await createAdmin(args('chief', 'chief@example.com'), env)).toBe(0);
    expect(output.join('\n')).toMatch(/Administrator "chief" created/);
    expect(output.join('\n')).not.toContain(TEST_PASSWORD);

    const admin = await withDatabase((database) =>
      database.db
        .selectFrom('users')
        .select(['username', 'user_type_id', 'display_name'])
        .where('username', '=', 'chief')
        .executeTakeFirst(),
    );
    expect(admin).toEqual({ username: 'chief', user_type_id: 1, display_name: 'chief' });
  });

  it('refuses a duplicate with the sign-up message and exit code 1', async () => {
    expect(await createAdmin(args('CHIEF', 'other@example.com'), env)).toBe(1);
    expect(output.join('\n')).toContain(ACCOUNT_MESSAGES.usernameTaken);
  });

  it('validates like sign-up', async () => {
    expect(await createAdmin(args('boss', 'boss@example.com', 'weak'), env)).toBe(1);
    expect(output.join('\n')).toContain(ACCOUNT_MESSAGES.weakPassword);
    expect(output.join('\n')).not.toContain('weak');
  });

  it('explains its usage when an option is missing or unknown', async () => {
    expect(await createAdmin(['--username', 'boss'], env)).toBe(2);
    expect(await createAdmin([...args('boss', 'boss@example.com'), '--admin'], env)).toBe(2);
    expect(output.join('\n')).toContain('Usage: npm run create-admin -- --username');
  });
});
