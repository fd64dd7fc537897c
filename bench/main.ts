/**
 * `npm run bench`: every speed figure of the project in one table, written to
 * bench/results.json as well: warm medians (min–max) of at least seven runs in
 * this process, then what users wait for in Apps Script — every action and
 * custom function cold, in a fresh process per sample (bench/coldCases.ts) —
 * the command line's start against a bare `node -e 0` (bench/startup.ts),
 * the derived targets (matching core, memory), and the figures of the bundle
 * (its size and cold load, bench/bundle.ts).
 *
 * `npm run bench -- --cold-only` skips the warm engine cases;
 * `node dist/bench.js --startup-only` (after a build) runs the command line's
 * start alone and writes neither bench/results.json nor docs/benchmarks.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { BenchCase, BenchResult, formatMs, runCase } from './harness';
import { keizerCases } from './keizer';
import { pairingCases } from './pairing';
import { BundleLoad, bundleLoad, bundleLoadText, bundleSizeKb } from './bundle';
import { ColdResult, runColdCases } from './coldCases';
import { keezenCases } from './keezen';
import { seasonCases } from './season';
import { drawCases } from './draw';
import { fileCases } from './files';
import { MATCHING_SIZES, matchingCases, packageName, portName } from './matching';
import { STARTUP_FACTOR, StartupResult, runStartupCases } from './startup';
import { MEMORY_PRESENT, MEMORY_TARGET_MB, hardRoundCases, pairingPeakMemoryMb, runMemoryChild } from './hardRounds';

// A child of this benchmark measuring one action's memory in a process of its own (see hardRounds.ts).
if (runMemoryChild(process.argv)) process.exit(0);

const root = join(__dirname, '..');
const width = 110;
const spreadText = (r: { minMs: number; maxMs: number }) => `${formatMs(r.minMs)} – ${formatMs(r.maxMs)}`;
if (process.argv.includes('--startup-only')) {
  process.stdout.write(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}\n`,
  );
  const startup = printStartup(runStartupCases(root));
  process.stdout.write(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}\n`,
  );
  process.exit(startup.some((r) => !r.ok) ? 1 : 0);
}

const coldOnly = process.argv.includes('--cold-only');
const cases: BenchCase[] = coldOnly
  ? []
  : [
      ...keizerCases,
      ...pairingCases,
      ...seasonCases,
      ...keezenCases,
      ...drawCases,
      ...matchingCases,
      ...hardRoundCases,
      ...fileCases,
    ];

const results: BenchResult[] = [];
process.stdout.write(
  `${'case'.padEnd(width)}  ${'median'.padStart(10)}  ${'min – max'.padStart(22)}  ${'target'.padStart(10)}\n`,
);
for (const c of cases) {
  const r = runCase(c);
  results.push(r);
  const target = r.targetMs === undefined ? '' : `< ${formatMs(r.targetMs)}`;
  process.stdout.write(
    `${r.name.padEnd(width)}  ${formatMs(r.medianMs).padStart(10)}  ${spreadText(r).padStart(22)}  ${target.padStart(10)}${r.ok ? '' : '  MISSED'}\n`,
  );
}
const timeZone = (JSON.parse(readFileSync(join(root, 'appsscript.json'), 'utf8')) as { timeZone: string }).timeZone;
const cold = runColdCases(join(__dirname, 'bench', 'cold.js'), timeZone, (r) =>
  process.stdout.write(
    `${`${r.name} — cold`.padEnd(width)}  ${formatMs(r.cold.medianMs).padStart(10)}  ${spreadText(r.cold).padStart(22)}  warm ${formatMs(r.warm.medianMs)}\n`,
  ),
);
const startup = printStartup(runStartupCases(root));
const derived = coldOnly ? [] : matchingChecks(results);
for (const d of derived)
  process.stdout.write(
    `${d.name.padEnd(width)}  ${d.value.padStart(10)}  ${d.target.padStart(10)}${d.ok ? '' : '  MISSED'}\n`,
  );
const sizeKb = bundleSizeKb();
// Apps Script loads the whole of dist/Code.js for every click and every custom-function cell: figures, no target.
const load = bundleLoad();
process.stdout.write(`${'dist/Code.js'.padEnd(width)}  ${bundleLoadText(sizeKb, load)}\n`);
if (!coldOnly) writeBenchmarkTable(join(root, 'docs', 'benchmarks.md'), results, cold, startup, derived, sizeKb, load);
writeFileSync(
  join(root, 'bench', 'results.json'),
  JSON.stringify(
    {
      node: process.version,
      date: new Date().toISOString(),
      loadAverage: loadavg(),
      results,
      cold,
      startup,
      derived,
      codeSizeKiB: Math.round(sizeKb),
      codeLoad: load,
    },
    null,
    2,
  ) + '\n',
);
if (results.some((r) => !r.ok) || derived.some((d) => !d.ok) || startup.some((r) => !r.ok)) process.exitCode = 1;

/** "1.32× ≤ 1.5×" for a command in normal use, "1.61× (no target)" for a first run, "" for node itself. */
function startupTarget(r: StartupResult): string {
  if (r.factor === undefined) return '';
  return r.firstRun ? `${r.factor.toFixed(2)}× (no target)` : `${r.factor.toFixed(2)}× ≤ ${STARTUP_FACTOR}×`;
}

