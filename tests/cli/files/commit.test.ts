/**
 * Every action commits all or nothing: a full disk at any file, a kill at any
 * step, another program holding the file, a second command at the same time.
 * The kills are real (dist/cli.js, SIGKILL at a step of the commit: run
 * `node scripts/build.mjs` first when running this file alone).
 */
import * as fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { Commit, journalPath, recoverCommit } from '../../../src/cli/files/commit';
import * as lockModule from '../../../src/cli/files/lock';
import { lockWorkbook } from '../../../src/cli/files/lock';
import { toCsv } from '../../../src/cli/files/csv';
import { keizerTabs, simulateKeizerSeason } from '../../../src/sim/keizerSeason';
import { ROOT, copyExample, snapshotFiles, tempDir } from '../../support/tmp';
import { csvTab, runCli } from '../../support/cli';

const CLI = join(ROOT, 'dist', 'cli.js');
/** The node:fs module itself (what the commit calls), to put faults in. */
const realFs = require('node:fs') as typeof fs;

/** A club in a CSV folder with round 6 paired (Indeling.csv) but not confirmed; an odd number of players, so a bye. */
async function pairedClub(): Promise<string> {
  const dir = join(tempDir(), 'club');
  fs.mkdirSync(dir);
  const season = simulateKeizerSeason({ players: 15, rounds: 28, played: 5, seed: 'faults' });
  for (const [name, rows] of Object.entries(keizerTabs(season.competition)))
    fs.writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  expect((await runCli('pair', dir)).code).toBe(0);
  return dir;
}

/** Every file next to and inside the workbook folder (temporaries, journals and locks included). */
function everything(dir: string): Record<string, string> {
  return snapshotFiles(dirname(dir));
}

/** Temporaries, journals and locks a commit left next to or inside the workbook folder. */
function leftovers(dir: string): string[] {
  return fs
    .readdirSync(dirname(dir))
    .concat(fs.readdirSync(dir))
    .filter((f) => /partial|commit|\.lock|tmp/.test(f));
}

function round6(dir: string): { games: number; byes: number } {
  return {
    games: csvTab(dir, 'Uitslagen').filter((r) => r[0] === '6').length,
    byes: csvTab(dir, 'Afwezig').filter((r) => r[0] === '6').length,
  };
}

function enospc(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
}

describe('a full disk leaves the old state and no temporaries', () => {
  afterEach(() => jest.restoreAllMocks());

  test.each([1, 2, 3])(
    'confirm with the disk full at file write %i: exit 1, "nothing saved", every file as it was',
    async (n) => {
      const dir = await pairedClub();
      const before = everything(dir);
      const real = realFs.writeFileSync;
      let writes = 0;
      jest.spyOn(realFs, 'writeFileSync').mockImplementation(((
        file: fs.PathOrFileDescriptor,
        data: string | NodeJS.ArrayBufferView,
        options?: fs.WriteFileOptions,
      ) => {
        // Descriptor writes are the commit's (journal and temporaries, in order).
        if (typeof file === 'number' && ++writes === n) throw enospc();
        return real(file, data, options);
      }) as typeof fs.writeFileSync);
      const r = await runCli('confirm', dir, '--lang', 'en');
      jest.restoreAllMocks();
      expect(writes).toBeGreaterThanOrEqual(n);
      expect(r.code).toBe(1);
      expect(r.stderr.join('\n')).toMatch(/the disk is full\. Nothing was saved/);
      expect(everything(dir)).toEqual(before);
    },
  );

  test('pair --html into a folder that does not exist saves nothing (not the workbook either): exit 1', async () => {
    const dir = await pairedClub();
    fs.rmSync(join(dir, 'Indeling.csv'));
    const before = everything(dir);
    const r = await runCli('pair', dir, '--html', join(dir, '..', 'nowhere', 'beamer.html'));
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toMatch(/map bestaat niet\. Er is niets opgeslagen/);
    expect(everything(dir)).toEqual(before);
  });

  test('a file held by another program (EBUSY, EPERM on Windows) gets "close the file in Excel/LibreOffice", in both languages', async () => {
    for (const [code, lang, text] of [
      ['EBUSY', 'nl', /sluit het bestand in Excel\/LibreOffice en probeer opnieuw\. Het opslaan is halverwege/],
      ['EPERM', 'en', /close the file in Excel\/LibreOffice and try again\. Saving stopped half-way/],
    ] as const) {
      const dir = await pairedClub();
      const before = everything(dir);
      const real = realFs.renameSync;
      jest.spyOn(realFs, 'renameSync').mockImplementation((from, to) => {
        if (String(to).endsWith('Uitslagen.csv'))
          throw Object.assign(new Error(`${code}: resource busy or locked, rename`), { code });
        return real(from, to);
      });
      const r = await runCli('confirm', dir, '--lang', lang);
      jest.restoreAllMocks();
      expect(r.code).toBe(1);
      expect(r.stderr.join('\n')).toMatch(text);
      expect(r.stderr.join('\n')).toContain('Uitslagen.csv');
      // Afwezig was moved into place first, then Uitslagen was refused: the next command completes what the journal says.
      const next = await runCli('standings', dir, '--lang', 'en');
      expect(next.code).toBe(0);
      expect(next.stderr.join('\n')).toMatch(/has now been completed/);
      const after = round6(dir);
      expect(after.games).toBeGreaterThan(0);
      expect(after.byes).toBe(1);
      expect(Object.keys(everything(dir)).filter((f) => !(f in before))).toEqual([join(dir, 'Ranglijst.csv')]);
    }
  });

  test('a file held by another program at the first file: nothing saved, nothing left', async () => {
    const dir = await pairedClub();
    const before = everything(dir);
    const real = realFs.renameSync;
    jest.spyOn(realFs, 'renameSync').mockImplementation((from, to) => {
      if (String(to).endsWith('.csv'))
        throw Object.assign(new Error('EBUSY: resource busy or locked, rename'), { code: 'EBUSY' });
      return real(from, to);
    });
    const r = await runCli('confirm', dir, '--lang', 'en');
    jest.restoreAllMocks();
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toMatch(/close the file in Excel\/LibreOffice and try again\. Nothing was saved/);
    expect(everything(dir)).toEqual(before);
  });
});

