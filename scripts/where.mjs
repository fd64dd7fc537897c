// `npm run where -- [Code:]LINE:COLUMN [...]`: maps a position in dist/Code.js back to src/ with the source
// map the build writes beside it (dist/Code.js.map). An Apps Script error report names the file:
// `at x (Code:2:12345)`. Node's own SourceMap reader; no dependency.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let map;

function sourceMap() {
  if (map === undefined) {
    const file = join(root, 'dist', 'Code.js.map');
    map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null;
  }
  return map;
}

/** 1-based line and column of dist/Code.js → the source position (1-based), or undefined in generated code (the footer). */
export function where(line, column) {
  const entry = sourceMap()?.findEntry(line - 1, column - 1);
  if (!entry || entry.originalSource === undefined) return undefined;
  const source = entry.originalSource.startsWith('file:')
    ? fileURLToPath(entry.originalSource)
    : join(root, 'dist', entry.originalSource);
  return { source: relative(root, source), line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    process.stderr.write(
      'usage: npm run where -- [Code:]LINE:COLUMN ...   (positions in dist/Code.js, e.g. from "Code:2:12345")\n',
    );
    process.exitCode = 2;
  }
  for (const arg of args) {
    const m = /(?:\bCode(?:\.js)?:)?(\d+):(\d+)\s*\)?$/.exec(arg);
    const found = m ? where(Number(m[1]), Number(m[2])) : undefined;
    process.stdout.write(
      found
        ? `${arg} → ${found.source}:${found.line}:${found.column}\n`
        : `${arg} → (not in the bundled source: the generated entry points)\n`,
    );
  }
}
