/**
 * One writer at a time: a command holds a lock next to its workbook (the
 * folder `<workbook>.lock`, made by proper-lockfile) from before it reads
 * until after it saved, so a second command on the same workbook is told the
 * workbook is busy instead of silently overwriting the first one's work, and
 * a command that only reads it (saving into another, --out) never reads it
 * half saved (cli/run.ts takes both locks).
 *
 * A second command waits a few seconds for the lock, then is told the
 * workbook is busy. The lock names its holder (`owner` inside it: process id
 * and computer), so a lock is taken over only from a holder that is gone: on
 * this computer, when its process no longer exists (at once, whatever the
 * lock's age: a command stopped with Ctrl+Z or on a laptop that slept keeps
 * its lock however long); from another computer (a shared folder), when the
 * lock was not refreshed for STALE_MS (its holder refreshes it every 10 s).
 *
 * The lock sits beside the workbook's real path (links followed, the name as
 * the disk spells it), so two commands that name one workbook differently (a
 * symlink and its target, another case on a case-insensitive disk, a trailing
 * slash) share one lock.
 */
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

// A plain require, not `import * as fs`: a namespace of node:fs is a copy of its every export at each start.
const fs = require('node:fs') as typeof import('node:fs');

const STALE_MS = 20_000;
/** proper-lockfile's own age check is off (the holder is checked here instead); the lock is refreshed every 10 s. */
const NEVER_STALE_MS = 365 * 24 * 3600_000;
const UPDATE_MS = 10_000;
const OWNER = 'owner';

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
  // The lock folder holds its owner file: removed first, so the folder can go.
  rmdir: (dir: string, callback: (e: NodeJS.ErrnoException | null) => void) => {
    removeOwner(dir);
    fs.rmdir(dir, callback);
  },
  rmdirSync: (dir: string) => {
    removeOwner(dir);
    fs.rmdirSync(dir);
  },
  stat: fs.stat,
  statSync: fs.statSync,
  utimes: fs.utimes,
  utimesSync: fs.utimesSync,
};

function removeOwner(dir: string): void {
  try {
    fs.unlinkSync(join(dir, OWNER));
  } catch {
    // Not written (yet): the folder is empty.
  }
}

/** Whether a process with this id runs (signal 0 asks without sending; EPERM: it runs, as another user). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock folder's holder is gone (see the module header). A lock without an owner file was
 * made by a holder killed before it wrote one, or is being made: gone only once it is older than STALE_MS.
 */
function holderGone(lockDir: string, host = hostname()): boolean {
  let owner: { pid?: unknown; host?: unknown } | undefined;
  try {
    owner = JSON.parse(fs.readFileSync(join(lockDir, OWNER), 'utf8')) as { pid?: unknown; host?: unknown };
  } catch {
    owner = undefined;
  }
  if (owner && owner.host === host && typeof owner.pid === 'number') return !processRuns(owner.pid);
  try {
    return fs.statSync(lockDir).mtimeMs < Date.now() - STALE_MS;
  } catch {
    return false;
  }
}

/**
 * Removes the lock of a holder that is gone: renamed aside first (atomic), and put back when what was
 * renamed is another lock by then (a third command took the stale one over in between).
 */
function takeOver(lockDir: string): void {
  const before = ownerText(lockDir);
  const aside = `${lockDir}.stale-${process.pid}`;
  try {
    fs.renameSync(lockDir, aside);
  } catch {
    return;
  }
  if (ownerText(aside) !== before) {
    try {
      fs.renameSync(aside, lockDir);
      return;
    } catch {
      // The place was taken again: the lock moved aside is that of a holder that finds it gone and stops.
    }
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

function ownerText(dir: string): string | undefined {
  try {
    return fs.readFileSync(join(dir, OWNER), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The path a workbook's lock is keyed on: its real path (symlinks resolved, the disk's own spelling of each
 * name); for a workbook not made yet (an --out), its folder's real path and its own name.
 */
export function lockedPath(path: string): string {
  const full = resolve(path);
  try {
    return fs.realpathSync.native(full);
  } catch {
    try {
      return join(fs.realpathSync.native(dirname(full)), basename(full));
    } catch {
      // No such folder either: the save will say so; the lock is taken on the name as given.
      return full;
    }
  }
}

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
  const full = lockedPath(path);
  let lost = false;
  let release: () => Promise<void>;
  // Evaluated on first use (a require; the build puts it inside the bundle): `--help` needs no lock library.
  const lockfile = require('proper-lockfile') as typeof import('proper-lockfile');
  const options = {
    fs: LOCK_FS,
    realpath: false,
    stale: NEVER_STALE_MS,
    update: UPDATE_MS,
    onCompromised: () => {
      lost = true;
    },
  };
  const lockDir = `${full}.lock`;
  const trySync = (): (() => void) | undefined => {
    try {
      return lockfile.lockSync(full, options);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ELOCKED') throw e;
      return undefined;
    }
  };
  // First at once and synchronously: the usual case, a workbook no other command holds, then makes no
  // asynchronous file call (the first of those starts Node's thread pool, a cost at every start).
  let releaseNow = trySync();
  if (!releaseNow && holderGone(lockDir)) {
    takeOver(lockDir);
    releaseNow = trySync();
  }
  if (releaseNow) {
    const r = releaseNow;
    release = async () => r();
  } else {
    try {
      // A second command waits a few seconds for the first to finish before it is told "busy".
      release = await lockfile.lock(full, { ...options, retries: { retries: 6, minTimeout: 200, maxTimeout: 800 } });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ELOCKED') throw e;
      // The holder may have gone while this one waited.
      const late = holderGone(lockDir) ? (takeOver(lockDir), trySync()) : undefined;
      if (!late) throw new WorkbookBusyError(path);
      release = async () => late();
    }
  }
  // The holder named inside the lock (the folder is ours now). Writing a file into the folder moves its
  // modification time, which proper-lockfile reads at each refresh as the mark that the lock is still its own
  // (another time: "compromised", so a command working longer than UPDATE_MS would lose its lock and be told
  // the workbook is busy): the folder's time is put back.
  const made = fs.statSync(lockDir);
  fs.writeFileSync(join(lockDir, OWNER), JSON.stringify({ pid: process.pid, host: hostname() }));
  fs.utimesSync(lockDir, made.atime, made.mtime);
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
