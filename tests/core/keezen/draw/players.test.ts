/**
 * Partner draws for individual nights (the games-night rules: partners drawn by lot every
 * round, partners opposite): every present player seated exactly once, no
 * repeated partner, the sit-outs spread evenly, the repeats never below the
 * lower bound and optimal against exhaustive search on tiny nights, the same
 * seed the same draw. The long checks (every fresh evening at its optimum, random
 * evenings up to 40 players) are in players.slow.test.ts.
 */
import fc from 'fast-check';
import {
  checkDraw,
  countRepeats,
  drawPlayers,
  repeatBounds,
  roundShape,
  SeatedRound,
} from '../../../../src/core/keezen/draw';
import { exactPlan } from '../../../../src/core/keezen/draw/exact';
import { freshOptimum } from '../../../../src/core/keezen/draw/proven';
import { pairsAtLeast } from '../../../../src/core/keezen/draw/repeats';
import { en, nl } from '../../../../src/i18n/draw';
import { evening, ids, input } from '../../../support/partnerDraws';

describe('table shapes (setting oddPlayers)', () => {
  test('sitOut: tables of four, the rest sits out', () => {
    expect(roundShape(8, 2, 'sitOut')).toEqual({
      tables: [
        [2, 2],
        [2, 2],
      ],
      sitOut: 0,
    });
    expect(roundShape(11, 2, 'sitOut')).toEqual({
      tables: [
        [2, 2],
        [2, 2],
      ],
      sitOut: 3,
    });
    expect(roundShape(3, 2, 'sitOut')).toBeUndefined();
  });
  test('tables: 4n+1 a table of five, 4n+2 a six-player board of three pairs, 4n+3 a table of three', () => {
    expect(roundShape(9, 2, 'tables')).toEqual({
      tables: [
        [2, 2],
        [1, 1, 1, 1, 1],
      ],
      sitOut: 0,
    });
    expect(roundShape(10, 2, 'tables')).toEqual({
      tables: [
        [2, 2],
        [2, 2, 2],
      ],
      sitOut: 0,
    });
    expect(roundShape(11, 2, 'tables')).toEqual({
      tables: [
        [2, 2],
        [2, 2],
        [1, 1, 1],
      ],
      sitOut: 0,
    });
    expect(roundShape(5, 2, 'tables')).toEqual({ tables: [[1, 1, 1, 1, 1]], sitOut: 0 });
    expect(roundShape(6, 2, 'tables')).toEqual({ tables: [[2, 2, 2]], sitOut: 0 });
    expect(roundShape(3, 2, 'tables')).toEqual({ tables: [[1, 1, 1]], sitOut: 0 });
  });
  test('too few players for a table is refused', () => {
    expect(() => drawPlayers(input(3, 1))).toThrow(RangeError);
  });
  test('the checker, deriving the shapes on its own, accepts every shape the engine makes (0 to 40 players, 1 to 4 a side)', () => {
    for (const perSide of [1, 2, 3, 4]) {
      for (const odd of ['sitOut', 'tables'] as const) {
        for (let n = 0; n <= 40; n++) {
          const shape = roundShape(n, perSide, odd);
          let k = 0;
          const tables = (shape?.tables ?? []).map((sides, t) => ({
            table: t + 1,
            sides: sides.map((m) => Array.from({ length: m }, () => k++)),
          }));
          const round = { evening: 1, round: 1, tables, byes: ids(n).slice(k) };
          const v = checkDraw({
            entrant: 'player',
            present: ids(n),
            history: [],
            round,
            playersPerSide: perSide,
            oddPlayers: odd,
            rematchScope: 'evening',
          });
          expect([n, perSide, odd, v.map((x) => x.code)]).toEqual([n, perSide, odd, []]);
        }
      }
    }
  });
});

