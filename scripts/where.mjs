// `npm run where -- LINE:COLUMN [...]`: maps a position in dist/Code.js (as an
// Apps Script error report gives it, `at x (Code:2:12345)`) back to src/ with
// dist/Code.js.map, which the build writes beside the bundle. Node's own
// SourceMap reader; no dependency.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const map = new SourceMap(JSON.parse(readFileSync(join(root, 'dist', 'Code.js.map'), 'utf8')));

/** 1-based line and column of the bundle → the source position (1-based), or undefined in the generated footer. */
export function where(line, column) {
  const entry = map.findEntry(line - 1, column - 1);
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
      'usage: npm run where -- LINE:COLUMN [LINE:COLUMN ...]   (positions in dist/Code.js, e.g. from "Code:2:12345")\n',
    );
    process.exitCode = 2;
  }
  for (const arg of args) {
    const m = /(\d+):(\d+)\s*\)?$/.exec(arg);
    const found = m ? where(Number(m[1]), Number(m[2])) : undefined;
    process.stdout.write(
      found
        ? `${arg} → ${found.source}:${found.line}:${found.column}\n`
        : `${arg} → (not in the bundled source: the generated entry points)\n`,
    );
  }
}
