/**
 * The strict Sheets model itself: each behaviour tests/emu/README.md lists,
 * as Google documents it (or, where the pages leave room, the harsher reading).
 */
import { loadBundle } from './bundle';
import { createEnv } from './services';
import { FakeSheet, OUTSIDE, validNumberFormat } from './spreadsheet';
import { dateToSerial, serialToDate, typeText } from './typed';

function sheetOf(): { env: ReturnType<typeof createEnv>; sheet: FakeSheet } {
  const env = createEnv();
  env.lock.held = true;
  return { env, sheet: env.spreadsheet.insertSheet('Blad') as unknown as FakeSheet };
}

describe('the grid', () => {
  test('insertSheet makes 1000 rows × 26 columns; a range outside them throws the real message', () => {
    const { sheet } = sheetOf();
    expect([sheet.getMaxRows(), sheet.getMaxColumns()]).toEqual([1000, 26]);
    expect(() => sheet.getRange(1000, 26)).not.toThrow();
    expect(() => sheet.getRange(1001, 1)).toThrow(OUTSIDE);
    expect(() => sheet.getRange(1, 27)).toThrow(OUTSIDE);
    expect(() => sheet.getRange(990, 1, 20, 1)).toThrow(OUTSIDE);
    expect(() => sheet.getRange('A1:AA1')).toThrow(OUTSIDE);
    expect(OUTSIDE).toBe('Exception: The coordinates of the range are outside the dimensions of the sheet.');
  });

  test('a tab of a test setup (an imported file) is exactly its own size', () => {
    const env = createEnv();
    const tab = env.spreadsheet.addTab('Spelers', [
      ['Naam', 'Rating'],
      ['Anna', 1800],
    ]);
    expect([tab.getMaxRows(), tab.getMaxColumns()]).toEqual([2, 2]);
    expect(() => tab.getRange(3, 1)).toThrow(OUTSIDE);
  });

  test('insertRowsAfter and insertColumnsAfter grow the grid; the new rows carry no dropdown', () => {
    const { sheet } = sheetOf();
    sheet.getRange(1000, 1).setDataValidation({
      list: ['a'],
      allowInvalid: false,
    } as unknown as GoogleAppsScript.Spreadsheet.DataValidation);
    sheet.insertRowsAfter(1000, 5);
    sheet.insertColumnsAfter(26, 4);
    expect([sheet.getMaxRows(), sheet.getMaxColumns()]).toEqual([1005, 30]);
    expect(sheet.cell(1001, 1).validation).toBeUndefined();
    sheet.getRange(1005, 30).setValue(7);
    expect(sheet.peek(1005, 30)).toBe(7);
  });

  test('appendRow writes below the last row with content and grows the grid when it is full', () => {
    const env = createEnv();
    env.lock.held = true;
    const tab = env.spreadsheet.addTab('Afwezig', [
      ['Ronde', 'Naam'],
      [1, 'Eva'],
    ]);
    tab.appendRow([2, 'Daan']);
    expect(tab.getMaxRows()).toBe(3);
    expect(tab.values()).toEqual([
      ['Ronde', 'Naam'],
      [1, 'Eva'],
      [2, 'Daan'],
    ]);
  });
});

describe('formulas read inside the grid', () => {
  test('a formula whose range runs past the grid of the tab it reads is refused (#REF! on the strict reading)', () => {
    const { env, sheet } = sheetOf();
    env.spreadsheet.insertSheet('Uitslagen');
    expect(() => sheet.getRange(1, 1).setFormula('=KEEZSTAND(Uitslagen!A:AK)')).toThrow(/past the grid of Uitslagen/);
    expect(() => sheet.getRange(1, 1).setFormula("=SUM('Uitslagen'!A1:A1001)")).toThrow(/past the grid/);
    expect(() => sheet.getRange(1, 1).setFormula('=SUM(Afwezig!A:C)')).toThrow(/no tab Afwezig/);
    expect(sheet.cells[0]?.[0]?.formula).toBeUndefined();
    (env.spreadsheet.tab('Uitslagen')! as unknown as FakeSheet).insertColumnsAfter(26, 11);
    sheet.getRange(1, 1).setFormula('=KEEZSTAND(Uitslagen!A:AK, Uitslagen!$B$2:C1000)');
    expect(sheet.cells[0]![0]!.formula).toBe('=KEEZSTAND(Uitslagen!A:AK, Uitslagen!$B$2:C1000)');
  });
});

describe('executions', () => {
  test('each call of the bundle runs in a fresh global context: a global one execution leaves is gone in the next', () => {
    const env = createEnv();
    const code = loadBundle(env.globals);
    expect(() => ((code as Record<string, unknown>).leftOver = 1)).toThrow(/starts each fresh/);
    const first = (code as Record<string, unknown>).Competitieleider;
    const second = (code as Record<string, unknown>).Competitieleider;
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });
});

