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
import { readFileSync, writeFileSync, mkdirSync, copyFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });

const GLOBAL = 'Competitieleider';
const entry = join(root, 'src/gas/main.ts');
const loader = join(root, 'src/gas/onDemand.ts');
/** The parts loaded on demand (src/gas/onDemand.ts): each one's file in the project (dist/<file>.html) and its entry. */
const PARTS = [
  { file: 'OnDemand', entry: join(root, 'src/gas/onDemandPart.ts') },
  { file: 'Draw', entry: join(root, 'src/gas/drawPart.ts') },
];
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
      contents: 'export const nl = {}; export const en = {};',
      loader: 'js',
    }));
  },
};

/**
 * A part loaded on demand (src/gas/onDemand.ts says what it is and why): its
 * modules are the `export * as NAME from './module'` lines of its entry, its
 * texts the `import * as texts from '../i18n/...'` line. Adds `modules`
 * (absolute path of the module → NAME) and `texts` (absolute path) to the part.
 */
function readPart(part) {
  const text = readFileSync(part.entry, 'utf8');
  const modules = new Map();
  for (const m of text.matchAll(/^export \* as (\w+) from '([^']+)';$/gm))
    modules.set(join(dirname(part.entry), `${m[2]}.ts`), m[1]);
  if (modules.size === 0) throw new Error(`${part.entry}: no module of the part found`);
  const texts = /^import \* as texts from '([^']+)';$/m.exec(text);
  if (!texts) throw new Error(`${part.entry}: no \`import * as texts from '../i18n/...'\` of the part's texts`);
  return { ...part, modules, texts: join(dirname(part.entry), `${texts[1]}.ts`) };
}

/**
 * dist/Code.js without the parts: each module of a part is replaced by stubs
 * with its export names that load that part on their first call (onDemandPart
 * in src/gas/onDemand.ts), and each part's texts by an empty catalogue. A
 * part's `shared` (module → the names the part uses of it, or '*') becomes the
 * object passed to it, each module under its index in `shared`
 * (dist/<file>.shared.json lists them).
 */
function withoutParts(parts, exportsOf, sharedOf) {
  const partOf = new Map(parts.flatMap((p) => [...p.modules.keys()].map((m) => [m, p])));
  const texts = new Set(parts.map((p) => p.texts));
  return {
    name: 'without-parts',
    setup(build) {
      // Relative imports of src/, and the absolute ones of the shared objects below.
      build.onResolve({ filter: /^\.{0,2}\// }, (args) => {
        const file = args.path.startsWith('/') ? args.path : `${join(args.resolveDir, args.path)}.ts`;
        if (texts.has(file)) return { path: file, namespace: 'empty-catalog' };
        return partOf.has(file) ? { path: file, namespace: 'on-demand-stub' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'on-demand-stub' }, (args) => {
        const part = partOf.get(args.path);
        const name = part.modules.get(args.path);
        const lines = [
          `import { onDemandPart } from ${JSON.stringify(loader)};`,
          `import { SHARED } from ${JSON.stringify(`on-demand-shared:${part.file}`)};`,
          // One small function per export: the minified stub of each is a few bytes.
          `const stub = (f) => function () { return onDemandPart(${JSON.stringify(part.file)}, SHARED)[${JSON.stringify(name)}][f].apply(this, arguments); };`,
          ...exportsOf.get(args.path).map((f) => `export const ${f} = stub(${JSON.stringify(f)});`),
        ];
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
      build.onResolve({ filter: /^on-demand-shared:/ }, (args) => ({
        path: args.path.slice('on-demand-shared:'.length),
        namespace: 'on-demand-shared',
      }));
      build.onLoad({ filter: /.*/, namespace: 'on-demand-shared' }, (args) => {
        const shared = sharedOf.get(args.path) ?? new Map();
        const imports = [];
        const entries = [];
        [...shared.entries()].forEach(([file, names], i) => {
          const from = JSON.stringify(join(root, file));
          if (names === '*') {
            imports.push(`import * as m${i} from ${from};`);
            entries.push(`${i}: m${i}`);
          } else {
            imports.push(`import { ${names.map((n, j) => `${n} as m${i}_${j}`).join(', ')} } from ${from};`);
            entries.push(`${i}: { ${names.map((n, j) => `${n}: m${i}_${j}`).join(', ')} }`);
          }
        });
        return {
          contents: `${imports.join('\n')}\nexport const SHARED = { ${entries.join(', ')} };`,
          loader: 'js',
          resolveDir: root,
        };
      });
    },
  };
}

/**
 * The on-demand part's imports of modules that are in dist/Code.js (`everyday`,
 * paths relative to the root) are not bundled again: `discover` leaves them
 * external (to learn which names the part uses), the real build reads each
 * from the object dist/Code.js passes in (`shared_`).
 */
function fromCodeJs(everyday, discover, shared = new Map()) {
  const index = new Map([...shared.keys()].map((file, i) => [file, i]));
  return {
    name: 'from-code-js',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.inner) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { inner: true },
        });
        if (found.errors.length > 0) return { errors: found.errors };
        const file = relative(root, found.path).split('\\').join('/');
        if (!everyday.has(file)) return { path: found.path, namespace: found.namespace };
        return discover ? { path: `shared:${file}`, external: true } : { path: file, namespace: 'shared-module' };
      });
      build.onLoad({ filter: /.*/, namespace: 'shared-module' }, (args) => {
        if (!index.has(args.path)) throw new Error(`${args.path}: not among the modules dist/Code.js shares`);
        return { contents: `module.exports = shared_[${index.get(args.path)}];`, loader: 'js' };
      });
    },
  };
}

