import { startOrder } from '../../../src/core/keizer/startOrder';
import type { KeizerPlayer } from '../../../src/core/keizer/types';

function players(specs: Omit<KeizerPlayer, 'id' | 'active'>[]): KeizerPlayer[] {
  return specs.map((s, id) => ({ ...s, id, active: true }));
}
const names = (ps: KeizerPlayer[], order: number[]) => order.map((i) => ps[i]!.name);

describe('seed appendix A.2: combined start order (last season + rating list)', () => {
  test('the sum of both positions decides; a tie goes to the better previous rank', () => {
    // previous: Bram 1, Anna 2, Dirk 3; Cees is new (after them, by rating) → 4
    // rating:   Anna 1, Bram 2, Cees 3, Dirk 4
    // sums:     Bram 3, Anna 3, Dirk 7, Cees 7 → ties decided by the previous list
    const ps = players([
      { name: 'Anna', rating: 1900, previousRank: 2 },
      { name: 'Bram', rating: 1800, previousRank: 1 },
      { name: 'Cees', rating: 1700 },
      { name: 'Dirk', rating: 1600, previousRank: 3 },
    ]);
    expect(names(ps, startOrder(ps, 'combined'))).toEqual(['Bram', 'Anna', 'Dirk', 'Cees']);
  });

  test('a strong rating lifts a player above a better previous rank', () => {
    // previous: A 1, B 2, C 3; rating: C 1, A 2, B 3 → sums A 3, B 5, C 4
    const ps = players([
      { name: 'A', rating: 1500, previousRank: 1 },
      { name: 'B', rating: 1400, previousRank: 2 },
      { name: 'C', rating: 2000, previousRank: 3 },
    ]);
    expect(names(ps, startOrder(ps, 'combined'))).toEqual(['A', 'C', 'B']);
  });

  test('equal ratings share their position in the rating list', () => {
    // rating: A 1, B 1 (shared), C 3; previous: B 1, C 2, A 3 → sums A 4, B 2, C 5
    const ps = players([
      { name: 'A', rating: 1800, previousRank: 3 },
      { name: 'B', rating: 1800, previousRank: 1 },
      { name: 'C', rating: 1700, previousRank: 2 },
    ]);
    expect(names(ps, startOrder(ps, 'combined'))).toEqual(['B', 'A', 'C']);
  });

  test('players without rating or history come last, by name', () => {
    const ps = players([{ name: 'Zoë' }, { name: 'Adam' }, { name: 'Rated', rating: 1200 }]);
    expect(names(ps, startOrder(ps, 'combined'))).toEqual(['Rated', 'Adam', 'Zoë']);
  });
});

describe('the other start orders', () => {
  const ps = players([
    { name: 'A', rating: 1500, previousRank: 2, startRank: 3 },
    { name: 'B', rating: 1900, previousRank: 3, startRank: 1 },
    { name: 'C', rating: 1700, previousRank: 1, startRank: 2 },
  ]);
  test('rating: highest rating first', () => expect(names(ps, startOrder(ps, 'rating'))).toEqual(['B', 'C', 'A']));
  test('previous: last season’s order', () => expect(names(ps, startOrder(ps, 'previous'))).toEqual(['C', 'A', 'B']));
  test('given: the Startplaats column', () => expect(names(ps, startOrder(ps, 'given'))).toEqual(['B', 'C', 'A']));
});
