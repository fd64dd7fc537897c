import { MAX_ITERATIONS, Pricing, roundScorer } from '../../../src/core/keizer/recalculation';
import { SeasonRanking } from '../../../src/core/keizer/ranking';
import { computeStandings, scoreItems, settingsUnit } from '../../../src/core/keizer/standings';
import type { KeizerCompetition } from '../../../src/core/keizer/types';
import { simulateKeizerSeason } from '../../../src/sim/keizerSeason';
import { GIVEN, comp } from '../../support/keizer';

// A, B, C in the given order, no own value. Round 1: A–B 1-0; round 2: C–A 1-0.
const season = () =>
  comp(
    ['A', 'B', 'C'],
    [
      [1, 'A', 'B', '1-0'],
      [2, 'C', 'A', '1-0'],
    ],
    [],
    { ...GIVEN, ownValue: 'none' },
  );

function pricing(c: KeizerCompetition, rounds: number): Pricing {
  const baseUnit = settingsUnit(c.settings);
  const items = scoreItems(c, rounds);
  return {
    players: c.players.length,
    baseUnit,
    items,
    weights: items.map((list) => list.map((it) => (it.fraction.num * baseUnit) / it.fraction.den)),
    ownTerm: () => 0,
    ranking: new SeasonRanking(
      c,
      false,
      c.players.map(() => 1),
    ),
  };
}

const all = [true, true, true];

describe('the recalculation schemes score a round with the values of the ranking before it', () => {
  test('classic prices every earlier round again with the values given', () => {
    const p = pricing(season(), 2);
    const score = roundScorer('classic', p);
    const unit = p.baseUnit;
    // Round 2 with B worth 7 and A worth 9: A's round-1 win pays 7 now, C's win pays 9.
    expect(score(2, [9, 7, 5], [0, 1, 2], all).score.map((s) => s / unit)).toEqual([7, 0, 9]);
  });

  test('frozen keeps the points of a round as priced when it came', () => {
    const p = pricing(season(), 2);
    const score = roundScorer('frozen', p);
    const unit = p.baseUnit;
    expect(score(1, [3, 2, 1], [0, 1, 2], all).score.map((s) => s / unit)).toEqual([2, 0, 0]);
    // Round 2 with other values: A's round-1 win still pays 2.
    expect(score(2, [9, 7, 5], [0, 1, 2], all).score.map((s) => s / unit)).toEqual([2, 0, 9]);
  });

  test('iterate repeats values → scores → ranking until the ranking repeats, and counts its passes', () => {
    const p = pricing(season(), 1);
    const round = roundScorer('iterate', p)(1, [3, 2, 1], [0, 1, 2], all);
    // Pass 1 ranks A B C, the ranking it started from: a fixed point at once.
    expect(round.iterations).toBe(1);
    expect(round.oscillated).toBeUndefined();
    expect(round.pricedWith).toEqual([3, 2, 1]);
  });

  test('iterate, when the ranking oscillates: the scores are the sum over the passes of the cycle, in a unit that counts them', () => {
    let seen = 0;
    for (let seed = 0; seed < 6; seed++) {
      const c = simulateKeizerSeason({
        players: 20,
        rounds: 12,
        played: 12,
        seed: `osc${seed}`,
        settings: { recalculation: 'iterate' },
      }).competition;
      const s = computeStandings(c);
      for (const snap of s.history) {
        if (!snap.cycle) continue;
        seen++;
        expect(snap.iterations).toBeLessThanOrEqual(MAX_ITERATIONS);
        expect(snap.unit).toBe(s.baseUnit * snap.cycle.length);
        // Re-price the round's results with each vector of the cycle: their sum is the snapshot's score less its own-value term.
        const classic = roundScorer('classic', pricing(c, snap.round));
        const sum = c.players.map((pl) =>
          snap.cycle!.reduce((t, v) => t + classic(snap.round, v, [], []).score[pl.id]!, 0),
        );
        expect(sum).toEqual(snap.score.map((x, p) => x - snap.own[p]!));
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
