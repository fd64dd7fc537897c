/**
 * The optima of fresh evenings (`proven.ts`), checked on their own: for every
 * size in the table a seating (the shipped one, or else the draw's) seats
 * everyone once a round with sit-outs even after every round and reaches the
 * stated optimum, counted here; it meets the simple bound of `repeats.ts`, or
 * it is one of the sizes whose optimum lies above it, which the long proofs
 * (`proven.slow.test.ts`) prove by the exact search or by counting and an exact
 * cover. The draw of a shipped evening reports the optimum as proven.
 */
import { drawPlayers, roundShape } from '../../../../src/core/keezen/draw';
import { OPTIMA_MAX_ROUNDS, PROVEN_NIGHTS, freshOptimum, provenNight } from '../../../../src/core/keezen/draw/proven';
import { repeatBounds } from '../../../../src/core/keezen/draw/repeats';
import { ABOVE_BOUND, BY_COVER, roundsOf } from '../../../support/provenNights';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i);
const entries = Object.keys(PROVEN_NIGHTS).map((key) => {
  const [n, rounds] = key.split('×').map(Number) as [number, number];
  return [key, n, rounds] as const;
});

/** The shipped seating, or else the one a fresh draw plans. */
function seatingOf(n: number, rounds: number): number[] {
  const known = provenNight(n, rounds);
  if (known) return Array.from(known.seats);
  const r = drawPlayers({
    evening: 1,
    round: 1,
    present: ids(n),
    history: [],
    roundsToPlan: rounds,
    playersPerSide: 2,
    oddPlayers: 'sitOut',
    seed: 'optimum',
  });
  return [{ tables: r.tables, byes: r.sitOut }, ...r.plan.map((p) => ({ tables: p.tables, byes: p.sitOut }))].flatMap(
    (x) => [...x.tables.flatMap((t) => t.sides.flat()), ...x.byes],
  );
}

/** Checks the seating is one of the evening (everyone once a round, sit-outs even after every round) and counts its repeats. */
function counted(n: number, seats: readonly number[], rounds: number): { partners: number; opponents: number } {
  const k = roundShape(n, 2, 'sitOut')!.sitOut;
  const tables = (n - k) / 4;
  expect(seats.length).toBe(n * rounds);
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const bump = (m: Map<string, number>, a: number, b: number) => {
    const key = `${Math.min(a, b)}:${Math.max(a, b)}`;
    m.set(key, (m.get(key) ?? 0) + 1);
  };
  const out = new Array<number>(n).fill(0);
  for (let t = 0; t < rounds; t++) {
    const round = seats.slice(t * n, (t + 1) * n);
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
  const repeats = (m: Map<string, number>) => [...m.values()].reduce((s, c) => s + Math.max(0, c - 1), 0);
  return { partners: repeats(partners), opponents: repeats(opponents) };
}

const sizes: (readonly [string, number, number])[] = [];
for (let n = 4; n <= 16; n++)
  for (let rounds = 1; rounds <= OPTIMA_MAX_ROUNDS; rounds++)
    if (freshOptimum(n, rounds)) sizes.push([`${n}×${rounds}`, n, rounds]);

describe('the optima of fresh evenings (proven.ts)', () => {
  test.each(sizes)(
    '%s: a seating (shipped, or drawn) seats everyone once a round with sit-outs even after every round and reaches the optimum; it meets the simple bound, or the optimum is one the search proves',
    (_, n, rounds) => {
      const optimum = freshOptimum(n, rounds)!;
      const seats = seatingOf(n, rounds);
      expect(counted(n, seats, rounds)).toEqual(optimum);
      const b = repeatBounds(roundsOf(n, seats, rounds));
      const atBound = b.partnerBound === optimum.partners && b.opponentBound === optimum.opponents;
      expect(atBound).toBe(![...ABOVE_BOUND, ...BY_COVER].some(([x, r]) => x === n && r === rounds));
    },
  );

  test.each(entries)('%s: the shipped seating reaches the optimum with no repeated partner', (_, n, rounds) => {
    expect(freshOptimum(n, rounds)).toEqual({ partners: 0, opponents: provenNight(n, rounds)!.opponents });
  });

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