test('a file another program holds while it is read (EBUSY on Windows) gets the same advice, and nothing is saved', async () => {
  const dir = await pairedClub();
  const before = everything(dir);
  const real = realFs.readFileSync;
  jest.spyOn(realFs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) => {
    if (String(file).endsWith('Spelers.csv'))
      throw Object.assign(new Error('EBUSY: resource busy or locked, open'), { code: 'EBUSY', path: String(file) });
    return real(file, options as never);
  }) as typeof fs.readFileSync);
  const r = await runCli('standings', dir);
  jest.restoreAllMocks();
  expect(r.code).toBe(1);
  expect(r.stderr.join('\n')).toBe(
    `${join(dir, 'Spelers.csv')} is in gebruik door een ander programma: sluit het bestand in Excel/LibreOffice en probeer opnieuw. Er is niets opgeslagen.`,
  );
  expect(everything(dir)).toEqual(before);
});

describe('a kill at any step of the commit: the next command finds the old or the new state, never half', () => {
  const steps = ['staged:1', 'staged:2', 'renamed:1', 'renamed:2'];
  test.each(steps)('confirm killed at %s', async (step) => {
    const dir = await pairedClub();
    const killed = spawnSync(process.execPath, [CLI, 'confirm', dir], {
      env: { ...process.env, COMPETITIELEIDER_KILL_AT: step },
      encoding: 'utf8',
    });
    expect(killed.signal).toBe('SIGKILL');
    // The killed command's lock names a process that is gone: the next command takes it over at once
    // and finishes the commit.
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
    const next = await runCli('standings', dir, '--lang', 'en');
    expect(next.code).toBe(0);
    const state = round6(dir);
    if (step.startsWith('staged')) {
      expect(next.stderr.join('\n')).toMatch(/stopped before it had saved anything/);
      expect(state).toEqual({ games: 0, byes: 0 });
    } else {
      expect(next.stderr.join('\n')).toMatch(/what it saved has now been completed/);
      expect(state.games).toBeGreaterThan(0);
      expect(state.byes).toBe(1);
    }
    expect(leftovers(dir)).toEqual([]);
    // And confirm then records the round (once).
    const confirm = await runCli('confirm', dir);
    expect(confirm.code).toBe(0);
    expect(round6(dir).byes).toBe(1);
  });
});

