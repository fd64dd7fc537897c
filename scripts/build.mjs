// Build: the Apps Script bundle (dist/Code.js + dist/appsscript.json [+ html]),
// the command line (dist/cli.js, which loads dist/cli/main.js) and the
// benchmark (dist/bench.js).
//
// Apps Script can only call top-level function declarations, and esbuild drops
// comments, so the bundle is an IIFE (global `Competitieleider`) followed by a
// generated footer: one `function name() {...}` per export of src/gas/main.ts,
// for custom functions with their JSDoc block copied from the source so Sheets
// shows their help and autocomplete; and one per menu item of the action
// catalogue (src/actions/catalogue.ts), calling menuItem_ with its id.
//
// The IIFE is minified (every execution in Apps Script loads the whole file
// cold: less to parse is a faster click and a faster custom-function cell); the
// footer is not, so the entry points keep their names and the custom functions
// their help. dist/Code.js.map maps an error report's `Code:LINE:COLUMN` back
// to src/ (`npm run where -- 1:23456`); it stays local (.claspignore).
import * as esbuild from 'esbuild';
import { readFileSync, writeFileSync, mkdirSync, copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });

const GLOBAL = 'Competitieleider';
const entry = join(root, 'src/gas/main.ts');
const catalogue = join(root, 'src/actions/catalogue.ts');

/** The menu items of the catalogue: [menu function, entry id], read by loading the catalogue in node (it is pure). */
async function menuItems() {
  const result = await esbuild.build({
    entryPoints: [catalogue],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', result.outputFiles[0].text)(
    module,
    module.exports,
    createRequire(catalogue),
  );
  return module.exports.CATALOGUE.filter((e) => e.menu !== false).map((e) => [e.menuFunction, e.id]);
}

/** The export names of a module, from an ESM metafile. */
async function exportNames(file) {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: join(dist, '.esm'),
    platform: 'neutral',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  const out = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  return out.exports.slice().sort();
}

/** JSDoc blocks of `@customfunction`s: name → { doc, params }. */
function customFunctionDocs() {
  const docs = new Map();
  const dir = join(root, 'src/gas');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const re = /(\/\*\*(?:(?!\*\/)[\s\S])*?@customfunction[\s\S]*?\*\/)\s*export function (\w+)\s*\(([^)]*)\)/g;
    for (const m of text.matchAll(re)) {
      const params = m[3]
        .split(',')
        .map((p) =>
          p
            .trim()
            .replace(/[?]?\s*:.*$/, '')
            .replace(/\?$/, ''),
        )
        .filter(Boolean);
      docs.set(m[2], { doc: m[1], params });
    }
  }
  return docs;
}

/**
 * The command line's texts (src/i18n/cli.ts, cliFiles.ts) stay out of the Apps
 * Script bundles: src/i18n/index.ts imports them for everyone (one typed
 * catalog), and here those imports resolve to an empty catalog. Only src/cli renders
 * those keys, and no src/cli module is in the bundle (tests/bundle checks both
 * with dist/Code.inputs.json).
 */
const withoutCommandLineTexts = {
  name: 'without-command-line-texts',
  setup(build) {
    build.onResolve({ filter: /^\.\/cli(Files)?$/ }, (args) =>
      args.importer === join(root, 'src/i18n/index.ts') ? { path: 'cli-texts', namespace: 'empty-catalog' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty-catalog' }, () => ({
      contents: 'export const nl = () => ({}); export const en = nl;',
      loader: 'js',
    }));
  },
};

/**
 * The source files with code in a build's output (esbuild's metafile): a
 * module that was read but contributes nothing (types, unused exports) is not
 * in the bundle.
 */
function bundled(result) {
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
  return Object.entries(output.inputs)
    .filter(([file, { bytesInOutput }]) => bytesInOutput > 0 && !file.includes(':'))
    .map(([file]) => file)
    .sort();
}

const appsScriptOptions = {
  bundle: true,
  target: 'es2020',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  charset: 'utf8',
  write: false,
  metafile: true,
  logLevel: 'warning',
};

