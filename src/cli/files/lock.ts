/**
 * One writer at a time: a command holds a lock next to its workbook (the
 * folder `<workbook>.lock`, made by proper-lockfile) from before it reads
 * until after it saved, so a second command on the same workbook is told the
 * workbook is busy instead of silently overwriting the first one's work, and
 * a command that only reads it (saving into another, --out) never reads it
 * half saved (cli/run.ts takes both locks).
 *
 * A second command waits a few seconds for the lock, then is told the
 * workbook is busy. A lock left by a process that was killed is taken over
 * once it is older than STALE_MS (the holder refreshes it while it runs).
 */
import { resolve } from 'node:path';

// A plain require, not `import * as fs`: a namespace of node:fs is a copy of its every export at each start.
const fs = require('node:fs') as typeof import('node:fs');

const STALE_MS = 20_000;

/**
 * The file calls the lock makes (proper-lockfile's lockfile.js and mtime-precision.js), and no others:
 * proper-lockfile copies the fs it is given, and a copy of all of node:fs loads its streams and promises
 * (readline with them) at every start.
 */
const LOCK_FS = {
  mkdir: fs.mkdir,
  mkdirSync: fs.mkdirSync,
  realpath: fs.realpath,
  realpathSync: fs.realpathSync,
  rmdir: fs.rmdir,
  rmdirSync: fs.rmdirSync,
  stat: fs.stat,
  statSync: fs.statSync,
  utimes: fs.utimes,
  utimesSync: fs.utimesSync,
};

/** Another command holds the workbook. */
export class WorkbookBusyError extends Error {
  constructor(readonly path: string) {
    super(`${path} is locked`);
    this.name = 'WorkbookBusyError';
  }
}

export interface WorkbookLock {
  /** Throws WorkbookBusyError when the lock was lost (another command took it over as stale) before the save. */
  check(): void;
  release(): Promise<void>;
}

/** Takes the lock of a workbook (one that need not exist yet, as an --out), or throws WorkbookBusyError. */
export async function lockWorkbook(path: string): Promise<WorkbookLock> {
  const full = resolve(path);
  let lost = false;
  let release: () => Promise<void>;
  // Evaluated on first use (a require; the build puts it inside the bundle): `--help` needs no lock library.
  const lockfile = require('proper-lockfile') as typeof import('proper-lockfile');
  const options = {
    fs: LOCK_FS,
    realpath: false,
    stale: STALE_MS,
    onCompromised: () => {
      lost = true;
    },
  };
  try {
    // First at once and synchronously: the usual case, a workbook no other command holds, then makes no
    // asynchronous file call (the first of those starts Node's thread pool, a cost at every start).
    const releaseNow = lockfile.lockSync(full, options);
    release = async () => releaseNow();
  } catch {
    try {
      // A second command waits a few seconds for the first to finish before it is told "busy".
      release = await lockfile.lock(full, { ...options, retries: { retries: 6, minTimeout: 200, maxTimeout: 800 } });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ELOCKED') throw new WorkbookBusyError(path);
      throw e;
    }
  }
  return {
    check() {
      if (lost) throw new WorkbookBusyError(path);
    },
    async release() {
      if (lost) return;
      await release().catch(() => undefined);
    },
  };
}