test.each(['staged:1', 'renamed:1'])(
  'standings (a commit of one file) killed at %s: the next command finds the old or the new file, and says so only when it undid something',
  async (step) => {
    const dir = copyExample('zwarte-dame');
    const ranking = join(dir, 'Ranglijst.csv');
    expect(fs.existsSync(ranking)).toBe(false);
    const killed = spawnSync(process.execPath, [CLI, 'standings', dir], {
      env: { ...process.env, COMPETITIELEIDER_KILL_AT: step },
    });
    expect(killed.signal).toBe('SIGKILL');
    expect(fs.existsSync(ranking)).toBe(step === 'renamed:1');
    const next = await runCli('standings', dir, '--lang', 'en');
    expect(next.code).toBe(0);
    const told = next.stderr.join('\n');
    if (step === 'staged:1') expect(told).toMatch(/stopped before it had saved anything/);
    else expect(told).not.toMatch(/stopped/);
    expect(fs.existsSync(ranking)).toBe(true);
    expect(leftovers(dir)).toEqual([]);
  },
);

test.each(['staged:1', 'staged:2', 'renamed:1'])(
  'pair on an .xlsx with --html killed at %s: the workbook and its page are both old or both new',
  async (step) => {
    const dir = await pairedClub();
    const root = dirname(dir);
    const xlsx = join(root, 'club.xlsx');
    const html = join(root, 'beamer.html');
    fs.rmSync(join(dir, 'Indeling.csv'));
    expect((await runCli('standings', dir, '--out', xlsx)).code).toBe(0);
    const before = fs.readFileSync(xlsx);
    const killed = spawnSync(process.execPath, [CLI, 'pair', xlsx, '--html', html], {
      env: { ...process.env, COMPETITIELEIDER_KILL_AT: step },
    });
    expect(killed.signal).toBe('SIGKILL');
    expect((await runCli('beamer', xlsx)).code).toBe(step.startsWith('staged') ? 1 : 0);
    const changed = !fs.readFileSync(xlsx).equals(before);
    expect([changed, fs.existsSync(html)]).toEqual(step.startsWith('staged') ? [false, false] : [true, true]);
    expect(fs.readdirSync(root).filter((f) => /partial|commit|\.lock/.test(f))).toEqual([]);
  },
);

describe('the commit itself', () => {
  test('a commit of one file renames it into place at once: no ready journal, no flush of the journal', () => {
    const dir = tempDir();
    const a = join(dir, 'a.txt');
    fs.writeFileSync(a, 'old a');
    const commit = new Commit(a);
    commit.stage(a, 'new a');
    const renames: string[] = [];
    const flushes = jest.spyOn(realFs, 'fsyncSync');
    const real = realFs.renameSync;
    const spy = jest.spyOn(realFs, 'renameSync').mockImplementation((from, to) => {
      renames.push(String(to));
      return real(from, to);
    });
    commit.commit();
    spy.mockRestore();
    expect(flushes).not.toHaveBeenCalled();
    flushes.mockRestore();
    expect(renames).toEqual([a]);
    expect(fs.readFileSync(a, 'utf8')).toBe('new a');
    expect(fs.readdirSync(dir)).toEqual(['a.txt']);
  });

  test('a one-file commit killed after its rename (a staging journal, no temporary left) leaves nothing to tell or undo', () => {
    const dir = tempDir();
    const a = join(dir, 'a.txt');
    fs.writeFileSync(a, 'old a');
    const commit = new Commit(a);
    commit.stage(a, 'new a');
    // Killed between the rename and the journal's removal.
    const unlink = jest.spyOn(realFs, 'unlinkSync').mockImplementation(() => {
      throw new Error('killed');
    });
    expect(() => commit.commit()).toThrow('killed');
    unlink.mockRestore();
    expect(fs.existsSync(journalPath(a))).toBe(true);
    expect(recoverCommit(a)).toBeUndefined();
    expect(fs.readFileSync(a, 'utf8')).toBe('new a');
    expect(fs.readdirSync(dir)).toEqual(['a.txt']);
  });

  test('a journal in the staging state is undone; in the ready state completed', () => {
    const dir = tempDir();
    const a = join(dir, 'a.txt');
    const b = join(dir, 'b.txt');
    fs.writeFileSync(a, 'old a');
    fs.writeFileSync(b, 'old b');
    const staging = new Commit(a);
    staging.stage(a, 'new a');
    staging.stage(b, 'new b');
    // Left as a killed process would leave it: temporaries and a staging journal.
    expect(recoverCommit(a)).toBe('undone');
    expect([fs.readFileSync(a, 'utf8'), fs.readFileSync(b, 'utf8')]).toEqual(['old a', 'old b']);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.txt', 'b.txt']);
    const ready = new Commit(a);
    ready.stage(a, 'new a');
    ready.stage(b, 'new b');
    const real = realFs.renameSync;
    let renames = 0;
    const spy = jest.spyOn(realFs, 'renameSync').mockImplementation((from, to) => {
      // The journal's own rename, then the first file; the second rename "dies".
      if (++renames === 3) throw new Error('killed');
      return real(from, to);
    });
    expect(() => ready.commit()).toThrow('killed');
    spy.mockRestore();
    expect(fs.readFileSync(a, 'utf8')).toBe('new a');
    expect(fs.readFileSync(b, 'utf8')).toBe('old b');
    expect(recoverCommit(a)).toBe('completed');
    expect([fs.readFileSync(a, 'utf8'), fs.readFileSync(b, 'utf8')]).toEqual(['new a', 'new b']);
    expect(fs.existsSync(journalPath(a))).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.txt', 'b.txt']);
  });
});

