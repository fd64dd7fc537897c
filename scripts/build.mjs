// Build: the Apps Script bundle (dist/Code.js + dist/appsscript.json [+ html]),
// the command line (dist/cli.js) and the benchmark (dist/bench.js).
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

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });

const GLOBAL = 'Competitieleider';
const entry = join(root, 'src/gas/main.ts');
const partEntry = join(root, 'src/gas/onDemandPart.ts');
const loader = join(root, 'src/gas/onDemand.ts');
const i18nOnDemand = join(root, 'src/i18n/onDemand.ts');
/** The on-demand part's file in the project: dist/OnDemand.html (src/gas/onDemand.ts). */
const ON_DEMAND = 'OnDemand';
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
 * The on-demand part (src/gas/onDemand.ts says what it is and why): its
 * modules are the `export * as NAME from './module'` lines of its entry,
 * src/gas/onDemandPart.ts. Map: absolute path of the module → NAME.
 */
function partModules() {
  const text = readFileSync(partEntry, 'utf8');
  const modules = new Map();
  for (const m of text.matchAll(/^export \* as (\w+) from '([^']+)';$/gm))
    modules.set(join(dirname(partEntry), `${m[2]}.ts`), m[1]);
  if (modules.size === 0) throw new Error(`${partEntry}: no module of the on-demand part found`);
  return modules;
}

/**
 * dist/Code.js without the on-demand part: each of the part's modules is
 * replaced by stubs with its export names that load the part on their first
 * call (onDemandPart in src/gas/onDemand.ts), and the part's texts
 * (src/i18n/onDemand.ts) by an empty catalogue. `shared` (module → the names
 * the part uses of it, or '*') becomes the object passed to the part, each
 * module under its index in `shared` (dist/OnDemand.shared.json lists them).
 */
function withoutOnDemandPart(modules, exportsOf, shared) {
  return {
    name: 'without-on-demand-part',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const file = `${join(args.resolveDir, args.path)}.ts`;
        if (file === i18nOnDemand) return { path: file, namespace: 'empty-catalog' };
        return modules.has(file) ? { path: file, namespace: 'on-demand-stub' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'on-demand-stub' }, (args) => {
        const name = modules.get(args.path);
        const lines = [
          `import { onDemandPart } from ${JSON.stringify(loader)};`,
          `import { SHARED } from 'on-demand-shared';`,
          // One small function per export: the minified stub of each is a few bytes.
          `const stub = (f) => function () { return onDemandPart(SHARED)[${JSON.stringify(name)}][f].apply(this, arguments); };`,
          ...exportsOf.get(args.path).map((f) => `export const ${f} = stub(${JSON.stringify(f)});`),
        ];
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
      build.onResolve({ filter: /^on-demand-shared$/ }, () => ({ path: 'shared', namespace: 'on-demand-shared' }));
      build.onLoad({ filter: /.*/, namespace: 'on-demand-shared' }, () => {
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
  const modules = partModules();
  const exportsOf = new Map();
  for (const file of modules.keys()) exportsOf.set(file, await exportNames(file));
  const codeOptions = (shared) => ({
    ...appsScriptOptions,
    entryPoints: [entry],
    format: 'iife',
    globalName: GLOBAL,
    minify: true,
    sourcemap: 'external',
    plugins: [withoutCommandLineTexts, withoutOnDemandPart(modules, exportsOf, shared)],
    outfile: join(dist, 'Code.js'),
    // The header goes in through esbuild so that the source map counts its line.
    banner: { js: '// Competitieleider: built by scripts/build.mjs from src/ — do not edit.' },
    legalComments: 'inline',
  });
  // 1. Which modules dist/Code.js holds; 2. which of their names the part uses; 3. both bundles.
  const first = await esbuild.build({ ...codeOptions(new Map()), sourcemap: false });
  const everyday = new Set(bundled(first));
  const discovered = await esbuild.build({
    ...appsScriptOptions,
    entryPoints: [partEntry],
    format: 'esm',
    outdir: join(dist, '.esm'),
    plugins: [fromCodeJs(everyday, true)],
    logLevel: 'silent',
  });
  const shared = sharedNames(discovered.outputFiles[0].text);
  const result = await esbuild.build(codeOptions(shared));
  const part = await esbuild.build({
    ...appsScriptOptions,
    entryPoints: [partEntry],
    format: 'iife',
    globalName: 'part',
    minify: true,
    sourcemap: 'external',
    plugins: [fromCodeJs(everyday, false, shared)],
    outfile: join(dist, `${ON_DEMAND}.html`),
    // One function expression: onDemandPart (src/gas/onDemand.ts) evaluates it and calls it with dist/Code.js's modules.
    banner: { js: '(function (shared_) {' },
    footer: { js: `return part;\n})\n//# sourceURL=${ON_DEMAND}` },
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

  const partJs = part.outputFiles.find((f) => f.path.endsWith('.html'));
  const partMap = part.outputFiles.find((f) => f.path.endsWith('.map'));
  const partText = partJs.text.replace(/\n\/\/# sourceMappingURL=.*\n(?=return part;)/, '\n');
  if (partText.includes('<?'))
    throw new Error(`dist/${ON_DEMAND}.html holds "<?", which a template would read as a scriptlet`);
  writeFileSync(join(dist, `${ON_DEMAND}.html`), partText);
  writeFileSync(join(dist, `${ON_DEMAND}.html.map`), partMap.text);
  writeFileSync(join(dist, `${ON_DEMAND}.inputs.json`), JSON.stringify(bundled(part), null, 1) + '\n');
  writeFileSync(join(dist, `${ON_DEMAND}.shared.json`), JSON.stringify(Object.fromEntries(shared), null, 1) + '\n');
  copyFileSync(join(root, 'appsscript.json'), join(dist, 'appsscript.json'));
  // The views (dist/sidebar.html, dist/wizard.html) are part of the add-on: no bundle without them.
  await (await import(join(root, 'scripts/build-html.mjs'))).buildHtml({ root, dist });
}

async function buildNode(entryFile, outFile) {
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
  });
}

await buildAppsScript();
await buildNode('src/cli/bin.ts', 'cli.js');
await buildNode('bench/main.ts', 'bench.js');
await buildNode('bench/cold.ts', 'bench/cold.js');
await buildNode('scripts/make-examples.ts', 'make-examples.js');