/** The names an ES module text imports (or re-exports) from each `shared:` module; '*' for a whole namespace. */
function sharedNames(esm) {
  const shared = new Map();
  const add = (file, names) => {
    const had = shared.get(file);
    if (had === '*' || names === '*') shared.set(file, '*');
    else shared.set(file, [...new Set([...(had ?? []), ...names])].sort());
  };
  for (const m of esm.matchAll(/^(?:import|export)\s+([\s\S]*?)\s+from\s+"shared:([^"]+)";/gm)) {
    const what = m[1].trim();
    if (what.startsWith('{'))
      add(
        m[2],
        what
          .slice(1, -1)
          .split(',')
          .map((s) => s.trim().split(/\s+as\s+/)[0])
          .filter(Boolean),
      );
    else add(m[2], '*');
  }
  for (const m of esm.matchAll(/^import\s+"shared:([^"]+)";/gm)) if (!shared.has(m[1])) shared.set(m[1], []);
  return shared;
}

/**
 * The source files with code in a build's output (esbuild's metafile): a
 * module that was read but contributes nothing (types, unused exports) is not
 * in the bundle, and the on-demand part bundles it itself if it needs it.
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
  const parts = PARTS.map(readPart);
  const exportsOf = new Map();
  for (const part of parts)
    for (const file of part.modules.keys()) {
      if (exportsOf.has(file)) throw new Error(`${file}: a module of two parts`);
      exportsOf.set(file, await exportNames(file));
    }
  const codeOptions = (sharedOf) => ({
    ...appsScriptOptions,
    entryPoints: [entry],
    format: 'iife',
    globalName: GLOBAL,
    minify: true,
    sourcemap: 'external',
    plugins: [withoutCommandLineTexts, withoutParts(parts, exportsOf, sharedOf)],
    outfile: join(dist, 'Code.js'),
    // The header goes in through esbuild so that the source map counts its line.
    banner: { js: '// Competitieleider: built by scripts/build.mjs from src/ — do not edit.' },
    legalComments: 'inline',
  });
  // 1. Which modules dist/Code.js holds; 2. which of their names each part uses; 3. all bundles.
  const first = await esbuild.build({ ...codeOptions(new Map()), sourcemap: false });
  const everyday = new Set(bundled(first));
  // What a part takes from dist/Code.js: its modules, and another part's through dist/Code.js's stubs.
  const fromCode = (part) =>
    new Set([
      ...everyday,
      ...parts.filter((p) => p !== part).flatMap((p) => [...p.modules.keys()].map((m) => relative(root, m))),
    ]);
  const sharedOf = new Map();
  for (const part of parts) {
    const discovered = await esbuild.build({
      ...appsScriptOptions,
      entryPoints: [part.entry],
      format: 'esm',
      outdir: join(dist, '.esm'),
      plugins: [fromCodeJs(fromCode(part), true)],
      logLevel: 'silent',
    });
    sharedOf.set(part.file, sharedNames(discovered.outputFiles[0].text));
  }
  const result = await esbuild.build(codeOptions(sharedOf));
  const built = [];
  for (const part of parts) {
    const output = await esbuild.build({
      ...appsScriptOptions,
      entryPoints: [part.entry],
      format: 'iife',
      globalName: 'part',
      minify: true,
      sourcemap: 'external',
      plugins: [fromCodeJs(fromCode(part), false, sharedOf.get(part.file))],
      outfile: join(dist, `${part.file}.html`),
      // One function expression: onDemandPart (src/gas/onDemand.ts) evaluates it and calls it with dist/Code.js's modules.
      banner: { js: '(function (shared_) {' },
      footer: { js: `return part;\n})\n//# sourceURL=${part.file}` },
      legalComments: 'inline',
    });
    built.push({ part, output, inputs: bundled(output) });
  }
  // A module no part takes from dist/Code.js is in the part that needs it: in one only.
  const holder = new Map();
  for (const { part, inputs } of built)
    for (const file of inputs) {
      if (holder.has(file))
        throw new Error(`${file}: bundled in both dist/${holder.get(file)}.html and dist/${part.file}.html`);
      holder.set(file, part.file);
    }

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

  for (const { part, output, inputs } of built) {
    const partJs = output.outputFiles.find((f) => f.path.endsWith('.html'));
    const partMap = output.outputFiles.find((f) => f.path.endsWith('.map'));
    const partText = partJs.text.replace(/\n\/\/# sourceMappingURL=.*\n(?=return part;)/, '\n');
    if (partText.includes('<?'))
      throw new Error(`dist/${part.file}.html holds "<?", which a template would read as a scriptlet`);
    writeFileSync(join(dist, `${part.file}.html`), partText);
    writeFileSync(join(dist, `${part.file}.html.map`), partMap.text);
    writeFileSync(join(dist, `${part.file}.inputs.json`), JSON.stringify(inputs, null, 1) + '\n');
    const shared = sharedOf.get(part.file);
    writeFileSync(join(dist, `${part.file}.shared.json`), JSON.stringify(Object.fromEntries(shared), null, 1) + '\n');
  }
  copyFileSync(join(root, 'appsscript.json'), join(dist, 'appsscript.json'));
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
