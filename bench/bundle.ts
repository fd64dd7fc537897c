/**
 * The Apps Script bundle as every execution meets it: dist/Code.js, the whole
 * add-on, loaded cold by every menu click, sidebar call and custom-function
 * cell (the actions themselves are measured cold in coldCases.ts). Figures,
 * not targets: its size, and what loading it costs in a fresh process — V8's
 * parse and compile of the text (`new vm.Script`) and the run of its top level
 * (`runInContext`, no service touched) — with the compile's share of the two.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

const CODE = join(__dirname, '..', 'dist', 'Code.js');
const SAMPLES = 9;

export function bundleSizeKb(): number {
  return statSync(CODE).size / 1024;
}

/** One cold load in this fresh process: milliseconds to compile and to run the top level, as JSON on stdout. */
const LOAD = `
const { readFileSync } = require('node:fs');
const vm = require('node:vm');
const code = readFileSync(process.argv[1], 'utf8');
const t0 = process.hrtime.bigint();
const script = new vm.Script(code, { filename: 'Code.js' });
const t1 = process.hrtime.bigint();
script.runInContext(vm.createContext({}));
const t2 = process.hrtime.bigint();
process.stdout.write(JSON.stringify({ compileMs: Number(t1 - t0) / 1e6, runMs: Number(t2 - t1) / 1e6 }));
`;

export interface BundleLoad {
  /** Medians of the samples, each in a fresh process. */
  readonly compileMs: number;
  readonly runMs: number;
  /** compile ÷ (compile + run) of the medians. */
  readonly compileShare: number;
  readonly samples: number;
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** dist/Code.js loaded cold, SAMPLES times, each in a fresh node process (no compilation cache between them). */
export function bundleLoad(): BundleLoad {
  const compile: number[] = [];
  const run: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const child = spawnSync(process.execPath, ['-e', LOAD, CODE], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`loading dist/Code.js failed: ${child.stderr}`);
    const sample = JSON.parse(child.stdout) as { compileMs: number; runMs: number };
    compile.push(sample.compileMs);
    run.push(sample.runMs);
  }
  const compileMs = median(compile);
  const runMs = median(run);
  return { compileMs, runMs, compileShare: compileMs / (compileMs + runMs), samples: SAMPLES };
}

/** "430 KiB; cold load 21.3 ms: compile 16.0 ms (75 %), top level 5.3 ms (median of 9 fresh processes)". */
export function bundleLoadText(kib: number, load: BundleLoad): string {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  return (
    `${kib.toFixed(0)} KiB; cold load ${ms(load.compileMs + load.runMs)}: parse and compile ${ms(load.compileMs)} ` +
    `(${Math.round(load.compileShare * 100)} %), top level ${ms(load.runMs)} (median of ${load.samples} fresh processes)`
  );
}
