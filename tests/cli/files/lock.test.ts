/** One writer at a time: the lock of a workbook is taken at once when it is free, waited for a few seconds when it is not. */
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WorkbookBusyError, lockWorkbook, lockedPath } from '../../../src/cli/files/lock';
import { tempDir } from '../../support/tmp';

test('a free workbook is locked at once, and released leaves no lock behind', async () => {
  const workbook = join(tempDir(), 'club');
  const lock = await lockWorkbook(workbook);
  expect(existsSync(`${workbook}.lock`)).toBe(true);
  lock.check();
  await lock.release();
  expect(existsSync(`${workbook}.lock`)).toBe(false);
});

test('a second command waits for the first to release the workbook, then has it', async () => {
  const workbook = join(tempDir(), 'club');
  const first = await lockWorkbook(workbook);
  setTimeout(() => void first.release(), 300);
  const second = await lockWorkbook(workbook);
  expect(existsSync(`${workbook}.lock`)).toBe(true);
  await second.release();
  expect(existsSync(`${workbook}.lock`)).toBe(false);
});

test('a workbook held longer than the wait is busy', async () => {
  const workbook = join(tempDir(), 'club');
  const first = await lockWorkbook(workbook);
  await expect(lockWorkbook(workbook)).rejects.toBeInstanceOf(WorkbookBusyError);
  // The holder keeps it.
  first.check();
  await first.release();
}, 20_000);

test('a command working longer than the lock is refreshed keeps its lock (naming the holder does not mark it as taken)', async () => {
  const workbook = join(tempDir(), 'club');
  const lock = await lockWorkbook(workbook);
  // The lock is refreshed every 10 s; a refresh that finds the folder touched by another marks it lost.
  await new Promise((done) => setTimeout(done, 11_000));
  expect(() => lock.check()).not.toThrow();
  await lock.release();
  expect(existsSync(`${workbook}.lock`)).toBe(false);
}, 30_000);

test('a workbook named through a symlink and by its own path shares one lock', async () => {
  const dir = tempDir();
  const workbook = join(dir, 'club.xlsx');
  writeFileSync(workbook, '');
  const link = join(dir, 'link.xlsx');
  symlinkSync(workbook, link);
  const first = await lockWorkbook(link);
  expect(existsSync(`${workbook}.lock`)).toBe(true);
  await expect(lockWorkbook(workbook)).rejects.toBeInstanceOf(WorkbookBusyError);
  await first.release();
  expect(existsSync(`${workbook}.lock`)).toBe(false);
}, 20_000);

test('a workbook not made yet, named through a linked folder or with a trailing slash, shares one lock', async () => {
  const dir = tempDir();
  mkdirSync(join(dir, 'real'));
  symlinkSync(join(dir, 'real'), join(dir, 'linked'));
  expect(lockedPath(join(dir, 'linked', 'out.xlsx'))).toBe(lockedPath(join(dir, 'real', 'out.xlsx')));
  expect(lockedPath(`${join(dir, 'real')}/`)).toBe(lockedPath(join(dir, 'linked')));
  const first = await lockWorkbook(join(dir, 'linked', 'out.xlsx'));
  await expect(lockWorkbook(join(dir, 'real', 'out.xlsx'))).rejects.toBeInstanceOf(WorkbookBusyError);
  await first.release();
}, 20_000);
