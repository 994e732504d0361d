import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from '../src/config';
import { tempDirsForFile } from './temp-dirs';

const tempDir = tempDirsForFile('booknook-config-');

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the documented defaults, with paths taken from the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      redisUrl: null,
      redisKeyPrefix: 'booknook:',
      jwtSecret: null,
      jwtExpiresInSeconds: 7 * 24 * 3600,
      authRateLimit: 20,
      accountChangeRateLimit: 10,
      pictureRateLimit: 10,
      importRateLimit: 5,
      importBatchRows: 30,
      importBatchMs: 3,
      importRest: 1,
      importRowsPerSecond: 400,
      trustProxy: false,
      staticRoot: REPO_ROOT,
      remotes: {
        discovery: '/mfe/discovery/mf-manifest.json',
        library: '/mfe/library/mf-manifest.json',
        stats: '/mfe/stats/mf-manifest.json',
        account: '/mfe/account/mf-manifest.json',
        admin: '/mfe/admin/mf-manifest.json',
      },
      logLevel: 'info',
      publicSourceMaps: false,
      apiDocs: true,
    });
  });

  it("sizes an import's batches for the database, short on the embedded one, with a rest after each on both", () => {
    expect(loadConfig({})).toMatchObject({ importBatchMs: 3, importRest: 1, importRowsPerSecond: 400 });
    expect(loadConfig({ DATABASE_URL: 'postgres://app:pw@db:5432/booknook' })).toMatchObject({ importBatchMs: 50, importRest: 1, importRowsPerSecond: 1000 });
  });

  it('reads every variable', () => {
    const remotesFile = path.join(tempDir(), 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ stats: 'https://stats.example.com/mf-manifest.json' }));
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/booknook',
      DATABASE_URL: 'postgres://app:pw@db:5432/booknook',
      REDIS_URL: 'redis://cache:6379',
      REDIS_PREFIX: 'staging:',
      JWT_SECRET: 's'.repeat(40),
      JWT_EXPIRES_IN: '12h',
      AUTH_RATE_LIMIT: '5',
      ACCOUNT_CHANGE_RATE_LIMIT: '3',
      PICTURE_RATE_LIMIT: '3',
      IMPORT_RATE_LIMIT: '2',
      IMPORT_BATCH_ROWS: '50',
      IMPORT_BATCH_MS: '25',
      IMPORT_REST: '2',
      IMPORT_ROWS_PER_SECOND: '250',
      TRUST_PROXY: '10.1.2.3',
      STATIC_ROOT: 'build',
      REMOTES_FILE: remotesFile,
      LOG_LEVEL: 'warn',
      SOURCE_MAPS: 'public',
      API_DOCS: 'off',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/var/lib/booknook',
      databaseUrl: 'postgres://app:pw@db:5432/booknook',
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'staging:',
      jwtSecret: 's'.repeat(40),
      jwtExpiresInSeconds: 12 * 3600,
      authRateLimit: 5,
      accountChangeRateLimit: 3,
      pictureRateLimit: 3,
      importRateLimit: 2,
      importBatchRows: 50,
      importBatchMs: 25,
      importRest: 2,
      importRowsPerSecond: 250,
      trustProxy: ['10.1.2.3'],
      staticRoot: path.join(REPO_ROOT, 'build'),
      logLevel: 'warn',
      publicSourceMaps: true,
      apiDocs: false,
    });
    expect(config.remotes.stats).toBe('https://stats.example.com/mf-manifest.json');
    expect(config.remotes.discovery).toBe('/mfe/discovery/mf-manifest.json');
  });

  it('lists every problem at once, each naming its variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/booknook',
      REDIS_URL: 'localhost:6379',
      JWT_SECRET: 'short',
      JWT_EXPIRES_IN: 'forever',
      AUTH_RATE_LIMIT: '0',
      LOG_LEVEL: 'loud',
      REMOTES_FILE: '/nonexistent/remotes.json',
      SOURCE_MAPS: 'yes',
      TRUST_PROXY: 'yes',
      API_DOCS: 'hidden',
    });
    const variables = ['PORT', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'JWT_EXPIRES_IN', 'AUTH_RATE_LIMIT', 'LOG_LEVEL', 'SOURCE_MAPS', 'TRUST_PROXY', 'API_DOCS'];
    expect(problems).toHaveLength(11);
    for (const name of [...variables, 'REMOTES_FILE']) {
      expect(problems.some((problem) => problem.includes(name))).toBe(true);
    }
  });

  it.each(['-1', 'Infinity', '1e3', 'fast', '1000001'])('refuses IMPORT_ROWS_PER_SECOND=%j', (value) => {
    expect(problemsOf({ IMPORT_ROWS_PER_SECOND: value })).toEqual([expect.stringContaining('IMPORT_ROWS_PER_SECOND')]);
  });

  it.each([
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each(['true', '1', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example.com', '10.0.0.0/8,'])('refuses TRUST_PROXY=%j, which would trust too much or nothing', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringContaining('TRUST_PROXY must be')]);
  });

  it('refuses a REMOTES_FILE that is not an object of URLs', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'list.json'), '["a"]');
    fs.writeFileSync(path.join(dir, 'bad.json'), '{"stats": 3}');
    expect(problemsOf({ REMOTES_FILE: path.join(dir, 'list.json') })[0]).toMatch(/must hold a JSON object/);
    expect(problemsOf({ REMOTES_FILE: path.join(dir, 'bad.json') })[0]).toMatch(/remote "stats" must be a non-empty string/);
  });
});
