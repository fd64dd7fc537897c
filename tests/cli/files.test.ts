/** The file backings of the command line: what they keep of the file the user typed. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { DOMParser } from '@xmldom/xmldom';
import { openCsvFolder, parseCsv } from '../../src/cli/files/csv';
import { emptyOds } from '../../src/cli/files/sheetjs';
import { emptyXlsx } from '../../src/cli/files/xlsx';
import { openWorkbook } from '../../src/cli/files/open';
import { Package } from '../../src/cli/files/package';
import type { OutputTab } from '../../src/workbook/workbook';
import { copyExample, tempDir } from '../support/tmp';
import { runCli } from '../support/cli';

describe('CSV folders', () => {
  test('rows appended to a ;-separated CSV (Dutch Excel) are ;-separated too, with its line ends', async () => {
    const dir = tempDir();
    const typed = 'Ronde;Wit;Zwart;Uitslag\r\n1;Anna;Bram;1-0\r\n';
    writeFileSync(join(dir, 'Uitslagen.csv'), typed);
    const wb = openCsvFolder(dir);
    wb.append({
      tab: 'Uitslagen',
      header: ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      rows: [[2, 'Carla', 'Daan, de Jong', '½-½']],
    });
    await wb.save();
    const text = readFileSync(join(dir, 'Uitslagen.csv'), 'utf8');
    expect(text.startsWith(typed)).toBe(true);
    expect(text.slice(typed.length)).toBe('2;Carla;Daan, de Jong;½-½\r\n');
    expect(parseCsv(text)).toEqual([
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      ['1', 'Anna', 'Bram', '1-0'],
      ['2', 'Carla', 'Daan, de Jong', '½-½'],
    ]);
  });

  test('a ;-separated CSV rewritten keeps its separator; a ,-separated one keeps its own', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'Ranglijst.csv'), 'Plaats;Naam\n1;Anna\n');
    writeFileSync(join(dir, 'Verloop.csv'), 'Plaats,Naam\n1,Anna\n');
    const wb = openCsvFolder(dir);
    wb.write({
      name: 'Ranglijst',
      rows: [
        ['Plaats', 'Naam'],
        [1, 'Bram; of Anna'],
      ],
    });
    wb.write({
      name: 'Verloop',
      rows: [
        ['Plaats', 'Naam'],
        [1, 'Bram; of Anna'],
      ],
    });
    await wb.save();
    expect(readFileSync(join(dir, 'Ranglijst.csv'), 'utf8')).toBe('Plaats;Naam\n1;"Bram; of Anna"\n');
    expect(readFileSync(join(dir, 'Verloop.csv'), 'utf8')).toBe('Plaats,Naam\n1,Bram; of Anna\n');
  });

  test('a new tab in a folder of ;-separated files is ;-separated', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'Spelers.csv'), 'Naam;Rating\nAnna;1800\n');
    const wb = openCsvFolder(dir);
    wb.write({
      name: 'Ranglijst',
      rows: [
        ['Plaats', 'Naam'],
        [1, 'Anna'],
      ],
    });
    await wb.save();
    expect(readFileSync(join(dir, 'Ranglijst.csv'), 'utf8')).toBe('Plaats;Naam\n1;Anna\n');
  });
});

describe('.xlsx and .ods written part for part', () => {
  const xml = (bytes: Uint8Array | undefined) =>
    new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'text/xml').documentElement!;
  type El = ReturnType<typeof xml>;
  const all = (el: El, name: string): El[] => Array.from(el.getElementsByTagName(name)) as El[];
  const standings: OutputTab = {
    name: 'Ranglijst',
    rows: [
      ['Ranglijst na ronde 3'],
      [],
      ['Plaats', 'Naam', 'Punten', 'Score'],
      [1, 'Anna', 40.5, 1.25],
      [2, '=HYPERLINK("x")', 38, 0.5],
    ],
    headerRow: 3,
    titleRows: [1],
    columnKinds: ['integer', 'text', 'decimal1', 'decimal2'],
  };

  async function saved(kind: 'xlsx' | 'ods', tabs: OutputTab[]): Promise<string> {
    const file = join(tempDir(), `club.${kind}`);
    const wb = kind === 'xlsx' ? emptyXlsx(file) : emptyOds(file);
    for (const t of tabs) wb.write(t);
    await wb.save();
    return file;
  }

  test('an output tab in .xlsx: number format per column below the header, bold frozen header, a large bold title, text as text', async () => {
    const file = await saved('xlsx', [standings]);
    const p = unzipSync(readFileSync(file));
    const sheet = xml(p['xl/worksheets/sheet1.xml']);
    const styles = xml(p['xl/styles.xml']);
    const xfs = all(all(styles, 'cellXfs')[0]!, 'xf');
    const fonts = all(styles, 'font');
    const formats = new Map(
      all(styles, 'numFmt').map((f) => [f.getAttribute('numFmtId'), f.getAttribute('formatCode')]),
    );
    const look = (ref: string) => {
      const c = all(sheet, 'c').find((x) => x.getAttribute('r') === ref)!;
      const xf = xfs[Number(c.getAttribute('s') ?? 0)]!;
      const font = fonts[Number(xf.getAttribute('fontId'))]!;
      const id = xf.getAttribute('numFmtId')!;
      return {
        format: formats.get(id) ?? { '0': 'General', '1': '0', '2': '0.00', '49': '@' }[id],
        bold: all(font, 'b').length > 0,
        size: all(font, 'sz')[0]?.getAttribute('val'),
      };
    };
    expect(look('A1')).toEqual({ format: 'General', bold: true, size: '14' });
    expect(look('A3')).toMatchObject({ format: 'General', bold: true });
    expect(look('A4')).toMatchObject({ format: '0', bold: false });
    expect(look('B4')).toMatchObject({ format: '@', bold: false });
    expect(look('C4')).toMatchObject({ format: '0.0', bold: false });
    expect(look('D5')).toMatchObject({ format: '0.00', bold: false });
    const pane = all(sheet, 'pane')[0]!;
    expect([pane.getAttribute('ySplit'), pane.getAttribute('state'), pane.getAttribute('topLeftCell')]).toEqual([
      '3',
      'frozen',
      'A4',
    ]);
    // User text that looks like a formula is an inline string, never a formula.
    expect(all(sheet, 'f')).toHaveLength(0);
    const b5 = all(sheet, 'c').find((x) => x.getAttribute('r') === 'B5')!;
    expect([b5.getAttribute('t'), b5.textContent]).toEqual(['inlineStr', '=HYPERLINK("x")']);
    expect((await openWorkbook(file)).read('Ranglijst')![4]).toEqual([2, '=HYPERLINK("x")', 38, 0.5]);
  });

  test('large print in .xlsx: every cell at 24 pt, the header bold, doubled widths and tall rows', async () => {
    const file = await saved('xlsx', [
      {
        name: 'Beamer',
        rows: [
          ['Bord', 'Wit'],
          [1, 'Anna'],
        ],
        headerRow: 1,
        largePrint: true,
      },
    ]);
    const p = unzipSync(readFileSync(file));
    const sheet = xml(p['xl/worksheets/sheet1.xml']);
    const styles = xml(p['xl/styles.xml']);
    const xfs = all(all(styles, 'cellXfs')[0]!, 'xf');
    const fonts = all(styles, 'font');
    for (const c of all(sheet, 'c')) {
      const font = fonts[Number(xfs[Number(c.getAttribute('s'))]!.getAttribute('fontId'))]!;
      expect([c.getAttribute('r'), all(font, 'sz')[0]!.getAttribute('val'), all(font, 'b').length > 0]).toEqual([
        c.getAttribute('r'),
        '24',
        c.getAttribute('r')!.endsWith('1'),
      ]);
    }
    expect(all(sheet, 'col').map((c) => Number(c.getAttribute('width')))).toEqual([12, 12]);
    expect(all(sheet, 'row').every((r) => r.getAttribute('ht') === '31.5')).toBe(true);
  });

  test('writing the same tabs again gives the same bytes: styles and automatic styles are reused, not added on every save', async () => {
    for (const kind of ['xlsx', 'ods'] as const) {
      const file = await saved(kind, [standings]);
      const first = readFileSync(file);
      const wb = await openWorkbook(file);
      wb.write(standings);
      await wb.save();
      expect([kind, Buffer.compare(readFileSync(file), first)]).toEqual([kind, 0]);
    }
  });

  test('an output tab in .ods: a bold header, the columns’ number formats, formula-like text as a string', async () => {
    const file = await saved('ods', [standings]);
    const p = unzipSync(readFileSync(file));
    const content = new TextDecoder().decode(p['content.xml']);
    expect(content).toContain('<number:number-style style:name="cl-N1"><number:number number:decimal-places="1"');
    expect(content).toMatch(
      /<style:style style:name="cl-b" style:family="table-cell"><style:text-properties fo:font-weight="bold"/,
    );
    expect(content).not.toContain('table:formula');
    expect(content).toContain('office:value-type="string"><text:p>=HYPERLINK("x")</text:p>');
    expect((await openWorkbook(file)).read('Ranglijst')).toEqual([
      ['Ranglijst na ronde 3', null, null, null],
      // A row without cells reads as an empty row (read by the cells there are: files/xlsx.ts).
      [],
      ['Plaats', 'Naam', 'Punten', 'Score'],
      [1, 'Anna', 40.5, 1.25],
      [2, '=HYPERLINK("x")', 38, 0.5],
    ]);
  });

  test('a chart the user put on an output tab stays when the tab is rewritten; the old tab’s comments go with their parts', async () => {
    const file = await saved('xlsx', [standings]);
    // The user adds a chart (drawing) and a comment to Ranglijst, as Excel would.
    const pkg = new Package(readFileSync(file));
    const sheet = 'xl/worksheets/sheet1.xml';
    pkg.put(
      sheet,
      new TextDecoder()
        .decode(pkg.get(sheet))
        .replace('</worksheet>', '<drawing r:id="rId1"/><legacyDrawing r:id="rId3"/></worksheet>'),
    );
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    pkg.put(
      'xl/worksheets/_rels/sheet1.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/drawing" Target="../drawings/drawing1.xml"/><Relationship Id="rId2" Type="${rel}/comments" Target="../comments1.xml"/><Relationship Id="rId3" Type="${rel}/vmlDrawing" Target="../drawings/vmlDrawing1.vml"/></Relationships>`,
    );
    pkg.put(
      'xl/drawings/drawing1.xml',
      '<?xml version="1.0" encoding="UTF-8"?><xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing"/>',
    );
    pkg.put(
      'xl/comments1.xml',
      '<?xml version="1.0" encoding="UTF-8"?><comments xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>A</author></authors><commentList><comment ref="B4" authorId="0"><text><t>x</t></text></comment></commentList></comments>',
    );
    pkg.put('xl/drawings/vmlDrawing1.vml', '<xml/>');
    const types = new TextDecoder().decode(pkg.get('[Content_Types].xml'));
    pkg.put(
      '[Content_Types].xml',
      types.replace(
        '</Types>',
        '<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/><Override PartName="/xl/comments1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml"/><Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/></Types>',
      ),
    );
    writeFileSync(file, pkg.bytes());
    const drawing = pkg.get('xl/drawings/drawing1.xml')!;
    const wb = await openWorkbook(file);
    wb.write({ ...standings, rows: [...standings.rows, [3, 'Bram', 30, 0]] });
    await wb.save();
    const p = unzipSync(readFileSync(file));
    expect(Buffer.from(p['xl/drawings/drawing1.xml']!).equals(Buffer.from(drawing))).toBe(true);
    expect(new TextDecoder().decode(p[sheet])).toContain('<drawing r:id="rId1"/></worksheet>');
    const rels = new TextDecoder().decode(p['xl/worksheets/_rels/sheet1.xml.rels']);
    expect(rels).toContain('Target="../drawings/drawing1.xml"');
    expect(rels).not.toContain('comments');
    expect(Object.keys(p).filter((k) => /comments|vml/.test(k))).toEqual([]);
    const ct = new TextDecoder().decode(p['[Content_Types].xml']);
    expect(ct).not.toContain('/xl/comments1.xml');
    expect(ct).toContain('/xl/drawings/drawing1.xml');
    expect((await openWorkbook(file)).read('Ranglijst')!.at(-1)).toEqual([3, 'Bram', 30, 0]);
  });

  test('rows appended to a typed tab: into its formatted empty rows, the style of the row above, the rest of the sheet untouched', async () => {
    const file = await saved('xlsx', [
      {
        name: 'Uitslagen',
        rows: [
          ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
          [1, 'Anna', 'Bram', '1-0'],
        ],
        headerRow: 1,
      },
    ]);
    const pkg = new Package(readFileSync(file));
    const sheet = 'xl/worksheets/sheet1.xml';
    const styled = new TextDecoder().decode(pkg.get(sheet));
    const s2 = /<c r="A2" s="(\d+)"/.exec(styled)?.[1];
    // A formatted empty row 3 (as LibreOffice keeps one) and a validation below the typed rows.
    pkg.put(
      sheet,
      styled
        .replace('</sheetData>', '<row r="3" ht="20" customHeight="1"><c r="D3" s="0"/></row></sheetData>')
        .replace(
          '<pageMargins',
          '<dataValidations count="1"><dataValidation type="list" sqref="D2:D40"><formula1>"1-0,0-1"</formula1></dataValidation></dataValidations><pageMargins',
        ),
    );
    writeFileSync(file, pkg.bytes());
    const wb = await openWorkbook(file);
    wb.append({
      tab: 'Uitslagen',
      header: [],
      rows: [
        [2, 'Carla', 'Daan', '½-½'],
        [2, 'Eva', 'Fred', ''],
      ],
    });
    await wb.save();
    const after = new TextDecoder().decode(unzipSync(readFileSync(file))[sheet]);
    expect(after).toContain('<row r="3" ht="20" customHeight="1">');
    expect(after).toContain('<c r="D3" s="0" t="inlineStr"><is><t xml:space="preserve">½-½</t></is></c>');
    expect(after.match(/<dataValidation /g)).toHaveLength(1);
    expect(after).toContain(`<c r="A4"${s2 ? ` s="${s2}"` : ''}><v>2</v></c>`);
    expect(after).toContain('<dimension ref="A1:D4"/>');
    expect((await openWorkbook(file)).read('Uitslagen')).toEqual([
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna', 'Bram', '1-0'],
      [2, 'Carla', 'Daan', '½-½'],
      [2, 'Eva', 'Fred', null],
    ]);
  });

  test('an append passes over a row whose formula shows nothing in a column it fills: the formula stays', async () => {
    for (const kind of ['xlsx', 'ods'] as const) {
      const file = await saved(kind, [
        {
          name: 'Uitslagen',
          rows: [
            ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
            [1, 'Anna', 'Bram', '1-0'],
          ],
          headerRow: 1,
        },
      ]);
      const pkg = new Package(readFileSync(file));
      const part = kind === 'xlsx' ? 'xl/worksheets/sheet1.xml' : 'content.xml';
      const before = new TextDecoder().decode(pkg.get(part));
      pkg.put(
        part,
        kind === 'xlsx'
          ? before.replace('</sheetData>', '<row r="3"><c r="A3" t="str"><f>""</f><v></v></c></row></sheetData>')
          : before.replace(
              '</table:table>',
              '<table:table-row><table:table-cell table:formula="of:=&quot;&quot;" office:value-type="string" office:string-value=""><text:p/></table:table-cell></table:table-row></table:table>',
            ),
      );
      writeFileSync(file, kind === 'xlsx' ? pkg.bytes() : pkg.bytes('mimetype'));
      const wb = await openWorkbook(file);
      wb.append({ tab: 'Uitslagen', header: [], rows: [[2, 'Carla', 'Daan', '']] });
      await wb.save();
      const after = new TextDecoder().decode(unzipSync(readFileSync(file))[part]);
      expect([kind, after.includes(kind === 'xlsx' ? '<f>""</f>' : 'table:formula="of:=&quot;&quot;"')]).toEqual([
        kind,
        true,
      ]);
      expect([kind, (await openWorkbook(file)).read('Uitslagen')![3]!.slice(0, 3)]).toEqual([
        kind,
        [2, 'Carla', 'Daan'],
      ]);
    }
  });

  test('dates keep their day in .xlsx and .ods', async () => {
    for (const kind of ['xlsx', 'ods'] as const) {
      const file = await saved(kind, [{ name: 'Data', rows: [['Datum'], [new Date(2025, 8, 12)]], headerRow: 1 }]);
      const d = (await openWorkbook(file)).read('Data')![1]![0] as Date;
      expect([kind, d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([kind, 2025, 8, 12]);
    }
  });
});

describe('a CSV workbook converted to .xlsx or .ods (--out)', () => {
  test.each(['xlsx', 'ods'])(
    '.%s: plain numbers become numbers (Ronde, Rating); results, codes with a leading zero and text stay text',
    async (kind) => {
      const dir = copyExample('zwarte-dame');
      const spelers = readFileSync(join(dir, 'Spelers.csv'), 'utf8').split('\n');
      // A member number with a leading zero (an extra column) is a code, not the number 123.
      spelers[0] = `${spelers[0]},Lidnummer`;
      spelers[1] = `${spelers[1]},0123`;
      const knsb = spelers[0].split(',').length - 1;
      const first = spelers[1].split(',');
      writeFileSync(join(dir, 'Spelers.csv'), spelers.join('\n'));
      const out = join(tempDir(), `club.${kind}`);
      const r = await runCli('standings', dir, '--out', out);
      expect(r.code).toBe(0);
      const wb = await openWorkbook(out);
      const results = wb.read('Uitslagen')!;
      expect(results.slice(1).every((row) => typeof row[0] === 'number')).toBe(true);
      expect(results.slice(1).every((row) => typeof row[3] === 'string')).toBe(true);
      const players = wb.read('Spelers')!;
      const rating = players[0]!.indexOf('Rating');
      expect(
        players
          .slice(1)
          .filter((row) => row[rating] !== '')
          .every((row) => typeof row[rating] === 'number'),
      ).toBe(true);
      expect(players[1]![knsb]).toBe('0123');
      expect(players[1]![0]).toBe(first[0]);
      // The converted workbook gives the standings the CSV gave.
      const again = await runCli('standings', out);
      expect(again.stdout[0]).toBe(r.stdout[0]);
    },
  );
});

describe("Excel's limits in an .xlsx: a clear error before writing, never a broken file", () => {
  test('a text of more than 32,767 characters for a cell: exit 1 at its place, no file made', async () => {
    const dir = copyExample('zwarte-dame');
    const spelers = readFileSync(join(dir, 'Spelers.csv'), 'utf8').split('\n');
    const long = 'A'.repeat(40_000);
    // A player without games (a name as long as a pasted text), shown in Ranglijst.
    writeFileSync(join(dir, 'Spelers.csv'), [...spelers.filter((l) => l !== ''), `${long},1500,,nee,`, ''].join('\n'));
    const out = join(tempDir(), 'club.xlsx');
    const r = await runCli('standings', dir, '--out', out);
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toMatch(
      /^Spelers!A36: deze cel zou 40000 tekens krijgen; Excel neemt er ten hoogste 32767 in een cel/m,
    );
    expect(existsSync(out)).toBe(false);
  });

  test('workbook structure protection (lockStructure): a tab cannot be added, exit 1, the file unchanged', async () => {
    const path = copyExample('zwarte-dame.xlsx');
    const zip = unzipSync(readFileSync(path));
    const book = strFromU8(zip['xl/workbook.xml']!);
    zip['xl/workbook.xml'] = strToU8(book.replace('<bookViews>', '<workbookProtection lockStructure="1"/><bookViews>'));
    writeFileSync(path, zipSync(zip));
    const bytes = readFileSync(path);
    const r = await runCli('standings', path);
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain(
      'Ranglijst: de werkmap is beveiligd (structuur: Controleren → Werkmap beveiligen), dus tabblad "Ranglijst" kan er niet bij',
    );
    expect(readFileSync(path).equals(bytes)).toBe(true);
    // Without the lock the same command adds the tab.
    zip['xl/workbook.xml'] = strToU8(book);
    writeFileSync(path, zipSync(zip));
    expect((await runCli('standings', path)).code).toBe(0);
  });
});