async function buildAppsScript() {
  const names = await exportNames(entry);
  const docs = customFunctionDocs();
  const menus = await menuItems();
  const result = await esbuild.build({
    ...appsScriptOptions,
    entryPoints: [entry],
    format: 'iife',
    globalName: GLOBAL,
    minify: true,
    sourcemap: 'external',
    plugins: [withoutCommandLineTexts],
    outfile: join(dist, 'Code.js'),
    // The header goes in through esbuild so that the source map counts its line.
    banner: { js: '// Competitieleider: built by scripts/build.mjs from src/ — do not edit.' },
    legalComments: 'inline',
  });

  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
  let code = js.text.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
  const footer = ['', '// ---- Entry points: top-level functions Apps Script can call by name ----', ''];
  for (const name of names) {
    const cf = docs.get(name);
    if (cf) {
      const params = cf.params.join(', ');
      footer.push(cf.doc, `function ${name}(${params}) {`, `  return ${GLOBAL}.${name}(${params});`, '}', '');
    } else {
      footer.push(`function ${name}() {`, `  return ${GLOBAL}.${name}.apply(this, arguments);`, '}', '');
    }
  }
  footer.push('// ---- Menu items of the action catalogue ----', '');
  for (const [fn, id] of menus) {
    if (names.includes(fn)) throw new Error(`${fn}: both an export of src/gas/main.ts and a catalogue menu item`);
    footer.push(`function ${fn}() {`, `  return ${GLOBAL}.menuItem_(${JSON.stringify(id)});`, '}', '');
  }
  code = `${code}\n${footer.join('\n')}`;
  writeFileSync(join(dist, 'Code.js'), code);
  writeFileSync(join(dist, 'Code.js.map'), map.text);
  writeFileSync(join(dist, 'Code.inputs.json'), JSON.stringify(bundled(result), null, 1) + '\n');

  copyFileSync(join(root, 'appsscript.json'), join(dist, 'appsscript.json'));
  // The parts an older build loaded on demand: gone, so that `clasp push` (which takes dist/*.html) does not push them.
  for (const stale of ['OnDemand', 'Draw'])
    for (const ext of ['.html', '.html.map', '.inputs.json', '.shared.json'])
      rmSync(join(dist, stale + ext), { force: true });
  // The views (dist/sidebar.html, dist/wizard.html) are part of the add-on: no bundle without them.
  await (await import(join(root, 'scripts/build-html.mjs'))).buildHtml({ root, dist });
}

async function buildNode(entryFile, outFile, more = {}) {
  if (!existsSync(join(root, entryFile))) return;
  await esbuild.build({
    entryPoints: [join(root, entryFile)],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile: join(dist, outFile),
    charset: 'utf8',
    sourcemap: 'linked',
    logLevel: 'warning',
    ...more,
  });
}

/**
 * The libraries every workbook command of a CSV folder runs (the lock and the
 * CSV reader, with what they import) go inside the command line's bundle:
 * loaded from node_modules they cost about twice as much at every start
 * (resolving and reading each file, no code cache). Every other package stays
 * a plain require from node_modules, loaded when it is used.
 */
const INLINED = new Set(['proper-lockfile', 'papaparse']);
const inlineStartLibraries = {
  name: 'inline-start-libraries',
  setup(build) {
    // proper-lockfile's fs is Node's own: graceful-fs adds retries for opening files and reading folders when
    // too many are open and for renames on Windows, none of which the lock makes (mkdir, stat, utimes, rmdir),
    // and patches fs.close for the whole process when it loads.
    build.onResolve({ filter: /^graceful-fs$/ }, () => ({ path: 'fs', external: true }));
    // signal-exit (proper-lockfile's, which removes a lock when the command is stopped) loads node:assert for
    // its one check, `assert.equal(typeof cb, 'function', …)`: about 3 ms of every start, as much as the lock
    // itself. Here that check is the same comparison without the module.
    build.onResolve({ filter: /^assert$/ }, (args) =>
      /[\\/]signal-exit[\\/]/.test(args.importer) ? { path: 'assert', namespace: 'plain-assert' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'plain-assert' }, () => ({
      contents: `exports.equal = (actual, expected, message) => {
  if (actual != expected) throw Object.assign(new Error(message), { name: 'AssertionError', code: 'ERR_ASSERTION' });
};`,
      loader: 'js',
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      const fromInlined = /[\\/]node_modules[\\/]/.test(args.importer);
      return INLINED.has(name) || fromInlined ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * The command line: the program in dist/cli/main.js, and dist/cli.js that
 * loads it through a V8 code cache (src/cli/codeCache.ts) named by the
 * program's content hash, so a rebuilt program never meets an old cache.
 */
async function buildCommandLine() {
  // Minified and ASCII (every other character escaped): less to read, a one-byte string, a smaller code cache
  // at each start. A program fault's stack is mapped back to src/ when it is shown (src/cli/stack.ts).
  await buildNode('src/cli/bin.ts', 'cli/main.js', {
    packages: undefined,
    plugins: [inlineStartLibraries],
    charset: 'ascii',
    minify: true,
    // The file is the function the loader runs (src/cli/codeCache.ts): wrapped there, the program's text would be
    // there twice (the file's and the wrapped copy), half a megabyte more of young objects at every start, and its
    // first line's columns would not be the source map's.
    banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
    footer: { js: '})' },
  });
  // esbuild keeps some comments (a class member's doc) as written: escaped too, so the whole file is ASCII.
  const main = join(dist, 'cli', 'main.js');
  const text = readFileSync(main, 'utf8');
  const ascii = text.replace(/[^\0-\x7f]/gu, (ch) => `\\u{${ch.codePointAt(0).toString(16)}}`);
  if (ascii !== text) writeFileSync(main, ascii);
  const hash = createHash('sha256').update(ascii).digest('hex').slice(0, 16);
  await buildNode('src/cli/codeCache.ts', 'cli.js', { define: { CLI_BUNDLE_HASH: JSON.stringify(hash) } });
}

await buildAppsScript();
await buildCommandLine();
await buildNode('bench/main.ts', 'bench.js');
await buildNode('bench/cold.ts', 'bench/cold.js');
await buildNode('scripts/make-examples.ts', 'make-examples.js');
