/**
 * Entry of dist/cli.js: loads the command line (dist/cli/main.js, built from
 * cli/bin.ts) through a V8 code cache, so that a start after the first one
 * does not compile the bundle again. Node 20 has no module compile cache; a
 * vm.Script takes the bytecode V8 made in an earlier run (`cachedData`).
 *
 * The cache is a file per command (a run compiles the functions it uses, and
 * the cache holds what was compiled by the end of the run) in
 * `node_modules/.cache/competitieleider/` of this package, named by the
 * bundle's content hash (put here by the build), the Node version and the
 * processor: another bundle or another Node never meets it. V8 checks its own
 * version and flags too and rejects a cache that does not fit; then it is made
 * again. It is written (to a temporary file, then renamed) at the end of a
 * run that succeeded without one; a folder that cannot be written only means
 * no cache, never a failure. Stack traces name dist/cli/main.js as before
 * (a shown one gets its places in src/: cli/stack.ts).
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
const cacheFile = join(folder, `${prefix}${process.version}-${process.arch}-${commandWord(process.argv.slice(2))}.bin`);
let cached: Buffer | undefined;
try {
  cached = readFileSync(cacheFile);
} catch {
  // No cache yet (or none readable): compiled from the source, and the cache made at the end.
}
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
  {
    filename: bundle,
    ...(cached ? { cachedData: cached } : {}),
  },
);

if (!cached || script.cachedDataRejected) process.once('exit', (code) => code === 0 && writeCache());

function writeCache(): void {
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    const data = script.createCachedData();
    mkdirSync(folder, { recursive: true });
    // The caches of earlier builds are of no more use (another command may be removing them too).
    for (const f of readdirSync(folder))
      if (f.startsWith('cli-') && !f.startsWith(prefix)) rmSync(join(folder, f), { force: true });
    writeFileSync(temp, data);
    renameSync(temp, cacheFile);
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
  createRequire(bundle),
  mod,
  bundle,
  dirname(bundle),
);
