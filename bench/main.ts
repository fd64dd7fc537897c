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
import { fileCases } from './files';

const cases: BenchCase[] = [...keizerCases, ...pairingCases, ...seasonCases, ...keezenCases, ...drawCases, ...fileCases, ...bundleCases];

const results: BenchResult[] = [];
const width = Math.max(...cases.map((c) => c.name.length));
process.stdout.write(`${'case'.padEnd(width)}  ${'median'.padStart(10)}  ${'target'.padStart(10)}\n`);
for (const c of cases) {
  const r = runCase(c);
  results.push(r);
  const target = r.targetMs === undefined ? '' : `< ${formatMs(r.targetMs)}`;
  process.stdout.write(`${r.name.padEnd(width)}  ${formatMs(r.medianMs).padStart(10)}  ${target.padStart(10)}${r.ok ? '' : '  MISSED'}\n`);
}
const sizeKb = bundleSizeKb();
process.stdout.write(`${'Size of dist/Code.js'.padEnd(width)}  ${(sizeKb.toFixed(0) + ' KiB').padStart(10)}\n`);
const root = join(__dirname, '..');
writeReadmeTable(join(root, 'README.md'), results, sizeKb);
writeFileSync(join(root, 'bench', 'results.json'), JSON.stringify({ node: process.version, date: new Date().toISOString(), results, codeSizeKiB: Math.round(sizeKb) }, null, 2) + '\n');
if (results.some((r) => !r.ok)) process.exitCode = 1;

/** Keeps the README's benchmark table true: rewritten between its markers on every run. */
function writeReadmeTable(readme: string, rs: readonly BenchResult[], kib: number): void {
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) return;
  const rows = rs.map((r) => `| ${r.name} | ${formatMs(r.medianMs)} | ${r.targetMs === undefined ? '' : `< ${formatMs(r.targetMs)}`} |`);
  const table = ['| Case | Median | Target |', '|---|---|---|', ...rows, `| Size of \`dist/Code.js\` | ${kib.toFixed(0)} KiB | |`].join('\n');
  writeFileSync(readme, text.slice(0, i + start.length) + '\n' + table + '\n' + text.slice(j));
}
