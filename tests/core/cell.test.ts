/** One rule for reading a number from a cell, wherever a number is read. */
import type { Cell } from '../../src/core/cell';
import { parseNumberCell } from '../../src/core/cell';
import { Problems } from '../../src/core/problems';
import { numberSetting } from '../../src/core/settings/spec';
import { KEIZER_PLAYERS_TAB } from '../../src/sheet/contract';
import { readInteger, readNumber, tableFromCells } from '../../src/sheet/table';

const CASES: [Cell, number | undefined][] = [
  [42, 42],
  [-1.5, -1.5],
  [Infinity, undefined],
  ['1850', 1850],
  [' 1 850 ', 1850],
  ['1850,5', 1850.5],
  ['1850.5', 1850.5],
  [',5', 0.5],
  ['.5', 0.5],
  ['1850,', 1850],
  ['+3', 3],
  ['-3', -3],
  ['1,2,3', undefined],
  ['1.850,5', undefined],
  ['tien', undefined],
  ['', undefined],
  [',', undefined],
  [true, undefined],
  [new Date(2024, 0, 1), undefined],
  [null, undefined],
];

/** A number read through a players tab's Rating column. */
function readRating(cell: Cell): number | undefined {
  const problems = new Problems();
  const table = tableFromCells(
    'Spelers',
    'nl',
    [
      ['Naam', 'Rating'],
      ['Anna', cell],
    ],
    KEIZER_PLAYERS_TAB,
    problems,
  )!;
  return readNumber(table.rows[0]!, 'rating', problems);
}

describe('parseNumberCell', () => {
  test.each(CASES)('%p → %p', (cell, expected) => {
    expect(parseNumberCell(cell)).toBe(expected);
  });

  test('the settings and the table readers read the same numbers', () => {
    const setting = numberSetting(0);
    for (const [cell, expected] of CASES) {
      if (cell === null || cell === '') continue;
      const parsed = setting.parse(cell);
      expect('value' in parsed ? parsed.value : undefined).toBe(expected);
      expect(readRating(cell)).toBe(expected);
    }
  });

  test('a whole number written with a decimal separator is whole', () => {
    const problems = new Problems();
    const table = tableFromCells(
      'Spelers',
      'nl',
      [
        ['Naam', 'Startplaats'],
        ['Anna', '12,0'],
        ['Bram', '12,5'],
      ],
      KEIZER_PLAYERS_TAB,
      problems,
    )!;
    expect(readInteger(table.rows[0]!, 'startRank', 'Startplaats', problems, { required: false })).toBe(12);
    expect(readInteger(table.rows[1]!, 'startRank', 'Startplaats', problems, { required: false })).toBeUndefined();
    expect(problems.errors).toHaveLength(1);
  });
});
