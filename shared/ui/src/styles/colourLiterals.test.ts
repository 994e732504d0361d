// tokens.css is the one place colours live (issue 22): a colour written anywhere else in the front
// ends does not follow the reader's theme. And every colour token a front end names must exist, or
// its colour silently falls back to the browser's default in both themes.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../../..');
const COLOUR_LITERAL = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]+\)/g;
const TOKENS = 'shared/ui/src/styles/tokens.css';

/** The front ends' source folders: the shell's, every remote's and the shared UI packages' (the build config aside). */
function sourceFolders(): string[] {
  const remotes = fs.readdirSync(repoRoot).filter((entry) => entry.startsWith('mfe-'));
  const shared = fs.readdirSync(path.join(repoRoot, 'shared')).filter((entry) => entry !== 'mf' && entry !== 'testing');
  return ['shell/src', ...remotes.map((remote) => `${remote}/src`), ...shared.map((name) => `shared/${name}/src`)];
}

function sourceFiles(folder: string): string[] {
  const absolute = path.join(repoRoot, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs.readdirSync(absolute, { recursive: true, encoding: 'utf8' }).map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

it('finds colours only in tokens.css', () => {
  const found: Record<string, number> = {};
  for (const file of sourceFolders().flatMap(sourceFiles)) {
    if (file === TOKENS || !/\.(css|tsx?|html)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const count = fs.readFileSync(path.join(repoRoot, file), 'utf8').match(COLOUR_LITERAL)?.length ?? 0;
    if (count) found[file] = count;
  }
  expect(found).toEqual({});
});

const TOKEN_NAMES = new Set(fs.readFileSync(path.join(repoRoot, TOKENS), 'utf8').match(/--color-[a-z0-9-]+(?=:)/g));

it.each(sourceFolders().filter((folder) => fs.existsSync(path.join(repoRoot, folder))))('%s colours with tokens that tokens.css defines', (folder) => {
  const named = sourceFiles(folder)
    .filter((file) => /\.(css|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => fs.readFileSync(path.join(repoRoot, file), 'utf8').match(/--color-[a-z0-9-]+/g) ?? []);
  expect(named.filter((token) => !TOKEN_NAMES.has(token))).toEqual([]);
});
