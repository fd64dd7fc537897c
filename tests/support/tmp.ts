/** Temporary folders and copies of the examples for tests that write files. */
import { cpSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
export const EXAMPLES = join(ROOT, 'examples');

export function tempDir(prefix = 'cl-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A copy of an example file or folder in a fresh temporary folder. */
export function copyExample(name: string): string {
  const target = join(tempDir(), name);
  cpSync(join(EXAMPLES, name), target, { recursive: true });
  return target;
}

/** Bytes of every file below a path, for "nothing was changed" assertions. */
export function snapshotFiles(path: string): Record<string, string> {
  if (!statSync(path).isDirectory()) return { [path]: readFileSync(path).toString('base64') };
  const out: Record<string, string> = {};
  for (const f of readdirSync(path)) Object.assign(out, snapshotFiles(join(path, f)));
  return out;
}
