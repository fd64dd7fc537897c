/**
 * The sizes of the Apps Script bundles (their cold executions are measured in
 * coldCases.ts, a fresh process each): dist/Code.js, which every execution
 * loads, the on-demand part dist/OnDemand.html, which only the actions used a
 * few times a season read, and the Draw part dist/Draw.html, which the Keezen
 * draw and the Keizer pairing read (src/gas/onDemand.ts).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

export const CODE = join(__dirname, '..', 'dist', 'Code.js');
export const ON_DEMAND = join(__dirname, '..', 'dist', 'OnDemand.html');
export const DRAW = join(__dirname, '..', 'dist', 'Draw.html');

export function bundleSizeKb(): number {
  return statSync(CODE).size / 1024;
}

export function onDemandSizeKb(): number {
  return statSync(ON_DEMAND).size / 1024;
}

export function drawSizeKb(): number {
  return statSync(DRAW).size / 1024;
}
