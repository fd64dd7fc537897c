/**
 * The rating update reads the Rating column of Spelers as the standings read
 * it, and a rating list's ratings as numbers are typed (a decimal comma, a
 * space between thousands).
 */
import type { Cell } from '../../src/core/cell';
import { Problems, formatProblem } from '../../src/core/problems';
import { ratingListFromCells, updateRatings } from '../../src/actions/exchange';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';

function club(ratings: Cell[]): MemoryWorkbook {
  return new MemoryWorkbook({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keizer'],
    ],
    Spelers: [['Naam', 'Rating'], ...ratings.map((r, i) => [['Anna', 'Bram', 'Cees'][i]!, r])],
  });
}

test('a Rating the standings read as a number is the rating the update starts from (1 812 is 1812)', () => {
  const wb = club(['1 812', '1650,5', '']);
  const read = open(wb, 'keizer').competition.players.map((p) => p.rating);
  expect(read).toEqual([1812, 1650.5, undefined]);
  const list = ratingListFromCells(
    'lijst.csv',
    [
      ['Naam', 'Rating'],
      ['Anna', '1 850'],
      ['Bram', '1650,5'],
      ['Cees', 1500],
    ],
    new Problems(),
  );
  const out = updateRatings(wb, list, new Problems(), { accept: false });
  expect(out.match.changes.map((c) => [c.player, c.from, c.to])).toEqual([
    [0, 1812, 1850],
    [2, undefined, 1500],
  ]);
  expect(out.match.unchanged).toEqual([1]);
});

test('a rating in the list that is not a number, or below 0, is an error at its cell', () => {
  const problems = new Problems();
  ratingListFromCells(
    'lijst.csv',
    [
      ['Naam', 'Rating'],
      ['Anna', '18OO'],
      ['Bram', -5],
      ['Cees', '0x10'],
    ],
    problems,
  );
  expect(problems.errors.map((p) => formatProblem(p, 'nl'))).toEqual([
    expect.stringMatching(/^lijst\.csv!B2: .*18OO/),
    expect.stringMatching(/^lijst\.csv!B3: .*-5/),
    expect.stringMatching(/^lijst\.csv!B4: .*0x10/),
  ]);
});
