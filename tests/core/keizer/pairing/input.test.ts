/** What the pairing of a round is derived from: here, the boards of the round before still without a result. */
import { openBoards } from '../../../../src/core/keizer/pairing/input';
import { comp } from '../../../support/keizer';

const PLAYERS = ['A', 'B', 'C', 'D', 'E', 'F'];

describe('openBoards: the last recorded round before the one paired, its boards without a result', () => {
  test('every result in: nothing open', () => {
    const c = comp(PLAYERS, [
      [1, 'A', 'B', '1-0'],
      [1, 'C', 'D', '½-½'],
      [1, 'E', 'F', '--'],
    ]);
    expect(openBoards(c, 2)).toEqual({ round: 1, boards: [] });
  });

  test('the boards without a result are named with their number, the order of Uitslagen', () => {
    const c = comp(PLAYERS, [
      [1, 'A', 'B', '1-0'],
      [1, 'C', 'D', '½-½'],
      [1, 'E', 'F', '0-1'],
      [2, 'A', 'C', ''],
      [2, 'B', 'E', '1-0'],
      [2, 'D', 'F', ''],
    ]);
    const open = openBoards(c, 3);
    expect(open.round).toBe(2);
    expect(open.boards.map((b) => [b.board, b.game.white, b.game.black])).toEqual([
      [1, 0, 2],
      [3, 3, 5],
    ]);
  });

  test('only the last recorded round: an earlier round without a result is not asked about again', () => {
    const c = comp(PLAYERS, [
      [1, 'A', 'B', ''],
      [1, 'C', 'D', '½-½'],
      [2, 'A', 'C', '1-0'],
      [2, 'B', 'D', '0-1'],
    ]);
    expect(openBoards(c, 3).boards).toEqual([]);
  });

  test('the round before the one paired, not a later one; no round recorded: nothing open', () => {
    const c = comp(PLAYERS, [
      [1, 'A', 'B', ''],
      [3, 'C', 'D', ''],
    ]);
    expect(openBoards(c, 2).boards.map((b) => b.board)).toEqual([1]);
    expect(openBoards(c, 1)).toEqual({ round: 0, boards: [] });
    expect(openBoards(comp(PLAYERS), 1).boards).toEqual([]);
  });
});
