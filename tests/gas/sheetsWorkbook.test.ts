/** The Sheets backing of the Workbook interface on the emulated spreadsheet (no bundle: the class itself). */
import { SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
import { createEnv } from '../emu/services';
import { formatProblem, isInputError } from '../../src/core/problems';
import { msg } from '../../src/i18n';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function workbook(tabs: Record<string, (string | number)[][]> = {}) {
  const env = createEnv();
  for (const [name, rows] of Object.entries(tabs)) env.spreadsheet.addTab(name, rows);
  return { env, wb: new SheetsWorkbook(env.spreadsheet as unknown as Spreadsheet) };
}

describe('SheetsWorkbook.write', () => {
  test("a column of kind 'number' gets the General format (42 shows as 42, not \"42.\"), as in the .xlsx files", () => {
    const { env, wb } = workbook();
    wb.write({ name: 'Ranglijst', rows: [['Naam', 'Punten', 'Partijen'], ['Anna', 42, 7], ['Bram', 40.5, 7]], headerRow: 1, columnKinds: ['text', 'number', 'integer'] });
    const sheet = env.spreadsheet.tab('Ranglijst')!;
    expect(sheet.cell(2, 2).numberFormat).toBe('General');
    expect(sheet.cell(3, 2).numberFormat).toBe('General');
    expect(sheet.cell(2, 1).numberFormat).toBe('@');
    expect(sheet.cell(2, 3).numberFormat).toBe('0');
  });
});

describe('SheetsWorkbook: finding a tab', () => {
  test('a tab typed with two spaces ("Indeling  beamer") is rewritten, not doubled', () => {
    const { env, wb } = workbook({ 'Indeling  beamer': [['Bord', 'Wit', 'Zwart']] });
    wb.write({ name: 'Indeling beamer', aliases: ['Indeling beamer', 'Pairing display'], rows: [['Bord'], [1]] });
    expect(env.spreadsheet.sheets.map((s) => s.tabName)).toEqual(['Indeling  beamer']);
    expect(env.spreadsheet.tab('Indeling  beamer')!.values()).toEqual([['Bord'], [1]]);
  });
});

describe('SheetsWorkbook.append', () => {
  const typed = () => ({ Afwezig: [['Ronde', 'Naam', 'Reden'], [1, 'Eva', 'afgemeld'], [' ', '', ''], ['', '', '']] });
  const row = [[2, 'Daan', 'extern']];

  test('puts the rows below the last row with content (a row of spaces is empty), whether or not the tab was read first', () => {
    const fresh = workbook(typed());
    fresh.wb.append({ tab: 'Afwezig', header: [], rows: row });
    const read = workbook(typed());
    read.wb.read('Afwezig');
    read.wb.append({ tab: 'Afwezig', header: [], rows: row });
    const expected = [['Ronde', 'Naam', 'Reden'], [1, 'Eva', 'afgemeld'], [2, 'Daan', 'extern']];
    expect(fresh.env.spreadsheet.tab('Afwezig')!.values()).toEqual(expected);
    expect(read.env.spreadsheet.tab('Afwezig')!.values()).toEqual(expected);
  });

  test('reads the tab with one getValues, and not again for a second append (one getLastRow each: the write-time check)', () => {
    const { env, wb } = workbook(typed());
    wb.append({ tab: 'Afwezig', header: [], rows: row });
    wb.append({ tab: 'Afwezig', header: [], rows: [[3, 'Eva', 'afgemeld']] });
    expect(env.log.count('Range.getValues')).toBe(1);
    expect(env.log.count('Sheet.getLastRow')).toBe(2);
    expect(env.spreadsheet.tab('Afwezig')!.values().slice(2)).toEqual([[2, 'Daan', 'extern'], [3, 'Eva', 'afgemeld']]);
    expect(wb.read('Afwezig')!.slice(2)).toEqual([[2, 'Daan', 'extern'], [3, 'Eva', 'afgemeld']]);
  });
});

describe('SheetsWorkbook: other editors keep typing while an action runs', () => {
  test("a row a user typed below the rows read is kept: the append goes below the last row as it is at write time", () => {
    const { env, wb } = workbook({ Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag'], [1, 'Anna', 'Bram', '1-0']] });
    wb.read('Uitslagen');
    // Meanwhile, in the browser: a row typed at the bottom.
    const sheet = env.spreadsheet.tab('Uitslagen')!;
    [1, 'Carla', 'Daan', '0-1'].forEach((v, i) => (sheet.cell(3, i + 1).value = v));
    wb.append({ tab: 'Uitslagen', header: [], rows: [[2, 'Anna', 'Carla', '']] });
    expect(sheet.values()).toEqual([
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna', 'Bram', '1-0'],
      [1, 'Carla', 'Daan', '0-1'],
      [2, 'Anna', 'Carla', ''],
    ]);
  });

  test('a result is written only to the row that still holds that game: after a sort, nothing is written and the row is named', () => {
    const { env, wb } = workbook({ Uitslagen: [['Ronde', 'Wit', 'Zwart', 'Uitslag'], [1, 'Anna', 'Bram', ''], [1, 'Carla', 'Daan', '']] });
    const check = { cells: [{ col: 1, value: 1 }, { col: 2, value: 'Anna' }, { col: 3, value: 'Bram' }], moved: msg('rowMoved', 1, 'Anna', 'Bram') };
    // Another editor sorts the tab by White, descending, after the sidebar read it.
    const sheet = env.spreadsheet.tab('Uitslagen')!;
    const [a, b] = [sheet.cells[1]!, sheet.cells[2]!];
    sheet.cells[1] = b;
    sheet.cells[2] = a;
    let error: unknown;
    try {
      wb.edit([{ tab: 'Uitslagen', row: 2, col: 4, value: '1-0', expect: check }]);
    } catch (e) {
      error = e;
    }
    expect(isInputError(error) && error.errors.map((p) => formatProblem(p, 'en'))).toEqual([
      'Uitslagen, row 2: this row no longer holds the game Anna – Bram of round 1 (was the tab sorted or edited meanwhile?); nothing was written. Refresh the sidebar and try again.',
    ]);
    expect(sheet.values().map((r) => r[3])).toEqual(['Uitslag', '', '']);
    // Where the game still is, the same edit is written.
    wb.edit([{ tab: 'Uitslagen', row: 3, col: 4, value: '1-0', expect: check }]);
    expect(sheet.values()[2]).toEqual([1, 'Anna', 'Bram', '1-0']);
  });
});
