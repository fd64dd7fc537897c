import fc from 'fast-check';
import { pawnsPerSide, presetSettings } from '../../../src/core/keezen/settings';
import { score } from '../../support/keezen';

describe('NK Keezen "Texel 4 tegen 4" (the NK regulations)', () => {
  const nk = presetSettings('nk4tegen4');

  test('a side is 4 players with 4 pawns: 16 pawns a team', () => {
    expect(nk.playersPerSide).toBe(4);
    expect(nk.pawnsPerPlayer).toBe(4);
    expect(pawnsPerSide(nk)).toBe(16);
  });

  test('2 points per pawn home, +10 for the winner with all 16 home: 16–12 gives 42 and 24', () => {
    const { result, problems } = score({ homeA: 16, homeB: 12 }, 'nk4tegen4');
    expect(problems).toEqual([]);
    expect(result!.sides.map((s) => s.points)).toEqual([42, 24]);
    expect(result!.winner).toBe(0);
    expect(result!.sides.map((s) => s.bonus)).toEqual([10, 0]);
  });

  test('the losing team gets no extra points: 2 per pawn only', () => {
    const { result } = score({ homeA: 7, homeB: 16 }, 'nk4tegen4');
    expect(result!.sides[0]!.points).toBe(14);
    expect(result!.sides[0]!.bonus).toBe(0);
    expect(result!.sides[0]!.outcome).toBe('loss');
  });

  test('after 1h15 without a winner each team gets 2 per pawn home and nobody the 10 bonus points', () => {
    expect(nk.timeLimit).toBe(75);
    const { result, problems } = score({ homeA: 12, homeB: 14, finished: false }, 'nk4tegen4');
    expect(problems).toEqual([]);
    expect(result!.sides.map((s) => s.points)).toEqual([24, 28]);
    expect(result!.winner).toBeUndefined();
    expect(result!.sides.map((s) => s.outcome)).toEqual(['draw', 'draw']);
  });

  test('an absent team loses with 8 pawns, the present team wins with 16: 16 and 42 points', () => {
    const { result, problems } = score({ forfeit: 1 }, 'nk4tegen4');
    expect(problems).toEqual([]);
    expect(result!.sides.map((s) => s.pawns)).toEqual([16, 8]);
    expect(result!.sides.map((s) => s.points)).toEqual([42, 16]);
    expect(result!.sides.map((s) => s.outcome)).toEqual(['win', 'loss']);
  });

  test('a forfeit with the counts written as the rule says is fine', () => {
    expect(score({ forfeit: 0, homeA: 8, homeB: 16 }, 'nk4tegen4').problems).toEqual([]);
  });

  test('property: the winner of a finished game always scores 42, the loser 0–30 in steps of 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.boolean(), (loser, aWins) => {
        const { result, problems } = score(
          aWins ? { homeA: 16, homeB: loser } : { homeA: loser, homeB: 16 },
          'nk4tegen4',
        );
        expect(problems).toEqual([]);
        const [w, l] = aWins ? result!.sides : [result!.sides[1], result!.sides[0]];
        expect(w!.points).toBe(42);
        expect(l!.points).toBe(2 * loser);
        expect(l!.points % 2).toBe(0);
        expect(l!.points).toBeLessThanOrEqual(30);
      }),
    );
  });

  test('property: after the time limit both sides score 2 per pawn and nobody wins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (a, b) => {
        const { result } = score({ homeA: a, homeB: b, finished: false }, 'nk4tegen4');
        expect(result!.sides.map((s) => s.points)).toEqual([2 * a, 2 * b]);
        expect(result!.winner).toBeUndefined();
      }),
    );
  });
});

