/**
 * The command line starts at once: the libraries of the office files (SheetJS,
 * fflate, xmldom) and of KeizerForClubs files (sql.js) are loaded only
 * when such a file is opened, iconv-lite only for a Windows-1252 CSV file; the
 * lock and the CSV reader are inside the bundle, so `--help` and a UTF-8 CSV
 * workbook load no package from node_modules at all. Checked by the modules a
 * real process of dist/cli.js has loaded when it exits. And the program is
 * loaded through a code cache (src/cli/codeCache.ts) that a first run leaves,
 * a later run uses, and a bad or unwritable cache never fails. Run `node
 * scripts/build.mjs` first when running this file alone. How fast that start
 * is, is measured in `npm run bench` (bench/startup.ts), not here.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeCacheFolder } from '../../src/cli/cacheFolder';
import { ROOT, copyExample, tempDir } from '../support/tmp';

const CLI = join(ROOT, 'dist', 'cli.js');

/**
 * The packages (by their node_modules folder) a run of the command line has loaded, the modules of
 * Node's own it loaded (`process.moduleLoadList`: "NativeModule stream", ...), and its exit code.
 */
function loadedPackages(args: readonly string[]): { packages: string[]; builtins: string[]; status: number | null } {
  const script = [
    `process.argv = [process.argv[0], ${JSON.stringify(CLI)}, ...${JSON.stringify(args)}];`,
    `process.on('exit', () => require('fs').writeSync(2, '\\nLOADED ' + JSON.stringify([Object.keys(require.cache), process.moduleLoadList]) + '\\n'));`,
    `require(${JSON.stringify(CLI)});`,
  ].join('\n');
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const line = run.stderr.split('\n').find((l) => l.startsWith('LOADED '));
  if (!line) throw new Error(`no module list: ${run.stderr}`);
  const [files, builtins] = JSON.parse(line.slice('LOADED '.length)) as [string[], string[]];
  const packages = new Set<string>();
  for (const f of files) {
    const m = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(f);
    if (m) packages.add(m[1]!.replace(/\\/g, '/'));
  }
  return { packages: [...packages].sort(), builtins, status: run.status };
}

test('--help loads no library from node_modules', () => {
  const { packages, status } = loadedPackages(['--help']);
  expect(status).toBe(0);
  expect(packages).toEqual([]);
});

test('standings of a CSV workbook loads no package from node_modules: the lock and the CSV reader are in the bundle', () => {
  const { packages, status } = loadedPackages(['standings', copyExample('zwarte-dame')]);
  expect(status).toBe(0);
  expect(packages).toEqual([]);
});

test('standings of a CSV workbook loads neither Node’s streams (it prints straight to the descriptor) nor node:assert (the lock needs none)', () => {
  const { builtins, status } = loadedPackages(['standings', copyExample('zwarte-dame')]);
  expect(status).toBe(0);
  expect(builtins).toContain('NativeModule fs');
  // On Windows a console shows text right only through the stream (src/cli/io.ts).
  if (process.platform !== 'win32') expect(builtins).not.toContain('NativeModule stream');
  expect(builtins).not.toContain('NativeModule assert');
});

test('a Windows-1252 CSV workbook loads iconv-lite, and no office-file library', () => {
  const dir = copyExample('zwarte-dame');
  // Latin-1 bytes (the same in Windows-1252) for à: what Dutch Excel saves.
  for (const tab of ['Spelers', 'Uitslagen', 'Afwezig']) {
    const file = join(dir, `${tab}.csv`);
    writeFileSync(
      file,
      Buffer.from(readFileSync(file, 'utf8').replace(/Henk de Graaf/g, 'Henk de Gr\u00e0af'), 'latin1'),
    );
  }
  const { packages, status } = loadedPackages(['standings', dir]);
  expect(status).toBe(0);
  expect(packages).toContain('iconv-lite');
  for (const p of ['@e965/xlsx', 'exceljs', 'fflate', '@xmldom/xmldom', 'sql.js']) expect(packages).not.toContain(p);
});

