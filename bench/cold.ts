/**
 * Apps Script runs every menu click, sidebar call and custom-function cell in
 * a fresh execution that loads the whole of dist/Code.js: nothing is warm. This
 * child of the benchmark measures one such execution honestly — in a process
 * of its own (so V8's compilation cache of an earlier load cannot help), on the
 * Apps Script emulator (tests/emu) — and then the same call again in the same
 * context (warm), and prints both as JSON.
 *
 *   node dist/bench/cold.js <case> <size>     (TZ = the manifest's time zone)
 *
 * The parent (bench/coldCases.ts) starts it seven times per case.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { createEnv, type Env } from '../tests/emu/services';
import type { Value } from '../tests/emu/spreadsheet';
import { COLD_CASES } from './coldCases';

const WARM_RUNS = 5;

function addTabs(env: Env, tabs: Record<string, readonly (readonly unknown[])[]>): void {
  for (const [name, rows] of Object.entries(tabs)) env.spreadsheet.addTab(name, rows.map((r) => [...r]) as Value[][]);
}

function main(): void {
  const [id, sizeText, tabsFile] = process.argv.slice(2);
  const c = COLD_CASES.find((x) => x.id === id);
  if (!c || !sizeText || !tabsFile)
    throw new Error(`usage: cold.js <case> <size> <tabs.json>; cases: ${COLD_CASES.map((x) => x.id).join(', ')}`);
  const env = createEnv();
  addTabs(env, JSON.parse(readFileSync(tabsFile, 'utf8')) as Record<string, unknown[][]>);
  // Cold: read, compile and run the bundle, then the one call — what a click costs.
  const t0 = process.hrtime.bigint();
  const code = readFileSync(join(__dirname, '..', 'Code.js'), 'utf8');
  const context = vm.createContext({ ...env.globals });
  vm.runInContext(code, context, { filename: 'Code.js' });
  const bundle = context as unknown as Record<string, (...a: unknown[]) => unknown>;
  c.call(bundle, env);
  const coldMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    const t = process.hrtime.bigint();
    c.call(bundle, env);
    warm.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  warm.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ coldMs, warmMs: warm[Math.floor(warm.length / 2)] }) + '\n');
}

main();
