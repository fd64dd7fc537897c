/**
 * How fast the command line starts: `--help` and `standings` of a CSV
 * workbook (the shipped Zwarte Dame season, 34 players × 28 rounds, copied to
 * a temporary folder) against a bare `node -e 0`, all three interleaved in the
 * same run (the machine's load moves every sample alike), a fresh process per
 * sample. The target: each within 1.5× of `node -e 0`, by median.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const STARTUP_FACTOR = 1.5;
const SAMPLES = 11;

export interface StartupResult {
  readonly name: string;
  readonly samples: number;
  readonly minMs: number;
  readonly medianMs: number;
  readonly maxMs: number;
  /** Median over the median of `node -e 0` (undefined for that one). */
  readonly factor?: number;
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
  const cases: { name: string; args: string[] }[] = [
    { name: 'node -e 0 (the bare start of Node)', args: ['-e', '0'] },
    { name: 'Command line: --help', args: [cli, '--help'] },
    { name: 'Command line: standings of a CSV workbook (34 players, 28 rounds)', args: [cli, 'standings', workbook] },
  ];
  const times = cases.map(() => [] as number[]);
  try {
    timed(cases[2]!.args); // the first write makes Ranglijst.csv; every sample after rewrites it alike
    for (let i = 0; i < SAMPLES; i++) cases.forEach((c, j) => times[j]!.push(timed(c.args)));
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
      ok: factor === undefined || factor <= STARTUP_FACTOR,
    };
  });
}