test('standings of an .xlsx workbook loads SheetJS, fflate and xmldom when the file is opened', () => {
  const { packages, status } = loadedPackages(['standings', copyExample('zwarte-dame.xlsx')]);
  expect(status).toBe(0);
  expect(packages).toEqual(expect.arrayContaining(['@e965/xlsx', 'fflate', '@xmldom/xmldom']));
  expect(packages).not.toContain('sql.js');
});

describe('the code cache', () => {
  /** dist/cli.js and the program in a package folder of their own (its cache in its own node_modules/.cache). */
  function installed(): { root: string; run: (...args: string[]) => { status: number | null; stdout: string } } {
    const root = tempDir();
    mkdirSync(join(root, 'dist', 'cli'), { recursive: true });
    cpSync(join(ROOT, 'dist', 'cli.js'), join(root, 'dist', 'cli.js'));
    cpSync(join(ROOT, 'dist', 'cli', 'main.js'), join(root, 'dist', 'cli', 'main.js'));
    const run = (...args: string[]) => {
      const r = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), ...args], { encoding: 'utf8' });
      return { status: r.status, stdout: r.stdout };
    };
    return { root, run };
  }
  const cacheFiles = (root: string) => {
    try {
      return readdirSync(codeCacheFolder(root)).sort();
    } catch {
      return [];
    }
  };

  test('a first run leaves the top of the program, the run after it everything it used; later runs use that as it is', () => {
    const { root, run } = installed();
    const name = new RegExp(`^cli-[0-9a-f]{16}-${process.version}-${process.arch}-help`);
    const first = run('--help');
    expect(first.status).toBe(0);
    const topSize = statSync(join(codeCacheFolder(root), cacheFiles(root)[0]!)).size;
    expect(cacheFiles(root)).toEqual([expect.stringMatching(new RegExp(`${name.source}\\.first\\.bin$`))]);
    const second = run('--help');
    expect(second).toEqual(first);
    const [complete] = cacheFiles(root);
    expect(cacheFiles(root)).toEqual([expect.stringMatching(new RegExp(`${name.source}\\.bin$`))]);
    const file = join(codeCacheFolder(root), complete!);
    // It holds the functions the command ran as well.
    expect(statSync(file).size).toBeGreaterThan(topSize);
    const made = statSync(file).mtimeMs;
    expect(run('--help')).toEqual(first);
    // Accepted by V8, so not written again.
    expect(statSync(file).mtimeMs).toBe(made);
    expect(run('standings', '--help').status).toBe(0);
    expect(cacheFiles(root)).toHaveLength(2);
  });

  test('a cache V8 rejects (a damaged one) is ignored, the command runs as ever, and the cache is made again', () => {
    const { root, run } = installed();
    const first = run('--help');
    run('--help');
    const [file] = cacheFiles(root);
    const path = join(codeCacheFolder(root), file!);
    const damaged = Buffer.alloc(statSync(path).size, 7);
    writeFileSync(path, damaged);
    expect(run('--help')).toEqual(first);
    // Made again in its two steps: the damaged one is gone.
    expect(cacheFiles(root)).toEqual([file!.replace(/\.bin$/, '.first.bin')]);
    expect(run('--help')).toEqual(first);
    expect(cacheFiles(root)).toEqual([file]);
    expect(readFileSync(path).equals(damaged)).toBe(false);
  });

  test('a cache folder that cannot be written means no cache, never a failure', () => {
    const { root, run } = installed();
    mkdirSync(join(root, 'node_modules'));
    // A file where the folder .cache would be: nothing can be made under it.
    writeFileSync(join(root, 'node_modules', '.cache'), 'not a folder');
    const r = run('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('standings');
    expect(run('--help')).toEqual(r);
  });

  test('a run that fails leaves no cache (it would hold little of the program)', () => {
    const { root, run } = installed();
    expect(run('standings').status).toBe(2);
    expect(cacheFiles(root)).toEqual([]);
  });
});
