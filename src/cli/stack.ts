/**
 * A program fault's stack as places in src/: the command line runs a minified
 * bundle (dist/cli/main.js, smaller to load at every start), so its frames
 * name `main.js:1:23456`. Only when the stack is shown (COMPETITIELEIDER_DEBUG)
 * is the bundle's source map read and each such frame given its place in the
 * source: no start pays for source maps (`--enable-source-maps` would).
 */
import { readFileSync } from 'node:fs';
import type { SourceMap } from 'node:module';
import { dirname, join, relative } from 'node:path';

/** `stack` with every frame in `bundle` followed by its source place (`src/cli/run.ts:12:5`); as it was without a map. */
export function sourceStack(stack: string, bundle: string): string {
  let map: SourceMap;
  try {
    // node:module on first use: no other start loads it.
    const { SourceMap: Map } = require('node:module') as typeof import('node:module');
    map = new Map(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
  } catch {
    // No map next to the program (the tests run the sources themselves): the stack as it is.
    return stack;
  }
  return stack.replace(/([^\s()]+):(\d+):(\d+)/g, (whole, file: string, line: string, column: string) => {
    if (file !== bundle) return whole;
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as Partial<{
      originalSource: string;
      originalLine: number;
      originalColumn: number;
    }>;
    if (entry.originalSource === undefined || entry.originalLine === undefined) return whole;
    const source = relative(join(dirname(bundle), '..', '..'), join(dirname(bundle), entry.originalSource));
    return `${whole} = ${source}:${entry.originalLine + 1}:${(entry.originalColumn ?? 0) + 1}`;
  });
}
