import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openWorkbook } from '../../src/cli/files/open';
import { parseCsv } from '../../src/cli/files/csv';
import { copyExample, snapshotFiles, tempDir } from '../support/tmp';
import { runCli as run } from '../support/cli';

describe('competitieleider standings', () => {
  test('on a CSV folder: writes Ranglijst.csv and leaves the typed tabs byte for byte', async () => {
    const dir = copyExample('zwarte-dame');
    const before = snapshotFiles(dir);
    const r = await run('standings', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Ranglijst na ronde 28: \d+ spelers; nummer 1 is /);
    const after = snapshotFiles(dir);
    for (const [file, bytes] of Object.entries(before)) expect(after[file]).toBe(bytes);
    const rows = parseCsv(readFileSync(join(dir, 'Ranglijst.csv'), 'utf8'));
    expect(rows[0]![0]).toBe('Eindstand na ronde 28');
    expect(rows[1]!.slice(0, 4)).toEqual(['Plaats', 'Naam', 'Punten', 'Waarde']);
    expect(rows[2]![0]).toBe('1');
  });

  test('on .xlsx and .ods: the same standings as the CSV folder', async () => {
    const dir = copyExample('zwarte-dame');
    await run('standings', dir);
    const csv = parseCsv(readFileSync(join(dir, 'Ranglijst.csv'), 'utf8'));
    for (const file of ['zwarte-dame.xlsx', 'zwarte-dame.ods']) {
      const path = copyExample(file);
      const r = await run('standings', path);
      expect(r.code).toBe(0);
      const wb = await openWorkbook(path);
      const rows = wb.read('Ranglijst')!.map((row) => row.map((c) => (c === null ? '' : String(c))));
      expect(rows.slice(1, 6)).toEqual(csv.slice(1, 6).map((row) => row.map((c) => String(c ?? ''))));
      // The typed tabs are still there, unchanged.
      expect(wb.read('Uitslagen')!.length).toBeGreaterThan(300);
    }
  });

  test('--out writes another file and leaves the input alone', async () => {
    const path = copyExample('zwarte-dame.xlsx');
    const before = snapshotFiles(path);
    const out = join(tempDir(), 'uit.xlsx');
    expect((await run('standings', path, '--out', out)).code).toBe(0);
    expect(snapshotFiles(path)).toEqual(before);
    expect((await openWorkbook(out)).read('Ranglijst')).toBeDefined();
  });

  test('--out into another kind: CSV folder to .xlsx', async () => {
    const dir = copyExample('zwarte-dame');
    const out = join(tempDir(), 'uit.xlsx');
    expect((await run('standings', dir, '--out', out)).code).toBe(0);
    const wb = await openWorkbook(out);
    expect(wb.tabNames()).toEqual(
      expect.arrayContaining(['Spelers', 'Uitslagen', 'Afwezig', 'Instellingen', 'Ranglijst']),
    );
  });

  test('--round N gives the standings as they stood after round N', async () => {
    const dir = copyExample('zwarte-dame');
    const r = await run('standings', dir, '--round', '10');
    expect(r.stdout[0]).toMatch(/^Ranglijst na ronde 10:/);
    expect(parseCsv(readFileSync(join(dir, 'Ranglijst.csv'), 'utf8'))[0]![0]).toBe('Ranglijst na ronde 10 van 28');
  });

  test('bad input: exit code 1, every problem with its place, nothing written', async () => {
    const dir = copyExample('zwarte-dame');
    const file = join(dir, 'Uitslagen.csv');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[3] = lines[3]!.replace(/,[^,]*$/, ',1-1');
    writeFileSync(file, lines.join('\n'));
    const before = snapshotFiles(dir);
    const r = await run('standings', dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toEqual([
      '1 probleem gevonden; er is niets geschreven.',
      expect.stringMatching(/^Uitslagen!D4: onbekende uitslag "1-1"/),
    ]);
    expect(snapshotFiles(dir)).toEqual(before);
  });

  test('usage errors exit with 2', async () => {
    expect((await run('standings')).code).toBe(2);
    expect((await run('standings', 'x.txt')).code).toBe(2);
    expect((await run('standings', 'a', '--round', 'tien')).code).toBe(2);
    expect((await run('nonsense')).code).toBe(2);
  });

  test('--lang en gives English messages', async () => {
    const dir = copyExample('zwarte-dame');
    const r = await run('standings', dir, '--lang', 'en');
    expect(r.stdout[0]).toMatch(/^Standings after round 28:/);
  });
});

describe('competitieleider demo (npm start)', () => {
  test('prints the top of the example standings', async () => {
    const r = await run('demo');
    expect(r.code).toBe(0);
    expect(r.stdout.join('\n')).toMatch(/Plaats\s+Naam\s+Punten/);
  });
});
