// One Jest run for every workspace: front-end projects in jsdom, the server in node.
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
const transform = { '^.+\\.(t|j)sx?$': swc };
const moduleNameMapper = { '\\.(css)$': '<rootDir>/shared/testing/src/style-stub.js', '\\.(svg|png)$': '<rootDir>/shared/testing/src/file-stub.js' };

const fs = require('node:fs');
const { remotes } = require('./apps.json');

/** The shell, every remote of apps.json and every shared workspace. */
const frontEnd = ['shell', ...remotes.map(({ name }) => `mfe-${name}`), ...fs.readdirSync(`${__dirname}/shared`).map((dir) => `shared/${dir}`)];

// PGlite and @jimp/core call import(); the others are ESM-only packages reached through them
// (jimp's file-type chain) or through Fastify plugins.
const esmOnlyServerDependencies = [
  '@electric-sql/pglite',
  '@jimp/core',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  'content-disposition',
  'cookie',
];

/** The server tests against one database engine; server/test/setup/<engine>.ts tells helpers.ts which. */
function serverProject(displayName, engine, testPathIgnorePatterns = []) {
  return {
    displayName,
    rootDir: __dirname,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/server/test/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', ...testPathIgnorePatterns],
    setupFiles: [`<rootDir>/server/test/setup/${engine}.ts`],
    // Jest's module sandbox supports neither import() (without --experimental-vm-modules) nor
    // require() of ES modules on Node 20, both of which the server's dependencies use at run time.
    // Compiling those few packages turns them into plain CommonJS.
    transform: { ...transform, '@electric-sql/pglite/dist/.+\\.cjs$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyServerDependencies.join('|')})/)`],
    // file-type offers only `import` conditions, which Jest's CommonJS resolver does not try.
    moduleNameMapper: { '^file-type$': '<rootDir>/node_modules/file-type/index.js' },
  };
}

// The stats charts' nivo: its CommonJS builds are not usable (@nivo/core's requires
// react-virtualized-auto-sizer and renders the module object instead of its default export), so
// tests load nivo's ES module builds, as webpack does, and compile them and the d3 packages they
// import (ES modules only: d3-scale's entry is dist/d3-scale.mjs) to CommonJS.
const esmOnlyFrontEndDependencies = ['@nivo', 'd3-[a-z-]+', 'internmap'];
const nivoEsmBuilds = { '^@nivo/([a-z-]+)$': '<rootDir>/node_modules/@nivo/$1/dist/nivo-$1.mjs' };

module.exports = {
  // Jest's default is one worker less than the cores, so a 2-core machine ran every file in one
  // process: 73 minutes in CI. Most of a server test's time is spent waiting for the database
  // (PostgreSQL's own processes, or a PGlite instance's WASM), so two workers on two cores
  // measured 17 minutes for the whole suite (2026-11-27, every test passing).
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    ...frontEnd.map((dir) => ({
      displayName: dir,
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testMatch: [`<rootDir>/${dir}/src/**/*.test.{ts,tsx}`],
      setupFilesAfterEnv: ['<rootDir>/shared/testing/src/setup-jsdom.ts'],
      transform: { ...transform, '^.+\\.mjs$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyFrontEndDependencies.join('|')})/)`],
      moduleNameMapper: { ...moduleNameMapper, ...nivoEsmBuilds },
    })),
    // postgres-*.test.ts play out races between connections, which PGlite's one connection cannot have.
    serverProject('server', 'pglite', ['/server/test/postgres-']),
    // The same server tests again on PostgreSQL, each file in a throwaway database of that server;
    // embedded-*.test.ts are about PGlite's files on disk and have nothing to run there.
    ...(process.env.DATABASE_URL ? [serverProject('server (postgres)', 'postgres', ['/server/test/embedded-'])] : []),
  ],
};
