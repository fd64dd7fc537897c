#!/usr/bin/env node
/**
 * The pre-commit check (.githooks/pre-commit): the staged files, as they are staged (not as the working tree
 * has them), formatted as prettier would (.prettierrc.json, .prettierignore) and clean under eslint
 * (eslint.config.mjs, warnings too). Prints what fails and how to fix it; exits 1 then. A few seconds: eslint
 * builds the type information of the files it lints. Skip once with `git commit --no-verify`.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LINTED = /\.(ts|mjs|js)$/;

const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
const staged = git(['diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z'])
  .split('\0')
  .filter((f) => f !== '');
const text = (file) => git(['show', `:${file}`]);

const failed = [];
const unformatted = [];
for (const file of staged) {
  const path = join(root, file);
  const info = await prettier.getFileInfo(path, { ignorePath: join(root, '.prettierignore') });
  if (info.ignored || info.inferredParser === null) continue;
  const options = (await prettier.resolveConfig(path)) ?? {};
  if (!(await prettier.check(text(file), { ...options, filepath: path }))) unformatted.push(file);
}
if (unformatted.length > 0)
  failed.push(
    `Not formatted (npx prettier --write ${unformatted.join(' ')}, then git add):\n${unformatted.map((f) => `  ${f}`).join('\n')}`,
  );

const eslint = new ESLint({ cwd: root });
const results = [];
for (const file of staged.filter((f) => LINTED.test(f))) {
  const path = join(root, file);
  if (await eslint.isPathIgnored(path)) continue;
  results.push(...(await eslint.lintText(text(file), { filePath: path })));
}
const problems = results.filter((r) => r.errorCount + r.warningCount > 0);
if (problems.length > 0) {
  const formatter = await eslint.loadFormatter('stylish');
  failed.push(`Lint (npx eslint <file>):${await formatter.format(problems)}`);
}

if (failed.length > 0) {
  console.error(failed.join('\n\n'));
  console.error('\npre-commit: fix the staged files above, or commit with --no-verify to skip the check once.');
  process.exit(1);
}
