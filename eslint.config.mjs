// One lint config for the whole monorepo. Besides the recommended rules it enforces the
// architecture's import boundaries, which a reviewer would otherwise have to catch by eye.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const devHostOnly = { name: '@booknook/dev-host', message: 'Only a remote\'s standalone entry (bootstrap.tsx) uses the dev host.' };
const repoRoot = import.meta.dirname;
const remotes = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps.json'), 'utf8')).remotes.map(({ name }) => `mfe-${name}`);
const workspaces = ['shell', 'server', 'e2e', ...remotes, ...fs.readdirSync(path.join(repoRoot, 'shared')).map((dir) => `shared/${dir}`)];
/** Files no production build or server start runs: tests and their helpers, dev entries, build and bench scripts. */
const devOnlyFiles = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '*/src/bootstrap.tsx', '**/*.config.{js,mjs,ts}', 'scripts/**', 'server/scripts/**', 'e2e/**'];

const importBoundaries = {
  paths: [{ name: 'zustand', message: 'Only shared/session imports zustand; use @booknook/session.' }],
  patterns: [
    { group: ['**/server/**', '@booknook/server'], message: 'Front ends talk to the server only through @booknook/api.' },
    { group: remotes.flatMap((remote) => [`**/${remote}/**`, `@booknook/${remote}`]), message: 'A remote never imports another app; move shared code to shared/.' },
    { group: ['**/db/migrations/**'], message: 'Nothing imports a migration: it is a snapshot of what ran. SQL the code uses lives with its feature.' },
  ],
};

/** A server feature's routes validate and call its domain functions; only those talk to the database. */
const routeBoundaries = {
  paths: [...importBoundaries.paths, { name: 'kysely', message: 'Routes do not query the database: call a domain function of the feature.' }],
  patterns: [
    ...importBoundaries.patterns,
    { group: ['**/db', '**/db/**', '!**/db/migrations/**'], message: 'Routes do not touch the database: call a domain function of the feature.' },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', importBoundaries],
    },
  },
  {
    // Each workspace declares what it imports, so a remote builds alone rather than by the grace of
    // hoisting; what only tests, dev entries, builds and benchmarks use may be a devDependency.
    // And no import cycles: a cycle makes load order decide what a module sees (type-only imports
    // are not followed).
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true, devDependencies: devOnlyFiles }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The shared test tooling (jest, Testing Library, TypeScript) is the root's devDependencies: a
  // workspace's development files may use it beside their own. The root declares no dependencies,
  // so production code still finds only what its own workspace declares.
  ...workspaces.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,mts,js,mjs}`],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true, devDependencies: devOnlyFiles, packageDir: [path.join(repoRoot, workspace), repoRoot] }],
    },
  })),
  {
    files: ['shared/session/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/src/**/routes.ts'],
    rules: { 'no-restricted-imports': ['error', routeBoundaries] },
  },
  {
    // The standalone dev host is for `npm run dev` only: nothing a production build bundles may use it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['mfe-*/src/bootstrap.tsx', 'shared/dev-host/**', 'shared/ui/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [devHostOnly] }] },
  },
  {
    // The design system shows things; calling the API and caching belong to @booknook/features.
    files: ['shared/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            devHostOnly,
            ...['@booknook/api', '@booknook/session', '@booknook/realtime', '@booknook/features', '@tanstack/react-query'].map((name) => ({
              name,
              allowTypeImports: true,
              message: '@booknook/ui calls no API and keeps no state: put behaviour that needs it in @booknook/features.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**', 'mfe-*/**', 'shared/ui/**', 'shared/session/**', 'shared/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[value=/^\\/api\\//]", message: 'Only @booknook/api knows URLs of the API.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
