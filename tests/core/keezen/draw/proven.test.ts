/**
 * The optima proven beforehand (`proven.ts`): every shipped seating is a
 * seating of the evening (everyone once a round, sit-outs even after every
 * round, no repeated partner) with the stated repeated opponents, counted here
 * on its own, and the optimum of the table; it is proven again, by the simple
 * bound it meets or by the exact search; the draw of such an evening reports
 * that optimum as proven.
 */
import { drawPlayers, roundShape } from '../../../../src/core/keezen/draw';
import { exactPlan } from '../../../../src/core/keezen/draw/exact';
import { PROVEN_NIGHTS, freshOptimum, provenNight } from '../../../../src/core/keezen/draw/proven';
import { repeatBounds } from '../../../../src/core/keezen/draw/repeats';
import type { SeatedRound } from '../../../../src/core/keezen/draw/types';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i);
const entries = Object.keys(PROVEN_NIGHTS).map((key) => {
  const [n, rounds] = key.split('×').map(Number) as [number, number];
  return [key, n, rounds] as const;
});

/** The shipped seating as rounds. */
function roundsOf(n: number, rounds: number): SeatedRound[] {
  const seats = provenNight(n, rounds)!.seats;
  const k = roundShape(n, 2, 'sitOut')!.sitOut;
  return Array.from({ length: rounds }, (_, t) => {
    const round = Array.from(seats.slice(t * n, (t + 1) * n));
    return {
      evening: 1,
      round: t + 1,
      tables: Array.from({ length: (n - k) / 4 }, (_, j) => ({
        table: j + 1,
        sides: [round.slice(4 * j, 4 * j + 2), round.slice(4 * j + 2, 4 * j + 4)],
      })),
      byes: round.slice(n - k),
    };
  });
}

/** Shipped seatings that meet the simple bound are their own proof; the others are proven by the search. */
const atBound = entries.filter(
  ([, n, rounds]) => repeatBounds(roundsOf(n, rounds)).opponentBound === provenNight(n, rounds)!.opponents,
);
const bySearch = entries.filter((e) => !atBound.includes(e));

describe('optima proven beforehand', () => {
  test.each(entries)('%s: the seating reaches the optimum of the table of fresh evenings', (_, n, rounds) => {
    expect(freshOptimum(n, rounds)).toEqual({ partners: 0, opponents: provenNight(n, rounds)!.opponents });
  });

  test.each(atBound)(
    '%s: the seating meets the simple lower bound of repeats.ts, so no seating has fewer',
    (_, n, rounds) => {
      expect(repeatBounds(roundsOf(n, rounds)).opponentBound).toBe(provenNight(n, rounds)!.opponents);
    },
  );

  test.each(entries)(
    '%s: the shipped seating seats everyone once a round, sit-outs even after every round, no repeated partner, the stated repeated opponents',
    (_, n, rounds) => {
      const known = provenNight(n, rounds)!;
      const k = roundShape(n, 2, 'sitOut')!.sitOut;
      const tables = (n - k) / 4;
      expect(known.seats.length).toBe(n * rounds);
      const partners = new Map<string, number>();
      const opponents = new Map<string, number>();
      const bump = (m: Map<string, number>, a: number, b: number) => {
        const key = `${Math.min(a, b)}:${Math.max(a, b)}`;
        m.set(key, (m.get(key) ?? 0) + 1);
      };
      const out = new Array<number>(n).fill(0);
      for (let t = 0; t < rounds; t++) {
        const round = Array.from(known.seats.slice(t * n, (t + 1) * n));
        expect([...round].sort((a, b) => a - b)).toEqual(ids(n));
        for (let j = 0; j < tables; j++) {
          const [a, b, c, d] = round.slice(4 * j, 4 * j + 4) as [number, number, number, number];
          bump(partners, a, b);
          bump(partners, c, d);
          for (const x of [a, b]) for (const y of [c, d]) bump(opponents, x, y);
        }
        for (const p of round.slice(n - k)) out[p]!++;
        expect(Math.max(...out) - Math.min(...out)).toBeLessThanOrEqual(1);
      }
      expect([...partners.values()].every((c) => c === 1)).toBe(true);
      const repeats = [...opponents.values()].reduce((s, c) => s + Math.max(0, c - 1), 0);
      expect(repeats).toBe(known.opponents);
    },
  );

  test.each(bySearch)(
    '%s: the exact search, with a large budget, proves no seating has fewer',
    (_, n, rounds) => {
      const known = provenNight(n, rounds)!;
      const r = exactPlan({
        players: n,
        shape: roundShape(n, 2, 'sitOut')!,
        rounds,
        partners: new Int32Array(n * n),
        opponents: new Int32Array(n * n),
        rotation: new Int32Array(n),
        fresh: true,
        upper: { partners: 0, opponents: known.opponents },
        budget: 100_000_000,
      });
      expect(r.proven).toBe(true);
      expect(r.opponents).toBe(known.opponents);
    },
    600_000,
  );

  test.each(entries)(
    '%s: the draw of a fresh evening reports the optimum as proven, bound and repeats equal',
    (_, n, rounds) => {
      const known = provenNight(n, rounds)!;
      const r = drawPlayers({
        evening: 1,
        round: 1,
        present: ids(n).map((i) => 100 + i),
        history: [],
        roundsToPlan: rounds,
        playersPerSide: 2,
        oddPlayers: 'sitOut',
        seed: 'proven',
      });
      expect(r.planned).toMatchObject({
        partners: 0,
        opponents: known.opponents,
        partnerBound: 0,
        opponentBound: known.opponents,
        optimal: true,
      });
    },
  );
});
