/**
 * An .xlsx is read by its cells, not by the size its sheets record (`<dimension>`), which office programs and
 * other libraries write missing, too small or as large as the whole grid: the same values, standings and
 * appends below the last real row whatever it says, at the cost of the cells there are.
 */
import * as fs from 'node:fs';
import { dirname, join } from 'node:path';
import { toCsv } from '../../../src/cli/files/csv';
import { openWorkbook } from '../../../src/cli/files/open';
import { Package } from '../../../src/cli/files/package';
import { keizerTabs, simulateKeizerSeason } from '../../../src/sim/keizerSeason';
import { snapshotFiles, tempDir } from '../../support/tmp';
import { runCli } from '../../support/cli';

/** A club after 5 rounds as .xlsx (written by the command line from CSV). */
async function clubXlsx(): Promise<string> {
  const dir = join(tempDir(), 'club');
  fs.mkdirSync(dir);
  const season = simulateKeizerSeason({ players: 12, rounds: 20, played: 5, seed: 'dimension' });
  for (const [name, rows] of Object.entries(keizerTabs(season.competition)))
    fs.writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  const file = join(dirname(dir), 'club.xlsx');
  expect((await runCli('standings', dir, '--out', file)).code).toBe(0);
  return file;
}

/** The sheet part of a tab (the written sheets hold their text inline: the header names the tab's part). */
function sheetPart(pkg: Package, header: string): string {
  const part = pkg
    .paths()
    .filter((p) => /^xl\/worksheets\/sheet\d+\.xml$/.test(p))
    .find((p) => new TextDecoder().decode(pkg.get(p)).includes(`<t xml:space="preserve">${header}</t>`));
  if (!part) throw new Error(`no sheet with ${header}`);
  return part;
}

/** Rewrites the Uitslagen sheet's XML of the file. */
function editUitslagen(file: string, edit: (xml: string) => string): void {
  const pkg = new Package(fs.readFileSync(file));
  const part = sheetPart(pkg, 'Uitslag');
  pkg.put(part, edit(new TextDecoder().decode(pkg.get(part))));
  fs.writeFileSync(file, pkg.bytes());
}

const DIMENSIONS: [string, (xml: string) => string][] = [
  ['missing', (xml) => xml.replace(/<dimension [^>]*\/>/, '')],
  ['too small (A1:B3)', (xml) => xml.replace(/<dimension [^>]*\/>/, '<dimension ref="A1:B3"/>')],
  ['the whole grid (A1:XFD1048576)', (xml) => xml.replace(/<dimension [^>]*\/>/, '<dimension ref="A1:XFD1048576"/>')],
];

describe('a sheet is read by its cells, whatever its dimension says', () => {
  test.each(DIMENSIONS)('dimension %s: the same values and standings', async (_what, edit) => {
    const file = await clubXlsx();
    const before = (await openWorkbook(file)).read('Uitslagen')!;
    const standings = (await runCli('standings', file)).stdout;
    editUitslagen(file, edit);
    expect((await openWorkbook(file)).read('Uitslagen')).toEqual(before);
    expect((await runCli('standings', file)).stdout).toEqual(standings);
  });

  test.each(DIMENSIONS)('dimension %s: appended rows go right below the last real row', async (_what, edit) => {
    const file = await clubXlsx();
    editUitslagen(file, edit);
    const wb = await openWorkbook(file);
    const rows = wb.read('Uitslagen')!;
    const header = rows[0]!.map(String);
    wb.append({ tab: 'Uitslagen', header, rows: [[6, 'Nieuw A', 'Nieuw B', '1-0']] });
    await wb.save();
    const after = (await openWorkbook(file)).read('Uitslagen')!;
    expect(after.length).toBe(rows.length + 1);
    expect(after.slice(0, rows.length)).toEqual(rows);
    expect(after[rows.length]!.slice(0, 4)).toEqual([6, 'Nieuw A', 'Nieuw B', '1-0']);
    const xml = new TextDecoder().decode(
      new Package(fs.readFileSync(file)).get(sheetPart(new Package(fs.readFileSync(file)), 'Uitslag')),
    );
    expect(xml).toContain(`<row r="${rows.length + 1}"`);
  });

  test('one stray value in the grid’s last row: read (an empty row is cheap), and an append that would fall past the grid is refused', async () => {
    const file = await clubXlsx();
    editUitslagen(file, (xml) =>
      xml
        .replace(/<dimension [^>]*\/>/, '<dimension ref="A1:XFD1048576"/>')
        .replace(
          '</sheetData>',
          '<row r="1048576"><c r="D1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
        ),
    );
    const rows = (await openWorkbook(file)).read('Uitslagen')!;
    expect(rows.length).toBe(1048576);
    expect(rows[1048575]).toEqual([null, null, null, 'x']);
    expect(rows.filter((r) => r.length > 0).length).toBeLessThan(100);
    const wb = await openWorkbook(file);
    wb.append({ tab: 'Uitslagen', header: rows[0]!.map(String), rows: [[6, 'Nieuw A', 'Nieuw B', '1-0']] });
    const before = snapshotFiles(dirname(file));
    await expect(wb.save()).rejects.toMatchObject({
      errors: [expect.objectContaining({ message: expect.objectContaining({ key: 'cliSheetFull' }) })],
    });
    expect(snapshotFiles(dirname(file))).toEqual(before);
  });
});