describe('the lower bound on repeats', () => {
  test('8 players, 5 rounds: 10 opponent slots each and 7 others give at least 12 opponent repeats, and the draw reaches 12', () => {
    const r = drawPlayers(input(8, 5));
    expect(r.planned.opponentBound).toBe(12);
    expect(r.planned.opponents).toBe(12);
    expect(r.planned.partners).toBe(0);
  });
  test('11 players, 7 rounds: the one who sits out once has 12 opponent slots for 10 others, so at least 2 repeats (half the sum of the excesses says 1)', () => {
    const r = drawPlayers(input(11, 7, { exactBudget: 50 }));
    const all = [
      { evening: 1, round: 1, tables: r.tables, byes: r.sitOut },
      ...r.plan.map((p, i) => ({ evening: 1, round: i + 2, tables: p.tables, byes: p.sitOut })),
    ];
    const out = ids(11).map((p) => all.filter((x) => x.byes.includes(p)).length);
    expect([...out].sort()).toEqual([1, ...Array<number>(10).fill(2)]);
    expect(repeatBounds(all).opponentBound).toBe(2);
    expect(pairsAtLeast([2, 0, 0, 0])).toBe(2);
    expect(pairsAtLeast([1, 1, 1])).toBe(2);
    expect(pairsAtLeast([3, 1, 1, 1])).toBe(3);
  });
  test('4 players, 4 rounds: 3 possible partners, so at least 2 partner repeats (one pairing twice)', () => {
    const r = drawPlayers(input(4, 4));
    expect(r.planned.partnerBound).toBe(2);
    expect(r.planned.partners).toBe(2);
  });
  test('no repeats needed for 16 players in 5 rounds: the bounds are 0 and so are the repeats', () => {
    const r = drawPlayers(input(16, 5));
    expect(r.planned).toMatchObject({ partners: 0, opponents: 0, partnerBound: 0, opponentBound: 0, sitOutSpread: 0 });
  });

  /** Every seating of a tiny night: one table of four and one sit-out per round (5 players). */
  function exhaustive(n: number, rounds: number): { fair: number; partners: number; opponents: number } {
    const seatings: { tables: number[][][]; out: number[] }[] = [];
    for (let out = 0; out < n; out++) {
      const rest = ids(n).filter((p) => p !== out);
      const [a, b, c, d] = rest as [number, number, number, number];
      for (const [x, y] of [
        [
          [a, b],
          [c, d],
        ],
        [
          [a, c],
          [b, d],
        ],
        [
          [a, d],
          [b, c],
        ],
      ] as number[][][])
        seatings.push({ tables: [[x!, y!]], out: [out] });
    }
    let best = { fair: Infinity, partners: Infinity, opponents: Infinity };
    const pick = (t: number, chosen: typeof seatings) => {
      if (t === rounds) {
        const rs: SeatedRound[] = chosen.map((s, i) => ({
          evening: 1,
          round: i + 1,
          tables: s.tables.map((sides, k) => ({ table: k + 1, sides })),
          byes: s.out,
        }));
        const so = ids(n).map((p) => rs.filter((r) => r.byes.includes(p)).length);
        const fair = so.reduce((x, k) => x + k * k, 0);
        const c = countRepeats(rs);
        const v = { fair, partners: c.partners, opponents: c.opponents };
        if (
          v.fair < best.fair ||
          (v.fair === best.fair &&
            (v.partners < best.partners || (v.partners === best.partners && v.opponents < best.opponents)))
        )
          best = v;
        return;
      }
      for (const s of seatings) pick(t + 1, [...chosen, s]);
    };
    pick(0, []);
    return best;
  }

  test('5 players, 3 rounds: the draw is optimal against every possible seating, and the bound is below the optimum', () => {
    const best = exhaustive(5, 3);
    const r = drawPlayers(input(5, 3));
    expect([r.planned.partners, r.planned.opponents]).toEqual([best.partners, best.opponents]);
    expect(r.planned.partnerBound).toBeLessThanOrEqual(best.partners);
    expect(r.planned.opponentBound).toBeLessThanOrEqual(best.opponents);
    expect(r.planned.sitOutSpread).toBeLessThanOrEqual(1);
  });

  test('the bound never exceeds the repeats of any seating (random seatings of random nights)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 14 }), fc.integer({ min: 1, max: 6 }), fc.integer(), (n, rounds, seed) => {
        // Random (not optimised) seatings: the bound must hold for them too.
        const rng = Array.from({ length: rounds }, (_, t) => {
          const order = ids(n).sort((a, b) => Math.sin(seed + a * 7 + t * 13) - Math.sin(seed + b * 7 + t * 13));
          const shape = roundShape(n, 2, 'sitOut')!;
          const tables = shape.tables.map((_, k) => ({
            table: k + 1,
            sides: [order.slice(4 * k, 4 * k + 2), order.slice(4 * k + 2, 4 * k + 4)],
          }));
          return { evening: 1, round: t + 1, tables, byes: order.slice(n - shape.sitOut) };
        });
        const c = countRepeats(rng);
        const b = repeatBounds(rng);
        return c.partners >= b.partnerBound && c.opponents >= b.opponentBound;
      }),
      { numRuns: 200 },
    );
  });
});

