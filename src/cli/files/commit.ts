/**
 * All or nothing on disk: every file an action writes (the workbook or its CSV
 * files, charts, HTML pages) is first written in full to a temporary file in
 * its own folder, and only when all of them are ready are they renamed into
 * place. A rename within one folder is atomic, so each file is old or new.
 *
 * Between the first and the last rename the set is half new; a journal next
 * to the workbook (`.<workbook>.commit.json`) says what was going on, so the
 * next command on that workbook (under its lock) finishes the job:
 *  - journal `staging`: the temporaries were still being written → removed,
 *    the old state stays;
 *  - journal `ready`: every temporary was complete → the remaining renames
 *    are done, the new state is there.
 * Only `ready` must survive a power cut (it is flushed to the disk before
 * the first rename); `staging` only names the temporaries for a command that
 * was killed, so it is not flushed (each flush costs a start of the command
 * line about a millisecond). A commit of one file needs no `ready`: its one
 * rename is atomic. A `staging` journal whose temporaries are all gone (that
 * one rename was done, or none was written yet) leaves nothing to finish.
 * A fault inside the process (disk full, a folder that is not there) removes
 * the temporaries and the journal at once; a rename refused after others
 * were done (a file another program holds) leaves the journal, and the next
 * command completes the commit. Nothing named `<file>.tmp-<pid>`
 * is left behind.
 *
 * `COMPETITIELEIDER_KILL_AT=staged:N|renamed:N` kills the process (SIGKILL)
 * after the N-th temporary is written or the N-th rename is done: the fault
 * injection of the robustness tests, a real kill at a real step
 * (`computed:1`: after the action, before anything is staged; a third part
 * names another signal: faultPoint).
 */
// Named, not `* as fs`: a namespace of node:fs is a copy of its every export at each start.
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

interface Entry {
  readonly temp: string;
  readonly target: string;
}

interface Journal {
  readonly state: 'staging' | 'ready';
  readonly entries: readonly Entry[];
}

/** The journal of a workbook's commit: a hidden file next to it. */
export function journalPath(workbook: string): string {
  const full = resolve(workbook);
  return join(dirname(full), `.${basename(full)}.commit.json`);
}

