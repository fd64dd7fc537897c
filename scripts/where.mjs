// `npm run where -- [FILE:]LINE:COLUMN [...]`: maps a position in one of the two
// bundles back to src/ with the source map the build writes beside it. An Apps
// Script error report names the file: `at x (Code:2:12345)` for dist/Code.js,
// `at y (OnDemand:2:345)` for the on-demand part dist/OnDemand.html, `Draw:2:345`
// for dist/Draw.html (a part's `//# sourceURL=` names it when it is evaluated); a bare LINE:COLUMN
// is in dist/Code.js. Node's own SourceMap reader; no dependency.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The bundles by the name an error report gives them, with their source maps. */
const BUNDLES = { Code: 'Code.js.map', OnDemand: 'OnDemand.html.map', Draw: 'Draw.html.map' };
const maps = new Map();

function mapOf(bundle) {
  if (!maps.has(bundle)) {
    const file = join(root, 'dist', BUNDLES[bundle]);
    maps.set(bundle, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined);
  }
  return maps.get(bundle);
}

/** 1-based line and column of a bundle → the source position (1-based), or undefined in generated code (the footer, the part's wrapper). */
export function where(line, column, bundle = 'Code') {
  const entry = mapOf(bundle)?.findEntry(line - 1, column - 1);
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
      'usage: npm run where -- [Code:|OnDemand:|Draw:]LINE:COLUMN ...   (positions in dist/Code.js, dist/OnDemand.html or dist/Draw.html, e.g. from "Code:2:12345")\n',
    );
    process.exitCode = 2;
  }
  for (const arg of args) {
    const m = /(?:\b(Code|OnDemand|Draw)(?:\.js|\.html)?:)?(\d+):(\d+)\s*\)?$/.exec(arg);
    const bundle = m?.[1] ?? 'Code';
    const found = m ? where(Number(m[2]), Number(m[3]), bundle) : undefined;
    process.stdout.write(
      found
        ? `${arg} → ${found.source}:${found.line}:${found.column}\n`
        : `${arg} → (not in the bundled source: ${bundle === 'Code' ? 'the generated entry points' : "the part's wrapper"})\n`,
    );
  }
}