/** Every 2 v 2 seating of these players (each partition into tables of two pairs once). */
function seatingsOf(players: readonly number[]): number[][][][] {
  if (players.length === 0) return [[]];
  const [p, ...rest] = players;
  const out: number[][][][] = [];
  rest.forEach((q, i) => {
    const left = rest.filter((_, x) => x !== i);
    for (let a = 0; a < left.length; a++)
      for (let b = a + 1; b < left.length; b++) {
        const others = left.filter((_, x) => x !== a && x !== b);
        for (const tail of seatingsOf(others))
          out.push([
            [
              [p!, q],
              [left[a]!, left[b]!],
            ],
            ...tail,
          ]);
      }
  });
  return out;
}

/**
 * The fewest (partner, opponent) repeats over every seating of n players in `rounds` rounds whose sit-outs are
 * even after every round, by plain enumeration (the first round fixed: with nobody's past, every first round is alike).
 */
function bruteForce(n: number, rounds: number): { partners: number; opponents: number } {
  const shape = roundShape(n, 2, 'sitOut')!;
  const k = shape.sitOut;
  const first: SeatedRound = {
    evening: 1,
    round: 1,
    tables: shape.tables.map((_, t) => ({
      table: t + 1,
      sides: [
        [4 * t, 4 * t + 1],
        [4 * t + 2, 4 * t + 3],
      ],
    })),
    byes: ids(n).slice(n - k),
  };
  return bruteForceAfter(n, [first], rounds - 1);
}

/**
 * The fewest (partner, opponent) repeats over the history and every seating of the next `rounds` rounds of n players
 * whose sit-outs keep to the fewest so far, by plain enumeration.
 */
function bruteForceAfter(
  n: number,
  history: readonly SeatedRound[],
  rounds: number,
): { partners: number; opponents: number } {
  const k = roundShape(n, 2, 'sitOut')!.sitOut;
  let best = { partners: Infinity, opponents: Infinity };
  const subsets = (xs: readonly number[], size: number): number[][] =>
    size === 0
      ? [[]]
      : xs.length < size
        ? []
        : [...subsets(xs.slice(1), size - 1).map((s) => [xs[0]!, ...s]), ...subsets(xs.slice(1), size)];
  const go = (rs: SeatedRound[]) => {
    if (rs.length === history.length + rounds) {
      const c = countRepeats(rs);
      if (c.partners < best.partners || (c.partners === best.partners && c.opponents < best.opponents))
        best = { partners: c.partners, opponents: c.opponents };
      return;
    }
    const so = ids(n).map((p) => rs.filter((r) => r.byes.includes(p)).length);
    const fewest = [...so].sort((a, b) => a - b).slice(0, k);
    for (const out of subsets(ids(n), k)) {
      if ([...out.map((p) => so[p]!)].sort((a, b) => a - b).join() !== fewest.join()) continue;
      for (const tables of seatingsOf(ids(n).filter((p) => !out.includes(p))))
        go([
          ...rs,
          { evening: 1, round: rs.length + 1, tables: tables.map((sides, t) => ({ table: t + 1, sides })), byes: out },
        ]);
    }
  };
  go([...history]);
  return best;
}

