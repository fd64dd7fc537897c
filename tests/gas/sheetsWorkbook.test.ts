/** The Sheets backing of the Workbook interface on the emulated spreadsheet (no bundle: the class itself). */
import { SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
import { createEnv } from '../emu/services';

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