function printStartup(rs: StartupResult[]): StartupResult[] {
  for (const r of rs)
    process.stdout.write(
      `${r.name.padEnd(width)}  ${formatMs(r.medianMs).padStart(10)}  ${spreadText(r).padStart(22)}  ${startupTarget(r).padStart(10)}${r.ok ? '' : '  MISSED'}\n`,
    );
  return rs;
}

interface Derived {
  readonly name: string;
  readonly value: string;
  readonly target: string;
  readonly ok: boolean;
}

/** Targets derived from several measurements: the matching core side by side with the package (≥ 3× at 300 present, growth exponent ≤ 3.2 from 150 to 500) and the pairing's peak memory. */
function matchingChecks(rs: readonly BenchResult[]): Derived[] {
  const median = (name: string) => rs.find((r) => r.name === name)!.medianMs;
  const speedup = median(packageName(300)) / median(portName(300));
  const [small, , large] = MATCHING_SIZES;
  const exponent = Math.log(median(portName(large)) / median(portName(small))) / Math.log(large / small);
  const peak = pairingPeakMemoryMb();
  return [
    {
      name: `Keizer "Indeling maken", ${MEMORY_PRESENT} present, relaxed round: peak memory (fresh process)`,
      value: `${peak.toFixed(0)} MB`,
      target: `≤ ${MEMORY_TARGET_MB} MB`,
      ok: peak <= MEMORY_TARGET_MB,
    },
    {
      name: 'Matching core: port vs package at 300 present (same run)',
      value: `${speedup.toFixed(1)}×`,
      target: '≥ 3.0×',
      ok: speedup >= 3,
    },
    {
      name: `Matching core: growth exponent, ${small} → ${large} present`,
      value: exponent.toFixed(2),
      target: '≤ 3.20',
      ok: exponent <= 3.2,
    },
  ];
}

/** Keeps the table of docs/benchmarks.md true: rewritten between its markers on every run. */
function writeBenchmarkTable(
  readme: string,
  rs: readonly BenchResult[],
  cs: readonly ColdResult[],
  ss: readonly StartupResult[],
  ds: readonly Derived[],
  kib: number,
  codeLoad: BundleLoad,
): void {
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) return;
  const spread = (r: { minMs: number; maxMs: number }) => `${formatMs(r.minMs)} – ${formatMs(r.maxMs)}`;
  const rows = rs.map(
    (r) =>
      `| ${r.name} | ${formatMs(r.medianMs)} | ${spread(r)} | ${r.targetMs === undefined ? '' : `< ${formatMs(r.targetMs)}`} |`,
  );
  const derivedRows = ds.map((d) => `| ${d.name} | ${d.value} | | ${d.target} |`);
  const warm = [
    '| Engine and action, warm (in one process) | Median | Min – max | Target |',
    '|---|---|---|---|',
    ...rows,
    ...derivedRows,
  ].join('\n');
  const coldRows = cs.map(
    (r) => `| ${r.name} | ${formatMs(r.cold.medianMs)} | ${spread(r.cold)} | ${formatMs(r.warm.medianMs)} |`,
  );
  const coldTable = [
    '| In Apps Script: one execution, cold (a fresh process loads dist/Code.js; 7 samples) | Cold median | Cold min – max | Warm median |',
    '|---|---|---|---|',
    ...coldRows,
  ].join('\n');
  const startupTable = [
    `| The command line's start (a fresh process per sample, ${ss[0]?.samples ?? 0} samples, interleaved with node -e 0) | Median | Min – max | Median ÷ node -e 0 (target) |`,
    '|---|---|---|---|',
    ...ss.map((r) => `| ${r.name} | ${formatMs(r.medianMs)} | ${spread(r)} | ${startupTarget(r)} |`),
  ].join('\n');
  const load = loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
  // A load above the core count means other processes shared the machine during the run.
  const busy = Math.max(...loadavg()) > cpus().length;
  const run = `From one full \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${cpus().length} cores, load average at the end ${load}${busy ? ' (other work was running: read the figures side by side, not against another run)' : ''}.`;
  const size = `\`dist/Code.js\`, the whole add-on, which every execution loads (minified; its help texts and entry points not): ${bundleLoadText(kib, codeLoad)}.`;
  writeFileSync(
    readme,
    text.slice(0, i + start.length) +
      '\n' +
      run +
      '\n\n' +
      warm +
      '\n\n' +
      coldTable +
      '\n\n' +
      startupTable +
      '\n\n' +
      size +
      '\n' +
      text.slice(j),
  );
}