describe('the exact search of small nights (up to 16 players, sit-outs)', () => {
  test.each([
    [5, 3],
    [6, 3],
    [6, 4],
    [7, 3],
    [8, 3],
  ])(
    '%i players, %i rounds: the planned evening equals the optimum of plain enumeration, and its bound is that optimum',
    (n, rounds) => {
      const best = bruteForce(n, rounds);
      const r = drawPlayers(input(n, rounds));
      expect([r.planned.partners, r.planned.opponents]).toEqual([best.partners, best.opponents]);
      expect(r.planned.optimal).toBe(true);
      expect(r.planned.opponentBound).toBe(best.opponents);
    },
  );

  test.each([
    [5, 3],
    [5, 4],
    [6, 3],
    [6, 4],
    [7, 3],
    [8, 3],
  ])(
    '%i players, %i rounds: the search on its own (first upper bound one above the optimum) finds the optimum of plain enumeration and proves it',
    (n, rounds) => {
      const best = bruteForce(n, rounds);
      const shape = roundShape(n, 2, 'sitOut')!;
      const r = exactPlan({
        players: n,
        shape,
        rounds,
        partners: new Int32Array(n * n),
        opponents: new Int32Array(n * n),
        rotation: new Int32Array(n),
        fresh: true,
        upper: { partners: best.partners, opponents: best.opponents + 1 },
      });
      expect(r.proven).toBe(true);
      expect([r.partners, r.opponents]).toEqual([best.partners, best.opponents]);
      // The seating it returns has those repeats, every round a seating of everyone.
      const seats = r.seats!;
      const rs: SeatedRound[] = Array.from({ length: rounds }, (_, t) => ({
        evening: 1,
        round: t + 1,
        tables: shape.tables.map((_, j) => ({
          table: j + 1,
          sides: [
            [seats[t * n + 4 * j]!, seats[t * n + 4 * j + 1]!],
            [seats[t * n + 4 * j + 2]!, seats[t * n + 4 * j + 3]!],
          ],
        })),
        byes: Array.from(seats.slice(t * n + n - shape.sitOut, (t + 1) * n)),
      }));
      for (const round of rs)
        expect([...round.tables.flatMap((x) => x.sides.flat()), ...round.byes].sort((a, b) => a - b)).toEqual(ids(n));
      const c = countRepeats(rs);
      expect([c.partners, c.opponents]).toEqual([best.partners, best.opponents]);
    },
  );

  test.each([
    [6, 1, 3],
    [7, 2, 2],
    [8, 1, 2],
    [9, 2, 1],
    [9, 3, 1],
  ])(
    '%i players, mid-evening after %i rounds drawn, %i still to plan: the plan equals the optimum of plain enumeration over the rounds to come, proven',
    (n, played, rounds) => {
      const history = evening(
        Array.from({ length: played }, () => ids(n)),
        `mid${n}`,
      );
      const best = bruteForceAfter(n, history, rounds);
      const r = drawPlayers(input(n, rounds, { round: played + 1, history }));
      expect([r.planned.partners, r.planned.opponents]).toEqual([best.partners, best.opponents]);
      expect(r.planned.optimal).toBe(true);
      expect([r.planned.partnerBound, r.planned.opponentBound]).toEqual([best.partners, best.opponents]);
    },
  );

  test.each([
    [4, 1],
    [4, 2],
    [4, 3],
    [5, 1],
    [5, 2],
    [5, 3],
    [5, 4],
    [6, 2],
    [6, 3],
    [6, 4],
    [7, 2],
    [7, 3],
    [8, 2],
    [8, 3],
  ])('%i players, %i rounds: the optimum of proven.ts is that of plain enumeration', (n, rounds) => {
    expect(freshOptimum(n, rounds)).toEqual(bruteForce(n, rounds));
  });

  test.each([
    [12, 6],
    [13, 8],
    [16, 8],
    [10, 5],
    [14, 6],
  ])(
    '%i players, %i rounds drawn round by round, re-planned after every round: every plan is proven and reaches the optimum of the fresh evening',
    (n, rounds) => {
      const history: SeatedRound[] = [];
      for (let i = 0; i < rounds; i++) {
        const r = drawPlayers(input(n, rounds - i, { round: i + 1, history, seed: `mid${n}` }));
        expect(r.planned.optimal).toBe(true);
        expect({ partners: r.planned.partners, opponents: r.planned.opponents }).toEqual(freshOptimum(n, rounds));
        history.push({ evening: 1, round: i + 1, tables: r.tables, byes: r.sitOut });
      }
    },
  );

  test('mid-evening, an evening so far that is not the start of a fresh one (a late arrival) is not bounded by the fresh optimum', () => {
    // 12 players, round 1 without player 11: the whole evening is no fresh evening of 12.
    const history = evening([ids(11)], 'late');
    const r = drawPlayers(input(12, 5, { round: 2, history, exactBudget: 50 }));
    const all = [
      ...history,
      { evening: 1, round: 2, tables: r.tables, byes: r.sitOut },
      ...r.plan.map((p, i) => ({ evening: 1, round: i + 3, tables: p.tables, byes: p.sitOut })),
    ];
    const c = countRepeats(all);
    if (!r.planned.optimal) expect(r.planned.opponentBound).toBe(c.opponentBound);
    else expect(c.opponents).toBeLessThanOrEqual(c.opponentBound);
  });

  test('the search given the optimum of the whole evening as its floor stops at the first seating that reaches it, proven, in fewer nodes', () => {
    const run = (floor: boolean) =>
      exactPlan({
        players: 9,
        shape: roundShape(9, 2, 'sitOut')!,
        rounds: 4,
        partners: new Int32Array(81),
        opponents: new Int32Array(81),
        rotation: new Int32Array(9),
        fresh: true,
        upper: { partners: 0, opponents: 3 },
        ...(floor ? { floor: { partners: 0, opponents: 2 } } : {}),
      });
    const withFloor = run(true);
    const without = run(false);
    expect(withFloor).toMatchObject({ proven: true, partners: 0, opponents: 2 });
    expect(without).toMatchObject({ proven: true, partners: 0, opponents: 2 });
    expect(withFloor.nodes).toBeLessThan(without.nodes);
  });

  test('a plan not proven optimal (mid-evening, the search cut short) says so to the organiser, in Dutch and English; a proven one says it is the fewest', () => {
    // 14 players in round 1, a 15th arrives for round 2 of 8: not the same players every round, so neither the
    // table of proven optima nor its floor applies, and a search of 50 nodes does not close.
    const history = evening([ids(14)], 'honest');
    const open = drawPlayers(input(15, 7, { round: 2, history, exactBudget: 50 }));
    expect(open.planned.optimal).toBe(false);
    expect(open.planned.opponents).toBeGreaterThan(open.planned.opponentBound);
    const args = [4, open.planned.opponents, false, open.planned.opponentBound] as const;
    expect(nl().drPlanRepeats(...args)).toContain('niet bewezen');
    expect(en().drPlanRepeats(...args)).toContain('not proven');
    const proven = drawPlayers(input(9, 4));
    expect(proven.planned).toMatchObject({ optimal: true, opponents: 2 });
    expect(nl().drPlanRepeats(4, 2, true, 2)).toContain('het minst mogelijke');
  });

  test('9 players, 4 rounds: the simple bound says 0, the search proves 2 is the fewest', () => {
    const r = drawPlayers(input(9, 4));
    expect(
      repeatBounds([...r.plan.map((p, i) => ({ evening: 1, round: i + 2, tables: p.tables, byes: p.sitOut }))])
        .opponentBound,
    ).toBe(0);
    expect(r.planned).toMatchObject({ partners: 0, opponents: 2, opponentBound: 2, optimal: true });
  });

  test('10 players, 5 rounds drawn round by round: no repeated opponent, everyone sits out once', () => {
    const presence = Array.from({ length: 5 }, () => ids(10));
    const rs = evening(presence, 'ten');
    const c = countRepeats(rs);
    expect([c.partners, c.opponents]).toEqual([0, 0]);
    expect(ids(10).map((p) => rs.filter((r) => r.byes.includes(p)).length)).toEqual(ids(10).map(() => 1));
  });

  test('12 players, 5 rounds drawn round by round: at most 2 repeated opponents and no pair facing each other 3 times', () => {
    const rs = evening(
      Array.from({ length: 5 }, () => ids(12)),
      'twelve',
    );
    const c = countRepeats(rs);
    expect(c.partners).toBe(0);
    expect(c.opponents).toBeLessThanOrEqual(2);
    const t = tallyPairsOf(rs);
    expect(Math.max(...t)).toBeLessThanOrEqual(2);
  });

  test('when the search cannot close within its budget, the evening is not called optimal and the simple bound is reported', () => {
    // A late arrival (see above): only the search could prove this evening.
    const history = evening([ids(14)], 'late');
    const r = drawPlayers(input(15, 7, { round: 2, history, exactBudget: 50 }));
    expect(r.planned.optimal).toBe(false);
    expect(r.planned.opponentBound).toBe(
      repeatBounds([
        ...history,
        { evening: 1, round: 2, tables: r.tables, byes: r.sitOut },
        ...r.plan.map((p, i) => ({ evening: 1, round: i + 3, tables: p.tables, byes: p.sitOut })),
      ]).opponentBound,
    );
    expect(r.planned.opponents).toBeGreaterThan(r.planned.opponentBound);
  });

  test('oddPlayers = tables, 14 players, 5 rounds: the 6-player board rotates (nobody at it more than once more than another)', () => {
    const rs = evening(
      Array.from({ length: 5 }, () => ids(14)),
      'fourteen',
      'tables',
    );
    const atBoard = ids(14).map(
      (p) => rs.filter((r) => r.tables.some((t) => t.sides.length === 3 && t.sides.flat().includes(p))).length,
    );
    expect(Math.max(...atBoard) - Math.min(...atBoard)).toBeLessThanOrEqual(1);
    expect(countRepeats(rs).partners).toBe(0);
  });

  test('oddPlayers = tables, 13 players: the table of five rotates after every round', () => {
    const rs = evening(
      Array.from({ length: 4 }, () => ids(13)),
      'thirteen',
      'tables',
    );
    for (let t = 1; t <= rs.length; t++) {
      const atFive = ids(13).map(
        (p) =>
          rs.slice(0, t).filter((r) => r.tables.some((x) => x.sides.length === 5 && x.sides.flat().includes(p))).length,
      );
      expect(Math.max(...atFive) - Math.min(...atFive)).toBeLessThanOrEqual(1);
    }
  });
});

