/**
 * The pre-commit hook: scripts/hooks.mjs (run by `npm ci` through `prepare`) points git at .githooks in a
 * checkout and never fails elsewhere (no checkout, CI, hooks of the checkout's own); scripts/pre-commit.mjs
 * checks the staged files as staged: formatted as prettier would, clean under eslint.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir } from '../support/tmp';

function git(dir: string, ...args: string[]): string {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir, encoding: 'utf8' });
  return r.stdout.trim();
}

/** A folder with the given files of the repository copied in (and a git checkout when `init`). */
function folder(files: string[], init: boolean): string {
  const dir = tempDir();
  for (const f of files) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    copyFileSync(join(ROOT, f), join(dir, f));
  }
  if (init) git(dir, 'init', '-q');
  return dir;
}

function node(dir: string, script: string, env: Record<string, string | undefined> = {}) {
  const clean = { ...process.env, GIT_CEILING_DIRECTORIES: join(dir, '..'), CI: undefined, ...env };
  const r = spawnSync(process.execPath, [join(dir, script)], {
    cwd: dir,
    encoding: 'utf8',
    env: clean as NodeJS.ProcessEnv,
  });
  return { status: r.status, out: (r.stdout + r.stderr).trim() };
}

const HOOK_FILES = ['scripts/hooks.mjs', '.githooks/pre-commit'];

describe('installing the hooks (prepare)', () => {
  test('in a checkout: core.hooksPath becomes .githooks; a second run says it already is', () => {
    const dir = folder(HOOK_FILES, true);
    expect(node(dir, 'scripts/hooks.mjs')).toEqual({
      status: 0,
      out: 'git hooks: installed, core.hooksPath = .githooks',
    });
    expect(git(dir, 'config', '--get', 'core.hooksPath')).toBe('.githooks');
    expect(node(dir, 'scripts/hooks.mjs').out).toBe('git hooks: already .githooks');
  });

  test('outside a checkout (a tarball, a package install) it says so and succeeds', () => {
    expect(node(folder(HOOK_FILES, false), 'scripts/hooks.mjs')).toEqual({
      status: 0,
      out: 'git hooks: not a git checkout',
    });
  });

  test('in CI nothing is installed', () => {
    const dir = folder(HOOK_FILES, true);
    expect(node(dir, 'scripts/hooks.mjs', { CI: 'true' })).toEqual({ status: 0, out: 'git hooks: CI: no hooks' });
    expect(git(dir, 'config', '--get', 'core.hooksPath')).toBe('');
  });

  test('hooks of the checkout elsewhere are left as they are, with how to switch', () => {
    const dir = folder(HOOK_FILES, true);
    git(dir, 'config', 'core.hooksPath', '.husky');
    expect(node(dir, 'scripts/hooks.mjs').out).toBe(
      'git hooks: core.hooksPath is .husky: left as it is (git config core.hooksPath .githooks)',
    );
    expect(git(dir, 'config', '--get', 'core.hooksPath')).toBe('.husky');
  });
});

describe('the pre-commit check of the staged files', () => {
  /** A checkout with the house's format and lint configuration and the given file staged. */
  function staged(name: string, text: string): string {
    const dir = folder(['scripts/pre-commit.mjs', '.prettierrc.json', '.prettierignore', 'eslint.config.mjs'], true);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['*.ts'] }),
    );
    writeFileSync(join(dir, name), text);
    git(dir, 'add', name);
    return dir;
  }

  test('formatted and clean staged files pass', () => {
    expect(node(staged('a.ts', 'export const a = 1;\n'), 'scripts/pre-commit.mjs')).toEqual({ status: 0, out: '' });
  });

  test('a staged file prettier would change fails, named with the command that fixes it', () => {
    const r = node(staged('a.ts', 'export const  a = "1"\n'), 'scripts/pre-commit.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toContain('Not formatted (npx prettier --write a.ts, then git add):\n  a.ts');
  });

  test('a lint error in a staged file fails with its line', () => {
    const r = node(staged('a.ts', 'const unused = 1;\nexport const a = 1;\n'), 'scripts/pre-commit.mjs');
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/a\.ts\s+1:7\s+error\s+'unused' is assigned a value but never used/);
  });

  test('what is checked is the staged text: a fix in the working tree that is not added does not count', () => {
    const dir = staged('a.ts', 'export const  a = 1\n');
    writeFileSync(join(dir, 'a.ts'), 'export const a = 1;\n');
    expect(node(dir, 'scripts/pre-commit.mjs').status).toBe(1);
    git(dir, 'add', 'a.ts');
    expect(node(dir, 'scripts/pre-commit.mjs').status).toBe(0);
  });

  test('files outside its reach (Markdown, data) are not checked', () => {
    expect(node(staged('notes.md', '#  messy   markdown\n'), 'scripts/pre-commit.mjs').status).toBe(0);
  });
});
