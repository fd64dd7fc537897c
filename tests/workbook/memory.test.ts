/** The memory backing: an append taken back (RowRemoval) gives the rows as before it; a check that fails writes nothing. */
import { isInputError } from '../../src/core/problems';
import { msg } from '../../src/i18n';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { applyChanges, RowRemoval } from '../../src/workbook/workbook';

const HEADER = ['Ronde', 'Wit', 'Zwart', 'Uitslag'];
const removal = (row: number, rows: (string | number)[][]): RowRemoval => ({
  tab: 'Uitslagen',
  row,
  expect: rows.map((r) => ({ cells: r.map((value, i) => ({ col: i + 1, value })), moved: msg('unrecordMoved', 2) })),
  below: msg('unrecordTypedAfter', 2, 'Uitslagen'),
});

describe('MemoryWorkbook.remove', () => {
  test('append → remove gives the rows as before the append; the next append fills the same rows', () => {
    const wb = new MemoryWorkbook({ Uitslagen: [HEADER, [1, 'Anna', 'Bram', '1-0']] });
    const append = {
      tab: 'Uitslagen',
      header: HEADER,
      rows: [
        [2, 'Carla', 'Daan', ''],
        [2, 'Anna', 'Eva', ''],
      ],
    };
    applyChanges(wb, { writes: [], appends: [append] });
    const appended = wb.read('Uitslagen');
    applyChanges(wb, {
      writes: [],
      appends: [],
      removals: [
        removal(3, [
          [2, 'Carla', 'Daan'],
          [2, 'Anna', 'Eva'],
        ]),
      ],
    });
    expect(wb.read('Uitslagen')).toEqual([HEADER, [1, 'Anna', 'Bram', '1-0']]);
    applyChanges(wb, { writes: [], appends: [append] });
    expect(wb.read('Uitslagen')).toEqual(appended);
  });

  test('a row that no longer holds what was read, or a row filled below: an input error at that row, nothing removed', () => {
    for (const [rows, at] of [
      [[HEADER, [1, 'Anna', 'Bram', '1-0'], [2, 'Carla', 'Fien', '']], 3],
      [[HEADER, [1, 'Anna', 'Bram', '1-0'], [2, 'Carla', 'Daan', ''], [], ['', '', '', '', 'later']], 5],
    ] as const) {
      const wb = new MemoryWorkbook({ Uitslagen: rows.map((r) => [...r]) });
      const before = wb.read('Uitslagen');
      let error: unknown;
      try {
        wb.remove([removal(3, [[2, 'Carla', 'Daan']])]);
      } catch (e) {
        error = e;
      }
      expect(isInputError(error) && error.errors.map((p) => p.place)).toEqual([{ tab: 'Uitslagen', row: at }]);
      expect(wb.read('Uitslagen')).toEqual(before);
    }
  });
});