describe('links and permissions are kept', () => {
  test('a workbook reached through a symbolic link: the link stays a link, its target is saved, with its permissions', async () => {
    const dir = tempDir();
    const real = join(dir, 'seizoen', 'club.xlsx');
    fs.mkdirSync(dirname(real));
    fs.copyFileSync(copyExample('zwarte-dame.xlsx'), real);
    fs.chmodSync(real, 0o640);
    const link = join(dir, 'club.xlsx');
    fs.symlinkSync(join('seizoen', 'club.xlsx'), link);
    const before = fs.readFileSync(real);
    const r = await runCli('standings', link);
    expect(r.code).toBe(0);
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe(join('seizoen', 'club.xlsx'));
    expect(fs.readFileSync(real).equals(before)).toBe(false);
    expect(fs.statSync(real).mode & 0o777).toBe(0o640);
    // No temporary or journal left beside the link or the target.
    expect(fs.readdirSync(dir).sort()).toEqual(['club.xlsx', 'seizoen']);
    expect(fs.readdirSync(dirname(real))).toEqual(['club.xlsx']);
  });

  test("a file saved in place keeps its permissions (a CSV tab of the club's folder, read-only for others)", async () => {
    const dir = copyExample('zwarte-dame');
    expect((await runCli('standings', dir)).code).toBe(0);
    fs.chmodSync(join(dir, 'Ranglijst.csv'), 0o600);
    fs.writeFileSync(join(dir, 'Ranglijst.csv'), 'oud\n');
    expect((await runCli('standings', dir)).code).toBe(0);
    expect(fs.readFileSync(join(dir, 'Ranglijst.csv'), 'utf8')).not.toBe('oud\n');
    expect(fs.statSync(join(dir, 'Ranglijst.csv')).mode & 0o777).toBe(0o600);
  });
});

