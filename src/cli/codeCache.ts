/**
 * Entry of dist/cli.js: loads the command line (dist/cli/main.js, built from
 * cli/bin.ts) through a V8 code cache, so that a start after the first one
 * does not compile the bundle again. Node 20 has no module compile cache; a
 * vm.Script takes the bytecode V8 made in an earlier run (`cachedData`).
 *
 * The cache is a file per command in `node_modules/.cache/competitieleider/`
 * of this package, named by the bundle's content hash (put here by the
 * build), the Node version and the processor: another bundle or another Node
 * never meets it. V8 checks its own version and flags too and rejects a cache
 * that does not fit; then it is made again. It is made in two steps, so that
 * no run is slower than one without a cache: a first run saves what it
 * compiled before running (the bundle's top level, cheap to serialise:
 * `<command>.first.bin`); the run after it, which skips that compile, saves
 * everything compiled by its end (the functions the command used too:
 * `<command>.bin`). Written to a temporary file and renamed, only at the end
 * of a run that succeeded; a folder that cannot be written only means no
 * cache, never a failure. Stack traces name dist/cli/main.js as before (a
 * shown one gets its places in src/: cli/stack.ts).
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { codeCacheFolder } from './cacheFolder';

/** The first 16 hex digits of the SHA-256 of dist/cli/main.js (esbuild `define`, scripts/build.mjs). */
declare const CLI_BUNDLE_HASH: string;

const bundle = join(__dirname, 'cli', 'main.js');
const folder = codeCacheFolder(join(__dirname, '..'));

/** The command named on the command line (the cache it uses): the first word that is no option nor the value of --lang. */
function commandWord(argv: readonly string[]): string {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--lang') i++;
    else if (!a.startsWith('-')) return /^[a-z][a-z-]{0,30}$/.test(a) ? a : 'other';
  }
  return 'help';
}

const prefix = `cli-${CLI_BUNDLE_HASH}-`;
const name = join(folder, `${prefix}${process.version}-${process.arch}-${commandWord(process.argv.slice(2))}`);
const full = `${name}.bin`;
const first = `${name}.first.bin`;

/** The bytes of a file, or undefined when it is not there (or not readable). */
function bytesOf(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

const fullBytes = bytesOf(full);
const cached = fullBytes ?? bytesOf(first);
const complete = fullBytes !== undefined;
// The build writes the program as one function expression, (function (exports, require, module, __filename,
// __dirname) {…}), in ASCII (scripts/build.mjs): as Latin-1 it is the same text, read without decoding UTF-8.
const script = new Script(readFileSync(bundle, 'latin1'), {
  filename: bundle,
  ...(cached ? { cachedData: cached } : {}),
});

if (!cached || script.cachedDataRejected) {
  // Compiled here: what was compiled so far, saved now (before the run adds to it) and written if the run succeeds.
  const top = script.createCachedData();
  // A complete cache V8 rejected goes, or it would be read (and rejected) again at every start.
  process.once('exit', (code) => code === 0 && writeCache(first, top, complete ? full : undefined));
} else if (!complete) {
  process.once('exit', (code) => code === 0 && writeCache(full, script.createCachedData(), first));
}

/** Writes a cache (and removes the step before it and the caches of other builds); never throws. */
function writeCache(file: string, data: Buffer, replaces?: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(folder, { recursive: true });
    // The caches of earlier builds are of no more use (another command may be removing them too).
    for (const f of readdirSync(folder))
      if (f.startsWith('cli-') && !f.startsWith(prefix)) rmSync(join(folder, f), { force: true });
    writeFileSync(temp, data);
    renameSync(temp, file);
    if (replaces) rmSync(replaces, { force: true });
  } catch {
    // A folder that cannot be written: no cache, the command has done its work.
    try {
      rmSync(temp, { force: true });
    } catch {
      // Nothing was made there.
    }
  }
}

const mod = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void)(
  mod.exports,
  // This file's require: it finds what the program's own would (dist/ and dist/cli/ share node_modules), and
  // making that one (createRequire) loads node:module at every start.
  require,
  mod,
  bundle,
  dirname(bundle),
);
