/**
 * A program fault's stack from the minified bundle names places in src/ when it is shown
 * (run `node scripts/build.mjs` first when running this file alone).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceStack } from '../../src/cli/stack';
import { ROOT } from '../support/tmp';

const BUNDLE = join(ROOT, 'dist', 'cli', 'main.js');

/** The 1-based line and column in the bundle of the first occurrence of `text`. */
function placeOf(text: string): { line: number; column: number } {
  const lines = readFileSync(BUNDLE, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return { line: line + 1, column: lines[line]!.indexOf(text) + 1 };
}

test('a frame in the bundle gets the place in src/ it was built from, the other frames stay as they are', () => {
  // The message key of "the workbook is busy" is written in one place: cli/run.ts.
  const { line, column } = placeOf('"cliBusy"');
  const stack = ['Error: x', `    at a (${BUNDLE}:${line}:${column})`, '    at readFileSync (node:fs:478:19)'].join(
    '\n',
  );
  const mapped = sourceStack(stack, BUNDLE).split('\n');
  expect(mapped[1]).toMatch(new RegExp(`main\\.js:${line}:${column} = src/cli/run\\.ts:\\d+:\\d+\\)$`));
  const [, source] = /= src\/cli\/run\.ts:(\d+):/.exec(mapped[1]!)!;
  expect(readFileSync(join(ROOT, 'src', 'cli', 'run.ts'), 'utf8').split('\n')[Number(source) - 1]).toContain(
    "'cliBusy'",
  );
  expect(mapped[2]).toBe('    at readFileSync (node:fs:478:19)');
});

test('without a source map next to it the stack is left as it is', () => {
  const stack = 'Error: x\n    at a (/nowhere/main.js:1:2)';
  expect(sourceStack(stack, '/nowhere/main.js')).toBe(stack);
});
