/**
 * Where a path lands on the disk, compared by what the disk says and not by
 * its spelling: an output path that is the workbook itself, or lies inside a
 * CSV workbook's folder, however it is written (a trailing slash, `..`, a
 * symbolic link, another case on a disk that ignores case), is the season,
 * and a command refuses it before anything is written.
 *
 * Two paths are the same place when the file system gives them the same
 * device and inode (stat follows links and folds case where the disk does);
 * a path that does not exist yet is placed by the nearest folder above it
 * that does.
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

interface Identity {
  readonly dev: number;
  readonly ino: number;
}

function identity(path: string): Identity | undefined {
  try {
    const s = statSync(path);
    return { dev: s.dev, ino: s.ino };
  } catch {
    return undefined;
  }
}

/**
 * True when `output` is `workbook` itself or a path inside it (a CSV workbook
 * is a folder). A workbook that does not exist yet is compared by its full path.
 */
export function landsOn(output: string, workbook: string): boolean {
  const target = identity(workbook);
  const wbFull = resolve(workbook);
  for (let p = resolve(output); ; p = dirname(p)) {
    if (target === undefined) {
      if (p === wbFull) return true;
    } else {
      const here = identity(p);
      if (here !== undefined && here.dev === target.dev && here.ino === target.ino) return true;
    }
    if (dirname(p) === p) return false;
  }
}

/** True when the two paths are one place (both missing: the same full path). */
export function samePlace(a: string, b: string): boolean {
  const ia = identity(a);
  const ib = identity(b);
  if (ia === undefined || ib === undefined) return resolve(a) === resolve(b);
  return ia.dev === ib.dev && ia.ino === ib.ino;
}