describe('buurtcompetitie (the buurtcompetitie regulations)', () => {
  const buurt = presetSettings('buurtcompetitie');

  test('teams of 2; the farthest hole is worth 4, then 3, 2, the first hole 1: 10 per player, 20 per team', () => {
    expect(buurt.playersPerSide).toBe(2);
    expect(buurt.holeValues).toEqual([1, 2, 3, 4]);
    const { result, problems } = score({ playersA: ['1,2,3,4', '1,2,3,4'], playersB: ['4', '3,4'] }, 'buurtcompetitie');
    expect(problems).toEqual([]);
    expect(result!.sides.map((s) => s.points)).toEqual([20, 11]);
  });

  test.each([
    ['4', 4],
    ['3', 3],
    ['2', 2],
    ['1', 1],
    ['1,3,4', 8],
    ['-', 0],
  ])('holes %s are worth %i game points', (holes, points) => {
    const { result } = score({ playersA: ['1,2,3,4', '1,2,3,4'], playersB: [holes, '-'] }, 'buurtcompetitie');
    expect(result!.sides[1]!.points).toBe(points);
  });

  test('the team with the most game points wins and gets 2 points, the other 0', () => {
    const { result } = score({ playersA: ['2,3,4', '1,2'], playersB: ['1,2,3,4', '1,2,3,4'] }, 'buurtcompetitie');
    expect(result!.winner).toBe(1);
    expect(result!.sides.map((s) => s.matchPoints)).toEqual([0, 2]);
    expect(result!.sides.map((s) => s.points)).toEqual([12, 20]);
  });

  test('game points may be written instead of holes', () => {
    const { result, problems } = score({ playersA: [10, 10], playersB: [7, 8] }, 'buurtcompetitie');
    expect(problems).toEqual([]);
    expect(result!.sides.map((s) => s.points)).toEqual([20, 15]);
  });

  test('a game stopped with equal game points is a draw: 1 match point each (our reading)', () => {
    const { result } = score({ playersA: ['3,4', '1'], playersB: ['4', '1,3'], finished: false }, 'buurtcompetitie');
    expect(result!.sides.map((s) => s.points)).toEqual([8, 8]);
    expect(result!.winner).toBeUndefined();
    expect(result!.sides.map((s) => s.matchPoints)).toEqual([1, 1]);
  });

  test('property: a finished game is won by the complete team, 20 game points against at most 19, 2 match points to 0', () => {
    const holesets = fc.subarray([1, 2, 3, 4]).map((h) => (h.length === 0 ? '-' : h.join(',')));
    fc.assert(
      fc.property(holesets, holesets, (p1, p2) => {
        const { result, problems } = score({ playersA: ['1,2,3,4', '1,2,3,4'], playersB: [p1, p2] }, 'buurtcompetitie');
        if (p1 === '1,2,3,4' && p2 === '1,2,3,4') {
          expect(problems.map(([, m]) => m.key)).toEqual(['kzBothComplete']);
          return;
        }
        expect(result!.sides[0]!.points).toBe(20);
        expect(result!.sides[1]!.points).toBeLessThanOrEqual(19);
        expect(result!.sides.map((s) => s.matchPoints)).toEqual([2, 0]);
      }),
    );
  });
});

describe('games night (the games-night rules)', () => {
  test('the worked example: A and C 4 home each (win), B 3, D 2: A 26, C 26, B 15, D 10', () => {
    const { result, problems } = score({ playersA: [4, 4], playersB: [3, 2] }, 'spelavond');
    expect(problems).toEqual([]);
    expect(result!.sides[0]!.playerPoints).toEqual([26, 26]);
    expect(result!.sides[1]!.playerPoints).toEqual([15, 10]);
    // 4 × 5 own pawns = 20, plus 3 pawns short of 2 × 4 = 8, × 2 = 6.
    expect(result!.sides[1]!.pawns).toBe(5);
    expect(result!.winner).toBe(0);
  });

  test('5 points per own pawn home and 2 per opposing pawn not home', () => {
    const s = presetSettings('spelavond');
    expect([s.pointsPerPawn, s.pointsPerOpponentPawnOut, s.pawnsPerPlayer, s.playersPerSide]).toEqual([5, 2, 4, 2]);
  });

  test('property: a player on the winning side scores at least 22 (and at most 36)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (b1, b2) => {
        fc.pre(b1 + b2 < 8);
        const { result } = score({ playersA: [b1, b2], playersB: [4, 4] }, 'spelavond');
        for (const p of result!.sides[1]!.playerPoints!) {
          expect(p).toBeGreaterThanOrEqual(22);
          expect(p).toBeLessThanOrEqual(36);
        }
        expect(result!.sides[0]!.playerPoints).toEqual([5 * b1, 5 * b2]);
      }),
    );
  });
});

describe('forfeits in the other presets', () => {
  test('buurtcompetitie: the present team wins with all holes (20), the absent team 0; a side total written is enough', () => {
    for (const spec of [{ forfeit: 1 as const }, { forfeit: 1 as const, homeA: 8, homeB: 0 }]) {
      const { result, problems } = score(spec, 'buurtcompetitie');
      expect(problems).toEqual([]);
      expect(result!.sides.map((s) => [s.points, s.matchPoints])).toEqual([
        [20, 2],
        [0, 0],
      ]);
    }
  });

  test('games night: naming an absent player makes his side lose with 0 pawns; the present players score 4 × 5 + 8 × 2', () => {
    const { result } = score({ forfeit: 0 }, 'spelavond');
    expect(result!.sides[1]!.playerPoints).toEqual([36, 36]);
    expect(result!.sides[0]!.playerPoints).toEqual([0, 0]);
  });

  test("both sides absent: both lose with the rule's pawns", () => {
    const { result } = score({ forfeit: 'both' }, 'nk4tegen4');
    expect(result!.sides.map((s) => [s.points, s.outcome])).toEqual([
      [16, 'loss'],
      [16, 'loss'],
    ]);
  });
});
