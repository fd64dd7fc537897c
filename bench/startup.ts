/**
 * How fast the command line starts: `--help` and `standings` of a CSV
 * workbook (the shipped Zwarte Dame season, 34 players × 28 rounds, copied to
 * a temporary folder) against a bare `node -e 0`, all interleaved in the same
 * run (the machine's load moves every sample alike), a fresh process per
 * sample. Each command twice, from a copy of the command line in a folder of
 * its own (dist/cli.js and dist/cli/main.js need no package for these two):
 * as it starts in normal use, with the code cache that two earlier runs of the
 * same command left (src/cli/codeCache.ts), and as a first run, its cache
 * removed before each sample. The target, for normal use: each within 1.5× of
 * `node -e 0`, by median.
 * `node dist/bench.js --startup-only` runs these cases alone.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeCacheFolder } from '../src/cli/cacheFolder';

export const STARTUP_FACTOR = 1.5;
const SAMPLES = 21;

export interface StartupResult {
  readonly name: string;
  readonly samples: number;
  readonly minMs: number;
  readonly medianMs: number;
  readonly maxMs: number;
  /** Median over the median of `node -e 0` (undefined for that one). */
  readonly factor?: number;
  /** A first run (no code cache): reported, not held to the target. */
  readonly firstRun?: boolean;
  readonly ok: boolean;
}

function timed(args: readonly string[]): number {
  const t0 = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')}: ${run.stderr}`);
  return ms;
}

/** `root`: the project (dist/cli.js and examples/ under it). */
export function runStartupCases(root: string): StartupResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'competitieleider-startup-'));
  const workbook = join(dir, 'zwarte-dame');
  cpSync(join(root, 'examples', 'zwarte-dame'), workbook, { recursive: true });
  // Two copies of the command line, each with a cache folder of its own: one in normal use, its cache made
  // here by the warm-up runs below (not whatever runs of the tests left in the project's), one for first runs.
  const installed = (name: string) => {
    const copy = join(dir, name);
    mkdirSync(join(copy, 'dist', 'cli'), { recursive: true });
    cpSync(join(root, 'dist', 'cli.js'), join(copy, 'dist', 'cli.js'));
    cpSync(join(root, 'dist', 'cli', 'main.js'), join(copy, 'dist', 'cli', 'main.js'));
    return copy;
  };
  const cli = join(installed('normal-use'), 'dist', 'cli.js');
  const copy = installed('first-run');
  const forget = () => rmSync(codeCacheFolder(copy), { recursive: true, force: true });
  const firstCli = join(copy, 'dist', 'cli.js');
  const STANDINGS = 'standings of a CSV workbook (34 players, 28 rounds)';
  const cases: { name: string; args: string[]; firstRun?: boolean }[] = [
    { name: 'node -e 0 (the bare start of Node)', args: ['-e', '0'] },
    { name: 'Command line: --help', args: [cli, '--help'] },
    { name: `Command line: ${STANDINGS}`, args: [cli, 'standings', workbook] },
    { name: 'Command line: --help, first run (no code cache)', args: [firstCli, '--help'], firstRun: true },
    {
      name: `Command line: ${STANDINGS}, first run (no code cache)`,
      args: [firstCli, 'standings', workbook],
      firstRun: true,
    },
  ];
  const times = cases.map(() => [] as number[]);
  try {
    // The first write makes Ranglijst.csv (every sample after rewrites it alike); two runs each make the code caches.
    for (const c of cases.slice(1, 3)) for (let k = 0; k < 2; k++) timed(c.args);
    for (let i = 0; i < SAMPLES; i++)
      cases.forEach((c, j) => {
        if (c.firstRun) forget();
        times[j]!.push(timed(c.args));
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const sorted = times.map((xs) => xs.slice().sort((a, b) => a - b));
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
  const bare = median(sorted[0]!);
  return cases.map((c, j) => {
    const xs = sorted[j]!;
    const factor = j === 0 ? undefined : median(xs) / bare;
    return {
      name: c.name,
      samples: SAMPLES,
      minMs: xs[0]!,
      medianMs: median(xs),
      maxMs: xs[xs.length - 1]!,
      ...(factor === undefined ? {} : { factor }),
      ...(c.firstRun ? { firstRun: true } : {}),
      ok: factor === undefined || c.firstRun === true || factor <= STARTUP_FACTOR,
    };
  });
}