describe('values typed in the spreadsheet locale', () => {
  test('nl: decimal comma, day-first dates, times, percentages, formulas, the quote prefix', () => {
    expect(typeText('0,5', 'nl_NL')).toEqual({ value: 0.5 });
    expect(typeText('2,3', 'nl_NL')).toEqual({ value: 2.3 });
    expect(typeText('1.850', 'nl_NL')).toEqual({ value: 1850 });
    expect(typeText('33%', 'nl_NL')).toMatchObject({ value: 0.33, format: '0%' });
    expect(typeText('1:05', 'nl_NL')).toMatchObject({ value: 65 / 1440, date: 'time' });
    expect(typeText('12-3', 'nl_NL')).toMatchObject({ date: 'date' });
    expect(serialToDate(typeText('1/3/2026', 'nl_NL').value as number, 'UTC').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(typeText('=A1', 'nl_NL')).toMatchObject({ formula: '=A1' });
    expect(typeText('+31 6 1234', 'nl_NL')).toMatchObject({ value: '#ERROR!' });
    expect(typeText("'1-0", 'nl_NL')).toEqual({ value: '1-0' });
    expect(typeText('1-0', 'nl_NL')).toEqual({ value: '1-0' });
    expect(typeText('½-½', 'nl_NL')).toEqual({ value: '½-½' });
  });

  test('en_US: decimal point, month-first dates', () => {
    expect(typeText('0.5', 'en_US')).toEqual({ value: 0.5 });
    expect(typeText('0,5', 'en_US')).toEqual({ value: '0,5' });
    expect(serialToDate(typeText('3/1/2026', 'en_US').value as number, 'UTC').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  test("a plain-text cell ('@') keeps what is typed, a leading apostrophe included", () => {
    expect(typeText('1:05', 'nl_NL', '@')).toEqual({ value: '1:05' });
    expect(typeText("'abc", 'nl_NL', '@')).toEqual({ value: "'abc" });
  });

  test('setValues parses strings as typed; the quote prefix keeps text', () => {
    const { sheet } = sheetOf();
    sheet.getRange(1, 1, 1, 4).setValues([['0,5', "'0,5", '=SUM(A1)', '14:32']]);
    expect(sheet.peek(1, 1)).toBe(0.5);
    expect(sheet.peek(1, 2)).toBe('0,5');
    expect(sheet.cell(1, 3).formula).toBe('=SUM(A1)');
    expect(sheet.peek(1, 4)).toBeInstanceOf(Date);
  });

  test('more than 50,000 characters in a cell is refused', () => {
    const { sheet } = sheetOf();
    expect(() => sheet.getRange(1, 1).setValue('x'.repeat(50001))).toThrow(/maximum of 50000 characters/);
    expect(() => sheet.getRange(1, 1).setValue('x'.repeat(50000))).not.toThrow();
  });

  test('a strict dropdown refuses a typed value outside its list; a lenient one takes it', () => {
    const { sheet } = sheetOf();
    sheet.getRange(2, 1, 10, 1).setDataValidation({
      list: ['1-0', '½-½', '0-1'],
      allowInvalid: false,
    } as unknown as GoogleAppsScript.Spreadsheet.DataValidation);
    sheet.getRange(2, 2, 10, 1).setDataValidation({
      list: ['ja', 'nee'],
      allowInvalid: true,
    } as unknown as GoogleAppsScript.Spreadsheet.DataValidation);
    expect(() => sheet.type(2, 1, '1-1')).toThrow(/violates the data validation rules/);
    sheet.type(2, 1, '½-½');
    sheet.type(2, 2, 'misschien');
    expect([sheet.peek(2, 1), sheet.peek(2, 2)]).toEqual(['½-½', 'misschien']);
    // Below the rule's rows nothing is checked.
    sheet.type(12, 1, '1-1');
  });
});

describe('dates and times in the spreadsheet time zone', () => {
  test("a time cell comes back as a Date at the spreadsheet's wall-clock time, which the script's clock reads differently", () => {
    const env = createEnv({ timeZone: 'America/New_York' });
    const tab = env.spreadsheet.addTypedTab('Uitslagen', [['Speeltijd'], ['1:05']]);
    const d = tab.peek(2, 1) as Date;
    expect(
      Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(d),
    ).toBe('01:05');
    expect(d.getHours()).not.toBe(1);
    expect(tab.shown(2, 1)).toBe('1:05:00');
  });

  test('a Date a script writes is stored as the serial the spreadsheet zone shows, and comes back as the same instant', () => {
    const d = new Date(Date.UTC(2026, 2, 1, 19, 30));
    expect(serialToDate(dateToSerial(d, 'Asia/Tokyo'), 'Asia/Tokyo').getTime()).toBe(d.getTime());
  });
});

describe('number formats', () => {
  test.each(['0', '0.00', '0.0', '@', '#,##0', '0%', '[h]:mm', 'd-m-yyyy', 'H:mm:ss', '0.00;-0.00'])(
    '%s is a documented pattern',
    (p) => {
      expect(validNumberFormat(p)).toBe(true);
    },
  );

  test.each(['General', 'Standaard', '', 'text'])('%s is refused, and setNumberFormat throws', (p) => {
    expect(validNumberFormat(p)).toBe(false);
    const { sheet } = sheetOf();
    expect(() => sheet.getRange(1, 1).setNumberFormat(p)).toThrow(/Invalid number format/);
  });
});

describe('the document lock', () => {
  test('Range.clearContent is a write: refused without the document lock', () => {
    const env = createEnv();
    const tab = env.spreadsheet.addTab('Uitslagen', [['Ronde'], [1]]);
    expect(() => tab.getRange(2, 1, 1, 1).clearContent()).toThrow();
    env.lock.held = true;
    tab.getRange(2, 1, 1, 1).clearContent();
    expect(tab.values()).toEqual([['Ronde']]);
  });

  test('tryLock waits while another execution holds the lock, up to its timeout', () => {
    const env = createEnv();
    env.lock.otherHolds(8000);
    expect(env.lock.tryLock(5000)).toBe(false);
    expect(env.lock.waited).toBe(5000);
    expect(env.lock.tryLock(5000)).toBe(true);
    expect(env.lock.waited).toBe(8000);
  });

  test('a write without the lock is refused (every change goes through runAction)', () => {
    const env = createEnv();
    const sheet = env.spreadsheet.insertSheet('Blad') as unknown as FakeSheet;
    expect(() => sheet.getRange(1, 1).setValue('x')).toThrow(/without the document lock/);
  });
});