describe("a command that saves into another workbook (--out) reads its input under the input's lock", () => {
  test("a confirm killed half-way through its renames: standings --out takes over the dead holder's lock and finishes that commit before reading", async () => {
    const dir = await pairedClub();
    const killed = spawnSync(process.execPath, [CLI, 'confirm', dir], {
      env: { ...process.env, COMPETITIELEIDER_KILL_AT: 'renamed:1' },
      encoding: 'utf8',
    });
    expect(killed.signal).toBe('SIGKILL');
    const out = join(dirname(dir), 'copy');
    // The killed command's lock names a process that is gone: the reader completes the commit, then reads.
    const next = await runCli('standings', dir, '--out', out, '--lang', 'en');
    expect(next.code).toBe(0);
    expect(next.stderr.join('\n')).toMatch(/what it saved has now been completed/);
    expect(fs.existsSync(journalPath(dir))).toBe(false);
    for (const book of [dir, out]) {
      const state = round6(book);
      expect(state.games).toBeGreaterThan(0);
      expect(state.byes).toBe(1);
    }
  });

  test('confirm and standings --out started together (two processes): the copy holds the round whole or not at all', async () => {
    for (let i = 0; i < 3; i++) {
      const dir = await pairedClub();
      const out = join(dirname(dir), 'copy');
      const [confirm, copy] = await Promise.all([
        spawnAsync([CLI, 'confirm', dir]),
        spawnAsync([CLI, 'standings', dir, '--out', out]),
      ]);
      for (const r of [confirm!, copy!]) {
        expect([0, 1]).toContain(r.code);
        if (r.code === 1) expect(r.stderr).toMatch(/is bezig/);
      }
      if (copy!.code === 0) {
        const state = round6(out);
        expect(state).toEqual(state.games === 0 ? { games: 0, byes: 0 } : { games: state.games, byes: 1 });
      }
    }
  });

  test('saving into the input itself (--out the same workbook, spelled another way) takes its one lock, not two', async () => {
    const dir = await pairedClub();
    const r = await runCli('standings', dir, '--out', join(dir, '..', 'club'));
    expect(r.stderr).toEqual([]);
    expect(r.code).toBe(0);
  });

  test('an input in a folder that may not be written (an installed example) is read without its lock', async () => {
    const dir = await pairedClub();
    const out = join(dirname(dir), 'copy.xlsx');
    const real = lockModule.lockWorkbook;
    const spy = jest
      .spyOn(lockModule, 'lockWorkbook')
      .mockImplementation((path: string) =>
        path === dir
          ? Promise.reject(Object.assign(new Error('EACCES: permission denied, mkdir'), { code: 'EACCES' }))
          : real(path),
      );
    try {
      const r = await runCli('standings', dir, '--out', out);
      expect(r.code).toBe(0);
      expect(spy.mock.calls.map((c) => c[0]).sort()).toEqual([dir, out].sort());
      expect(fs.existsSync(out)).toBe(true);
      // Written, the same workbook needs its lock: without one the command is refused.
      const own = await runCli('standings', dir);
      expect(own.code).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('one writer at a time', () => {
  test('a second command on a workbook that another one holds is told it is busy (exit 1, both languages) and changes nothing', async () => {
    const dir = await pairedClub();
    const before = snapshotFiles(dir);
    const lock = await lockWorkbook(dir);
    try {
      const nl = await runCli('confirm', dir);
      const en = await runCli('confirm', dir, '--lang', 'en');
      expect([nl.code, en.code]).toEqual([1, 1]);
      expect(nl.stderr.join('\n')).toMatch(/is bezig: een andere opdracht werkt nu met dit werkboek/);
      expect(en.stderr.join('\n')).toMatch(/is busy/);
      expect(snapshotFiles(dir)).toEqual(before);
    } finally {
      await lock.release();
    }
    expect((await runCli('confirm', dir)).code).toBe(0);
  });

  test('an import into a workbook another command holds is told it is busy too', async () => {
    const dir = tempDir();
    const trf = join(dir, 'club.trf');
    const book = join(dir, 'club.xlsx');
    expect((await runCli('trf', copyExample('zwarte-dame'), '--out', trf)).code).toBe(0);
    const lock = await lockWorkbook(book);
    try {
      const r = await runCli('import-trf', trf, book, '--lang', 'en');
      expect(r.code).toBe(1);
      expect(r.stderr.join('\n')).toMatch(/is busy/);
      expect(fs.existsSync(book)).toBe(false);
    } finally {
      await lock.release();
    }
    expect((await runCli('import-trf', trf, book)).code).toBe(0);
  });

  test('confirm and standings started together on one .xlsx: both are kept or the second is told it is busy', async () => {
    const dir = await pairedClub();
    const xlsx = join(dirname(dir), 'club.xlsx');
    expect((await runCli('standings', dir, '--out', xlsx)).code).toBe(0);
    const runs = [spawnAsync([CLI, 'confirm', xlsx]), spawnAsync([CLI, 'standings', xlsx])];
    const [confirm, standings] = await Promise.all(runs);
    for (const r of [confirm!, standings!]) expect([0, 1]).toContain(r.code);
    if (confirm!.code === 0) {
      // What confirm reported recorded is in the file, whatever standings did.
      const check = await runCli('confirm', xlsx);
      expect(check.stdout[0]).toBe('Ronde 6 was al vastgelegd; er is niets veranderd.');
    } else {
      expect(confirm!.stderr).toMatch(/is bezig/);
    }
    if (standings!.code === 1) expect(standings!.stderr).toMatch(/is bezig/);
  });
});

function spawnAsync(args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = require('node:child_process').spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code: number) => resolve({ code, stderr }));
  });
}
