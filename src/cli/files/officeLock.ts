/**
 * Office programs' own locks: a workbook open in LibreOffice or Excel is not
 * rewritten under them (when the user then saves there, one of the two
 * versions would be lost). Each program leaves a lock file next to the file it
 * has open:
 *  - LibreOffice: `.~lock.<name>#`, one line `user,system user,host,dd.mm.yyyy hh:mm,profile URL;`
 *    (svl/source/misc/lockfilecommon.cxx; `,` `;` `\` escaped with a backslash), for every kind
 *    of file it opens (.ods, .xlsx, .csv);
 *  - Excel (and LibreOffice set to write Microsoft's locks too): `~$<name>`, 165 bytes: the user's name
 *    as one length byte and 8-bit characters, padded with spaces to byte 54, then again as a
 *    16-bit length and UTF-16 (svl/source/misc/msodocumentlockfile.cxx).
 * A lock file is stale when the program that wrote it is gone: known only of a LibreOffice lock
 * written on this computer (its host) where the running programs can be listed (/proc), when no
 * LibreOffice runs. Such a lock, or one whose program cannot be checked, is passed over (and
 * removed) only when the user says so (`--ignore-office-lock`).
 */
import { existsSync, readFileSync, readdirSync, realpathSync, unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { InputError, Problem } from '../../core/problems';
import { msg } from '../../i18n';

type OfficeProgram = 'LibreOffice' | 'Excel';

export interface OfficeLock {
  /** The file that is open. */
  readonly file: string;
  /** The lock file next to it. */
  readonly lock: string;
  readonly program: OfficeProgram;
  /** Who has it open, as the lock says (may be empty). */
  readonly owner: string;
  /** True: the program is gone; false: it runs; undefined: cannot tell. */
  readonly stale: boolean | undefined;
}

/** The fields of a LibreOffice lock line (backslash escapes undone); undefined when it is not one. */
export function libreOfficeLockFields(text: string): string[] | undefined {
  const fields: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) current += text[++i];
    else if (ch === ',' || ch === ';') {
      fields.push(current);
      current = '';
      if (ch === ';') return fields.length === 5 ? fields : undefined;
    } else current += ch;
  }
  return undefined;
}

/** The user's name in an Excel owner file (the 8-bit copy after the length byte). */
export function excelLockOwner(bytes: Uint8Array): string {
  const n = bytes[0] ?? 0;
  if (n === 0 || n > 52 || bytes.length < 1 + n) return '';
  return new TextDecoder('latin1').decode(bytes.subarray(1, 1 + n)).trim();
}

/** True/false: a LibreOffice (soffice) process runs on this computer; undefined: the processes cannot be listed. */
function libreOfficeRuns(proc = '/proc'): boolean | undefined {
  let pids: string[];
  try {
    pids = readdirSync(proc).filter((p) => /^\d+$/.test(p));
  } catch {
    return undefined;
  }
  return pids.some((pid) => {
    try {
      return /^(soffice|oosplash)/.test(readFileSync(join(proc, pid, 'comm'), 'utf8'));
    } catch {
      return false;
    }
  });
}

function readLock(file: string, lock: string, program: OfficeProgram): OfficeLock | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(lock);
  } catch {
    return undefined;
  }
  if (program === 'Excel') return { file, lock, program, owner: excelLockOwner(bytes), stale: undefined };
  const fields = libreOfficeLockFields(bytes.toString('utf8'));
  const owner = fields ? fields[0] || fields[1] || '' : '';
  const here = fields !== undefined && fields[2] === hostname();
  const runs = here ? libreOfficeRuns() : undefined;
  return { file, lock, program, owner, stale: runs === undefined ? undefined : !runs };
}

/** The office locks on a file: next to it as named, and next to the file a link points to (LibreOffice follows links). */
export function officeLocksOf(file: string): OfficeLock[] {
  const places = new Set([file]);
  try {
    if (existsSync(file)) places.add(realpathSync(file));
  } catch {
    // Unreadable: only the path as named.
  }
  const found: OfficeLock[] = [];
  for (const place of places) {
    const dir = dirname(place);
    const name = basename(place);
    const lo = readLock(file, join(dir, `.~lock.${name}#`), 'LibreOffice');
    if (lo) found.push(lo);
    const ms = readLock(file, join(dir, `~$${name}`), 'Excel');
    if (ms) found.push(ms);
  }
  return found;
}

/**
 * Refuses (an InputError, nothing written) when a file about to be written is
 * open in an office program. With `ignoreStale` a lock whose program is gone
 * or cannot be checked is removed and passed over; one whose program is seen
 * running never is.
 */
export function checkOfficeLocks(files: readonly string[], ignoreStale: boolean): void {
  const problems: Problem[] = [];
  for (const file of files)
    for (const lock of officeLocksOf(file)) {
      if (ignoreStale && lock.stale !== false) {
        try {
          unlinkSync(lock.lock);
        } catch {
          // Gone already, or not ours to remove: the write goes on either way.
        }
        continue;
      }
      problems.push({
        severity: 'error',
        message: msg('cliOfficeLock', lock.file, lock.program, lock.owner, lock.lock, lock.stale ?? null),
      });
    }
  if (problems.length > 0) throw new InputError(problems);
}
