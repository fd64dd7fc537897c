/** The Apps Script bundle's size (its cold executions are measured in coldCases.ts, a fresh process each). */
import { statSync } from 'node:fs';
import { join } from 'node:path';

export const CODE = join(__dirname, '..', 'dist', 'Code.js');

export function bundleSizeKb(): number {
  return statSync(CODE).size / 1024;
}
