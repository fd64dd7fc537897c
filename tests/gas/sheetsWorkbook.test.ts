/** The Sheets backing of the Workbook interface on the emulated spreadsheet (no bundle: the class itself). */
import { SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
import { createEnv } from '../emu/services';
import { formatProblem, isInputError } from '../../src/core/problems';
import { msg } from '../../src/i18n';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

function workbook(tabs: Record<string, (string | number)[][]> = {}) {
  const env = createEnv();
  for (const [name, rows] of Object.entries(tabs)) env.spreadsheet.addTab(name, rows);
  // The adapter is always used under the document lock (runAction); the emulator refuses writes without it.
  env.lock.held = true;
  return { env, wb: new SheetsWorkbook(env.spreadsheet as unknown as Spreadsheet) };
}

describe('SheetsWorkbook.write', () => {
  test("a column of kind 'number' shows 42 as 42 and 40.5 as 40,5 with documented patterns only (no 'General')", () => {
    const { env, wb } = workbook();
    wb.write({
      name: 'Ranglijst',
      rows: [
        ['Naam', 'Punten', 'Partijen'],
        ['Anna', 42, 7],
        ['Bram', 40.5, 7],
      ],
      headerRow: 1,
      columnKinds: ['text', 'number', 'integer'],
    });
    const sheet = env.spreadsheet.tab('Ranglijst')!;
    expect(sheet.cell(2, 2).numberFormat).toBe('0');
    expect(sheet.cell(3, 2).numberFormat).toBe('0.0');
    expect([sheet.shown(2, 2), sheet.shown(3, 2)]).toEqual(['42', '40,5']);
    expect(sheet.cell(2, 3).numberFormat).toBe('0');
  });

  test("text is written with the quote prefix only: never into a cell formatted '@', so no apostrophe shows", () => {
    const { env, wb } = workbook();
    wb.write({
      name: 'Ranglijst',
      rows: [
        ['Naam', 'Uitslag'],
        ['=IMPORTXML("x")', '1-0'],
        ['+31 6 1234', "'quoted"],
      ],
      headerRow: 1,
      columnKinds: ['text', 'text'],
    });
    const sheet = env.spreadsheet.tab('Ranglijst')!;
    for (let r = 1; r <= 3; r++) for (let c = 1; c <= 2; c++) expect(sheet.cell(r, c).numberFormat).not.toBe('@');
    expect(sheet.values()).toEqual([
      ['Naam', 'Uitslag'],
      ['=IMPORTXML("x")', '1-0'],
      ['+31 6 1234', "'quoted"],
    ]);
    expect([sheet.shown(2, 1), sheet.shown(3, 2)]).toEqual(['=IMPORTXML("x")', "'quoted"]);
  });

  test('a tab wider and longer than a new sheet (1000 × 26) grows before it is written', () => {
    const { env, wb } = workbook();
    const rows = Array.from({ length: 1200 }, (_, i) => Array.from({ length: 40 }, (__, j) => i * 40 + j));
    wb.write({ name: 'Verloop', rows });
    const sheet = env.spreadsheet.tab('Verloop')!;
    expect([sheet.maxRows, sheet.maxColumns]).toEqual([1200, 40]);
    expect(sheet.peek(1200, 40)).toBe(1200 * 40 - 1);
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
  const typed = () => ({
    Afwezig: [
      ['Ronde', 'Naam', 'Reden'],
      [1, 'Eva', 'afgemeld'],
      [' ', '', ''],
      ['', '', ''],
    ],
  });
  const row = [[2, 'Daan', 'extern']];

  test('puts the rows below the last row with content (a row of spaces is empty), whether or not the tab was read first', () => {
    const fresh = workbook(typed());
    fresh.wb.append({ tab: 'Afwezig', header: [], rows: row });
    const read = workbook(typed());
    read.wb.read('Afwezig');
    read.wb.append({ tab: 'Afwezig', header: [], rows: row });
    const expected = [
      ['Ronde', 'Naam', 'Reden'],
      [1, 'Eva', 'afgemeld'],
      [2, 'Daan', 'extern'],
    ];
    expect(fresh.env.spreadsheet.tab('Afwezig')!.values()).toEqual(expected);
    expect(read.env.spreadsheet.tab('Afwezig')!.values()).toEqual(expected);
  });

  test('reads the tab with one getValues, and not again for a second append (one getLastRow each: the write-time check)', () => {
    const { env, wb } = workbook(typed());
    wb.append({ tab: 'Afwezig', header: [], rows: row });
    wb.append({ tab: 'Afwezig', header: [], rows: [[3, 'Eva', 'afgemeld']] });
    expect(env.log.count('Range.getValues')).toBe(1);
    expect(env.log.count('Sheet.getLastRow')).toBe(2);
    expect(env.spreadsheet.tab('Afwezig')!.values().slice(2)).toEqual([
      [2, 'Daan', 'extern'],
      [3, 'Eva', 'afgemeld'],
    ]);
    expect(wb.read('Afwezig')!.slice(2)).toEqual([
      [2, 'Daan', 'extern'],
      [3, 'Eva', 'afgemeld'],
    ]);
  });
});

describe('SheetsWorkbook: the grid grows, dropdowns follow', () => {
  test('an append past row 1000 inserts rows first and gives them the dropdowns of the row above', () => {
    const env = createEnv();
    env.lock.held = true;
    const sheet = env.spreadsheet.insertSheet('Uitslagen') as unknown as import('../emu/spreadsheet').FakeSheet;
    sheet.getRange(1, 1, 1, 4).setValues([['Ronde', 'Wit', 'Zwart', 'Uitslag']]);
    const rule = { list: ['1-0', '½-½', '0-1'], allowInvalid: false };
    sheet.getRange(2, 4, 999, 1).setDataValidation(rule as unknown as GoogleAppsScript.Spreadsheet.DataValidation);
    const wb = new SheetsWorkbook(env.spreadsheet as unknown as Spreadsheet);
    const games = Array.from({ length: 1020 }, (_, i) => [1 + Math.floor(i / 35), `W${i}`, `Z${i}`, '']);
    wb.append({ tab: 'Uitslagen', header: [], rows: games });
    expect(sheet.maxRows).toBe(1021);
    expect(sheet.values()).toHaveLength(1021);
    expect(sheet.cell(1021, 4).validation).toBe(rule);
    expect(() => sheet.type(1021, 4, '1-1')).toThrow(/violates the data validation rules/);
    sheet.type(1021, 4, '½-½');
    expect(sheet.peek(1021, 4)).toBe('½-½');
  });

  test("a plain-text column (the wizard's Uitslag) stays plain text in the rows grown: +- typed at row 1021 stays the forfeit", () => {
    const env = createEnv();
    env.lock.held = true;
    const sheet = env.spreadsheet.insertSheet('Uitslagen') as unknown as import('../emu/spreadsheet').FakeSheet;
    sheet.getRange(1, 1, 1, 4).setValues([['Ronde', 'Wit', 'Zwart', 'Uitslag']]);
    sheet.getRange(2, 4, 999, 1).setNumberFormat('@');
    const wb = new SheetsWorkbook(env.spreadsheet as unknown as Spreadsheet);
    const games = Array.from({ length: 1020 }, (_, i) => [
      1 + Math.floor(i / 35),
      `W${i}`,
      `Z${i}`,
      i === 1019 ? '1-0' : '',
    ]);
    wb.append({ tab: 'Uitslagen', header: [], rows: games });
    expect(sheet.maxRows).toBe(1021);
    expect([
      sheet.cell(1001, 4).numberFormat,
      sheet.cell(1021, 4).numberFormat,
      sheet.cell(1021, 3).numberFormat,
    ]).toEqual(['@', '@', undefined]);
    // Written into a plain-text cell as it is (no quote prefix to show).
    expect(sheet.peek(1021, 4)).toBe('1-0');
    sheet.type(1020, 4, '+-');
    expect(sheet.peek(1020, 4)).toBe('+-');
  });
});

describe('SheetsWorkbook.read: dates and times as the user sees them', () => {
  test.each(['America/New_York', 'Asia/Tokyo', 'Europe/Amsterdam'])(
    "a time typed as 1:05 in a spreadsheet in %s reads as 1:05 on the script's clock",
    (zone) => {
      const env = createEnv({ timeZone: zone });
      env.spreadsheet.addTypedTab('Uitslagen', [
        ['Speeltijd', 'Ingeleverd'],
        ['1:05', '14:32'],
      ]);
      (globalThis as Record<string, unknown>)['Utilities'] = env.globals['Utilities'];
      try {
        const rows = new SheetsWorkbook(env.spreadsheet as unknown as Spreadsheet).read('Uitslagen')!;
        const [play, hand] = rows[1] as Date[];
        expect([play!.getHours(), play!.getMinutes(), hand!.getHours(), hand!.getMinutes()]).toEqual([1, 5, 14, 32]);
      } finally {
        delete (globalThis as Record<string, unknown>)['Utilities'];
      }
    },
  );
});

describe('SheetsWorkbook: text into a column the user formatted as plain text', () => {
  test("an edit or append into an '@' cell is written as it is (no apostrophe to keep), elsewhere with the quote prefix", () => {
    const env = createEnv();
    const tab = env.spreadsheet.addTab('Uitslagen', [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna', 'Bram', ''],
    ]);
    tab.insertRowsAfter(2, 5);
    env.lock.held = true;
    tab.getRange(2, 4, 6, 1).setNumberFormat('@');
    const wb = new SheetsWorkbook(env.spreadsheet as unknown as Spreadsheet);
    wb.edit([{ tab: 'Uitslagen', row: 2, col: 4, value: '1-0' }]);
    wb.append({ tab: 'Uitslagen', header: [], rows: [[2, '=Carla', '+31 Daan', '-+']] });
    expect(tab.values()).toEqual([
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna', 'Bram', '1-0'],
      [2, '=Carla', '+31 Daan', '-+'],
    ]);
    for (const [r, c] of [
      [2, 4],
      [3, 2],
      [3, 3],
      [3, 4],
    ] as const)
      expect(tab.cell(r, c).formula).toBeUndefined();
  });
});

describe('SheetsWorkbook: other editors keep typing while an action runs', () => {
  test('a row a user typed below the rows read is kept: the append goes below the last row as it is at write time', () => {
    const { env, wb } = workbook({
      Uitslagen: [
        ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
        [1, 'Anna', 'Bram', '1-0'],
      ],
    });
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
    const { env, wb } = workbook({
      Uitslagen: [
        ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
        [1, 'Anna', 'Bram', ''],
        [1, 'Carla', 'Daan', ''],
      ],
    });
    const check = {
      cells: [
        { col: 1, value: 1 },
        { col: 2, value: 'Anna' },
        { col: 3, value: 'Bram' },
      ],
      moved: msg('rowMoved', 1, 'Anna', 'Bram'),
    };
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

describe('SheetsWorkbook.remove: the rows an append added, taken back', () => {
  const tabs = () => ({
    Uitslagen: [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna', 'Bram', '1-0'],
      [2, 'Carla', 'Daan', ''],
      [2, 'Anna', 'Eva', ''],
    ],
  });
  const removal = (rows: (string | number)[][]) => ({
    tab: 'Uitslagen',
    row: 3,
    expect: rows.map((r) => ({ cells: r.map((value, i) => ({ col: i + 1, value })), moved: msg('unrecordMoved', 2) })),
    below: msg('unrecordTypedAfter', 2, 'Uitslagen'),
  });

  test('clears their contents with one clearContent (formats stay), after one read of those rows', () => {
    const { env, wb } = workbook(tabs());
    const sheet = env.spreadsheet.tab('Uitslagen')!;
    sheet.getRange(3, 4, 2, 1).setNumberFormat('@');
    env.log.clear();
    wb.remove([
      removal([
        [2, 'Carla', 'Daan'],
        [2, 'Anna', 'Eva'],
      ]),
    ]);
    expect(sheet.values()).toEqual(tabs().Uitslagen.slice(0, 2));
    expect(sheet.cell(3, 4).numberFormat).toBe('@');
    expect(env.log.onTab('Range.clearContent', 'Uitslagen')).toBe(1);
    expect(env.log.onTab('Range.getValues', 'Uitslagen')).toBe(1);
    expect(env.log.onTab('Range.setValues', 'Uitslagen')).toBe(0);
  });

  test('a row changed meanwhile, or one typed below: nothing is cleared and the error is at that row', () => {
    for (const [change, at, message] of [
      [
        (s: { cell(r: number, c: number): { value: unknown } }) => (s.cell(4, 3).value = 'Fien'),
        4,
        'deze rij van ronde 2 is veranderd',
      ],
      [
        (s: { cell(r: number, c: number): { value: unknown } }) => (s.cell(6, 2).value = 'opmerking'),
        6,
        'deze rij staat in Uitslagen onder',
      ],
    ] as const) {
      const { env, wb } = workbook(tabs());
      const sheet = env.spreadsheet.tab('Uitslagen')!;
      sheet.insertRowsAfter(4, 3);
      change(sheet);
      const before = sheet.values();
      let error: unknown;
      try {
        wb.remove([
          removal([
            [2, 'Carla', 'Daan'],
            [2, 'Anna', 'Eva'],
          ]),
        ]);
      } catch (e) {
        error = e;
      }
      expect(isInputError(error) && error.errors.map((p) => formatProblem(p, 'nl'))).toEqual([
        expect.stringContaining(`Uitslagen, rij ${at}: ${message}`),
      ]);
      expect(sheet.values()).toEqual(before);
    }
  });
});
