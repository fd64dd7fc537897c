/**
 * How fast the command line starts: `--help` and `standings` of a CSV
 * workbook (the shipped Zwarte Dame season, 34 players × 28 rounds, copied to
 * a temporary folder) against a bare `node -e 0`, all interleaved in the same
 * run (the machine's load moves every sample alike), a fresh process per
 * sample. Each command twice: as it starts in normal use, with the code cache
 * an earlier run left (src/cli/codeCache.ts), and as a first run, its cache
 * removed before each sample (the run compiles the program and writes the
 * cache). The target, for normal use: each within 1.5× of `node -e 0`, by
 * median. `node dist/bench.js --startup-only` runs these cases alone.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeCacheFolder } from '../src/cli/cacheFolder';

export const STARTUP_FACTOR = 1.5;
const SAMPLES = 15;

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
  const cli = join(root, 'dist', 'cli.js');
  const cache = codeCacheFolder(root);
  /** Removes the code cache of a command (the files end in `-<command>.bin`). */
  const forget = (command: string) => {
    let files: string[] = [];
    try {
      files = readdirSync(cache);
    } catch {
      return;
    }
    for (const f of files) if (f.endsWith(`-${command}.bin`)) rmSync(join(cache, f), { force: true });
  };
  const help = [cli, '--help'];
  const standings = [cli, 'standings', workbook];
  const STANDINGS = 'standings of a CSV workbook (34 players, 28 rounds)';
  const cases: { name: string; args: string[]; before?: () => void; firstRun?: boolean }[] = [
    { name: 'node -e 0 (the bare start of Node)', args: ['-e', '0'] },
    { name: 'Command line: --help', args: help },
    { name: `Command line: ${STANDINGS}`, args: standings },
    {
      name: 'Command line: --help, first run (no code cache)',
      args: help,
      before: () => forget('help'),
      firstRun: true,
    },
    {
      name: `Command line: ${STANDINGS}, first run (no code cache)`,
      args: standings,
      before: () => forget('standings'),
      firstRun: true,
    },
  ];
  const times = cases.map(() => [] as number[]);
  try {
    // The first write makes Ranglijst.csv (every sample after rewrites it alike); these two leave the code caches.
    timed(standings);
    timed(help);
    for (let i = 0; i < SAMPLES; i++)
      cases.forEach((c, j) => {
        c.before?.();
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
