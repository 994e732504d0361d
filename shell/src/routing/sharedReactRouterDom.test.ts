import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { apps } from '@booknook/mf';
import * as sharedReactRouterDom from '@booknook/mf/src/sharedReactRouterDom.ts';

// The page's one react-router-dom is the shell's copy of @booknook/mf's sharedReactRouterDom.ts,
// which has only the exports listed there. A remote importing any other name would still work in
// its own tests and standalone, and get `undefined` only once composed, so this reads the imports
// of every workspace that webpack bundles.
const repoRoot = path.resolve(__dirname, '../../..');
const bundledWorkspaces = [
  ...apps.map((app) => app.dir),
  ...fs
    .readdirSync(path.join(repoRoot, 'shared'))
    .filter((dir) => dir !== 'mf' && dir !== 'testing')
    .map((dir) => `shared/${dir}`),
];

interface RouterImport {
  file: string;
  from: string;
  /** Imported names; `*` for a namespace import, `default` for a default import. */
  names: string[];
}

function bundledSourceFiles(): string[] {
  return bundledWorkspaces.flatMap((workspace) => {
    const sourceDir = path.join(repoRoot, workspace, 'src');
    return fs
      .readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(sourceDir, file));
  });
}

/** Value imports and re-exports of react-router and react-router-dom; type-only ones vanish at build. */
function routerImports(file: string): RouterImport[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const imports: RouterImport[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
    if (!/^react-router(-dom)?(\/|$)/.test(from)) continue;
    const names: string[] = [];
    if (isImport) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    } else {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) names.push('*');
      else for (const element of clause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
    imports.push({ file: path.relative(repoRoot, file), from, names });
  }
  return imports;
}

const imports = bundledSourceFiles().flatMap(routerImports);

test('every name the front ends import from react-router-dom is in the shared copy', () => {
  const shared = new Set(Object.keys(sharedReactRouterDom));
  const missing = imports
    .filter(({ from }) => from === 'react-router-dom')
    .flatMap(({ file, names }) => names.filter((name) => !shared.has(name)).map((name) => `${file}: ${name}`));
  // Add a missing name to shared/mf/src/sharedReactRouterDom.ts, and deploy the shell before the remote.
  expect(missing).toEqual([]);
  expect(imports.length).toBeGreaterThan(0);
});

test('no front end imports react-router itself, which is not shared and would be a second router', () => {
  const direct = imports.filter(({ from }) => from !== 'react-router-dom').map(({ file, from }) => `${file}: ${from}`);
  expect(direct).toEqual([]);
});