/** Writes and flushes a whole file (a rename after it can never expose a half-written one). */
function writeDurable(file: string, bytes: string | Uint8Array): void {
  const fd = openSync(file, 'w');
  try {
    writeFileSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes the journal whole (a kill while writing leaves the one before it); flushed to the disk when `ready`. */
function writeJournal(file: string, journal: Journal): void {
  const temp = `${file}.new`;
  try {
    if (journal.state === 'ready') writeDurable(temp, JSON.stringify(journal));
    else writeFileSync(temp, JSON.stringify(journal));
    renameSync(temp, file);
  } catch (e) {
    removeQuietly(temp);
    throw e;
  }
}

/**
 * The file a path names, through a symbolic link: the link stays a link and its
 * target is what is saved (the temporary goes next to the target, so the rename
 * stays within one folder). A path that is no link, or not there, is itself.
 */
function throughLink(path: string): string {
  try {
    return lstatSync(path).isSymbolicLink() ? realpathSync(path) : path;
  } catch {
    return path;
  }
}

/** The new file gets the permissions of the one it replaces (a file shared read-only with the club stays so). */
function keepMode(target: string, temp: string): void {
  let mode: number;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    return;
  }
  chmodSync(temp, mode);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Removes a file if it is there (unlinkSync: for a file, rmSync would load Node's rimraf at every start). */
function removeFile(file: string): void {
  try {
    unlinkSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

function removeQuietly(file: string): void {
  try {
    removeFile(file);
  } catch {
    // Already gone, or not ours to remove: nothing more to undo.
  }
}

/** An error of the file system, told about `target` (the file meant, not its temporary). */
function about(e: unknown, target: string): unknown {
  if (e && typeof e === 'object' && 'code' in e) Object.assign(e, { target });
  return e;
}

/**
 * The fault injection of the robustness tests: `COMPETITIELEIDER_KILL_AT=<step>:<n>` sends the process
 * SIGKILL at that step, `<step>:<n>:<SIGNAL>` that signal (a Ctrl+C, a closed terminal) and goes on.
 */
export function faultPoint(step: 'computed' | 'staged' | 'renamed', n: number): void {
  const at = process.env.COMPETITIELEIDER_KILL_AT;
  if (!at?.startsWith(`${step}:${n}`)) return;
  const [, count, signal] = at.split(':');
  if (count === String(n)) process.kill(process.pid, (signal ?? 'SIGKILL') as NodeJS.Signals);
}

/** The files of one action, staged then committed together. */
export class Commit {
  private readonly entries: Entry[] = [];
  /** Folders this commit created (removed again on abort). */
  private readonly folders: string[] = [];
  private readonly journal: string;
  private done = false;
  /** Some files were moved into place when a rename failed: the journal stays, for the next command to complete. */
  private pending = false;

  constructor(workbook: string) {
    this.journal = journalPath(workbook);
  }

  /** The files staged so far, in order. */
  get targets(): readonly string[] {
    return this.entries.map((e) => e.target);
  }

  /**
   * Writes `bytes` to a temporary next to `target` (in the same folder, which
   * must exist). A second stage of the same target replaces the first.
   */
  stage(target: string, bytes: string | Uint8Array): void {
    const full = throughLink(resolve(target));
    const known = this.entries.find((e) => e.target === full);
    const temp = known?.temp ?? join(dirname(full), `.${basename(full)}.${process.pid}-${this.entries.length}.partial`);
    try {
      if (!known) {
        this.entries.push({ temp, target: full });
        // The journal names every temporary before it exists, so a kill while writing leaves none unknown.
        writeJournal(this.journal, { state: 'staging', entries: this.entries });
      }
      writeDurable(temp, bytes);
      keepMode(full, temp);
    } catch (e) {
      throw about(e, full);
    }
    faultPoint('staged', this.entries.length);
  }

  /** Creates a folder (and its parents) for staged files; removed again when the commit is aborted. */
  ensureFolder(dir: string): void {
    const first = mkdirSync(resolve(dir), { recursive: true });
    if (first !== undefined) this.folders.push(first);
  }

  /** Moves every staged file into place. */
  commit(): void {
    if (this.done) throw new Error('commit: already finished');
    this.done = true;
    if (this.entries.length === 0) return;
    // A rename onto a folder fails every time: found before the first rename, so nothing is half saved.
    for (const e of this.entries)
      if (isFolder(e.target))
        throw about(Object.assign(new Error(`${e.target} is a folder`), { code: 'EISDIR' }), e.target);
    if (this.entries.length > 1) writeJournal(this.journal, { state: 'ready', entries: this.entries });
    this.entries.forEach((e, i) => {
      try {
        renameSync(e.temp, e.target);
      } catch (err) {
        // Nothing moved yet: abort() undoes it all. Otherwise the old state is gone: keep the rest for recovery.
        if (i > 0) {
          this.pending = true;
          if (err && typeof err === 'object') Object.assign(err, { pending: true });
        }
        throw about(err, e.target);
      }
      faultPoint('renamed', i + 1);
    });
    removeFile(this.journal);
  }

  /** Removes every temporary and the journal: nothing of this action reaches the disk. */
  abort(): void {
    this.done = true;
    if (this.pending) return;
    for (const e of this.entries) removeQuietly(e.temp);
    removeQuietly(this.journal);
    for (const dir of this.folders.reverse()) {
      try {
        rmSync(dir, { recursive: true });
      } catch {
        // Left for the user: it may hold files of others by now.
      }
    }
  }
}

/**
 * Finishes or undoes a commit that a killed process left (see the module
 * header). Returns what it did: undefined when there was nothing to do.
 */
export function recoverCommit(workbook: string): 'completed' | 'undone' | undefined {
  const file = journalPath(workbook);
  let journal: Journal;
  try {
    journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // A journal cut short by the kill was still being written: nothing was renamed yet.
    removeQuietly(file);
    removeQuietly(`${file}.new`);
    return 'undone';
  }
  const ready = journal.state === 'ready';
  let left = 0;
  for (const e of journal.entries) {
    if (!existsSync(e.temp)) continue;
    left++;
    if (!ready) removeQuietly(e.temp);
    else
      try {
        renameSync(e.temp, e.target);
      } catch (err) {
        // Held by another program: the journal stays for a later try. Any other refusal would be refused again
        // at every command: that file is left as it was (the temporary removed), the rest completed.
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EBUSY' || code === 'EPERM')
          throw about(Object.assign(err as object, { pending: true }), e.target);
        removeQuietly(e.temp);
      }
  }
  removeQuietly(`${file}.new`);
  removeFile(file);
  // Staging with no temporary left: a commit of one file that was renamed into place, or nothing written yet.
  return ready ? 'completed' : left > 0 ? 'undone' : undefined;
}
