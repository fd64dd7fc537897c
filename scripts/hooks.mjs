#!/usr/bin/env node
/**
 * Installs the repository's git hooks (.githooks/: the pre-commit check of format and lint on the staged
 * files) by pointing `core.hooksPath` at them. Run by `npm ci` / `npm install` (the `prepare` script), so it
 * never fails: outside a git checkout (a tarball, a package install), in CI, without git, or when the
 * checkout already has hooks of its own somewhere else, it says so in one line and leaves everything as it is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOOKS = '.githooks';

/** What installing would do here, and why (exported for the test). */
export function decide({ env, git }) {
  if (env.CI) return { install: false, why: 'CI: no hooks' };
  if (env.COMPETITIELEIDER_NO_HOOKS) return { install: false, why: 'COMPETITIELEIDER_NO_HOOKS is set' };
  const top = git(['rev-parse', '--show-toplevel']);
  if (top === undefined) return { install: false, why: 'not a git checkout' };
  if (resolve(top) !== root) return { install: false, why: `the checkout is ${top}, not this package` };
  const current = git(['config', '--get', 'core.hooksPath']);
  if (current === HOOKS) return { install: false, why: `already ${HOOKS}` };
  if (current !== undefined && current !== '')
    return { install: false, why: `core.hooksPath is ${current}: left as it is (git config core.hooksPath ${HOOKS})` };
  return { install: true, why: `core.hooksPath = ${HOOKS}` };
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const d = existsSync(join(root, HOOKS))
      ? decide({ env: process.env, git })
      : { install: false, why: 'no .githooks' };
    if (d.install && git(['config', 'core.hooksPath', HOOKS]) === undefined)
      console.log('git hooks: not installed (git config failed)');
    else console.log(`git hooks: ${d.install ? 'installed, ' : ''}${d.why}`);
  } catch (e) {
    console.log(`git hooks: not installed (${e instanceof Error ? e.message : String(e)})`);
  }
}