/** How often each pair faced each other. */
function tallyPairsOf(rs: readonly SeatedRound[]): number[] {
  const m = new Map<string, number>();
  for (const r of rs)
    for (const t of r.tables)
      t.sides.forEach((side, si) => {
        for (const a of side)
          for (const sj of t.sides.slice(si + 1))
            for (const b of sj)
              m.set(`${Math.min(a, b)}:${Math.max(a, b)}`, (m.get(`${Math.min(a, b)}:${Math.max(a, b)}`) ?? 0) + 1);
      });
  return [...m.values()];
}

describe('properties of a drawn evening', () => {
  test('the same seed gives the same draw; another seed another', () => {
    const a = drawPlayers(input(24, 4, { seed: '4711' }));
    const b = drawPlayers(input(24, 4, { seed: '4711' }));
    const c = drawPlayers(input(24, 4, { seed: '4712' }));
    expect(b.tables).toEqual(a.tables);
    expect(b.plan).toEqual(a.plan);
    expect(c.tables).not.toEqual(a.tables);
  });

  test('late arrivals and early leavers: the next round is drawn from who is present, the rounds played are kept', () => {
    const all = ids(14);
    const presence = [all.slice(0, 12), all.slice(0, 14), all.slice(2, 14), all.slice(2, 13)];
    const rs = evening(presence, 'late');
    rs.forEach((r, i) => {
      const seated = [...r.tables.flatMap((t) => t.sides.flat()), ...r.byes].sort((x, y) => x - y);
      expect(seated).toEqual([...presence[i]!].sort((x, y) => x - y));
    });
    const c = countRepeats(rs);
    expect(c.partners).toBe(0);
    // Sit-outs: among those present at the end, nobody more than once more than another.
    const so = presence[3]!.map((p) => rs.filter((r) => r.byes.includes(p)).length);
    expect(Math.max(...so) - Math.min(...so)).toBeLessThanOrEqual(1);
  });

  test('history counts: a pair that were partners in round 1 are not partners again in round 2', () => {
    const history: SeatedRound[] = [
      {
        evening: 1,
        round: 1,
        tables: [0, 1, 2].map((k) => ({
          table: k + 1,
          sides: [
            [4 * k, 4 * k + 1],
            [4 * k + 2, 4 * k + 3],
          ],
        })),
        byes: [],
      },
    ];
    const r = drawPlayers(input(12, 3, { round: 2, history }));
    for (const t of r.tables)
      for (const side of t.sides) expect(Math.floor(side[0]! / 2)).not.toBe(Math.floor(side[1]! / 2));
    expect(r.soFar.partners).toBe(0);
  });

  test('the notes name a repeat that cannot be avoided (4 players, round 4)', () => {
    const rs = evening([ids(4), ids(4), ids(4)], 'four');
    const r = drawPlayers(input(4, 1, { round: 4, history: rs }));
    expect(r.notes[0]!.partnersAgain.length).toBe(2);
    expect(r.notes[0]!.partnersAgain.every(([, , k]) => k === 2)).toBe(true);
  });

  test('other evenings do not count', () => {
    const other: SeatedRound = {
      evening: 1,
      round: 1,
      tables: [
        {
          table: 1,
          sides: [
            [0, 1],
            [2, 3],
          ],
        },
      ],
      byes: [],
    };
    const r = drawPlayers(input(4, 3, { evening: 2, history: [other] }));
    expect(r.soFar.partners).toBe(0);
    expect(r.notes[0]!.partnersAgain).toEqual([]);
  });
});
