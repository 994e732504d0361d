// One Jest run for every workspace: front-end projects in jsdom, the server in node.
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
const transform = { '^.+\\.(t|j)sx?$': swc };
const moduleNameMapper = { '\\.(css)$': '<rootDir>/shared/testing/src/style-stub.js', '\\.(svg|png)$': '<rootDir>/shared/testing/src/file-stub.js' };

const frontEnd = ['shell', 'mfe-library', 'mfe-discovery', 'mfe-stats', 'mfe-account', 'mfe-admin', 'shared/ui', 'shared/session', 'shared/api'];

module.exports = {
  projects: [
    ...frontEnd.map((dir) => ({
      displayName: dir,
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testMatch: [`<rootDir>/${dir}/src/**/*.test.{ts,tsx}`],
      setupFilesAfterEnv: ['<rootDir>/shared/testing/src/setup-jsdom.ts'],
      transform,
      moduleNameMapper,
    })),
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      transform,
      // PGlite boots a WASM Postgres per test file; give it time on a 2-core machine.
      testTimeout: 30000,
    },
  ],
};
