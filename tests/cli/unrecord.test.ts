/**
 * `competitieleider unrecord` ("Ronde terugdraaien") on each kind of workbook: confirm → unrecord gives back every
 * tab as it was before the confirm and confirm again every tab as after the first one (a CSV folder, an .xlsx and an
 * .ods); results filled in make it ask (exit 1, the boards named, nothing written) until --yes; a row typed below the
 * recorded ones is refused at its row.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell } from '../../src/core/cell';
import { toCsv } from '../../src/cli/files/csv';
import { openWorkbook } from '../../src/cli/files/open';
import { emptyOds } from '../../src/cli/files/sheetjs';
import { emptyXlsx } from '../../src/cli/files/xlsx';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { csvTab, runCli as run } from '../support/cli';
import { snapshotFiles, tempDir } from '../support/tmp';

const season = (players: number) =>
  keizerTabs(simulateKeizerSeason({ players, rounds: 28, played: 5, seed: 'take-back-cli' }).competition);

function csvClub(players = 15): string {
  const dir = join(tempDir(), 'club');
  mkdirSync(dir);
  for (const [name, rows] of Object.entries(season(players))) writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  return dir;
}

/** Every tab as the command line reads it back, trailing empty rows aside. */
async function tabs(path: string): Promise<Record<string, Cell[][]>> {
  const wb = await openWorkbook(path);
  const out: Record<string, Cell[][]> = {};
  for (const t of wb.tabNames()) {
    const rows = (wb.read(t) ?? []).map((r) => {
      const row = r.slice();
      while (row.length > 0 && (row[row.length - 1] === '' || row[row.length - 1] === null)) row.pop();
      return row;
    });
    while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
    out[t] = rows;
  }
  return out;
}

describe('competitieleider unrecord', () => {
  test('a CSV folder: confirm → unrecord gives back every file byte for byte; confirm again the same files', async () => {
    const dir = csvClub();
    expect((await run('pair', dir)).code).toBe(0);
    const before = snapshotFiles(dir);
    expect((await run('confirm', dir, '--date', '2026-03-12')).code).toBe(0);
    const after = snapshotFiles(dir);
    const r = await run('unrecord', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Ronde 6 teruggedraaid: \d+ partijen uit Uitslagen/);
    expect(snapshotFiles(dir)).toEqual(before);
    expect((await run('confirm', dir, '--date', '2026-03-12')).code).toBe(0);
    expect(snapshotFiles(dir)).toEqual(after);
  });

  test.each(['xlsx', 'ods'])(
    'an .%s: confirm → unrecord → confirm, every tab cell for cell as before and after the first confirm',
    async (kind) => {
      const file = join(tempDir(), `club.${kind}`);
      const wb = kind === 'xlsx' ? emptyXlsx(file) : emptyOds(file);
      for (const [tab, rows] of Object.entries(season(70))) wb.write({ name: tab, rows, headerRow: 1 });
      await wb.save();
      expect((await run('pair', file)).code).toBe(0);
      const before = await tabs(file);
      expect((await run('confirm', file, '--date', '2026-03-12')).code).toBe(0);
      const after = await tabs(file);
      expect(after.Uitslagen!.length).toBeGreaterThan(before.Uitslagen!.length);
      expect((await run('unrecord', file)).code).toBe(0);
      expect(await tabs(file)).toEqual(before);
      expect((await run('confirm', file, '--date', '2026-03-12')).code).toBe(0);
      expect(await tabs(file)).toEqual(after);
    },
    120_000,
  );

  test('results filled in: asked (exit 1, the boards and players named, nothing written); --yes takes them back', async () => {
    const dir = csvClub();
    await run('pair', dir);
    const before = snapshotFiles(dir);
    await run('confirm', dir);
    const rows = csvTab(dir, 'Uitslagen');
    const first = rows.findIndex((r) => r[0] === '6');
    rows[first]![3] = '1-0';
    writeFileSync(join(dir, 'Uitslagen.csv'), toCsv(rows));
    const filled = snapshotFiles(dir);
    const r = await run('unrecord', dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`Uitslagen, rij ${first + 1}: bord 1: ${rows[first]![1]} – ${rows[first]![2]}: 1-0`);
    expect(r.stderr.join('\n')).toContain('Ronde 6 toch terugdraaien?');
    expect(snapshotFiles(dir)).toEqual(filled);
    const yes = await run('unrecord', dir, '--yes');
    expect(yes.code).toBe(0);
    expect(yes.stdout[0]).toMatch(/\(1 met een uitslag\)/);
    expect(csvTab(dir, 'Uitslagen').some((row) => row[0] === '6')).toBe(false);
    expect(snapshotFiles(dir)['Uitslagen.csv']).toBe(before['Uitslagen.csv']);
  });

  test('a row typed below the recorded ones: refused at its row, nothing written', async () => {
    const dir = csvClub();
    await run('pair', dir);
    await run('confirm', dir);
    const rows = csvTab(dir, 'Uitslagen');
    rows.push(['', '', '', '', '', '', 'bord 2 later']);
    writeFileSync(join(dir, 'Uitslagen.csv'), toCsv(rows));
    const snap = snapshotFiles(dir);
    const r = await run('unrecord', dir, '--yes');
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain(`Uitslagen, rij ${rows.length}: deze rij staat in Uitslagen onder de rijen`);
    expect(snapshotFiles(dir)).toEqual(snap);
  });
});
