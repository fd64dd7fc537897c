#!/usr/bin/env node
/**
 * `npm run push` / `push:test` / `push:production`: the add-on into an Apps Script project, only after the
 * type check, the build and the bundle tests (tests/bundle: dist/Code.js on the emulated Sheets) pass.
 * Which project: a clasp project file next to package.json, not committed (.gitignore), holding the script
 * id and `"rootDir": "dist"` (.clasp.json.example):
 *   npm run push              .clasp.json             (the project `clasp create` made)
 *   npm run push:test         .clasp.test.json        (the project the club tries a version in)
 *   npm run push:production   .clasp.production.json  (the published add-on); only from a clean checkout,
 *                             so that what is pushed is a commit
 * `--force`: the project's manifest is replaced by ours (appsscript.json). `--dry-run` prints the steps.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const PROJECT_FILES = { default: '.clasp.json', test: '.clasp.test.json', production: '.clasp.production.json' };

/**
 * The steps of a push to a target, or why it cannot start: the project file is missing or has no script id,
 * or (production) the checkout has changes not committed.
 */
export function plan(target, { dir = root, dirty = () => false } = {}) {
  const name = PROJECT_FILES[target];
  if (!name) return { error: `unknown target ${target}: one of ${Object.keys(PROJECT_FILES).join(', ')}` };
  const file = join(dir, name);
  if (!existsSync(file))
    return {
      error: `${name} is missing: copy .clasp.json.example to ${name} and put the script id of the ${target === 'default' ? '' : `${target} `}project in it (README, Deploying).`,
    };
  let project;
  try {
    project = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { error: `${name} is not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (typeof project.scriptId !== 'string' || project.scriptId === '' || project.scriptId.startsWith('PUT-'))
    return { error: `${name} has no script id ("scriptId")` };
  if (project.rootDir !== 'dist') return { error: `${name}: "rootDir" must be "dist" (what the build writes)` };
  if (target === 'production' && dirty())
    return { error: 'production is pushed from a clean checkout only: commit or stash the changes first' };
  return {
    steps: [
      ['npm', 'run', '-s', 'typecheck'],
      [process.execPath, 'scripts/build.mjs'],
      [process.execPath, 'node_modules/jest/bin/jest.js', 'tests/bundle'],
      [process.execPath, 'node_modules/@google/clasp/build/src/index.js', '-P', name, 'push', '--force'],
    ],
  };
}

function dirty() {
  try {
    return (
      execFileSync('git', ['status', '--porcelain'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() !== ''
    );
  } catch {
    return true;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const target = args.find((a) => !a.startsWith('-')) ?? 'default';
  const p = plan(target, { dirty });
  if (p.error) {
    console.error(`push: ${p.error}`);
    process.exit(1);
  }
  for (const [i, [command, ...rest]] of p.steps.entries()) {
    console.log(`push: ${[command === process.execPath ? 'node' : command, ...rest].join(' ')}`);
    if (args.includes('--dry-run')) continue;
    const run = spawnSync(command, rest, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    if (run.status !== 0) {
      const last = i === p.steps.length - 1;
      console.error(`push: stopped (${rest.join(' ')} failed)${last ? '' : ': nothing pushed'}`);
      process.exit(1);
    }
  }
}
