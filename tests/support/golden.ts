/**
 * Golden files: expected outputs kept in the repository. A missing, extra or
 * different file fails the test; files are (re)written only when the run asks
 * for it with UPDATE_GOLDEN=1, so a refactor can never pin its own mistake.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './tmp';

export const UPDATE_GOLDEN = process.env.UPDATE_GOLDEN === '1';

const HINT = 'rerun with UPDATE_GOLDEN=1 when the change is intended, and review the diff';

/** Every file below `dir`, by its path relative to `dir` (with '/'). */
export function filesBelow(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const [sub, text] of Object.entries(filesBelow(path))) out[`${entry.name}/${sub}`] = text;
    } else {
      out[entry.name] = readFileSync(path, 'utf8');
    }
  }
  return out;
}

/**
 * The files `actual` are exactly the golden folder `dir`: the same names, the
 * same contents. With `update` (default: UPDATE_GOLDEN=1) the folder is
 * rewritten first.
 */
export function expectGoldenFolder(dir: string, actual: Record<string, string>, update = UPDATE_GOLDEN): void {
  const rel = relative(ROOT, dir);
  if (update) {
    for (const name of Object.keys(filesBelow(dir))) if (!(name in actual)) rmSync(join(dir, name));
    for (const [name, text] of Object.entries(actual)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
  }
  const expected = filesBelow(dir);
  const missing = Object.keys(actual).filter((n) => !(n in expected));
  const extra = Object.keys(expected).filter((n) => !(n in actual));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `golden folder ${rel}: made but not kept ${JSON.stringify(missing)}, kept but not made ${JSON.stringify(extra)}; ${HINT}`,
    );
  }
  for (const [name, text] of Object.entries(actual)) {
    expect({ file: `${rel}/${name}`, text }).toEqual({ file: `${rel}/${name}`, text: expected[name] });
  }
}
