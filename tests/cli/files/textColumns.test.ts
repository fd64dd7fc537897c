/**
 * A typed tab an append creates in an .xlsx or .ods (Ronde vastleggen without an
 * Uitslagen tab) has its text columns plain text below the header: the cells
 * written and the column itself (what Excel and LibreOffice give a cell typed
 * there later), so holes 2,3 typed in a Dutch spreadsheet stay the holes 2,3.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { DOMParser } from '@xmldom/xmldom';
import { emptyOds } from '../../../src/cli/files/sheetjs';
import { emptyXlsx } from '../../../src/cli/files/xlsx';
import { teamNames } from '../../../src/sim/keezenEvent';
import { runCli } from '../../support/cli';
import { tempDir } from '../../support/tmp';

const xml = (bytes: Uint8Array | undefined) =>
  new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'text/xml').documentElement!;
type El = ReturnType<typeof xml>;
const all = (el: El, name: string): El[] => Array.from(el.getElementsByTagName(name)) as El[];
const letters = (col: number) => String.fromCharCode(64 + col);

/** A buurtcompetitie of 8 teams without Uitslagen, as .xlsx or .ods; drawn and recorded by the command line. */
async function recorded(kind: 'xlsx' | 'ods'): Promise<string> {
  const file = join(tempDir(), `buurt.${kind}`);
  const wb = kind === 'xlsx' ? emptyXlsx(file) : emptyOds(file);
  wb.write({
    name: 'Instellingen',
    rows: [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
      ['variant', 'buurtcompetitie'],
    ],
    headerRow: 1,
  });
  wb.write({ name: 'Deelnemers', rows: [['Nr', 'Naam'], ...teamNames(8).map((n, i) => [i + 1, n])], headerRow: 1 });
  await wb.save();
  for (const argv of [
    ['draw', file],
    ['record', file, '--date', '2026-03-02'],
  ]) {
    const run = await runCli(...argv);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
  }
  return file;
}

/** The hole columns (Binnen A1 …) of the first row of a table. */
const holeColumns = (header: readonly string[]) => header.flatMap((h, i) => (h.startsWith('Binnen') ? [i + 1] : []));

test('.xlsx: the hole columns of an Uitslagen that record creates are plain text (the cells written and the columns)', async () => {
  const file = await recorded('xlsx');
  const p = unzipSync(readFileSync(file));
  const book = xml(p['xl/workbook.xml']);
  const rels = xml(p['xl/_rels/workbook.xml.rels']);
  const sheetEl = all(book, 'sheet').find((s) => s.getAttribute('name') === 'Uitslagen')!;
  const target = all(rels, 'Relationship').find((r) => r.getAttribute('Id') === sheetEl.getAttribute('r:id'))!;
  const sheet = xml(p[`xl/${target.getAttribute('Target')!.replace(/^\/?xl\//, '')}`]);
  const strings = all(sheet, 'c').filter((c) => /^[A-Z]+1$/.test(c.getAttribute('r')!));
  const header = strings.map((c) => all(c, 't')[0]?.textContent ?? '');
  const holes = holeColumns(header);
  expect(holes).toHaveLength(4);
  const xfs = all(all(xml(p['xl/styles.xml']), 'cellXfs')[0]!, 'xf');
  const isText = (s: string | null) => xfs[Number(s ?? 0)]!.getAttribute('numFmtId') === '49';
  const cols = all(sheet, 'col');
  const colStyle = (c: number) =>
    cols.find((x) => Number(x.getAttribute('min')) <= c && c <= Number(x.getAttribute('max')))?.getAttribute('style') ??
    null;
  expect(holes.filter((c) => !isText(colStyle(c)))).toEqual([]);
  expect(isText(colStyle(header.indexOf('Tafel') + 1))).toBe(false);
  const cell = (ref: string) => all(sheet, 'c').find((c) => c.getAttribute('r') === ref);
  // The result rows written (2 … 5): their hole cells are there, empty, formatted as text.
  for (const row of [2, 5])
    expect(holes.filter((c) => !isText(cell(`${letters(c)}${row}`)?.getAttribute('s') ?? null))).toEqual([]);
  expect(isText(cell('A1')!.getAttribute('s'))).toBe(false);
});

test('.ods: the hole columns of an Uitslagen that record creates are plain text (the cells written and the columns)', async () => {
  const file = await recorded('ods');
  const content = xml(unzipSync(readFileSync(file))['content.xml']);
  const table = all(content, 'table:table').find((t) => t.getAttribute('table:name') === 'Uitslagen')!;
  const rows = all(table, 'table:table-row');
  const header = all(rows[0]!, 'table:table-cell').map((c) => c.textContent ?? '');
  const holes = holeColumns(header);
  expect(holes).toHaveLength(4);
  const styles = new Map(all(content, 'style:style').map((s) => [s.getAttribute('style:name'), s]));
  const textStyles = new Set(all(content, 'number:text-style').map((s) => s.getAttribute('style:name')));
  const isText = (name: string | null) =>
    name !== null && textStyles.has(styles.get(name)?.getAttribute('style:data-style-name') ?? null);
  const columns = all(table, 'table:table-column');
  expect(columns.every((c) => !c.hasAttribute('table:number-columns-repeated'))).toBe(true);
  expect(holes.filter((c) => !isText(columns[c - 1]!.getAttribute('table:default-cell-style-name')))).toEqual([]);
  expect(isText(columns[header.indexOf('Tafel')]!.getAttribute('table:default-cell-style-name'))).toBe(false);
  const cells = (r: number) => all(rows[r - 1]!, 'table:table-cell');
  for (const row of [2, 5])
    expect(holes.filter((c) => !isText(cells(row)[c - 1]!.getAttribute('table:style-name')))).toEqual([]);
});
