/**
 * A workbook open in LibreOffice or Excel is not rewritten: their lock files, as the programs write them, stop
 * every write with "close the file in <program>"; a lock left by a program that is gone is passed over only
 * with --ignore-office-lock, one whose program runs never.
 */
import * as fs from 'node:fs';
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { excelLockOwner, libreOfficeLockFields, officeLocksOf } from '../../../src/cli/files/officeLock';
import { toCsv } from '../../../src/cli/files/csv';
import { keizerTabs, simulateKeizerSeason } from '../../../src/sim/keizerSeason';
import { snapshotFiles, tempDir } from '../../support/tmp';
import { runCli } from '../../support/cli';

/** A LibreOffice lock line as svl's LockFileCommon writes it: user, system user, host, time, profile; `,;\` escaped. */
function libreOfficeLock(file: string, host: string, user = 'Jan de Vries, wedstrijdleider'): string {
  const esc = (s: string) => s.replace(/[\\,;]/g, (c) => `\\${c}`);
  const lock = join(dirname(file), `.~lock.${basename(file)}#`);
  fs.writeFileSync(
    lock,
    `${[user, 'jan', host, '04.12.2026 19:02', 'file:///home/jan/.config/libreoffice/4'].map(esc).join(',')};`,
  );
  return lock;
}

/** Excel's owner file (165 bytes): the name as a length byte and 8-bit text padded with spaces to 54, then UTF-16. */
function excelLock(file: string, user = 'Jan'): string {
  const bytes = new Uint8Array(165).fill(0x20);
  bytes[0] = user.length;
  for (let i = 0; i < user.length; i++) bytes[1 + i] = user.charCodeAt(i);
  let n = 55;
  bytes[n++] = user.length;
  bytes[n++] = 0;
  for (let i = 0; i < user.length; i++) {
    bytes[n++] = user.charCodeAt(i) & 0xff;
    bytes[n++] = user.charCodeAt(i) >> 8;
  }
  for (; n + 1 < 165; n += 2) bytes[n + 1] = 0;
  const lock = join(dirname(file), `~$${basename(file)}`);
  fs.writeFileSync(lock, bytes);
  return lock;
}

/** A club halfway through its season: a CSV folder, or the same as .xlsx or .ods. */
async function club(kind: 'csv' | 'xlsx' | 'ods'): Promise<string> {
  const dir = join(tempDir(), 'club');
  fs.mkdirSync(dir);
  const season = simulateKeizerSeason({ players: 10, rounds: 20, played: 3, seed: 'office' });
  for (const [name, rows] of Object.entries(keizerTabs(season.competition)))
    fs.writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  if (kind === 'csv') return dir;
  const file = join(dirname(dir), `club.${kind}`);
  expect((await runCli('standings', dir, '--out', file)).code).toBe(0);
  fs.rmSync(dir, { recursive: true });
  return file;
}

describe('the lock files as the programs write them', () => {
  test('a LibreOffice lock line gives its five fields with the escapes undone', () => {
    expect(libreOfficeLockFields('Jan de Vries\\, wl,jan,pc,04.12.2026 19:02,file:///h;')).toEqual([
      'Jan de Vries, wl',
      'jan',
      'pc',
      '04.12.2026 19:02',
      'file:///h',
    ]);
    expect(libreOfficeLockFields('no lock')).toBeUndefined();
  });

  test("an Excel owner file gives the user's name", () => {
    const dir = tempDir();
    const lock = excelLock(join(dir, 'club.xlsx'), 'Marieke');
    expect(fs.statSync(lock).size).toBe(165);
    expect(excelLockOwner(fs.readFileSync(lock))).toBe('Marieke');
  });

  test('a LibreOffice lock written on another computer cannot be checked', () => {
    const dir = tempDir();
    libreOfficeLock(join(dir, 'club.ods'), 'another-computer');
    expect(officeLocksOf(join(dir, 'club.ods'))).toEqual([
      expect.objectContaining({ program: 'LibreOffice', owner: 'Jan de Vries, wedstrijdleider', stale: undefined }),
    ]);
  });
});

describe('a workbook open in an office program is not written', () => {
  test.each([
    ['.xlsx open in LibreOffice', 'xlsx', 'LibreOffice', (f: string) => libreOfficeLock(f, 'another-computer')],
    ['.xlsx open in Excel', 'xlsx', 'Excel', (f: string) => excelLock(f)],
    ['.ods open in LibreOffice', 'ods', 'LibreOffice', (f: string) => libreOfficeLock(f, 'another-computer')],
    ['.ods open in Excel', 'ods', 'Excel', (f: string) => excelLock(f)],
    [
      'a CSV file open in LibreOffice',
      'csv',
      'LibreOffice',
      (f: string) => libreOfficeLock(join(f, 'Indeling.csv'), 'pc2'),
    ],
  ] as const)(
    '%s: refused in both languages, nothing written; passed with --ignore-office-lock',
    async (_w, kind, program, lockIt) => {
      const wb = await club(kind);
      const lock = lockIt(wb);
      const before = snapshotFiles(dirname(wb));
      const nl = await runCli('pair', wb);
      expect(nl.code).toBe(1);
      expect(nl.stderr.join('\n')).toContain(`sluit het bestand in ${program} en probeer opnieuw`);
      expect(nl.stderr.join('\n')).toContain('--ignore-office-lock');
      const en = await runCli('pair', wb, '--lang', 'en');
      expect(en.stderr.join('\n')).toContain(`close the file in ${program} and try again. Nothing was saved.`);
      expect(snapshotFiles(dirname(wb))).toEqual(before);
      const forced = await runCli('pair', wb, '--ignore-office-lock');
      expect(forced.code).toBe(0);
      expect(fs.existsSync(lock)).toBe(false);
      expect(snapshotFiles(dirname(wb))).not.toEqual(before);
    },
  );

  test('a command that writes nothing runs beside the lock', async () => {
    const wb = await club('xlsx');
    excelLock(wb);
    const run = await runCli(
      'explain',
      wb,
      String(simulateKeizerSeason({ players: 10, rounds: 20, played: 3, seed: 'office' }).competition.players[0]!.name),
    );
    expect(run.code).toBe(0);
  });

  test('a lock of this computer with no LibreOffice running is said to be left behind', async () => {
    const wb = await club('ods');
    libreOfficeLock(wb, hostname());
    const run = await runCli('pair', wb, '--lang', 'en');
    expect(run.code).toBe(1);
    expect(run.stderr.join('\n')).toContain('LibreOffice no longer runs');
  });

  test('a lock of a LibreOffice that runs (a real process named soffice.bin) holds even with --ignore-office-lock', async () => {
    const wb = await club('ods');
    const lock = libreOfficeLock(wb, hostname());
    const program = join(tempDir(), 'soffice.bin');
    fs.copyFileSync('/bin/sleep', program);
    fs.chmodSync(program, 0o755);
    const office = spawn(program, ['30'], { stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 200));
      const before = snapshotFiles(dirname(wb));
      const run = await runCli('pair', wb, '--ignore-office-lock', '--lang', 'en');
      expect(run.code).toBe(1);
      expect(run.stderr.join('\n')).toContain('close the file in LibreOffice and try again');
      expect(run.stderr.join('\n')).not.toContain('--ignore-office-lock');
      expect(fs.existsSync(lock)).toBe(true);
      expect(snapshotFiles(dirname(wb))).toEqual(before);
    } finally {
      office.kill('SIGKILL');
    }
  });
});
