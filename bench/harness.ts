/** The benchmark harness: median of repeated runs, a table, and bench/results.json. */
export interface BenchCase {
  readonly name: string;
  /** The target from the issues, in milliseconds (median must stay below it). */
  readonly targetMs?: number;
  readonly runs?: number;
  /** Prepares the input (not timed) and returns the timed function. */
  setup(): () => unknown;
}

export interface BenchResult {
  readonly name: string;
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly runs: number;
  readonly targetMs?: number;
  readonly ok: boolean;
}

export function runCase(c: BenchCase): BenchResult {
  const fn = c.setup();
  // At least seven samples: one run of a benchmark moves by several times on a shared machine.
  const runs = Math.max(7, c.runs ?? 15);
  fn(); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)]!;
  return {
    name: c.name,
    medianMs,
    minMs: times[0]!,
    maxMs: times[times.length - 1]!,
    runs,
    ...(c.targetMs !== undefined ? { targetMs: c.targetMs } : {}),
    ok: c.targetMs === undefined || medianMs < c.targetMs,
  };
}

export function formatMs(ms: number): string {
  return ms < 1 ? `${ms.toFixed(3)} ms` : ms < 100 ? `${ms.toFixed(2)} ms` : `${ms.toFixed(0)} ms`;
}
