/**
 * Outputs never land on the season: a page, a TRF file, a published folder or an --out workbook that is the
 * workbook itself or lies inside its CSV folder, however spelled, is refused before anything is written.
 */
import * as fs from 'node:fs';
import { dirname, join } from 'node:path';
import { landsOn, samePlace } from '../../../src/cli/files/place';
import { Commit, journalPath, recoverCommit } from '../../../src/cli/files/commit';
import { toCsv } from '../../../src/cli/files/csv';
import { keizerTabs, simulateKeizerSeason } from '../../../src/sim/keizerSeason';
import { copyExample, snapshotFiles, tempDir } from '../../support/tmp';
import { runCli } from '../../support/cli';

/** A club halfway through its season (the next round can be paired): a CSV folder, or that folder as .xlsx. */
async function club(kind: 'csv' | 'xlsx'): Promise<string> {
  const dir = join(tempDir(), 'club');
  fs.mkdirSync(dir);
  const season = simulateKeizerSeason({ players: 12, rounds: 20, played: 4, seed: 'place' });
  for (const [name, rows] of Object.entries(keizerTabs(season.competition)))
    fs.writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  if (kind === 'csv') return dir;
  const file = join(dirname(dir), 'club.xlsx');
  expect((await runCli('standings', dir, '--out', file)).code).toBe(0);
  fs.rmSync(dir, { recursive: true });
  return file;
}

function everything(path: string): Record<string, string> {
  return snapshotFiles(dirname(path));
}

describe('landsOn compares places, not spellings', () => {
  test('the workbook itself, a trailing slash, .. and a symbolic link are the workbook', () => {
    const dir = copyExample('zwarte-dame');
    const link = join(dirname(dir), 'link');
    fs.symlinkSync(dir, link);
    expect(landsOn(dir, dir)).toBe(true);
    expect(landsOn(`${dir}/`, dir)).toBe(true);
    expect(landsOn(join(dir, '..', 'zwarte-dame'), dir)).toBe(true);
    expect(landsOn(link, dir)).toBe(true);
    expect(landsOn(join(link, 'Stand.html'), dir)).toBe(true);
    expect(landsOn(join(dir, 'sub', 'new.html'), dir)).toBe(true);
    expect(landsOn(join(dirname(dir), 'Stand.html'), dir)).toBe(false);
    expect(landsOn(join(dirname(dir), 'zwarte-dame2'), dir)).toBe(false);
  });

  test('a file that is another case of the workbook is the workbook exactly where the disk ignores case', () => {
    const file = copyExample('zwarte-dame.xlsx');
    const other = join(dirname(file), 'ZWARTE-DAME.XLSX');
    const caseless = fs.existsSync(other);
    expect(landsOn(other, file)).toBe(caseless);
    expect(samePlace(other, file)).toBe(caseless);
  });
});

describe('a command refuses an output on its workbook and writes nothing', () => {
  test.each([
    ['pair --html onto the .xlsx itself', 'xlsx', (wb: string) => ['pair', wb, '--html', wb]],
    ['trf --out onto the .xlsx itself', 'zwarte-dame.xlsx', (wb: string) => ['trf', wb, '--out', wb]],
    ['trf --out onto the .ods itself', 'zwarte-dame.ods', (wb: string) => ['trf', wb, '--out', wb]],
    ['pair --html onto the CSV folder', 'csv', (wb: string) => ['pair', wb, '--html', wb]],
    ['pair --html onto the CSV folder with a slash', 'csv', (wb: string) => ['pair', wb, '--html', `${wb}/`]],
    ['pair --html inside the CSV folder', 'csv', (wb: string) => ['pair', wb, '--html', join(wb, 'p.html')]],
    [
      'standings --beamer inside the CSV folder',
      'keezen-spelavond',
      (wb: string) => ['standings', wb, '--beamer', join(wb, 'b.html')],
    ],
    ['publish into the CSV folder', 'zwarte-dame', (wb: string) => ['publish', wb, '--out', wb]],
    [
      'publish into a folder in the CSV folder',
      'zwarte-dame',
      (wb: string) => ['publish', wb, '--out', join(wb, 'site')],
    ],
    [
      'standings --out a workbook inside the CSV folder',
      'zwarte-dame',
      (wb: string) => ['standings', wb, '--out', join(wb, 's.xlsx')],
    ],
    [
      'pair --html through a link to the .xlsx',
      'xlsx',
      (wb: string) => {
        const link = join(dirname(wb), 'link.xlsx');
        fs.symlinkSync(wb, link);
        return ['pair', wb, '--html', link];
      },
    ],
  ])('%s', async (_what, example, argv) => {
    const wb = example === 'csv' || example === 'xlsx' ? await club(example) : copyExample(example);
    const args = argv(wb);
    const before = everything(wb);
    const run = await runCli(...args, '--lang', 'en');
    expect(run.code).toBe(1);
    expect(run.stderr.join('\n')).toMatch(/is the workbook .* itself or lies inside it/);
    expect(run.stderr.join('\n')).toContain('Nothing was saved');
    expect(everything(wb)).toEqual(before);
    // The next command works: nothing was left that blocks it.
    expect((await runCli('standings', wb)).code).toBe(0);
  });

  test('an --out that is the workbook however spelled saves in place', async () => {
    const wb = copyExample('zwarte-dame');
    const run = await runCli('standings', wb, '--out', `${wb}/`);
    expect(run.code).toBe(0);
    expect(fs.readdirSync(dirname(wb)).filter((f) => f !== 'zwarte-dame')).toEqual([]);
  });
});

describe('a commit whose target is a folder stops before the first rename', () => {
  test('nothing is renamed and no journal is left', () => {
    const dir = tempDir();
    fs.writeFileSync(join(dir, 'a.csv'), 'old');
    fs.mkdirSync(join(dir, 'b.html'));
    const commit = new Commit(join(dir, 'wb'));
    commit.stage(join(dir, 'a.csv'), 'new');
    commit.stage(join(dir, 'b.html'), 'page');
    expect(() => commit.commit()).toThrow(expect.objectContaining({ code: 'EISDIR' }));
    commit.abort();
    expect(fs.readFileSync(join(dir, 'a.csv'), 'utf8')).toBe('old');
    expect(fs.existsSync(journalPath(join(dir, 'wb')))).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.csv', 'b.html']);
  });
});

describe('a commit left half-way onto a folder does not block the next command', () => {
  test('recovery completes the other files, leaves the folder alone and removes the journal', () => {
    const dir = tempDir();
    const wb = join(dir, 'wb');
    fs.mkdirSync(wb);
    fs.mkdirSync(join(dir, 'page.html'));
    fs.writeFileSync(join(wb, '.a.csv.partial'), 'new');
    fs.writeFileSync(join(dir, '.page.html.partial'), 'page');
    const entries = [
      { temp: join(wb, '.a.csv.partial'), target: join(wb, 'a.csv') },
      { temp: join(dir, '.page.html.partial'), target: join(dir, 'page.html') },
    ];
    fs.writeFileSync(journalPath(wb), JSON.stringify({ state: 'ready', entries }));
    expect(recoverCommit(wb)).toBe('completed');
    expect(fs.readFileSync(join(wb, 'a.csv'), 'utf8')).toBe('new');
    expect(fs.statSync(join(dir, 'page.html')).isDirectory()).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['page.html', 'wb']);
    expect(recoverCommit(wb)).toBeUndefined();
  });
});
