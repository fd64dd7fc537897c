/**
 * `npm run bench`: every speed figure of the project in one table, written to
 * bench/results.json as well. Medians of repeated runs on this machine, in Node.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BenchCase, BenchResult, formatMs, runCase } from './harness';
import { keizerCases } from './keizer';
import { pairingCases } from './pairing';
import { bundleCases, bundleSizeKb } from './bundle';
import { keezenCases } from './keezen';
import { seasonCases } from './season';
import { drawCases } from './draw';
import { MATCHING_SIZES, matchingCases, packageName, portName } from './matching';
import { MEMORY_PRESENT, MEMORY_TARGET_MB, hardRoundCases, pairingPeakMemoryMb, runMemoryChild } from './hardRounds';

// A child of this benchmark measuring one action's memory in a process of its own (see hardRounds.ts).
if (runMemoryChild(process.argv)) process.exit(0);

const cases: BenchCase[] = [...keizerCases, ...pairingCases, ...seasonCases, ...keezenCases, ...drawCases, ...matchingCases, ...hardRoundCases, ...bundleCases];

const results: BenchResult[] = [];
const width = Math.max(...cases.map((c) => c.name.length));
process.stdout.write(`${'case'.padEnd(width)}  ${'median'.padStart(10)}  ${'target'.padStart(10)}\n`);
for (const c of cases) {
  const r = runCase(c);
  results.push(r);
  const target = r.targetMs === undefined ? '' : `< ${formatMs(r.targetMs)}`;
  process.stdout.write(`${r.name.padEnd(width)}  ${formatMs(r.medianMs).padStart(10)}  ${target.padStart(10)}${r.ok ? '' : '  MISSED'}\n`);
}
const derived = matchingChecks(results);
for (const d of derived) process.stdout.write(`${d.name.padEnd(width)}  ${d.value.padStart(10)}  ${d.target.padStart(10)}${d.ok ? '' : '  MISSED'}\n`);
const sizeKb = bundleSizeKb();
/** Apps Script loads the whole bundle for every click and every custom-function cell. */
const SIZE_TARGET_KIB = 280;
process.stdout.write(`${'Size of dist/Code.js'.padEnd(width)}  ${(sizeKb.toFixed(0) + ' KiB').padStart(10)}  ${`≤ ${SIZE_TARGET_KIB} KiB`.padStart(10)}${sizeKb <= SIZE_TARGET_KIB ? '' : '  MISSED'}\n`);
const root = join(__dirname, '..');
writeReadmeTable(join(root, 'README.md'), results, derived, sizeKb);
writeFileSync(join(root, 'bench', 'results.json'), JSON.stringify({ node: process.version, date: new Date().toISOString(), results, derived, codeSizeKiB: Math.round(sizeKb) }, null, 2) + '\n');
if (results.some((r) => !r.ok) || derived.some((d) => !d.ok) || sizeKb > SIZE_TARGET_KIB) process.exitCode = 1;

/** Keeps the README's benchmark table true: rewritten between its markers on every run. */
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
    { name: `Keizer "Indeling maken", ${MEMORY_PRESENT} present, relaxed round: peak memory (fresh process)`, value: `${peak.toFixed(0)} MB`, target: `≤ ${MEMORY_TARGET_MB} MB`, ok: peak <= MEMORY_TARGET_MB },
    { name: 'Matching core: port vs package at 300 present (same run)', value: `${speedup.toFixed(1)}×`, target: '≥ 3.0×', ok: speedup >= 3 },
    { name: `Matching core: growth exponent, ${small} → ${large} present`, value: exponent.toFixed(2), target: '≤ 3.20', ok: exponent <= 3.2 },
  ];
}

function writeReadmeTable(readme: string, rs: readonly BenchResult[], ds: readonly Derived[], kib: number): void {
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) return;
  const rows = rs.map((r) => `| ${r.name} | ${formatMs(r.medianMs)} | ${r.targetMs === undefined ? '' : `< ${formatMs(r.targetMs)}`} |`);
  const derivedRows = ds.map((d) => `| ${d.name} | ${d.value} | ${d.target} |`);
  const table = ['| Case | Median | Target |', '|---|---|---|', ...rows, ...derivedRows, `| Size of \`dist/Code.js\` (minified; its help texts and entry points not) | ${kib.toFixed(0)} KiB | ≤ ${SIZE_TARGET_KIB} KiB |`].join('\n');
  writeFileSync(readme, text.slice(0, i + start.length) + '\n' + table + '\n' + text.slice(j));
}
