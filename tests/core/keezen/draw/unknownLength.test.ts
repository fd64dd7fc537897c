/**
 * A games night of unknown length (roundsPerEvening 0, planRounds left empty): the partner draw plans as far
 * ahead as the evening can go without any repeat (the proven table of `proven.ts`), so an evening that goes on
 * that long has no repeated partner or opponent, where a fixed 4-round plan gave one.
 */
import { repeatFreeRounds } from '../../../../src/core/keezen/draw/proven';
import { simulateKeezen } from '../../../../src/sim/keezenEvent';

test('the repeat-free horizon is the longest evening the proven table keeps free of repeats', () => {
  expect([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map(repeatFreeRounds)).toEqual([
    1, 1, 2, 4, 3, 3, 5, 6, 4, 6, 7, 8, 7,
  ]);
  // Past the table's 16 players, longer still: planned to the table's last round.
  expect(repeatFreeRounds(24)).toBe(8);
  expect(repeatFreeRounds(60)).toBe(8);
});

test.each([
  [10, 5],
  [8, 3],
  [12, 4],
  [11, 6],
])('a games night of unknown length, %i players over %i rounds: no repeated partner or opponent', (n, r) => {
  const e = simulateKeezen({ variant: 'spelavond', entrants: n, seed: `unknown-${n}`, rounds: r });
  const last = e.outcomes[r - 1]!.players!.soFar;
  expect(last.partners).toBe(0);
  expect(last.opponents).toBe(0);
});

test('a set planRounds still decides how far the draw plans', () => {
  // 10 players planned 4 rounds ahead, then a fifth: the fifth cannot avoid a repeated opponent.
  const e = simulateKeezen({
    variant: 'spelavond',
    entrants: 10,
    seed: 'unknown-10',
    rounds: 5,
    settings: [['planRounds', 4]],
  });
  expect(e.outcomes[4]!.players!.soFar.opponents).toBeGreaterThan(0);
});
