/**
 * scripts/push.mjs: `npm run push`, `push:test` and `push:production` push only after the type check, the build
 * and the bundle tests, each to the project of its own clasp file; a missing or unfilled file, or a production
 * push from a checkout with changes, stops before anything runs. No Google: the steps are printed (--dry-run).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir } from '../support/tmp';

/** A folder with the script and the given project files, and what `node scripts/push.mjs <args> --dry-run` says. */
function push(files: Record<string, unknown>, ...args: string[]): { status: number | null; out: string } {
  return pushIn(tempDir(), files, ...args);
}

function pushIn(
  dir: string,
  files: Record<string, unknown>,
  ...args: string[]
): { status: number | null; out: string } {
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  copyFileSync(join(ROOT, 'scripts', 'push.mjs'), join(dir, 'scripts', 'push.mjs'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(content));
  const run = spawnSync(process.execPath, [join(dir, 'scripts', 'push.mjs'), ...args, '--dry-run'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CEILING_DIRECTORIES: dir },
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

const PROJECT = { scriptId: '1AbCdEf', rootDir: 'dist' };

describe('npm run push', () => {
  test('type check, build and bundle tests come before clasp, which pushes to the project of .clasp.json', () => {
    const r = push({ '.clasp.json': PROJECT });
    expect(r.status).toBe(0);
    expect(r.out.trim().split('\n')).toEqual([
      'push: npm run -s typecheck',
      'push: node scripts/build.mjs',
      'push: node node_modules/jest/bin/jest.js tests/bundle',
      'push: node node_modules/@google/clasp/build/src/index.js -P .clasp.json push --force',
    ]);
  });

  test('push:test pushes to the project of .clasp.test.json, and only there', () => {
    const r = push({ '.clasp.test.json': PROJECT, '.clasp.json': PROJECT }, 'test');
    expect(r.status).toBe(0);
    expect(r.out).toContain('-P .clasp.test.json push --force');
    expect(r.out).not.toContain('-P .clasp.json ');
  });

  test('a missing project file stops before anything runs, naming the file and what to put in it', () => {
    const r = push({}, 'test');
    expect(r.status).toBe(1);
    expect(r.out).toBe(
      'push: .clasp.test.json is missing: copy .clasp.json.example to .clasp.test.json and put the script id of the test project in it (README, Deploying).\n',
    );
  });

  test('the example file as it is (no script id) or another rootDir than dist is refused', () => {
    expect(push({ '.clasp.json': { scriptId: 'PUT-THE-SCRIPT-ID-HERE', rootDir: 'dist' } }).out).toBe(
      'push: .clasp.json has no script id ("scriptId")\n',
    );
    expect(push({ '.clasp.json': { scriptId: '1AbCdEf', rootDir: '.' } }).status).toBe(1);
  });

  test('production only from a clean checkout (here: not even a git checkout)', () => {
    const r = push({ '.clasp.production.json': PROJECT }, 'production');
    expect(r.status).toBe(1);
    expect(r.out).toBe('push: production is pushed from a clean checkout only: commit or stash the changes first\n');
  });

  test('production from a git checkout: pushed when everything is committed, refused when a file was changed', () => {
    const dir = tempDir();
    const git = (...a: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...a], { cwd: dir, encoding: 'utf8' });
    git('init', '-q');
    writeFileSync(join(dir, '.gitignore'), '.clasp*.json\n');
    writeFileSync(join(dir, 'README.md'), 'A club.\n');
    pushIn(dir, { '.clasp.production.json': PROJECT });
    git('add', '-A');
    git('commit', '-q', '-m', 'init');
    expect(pushIn(dir, {}, 'production').out).toContain('-P .clasp.production.json push --force');
    writeFileSync(join(dir, 'README.md'), 'Changed.\n', { flag: 'a' });
    expect(pushIn(dir, {}, 'production').status).toBe(1);
  });
});
