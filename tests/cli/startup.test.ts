/**
 * The command line starts at once: the libraries of the office files (SheetJS,
 * fflate, xmldom) and of KeizerForClubs files (better-sqlite3) are loaded only
 * when such a file is opened, so `--help` and a CSV workbook never load them;
 * `--help` loads no library at all. Checked by the modules a real process of
 * dist/cli.js has loaded when it exits (run `node scripts/build.mjs` first when
 * running this file alone). How fast that start is, is measured in `npm run
 * bench` (bench/startup.ts), not here.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, copyExample } from '../support/tmp';

const CLI = join(ROOT, 'dist', 'cli.js');

/** The packages (by their node_modules folder) a run of the command line has loaded, and its exit code. */
function loadedPackages(args: readonly string[]): { packages: string[]; status: number | null } {
  const script = [
    `process.argv = [process.argv[0], ${JSON.stringify(CLI)}, ...${JSON.stringify(args)}];`,
    `process.on('exit', () => require('fs').writeSync(2, '\\nLOADED ' + JSON.stringify(Object.keys(require.cache)) + '\\n'));`,
    `require(${JSON.stringify(CLI)});`,
  ].join('\n');
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const line = run.stderr.split('\n').find((l) => l.startsWith('LOADED '));
  if (!line) throw new Error(`no module list: ${run.stderr}`);
  const files = JSON.parse(line.slice('LOADED '.length)) as string[];
  const packages = new Set<string>();
  for (const f of files) {
    const m = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(f);
    if (m) packages.add(m[1]!.replace(/\\/g, '/'));
  }
  return { packages: [...packages].sort(), status: run.status };
}

const OFFICE = ['@e965/xlsx', 'exceljs', 'fflate', '@xmldom/xmldom', 'better-sqlite3'];

test('--help loads no library from node_modules', () => {
  const { packages, status } = loadedPackages(['--help']);
  expect(status).toBe(0);
  expect(packages).toEqual([]);
});

test('standings of a CSV workbook loads the CSV and lock libraries, none of the office-file libraries', () => {
  const { packages, status } = loadedPackages(['standings', copyExample('zwarte-dame')]);
  expect(status).toBe(0);
  expect(packages).toEqual(expect.arrayContaining(['papaparse', 'proper-lockfile']));
  for (const p of OFFICE) expect(packages).not.toContain(p);
});

test('standings of an .xlsx workbook loads SheetJS, fflate and xmldom when the file is opened', () => {
  const { packages, status } = loadedPackages(['standings', copyExample('zwarte-dame.xlsx')]);
  expect(status).toBe(0);
  expect(packages).toEqual(expect.arrayContaining(['@e965/xlsx', 'fflate', '@xmldom/xmldom']));
  expect(packages).not.toContain('better-sqlite3');
});
