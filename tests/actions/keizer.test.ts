/** Rows appended to a tab the user types land in the columns the tab has, and nowhere else. */
import { appendRows } from '../../src/actions/keizer';
import { Problems } from '../../src/core/problems';
import { KEIZER_RESULTS_TAB } from '../../src/sheet/contract';
import { readTable } from '../../src/sheet/table';
import { MemoryWorkbook } from '../../src/workbook/memory';

const game = { round: 3, white: 'Anna', black: 'Bram', result: '1-0', date: '2026-12-04' };

test("a tab without the optional Datum column: the date is not written into the user's own column where Datum would be", () => {
  const wb = new MemoryWorkbook({
    Uitslagen: [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag', 'Opmerking'],
      [1, 'Anna', 'Cor', '1-0', 'te laat begonnen'],
    ],
  });
  const table = readTable(wb, KEIZER_RESULTS_TAB, new Problems(), { required: true })!;
  const append = appendRows(KEIZER_RESULTS_TAB, table, 'nl', ['round', 'white', 'black', 'result', 'date'], [game]);
  expect(append.rows).toEqual([[3, 'Anna', 'Bram', '1-0']]);
});

test("columns in the user's order are followed, the date in its own column", () => {
  const wb = new MemoryWorkbook({ Uitslagen: [['Datum', 'Opmerking', 'Wit', 'Zwart', 'Uitslag', 'Ronde']] });
  const table = readTable(wb, KEIZER_RESULTS_TAB, new Problems(), { required: true })!;
  const append = appendRows(KEIZER_RESULTS_TAB, table, 'nl', ['round', 'white', 'black', 'result', 'date'], [game]);
  expect(append.rows).toEqual([['2026-12-04', '', 'Anna', 'Bram', '1-0', 3]]);
});

test('a tab not there yet is made with every column in order', () => {
  const append = appendRows(KEIZER_RESULTS_TAB, undefined, 'en', ['round', 'white', 'black', 'result', 'date'], [game]);
  expect(append.tab).toBe('Results');
  expect(append.header).toEqual(['Round', 'White', 'Black', 'Result', 'Date']);
  expect(append.rows).toEqual([[3, 'Anna', 'Bram', '1-0', '2026-12-04']]);
});
