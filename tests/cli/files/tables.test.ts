/**
 * tables grow with the data: rows appended below an Excel table (its part's `ref` and autofilter),
 * a sheet's autofilter, or a LibreOffice database range extend it; a range that ends elsewhere is left alone.
 */
import * as fs from 'node:fs';
import { dirname, join } from 'node:path';
import { toCsv } from '../../../src/cli/files/csv';
import { openWorkbook } from '../../../src/cli/files/open';
import { Package } from '../../../src/cli/files/package';
import { grownRef } from '../../../src/cli/files/ooxml/workbook';
import { keizerTabs, simulateKeizerSeason } from '../../../src/sim/keizerSeason';
import { tempDir } from '../../support/tmp';
import { runCli } from '../../support/cli';

async function club(kind: 'xlsx' | 'ods'): Promise<string> {
  const dir = join(tempDir(), 'club');
  fs.mkdirSync(dir);
  const season = simulateKeizerSeason({ players: 8, rounds: 20, played: 3, seed: 'tables' });
  for (const [name, rows] of Object.entries(keizerTabs(season.competition)))
    fs.writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  const file = join(dirname(dir), `club.${kind}`);
  expect((await runCli('standings', dir, '--out', file)).code).toBe(0);
  return file;
}

const text = (pkg: Package, part: string) => new TextDecoder().decode(pkg.get(part));

function uitslagenPart(pkg: Package): string {
  return pkg
    .paths()
    .filter((p) => /^xl\/worksheets\/sheet\d+\.xml$/.test(p))
    .find((p) => text(pkg, p).includes('<t xml:space="preserve">Uitslag</t>'))!;
}

async function appendOne(file: string): Promise<number> {
  const wb = await openWorkbook(file);
  const rows = wb.read('Uitslagen')!;
  wb.append({ tab: 'Uitslagen', header: rows[0]!.map(String), rows: [[4, 'Nieuw A', 'Nieuw B', '1-0']] });
  await wb.save();
  return rows.length;
}

test('grownRef grows a range that ends at the last row (or inside the appended rows) and no other', () => {
  expect(grownRef('A1:D20', 20, 22)).toBe('A1:D22');
  expect(grownRef('$A$1:$D$21', 20, 22)).toBe('$A$1:$D$22');
  expect(grownRef('A1:D15', 20, 22)).toBeUndefined();
  expect(grownRef('A1:D30', 20, 22)).toBeUndefined();
});

test('an Excel table over Uitslagen, with its autofilter, grows over the appended row', async () => {
  const file = await club('xlsx');
  const pkg = new Package(fs.readFileSync(file));
  const part = uitslagenPart(pkg);
  const n = (await openWorkbook(file)).read('Uitslagen')!.length;
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  pkg.put(
    'xl/tables/table1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<table xmlns="${ns}" id="1" name="Tabel1" displayName="Tabel1" ref="A1:D${n}"><autoFilter ref="A1:D${n}"/><tableColumns count="4"><tableColumn id="1" name="Ronde"/><tableColumn id="2" name="Wit"/><tableColumn id="3" name="Zwart"/><tableColumn id="4" name="Uitslag"/></tableColumns><tableStyleInfo name="TableStyleMedium2" showRowStripes="1"/></table>`,
  );
  const rels = part.replace('worksheets/', 'worksheets/_rels/') + '.rels';
  pkg.put(
    rels,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdT1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/table" Target="../tables/table1.xml"/></Relationships>`,
  );
  pkg.put(
    part,
    text(pkg, part).replace('</worksheet>', '<tableParts count="1"><tablePart r:id="rIdT1"/></tableParts></worksheet>'),
  );
  pkg.put(
    '[Content_Types].xml',
    text(pkg, '[Content_Types].xml').replace(
      '</Types>',
      '<Override PartName="/xl/tables/table1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml"/></Types>',
    ),
  );
  fs.writeFileSync(file, pkg.bytes());
  expect(await appendOne(file)).toBe(n);
  const table = text(new Package(fs.readFileSync(file)), 'xl/tables/table1.xml');
  expect(table).toContain(`ref="A1:D${n + 1}"`);
  expect(table).toContain(`<autoFilter ref="A1:D${n + 1}"/>`);
});

test("a sheet's autofilter over Uitslagen grows; one over other rows stays", async () => {
  for (const [at, grows] of [
    ['n', true],
    ['3', false],
  ] as const) {
    const file = await club('xlsx');
    const pkg = new Package(fs.readFileSync(file));
    const part = uitslagenPart(pkg);
    const n = (await openWorkbook(file)).read('Uitslagen')!.length;
    const end = at === 'n' ? n : 3;
    pkg.put(part, text(pkg, part).replace('</sheetData>', `</sheetData><autoFilter ref="A1:D${end}"/>`));
    fs.writeFileSync(file, pkg.bytes());
    await appendOne(file);
    const xml = text(new Package(fs.readFileSync(file)), part);
    expect(xml).toContain(`<autoFilter ref="A1:D${grows ? n + 1 : end}"/>`);
  }
});

test('a LibreOffice database range over Uitslagen grows over the appended row', async () => {
  const file = await club('ods');
  const pkg = new Package(fs.readFileSync(file));
  const n = (await openWorkbook(file)).read('Uitslagen')!.length;
  pkg.put(
    'content.xml',
    text(pkg, 'content.xml').replace(
      '</office:spreadsheet>',
      `<table:database-ranges><table:database-range table:name="__Anonymous_Sheet_DB__1" table:target-range-address="Uitslagen.A1:Uitslagen.D${n}" table:display-filter-buttons="true"/><table:database-range table:name="Ander" table:target-range-address="Spelers.A1:Spelers.B${n}"/></table:database-ranges></office:spreadsheet>`,
    ),
  );
  fs.writeFileSync(file, pkg.bytes());
  await appendOne(file);
  const content = text(new Package(fs.readFileSync(file)), 'content.xml');
  expect(content).toContain(`table:target-range-address="Uitslagen.A1:Uitslagen.D${n + 1}"`);
  expect(content).toContain(`table:target-range-address="Spelers.A1:Spelers.B${n}"`);
});
