/**
 * Loads dist/Code.js into a fresh node:vm context whose only globals are the
 * emulated Apps Script services: like Apps Script V8, the context has no
 * setTimeout, URL, TextEncoder, fetch, require or process.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

export const CODE_PATH = join(__dirname, '..', '..', 'dist', 'Code.js');

export type Bundle = vm.Context & Record<string, (...args: unknown[]) => unknown>;

let code: string | undefined;

export function bundleSource(): string {
  if (code === undefined) code = readFileSync(CODE_PATH, 'utf8');
  return code;
}

export function loadBundle(globals: Record<string, unknown> = {}): Bundle {
  const context = vm.createContext({ ...globals });
  vm.runInContext(bundleSource(), context, { filename: 'Code.js' });
  return context as Bundle;
}
