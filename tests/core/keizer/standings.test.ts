import { computeStandings, lastPlayedRound } from '../../../src/core/keizer/standings';
import { fraction } from '../../../src/core/fraction';
import { GIVEN, comp, ranked, workedExample } from '../../support/keizer';

/** Exact score of a row, as a number (units / unit). */
const exact = (s: ReturnType<typeof computeStandings>) =>
  Object.fromEntries(s.rows.map((r) => [r.name, r.score / s.unit]));
const order = (s: ReturnType<typeof computeStandings>) => s.rows.map((r) => r.name);

/* The worked example (tests/support/keizer.ts): six players A..F, start values A 9 .. F 4. */
const example = (settings = {}) => workedExample(settings);

describe('classic recalculation (Sevilla): the standings after round r price rounds 1..r with the values after r−1', () => {
  test('after round 1 everything is priced with the start values', () => {
    // A 9+8, B 8, C 7+½·6, D 6+½·7, E 5+½·5 (excused), F 4+1·4 (bye)
    const s = computeStandings(example(), { afterRound: 1 });
    expect(exact(s)).toEqual({ A: 17, B: 8, C: 10, D: 9.5, E: 7.5, F: 8 });
    // B and F tie at 8: the start order decides.
    expect(order(s)).toEqual(['A', 'C', 'D', 'B', 'F', 'E']);
    expect(s.rows.map((r) => r.value)).toEqual([9, 8, 7, 6, 5, 4]);
  });

  test('after round 2 round 1 is re-priced with the new values (A 9, C 8, D 7, B 6, F 5, E 4)', () => {
    // A 9+6, B 8, C 7+½·7+9, D 6+½·8+6, E 5+½·4+½·5, F 4+1·5+½·4
    const s = computeStandings(example(), { afterRound: 2 });
    expect(exact(s)).toEqual({ A: 15, B: 8, C: 19.5, D: 16, E: 9.5, F: 11 });
    expect(order(s)).toEqual(['C', 'D', 'A', 'F', 'E', 'B']);
  });

  test('after round 3: forfeit win pays the opponent’s value, external 66%, unexcused 0', () => {
    // values after r2: C 9, D 8, A 7, F 6, E 5, B 4
    // A 9+4+0+6 (forfeit win vs F), B 8+0+0+0, C 7+½·8+7+8, D 6+½·9+4+0,
    // E 5+½·5+½·6+0.66·5, F 4+6+½·5+0 (forfeit loss)
    const s = computeStandings(example(), { afterRound: 3 });
    expect(exact(s)).toEqual({ A: 19, B: 8, C: 26, D: 14.5, E: 13.8, F: 12.5 });
    expect(order(s)).toEqual(['C', 'A', 'D', 'E', 'F', 'B']);
    expect(s.rows.map((r) => r.points)).toEqual([26, 19, 15, 14, 13, 8]);
  });

  test('the default round is the last one with a result', () => {
    expect(lastPlayedRound(example())).toBe(3);
    expect(computeStandings(example()).afterRound).toBe(3);
  });

  test('one decimal is shown when decimals = 1', () => {
    const s = computeStandings(example({ decimals: 1 }), { afterRound: 3 });
    expect(s.rows.map((r) => r.points)).toEqual([26, 19, 14.5, 13.8, 12.5, 8]);
  });

  test('game and absence counts', () => {
    const s = computeStandings(example(), { afterRound: 3 });
    const row = (n: string) => s.rows.find((r) => r.name === n)!;
    expect(row('A')).toMatchObject({ games: 2, wins: 1, losses: 1, draws: 0, forfeits: 1, absences: 0, byes: 0 });
    expect(row('E')).toMatchObject({ games: 1, draws: 1, absences: 2, byes: 0 });
    expect(row('F')).toMatchObject({ games: 1, forfeits: 1, byes: 1 });
  });
});

describe('Zwarte Dame regulations, appendix A.3: the start value counts until the recalculation after round ownValueUntilRound', () => {
  test('with ownValueUntilRound = 3 the standings after round 3 no longer hold the start value', () => {
    const s = computeStandings(example({ ownValueUntilRound: 3 }), { afterRound: 3 });
    expect(exact(s)).toEqual({ A: 10, B: 0, C: 19, D: 8.5, E: 8.8, F: 8.5 });
    expect(order(s)).toEqual(['C', 'A', 'E', 'D', 'F', 'B']);
  });

  test('with the default (10) the start value still counts after round 9 and is gone after round 10', () => {
    const games: [number, string, string, '1-0'][] = [];
    for (let r = 1; r <= 10; r++) games.push([r, 'A', 'B', '1-0']);
    const c = comp(ranked('A', 'B'), games, [], GIVEN); // top ceil(3) = 3: A 3, B 2
    expect(exact(computeStandings(c, { afterRound: 9 }))).toEqual({ A: 3 + 9 * 2, B: 2 });
    expect(exact(computeStandings(c, { afterRound: 10 }))).toEqual({ A: 10 * 2, B: 0 });
  });

  test('ownValue = current counts the player’s current value; none counts nothing', () => {
    // After round 1 (priced with the start values) current = start value.
    expect(exact(computeStandings(example({ ownValue: 'current' }), { afterRound: 1 }))).toEqual({
      A: 17,
      B: 8,
      C: 10,
      D: 9.5,
      E: 7.5,
      F: 8,
    });
    // After round 2 the values are A 9, C 8, D 7, B 6, F 5, E 4.
    expect(exact(computeStandings(example({ ownValue: 'current' }), { afterRound: 2 }))).toEqual({
      A: 15,
      B: 6,
      C: 20.5,
      D: 17,
      E: 8.5,
      F: 12,
    });
    // none: after round 1 the ranking is A 8, F 4, D 3.5, C 3, E 2.5, B 0 → values A 9, F 8, D 7, C 6, E 5, B 4.
    expect(exact(computeStandings(example({ ownValue: 'none' }), { afterRound: 2 }))).toEqual({
      A: 4,
      B: 0,
      C: 12.5,
      D: 7,
      E: 6.5,
      F: 10.5,
    });
  });
});

describe('Zwarte Dame regulations, appendix A.8: win = the opponent’s value, draw 50%, loss 0', () => {
  test('other clubs’ fractions: a loss worth 1/6 of the opponent’s value', () => {
    const c = comp(ranked('A', 'B'), [[1, 'A', 'B', '1-0']], [], { ...GIVEN, loss: fraction(1, 6) });
    // top 3: A 3, B 2. A 3 + 2; B 2 + 3/6
    expect(exact(computeStandings(c))).toEqual({ A: 5, B: 2.5 });
  });

  test('a double forfeit scores nothing and is no game', () => {
    const c = comp(ranked('A', 'B'), [[1, 'A', 'B', '--']], [], GIVEN);
    const s = computeStandings(c);
    expect(exact(s)).toEqual({ A: 3, B: 2 });
    expect(s.rows.every((r) => r.games === 0 && r.forfeits === 1)).toBe(true);
  });

  test('forfeitWin and forfeitLoss are settings', () => {
    const c = comp(ranked('A', 'B'), [[1, 'A', 'B', '-+']], [], {
      ...GIVEN,
      forfeitWin: fraction(1, 2),
      forfeitLoss: fraction(0, 1),
    });
    expect(exact(computeStandings(c))).toEqual({ A: 3, B: 2 + 1.5 });
  });

  test('a game without a result does not count yet, and is listed', () => {
    const c = comp(
      ranked('A', 'B', 'C', 'D'),
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', ''],
      ],
      [],
      GIVEN,
    );
    const s = computeStandings(c);
    expect(s.unplayed).toHaveLength(1);
    expect(s.rows.find((r) => r.name === 'C')!.games).toBe(0);
  });
});

describe('Zwarte Dame regulations, appendix A.9: absences pay a fraction of the own value', () => {
  const absent = (reasons: ('excused' | 'unexcused' | 'external' | 'clubDuty' | 'bye')[]) =>
    comp(
      ranked('A', 'B'),
      [],
      reasons.map((r, i) => [i + 1, 'A', r] as [number, string, typeof r]),
      { ...GIVEN, topValue: 100, ownValue: 'none' },
    );
  // Only A is absent; with no games the ranking stays A 100, B 99.

  const scoreOfA = (reasons: Parameters<typeof absent>[0]) =>
    exact(computeStandings(absent(reasons), { afterRound: reasons.length }))['A'];
  test('0% without notice', () => expect(scoreOfA(['unexcused'])).toBe(0));
  test('50% for each of the first 4 excused absences', () =>
    expect(scoreOfA(['excused', 'excused', 'excused', 'excused'])).toBe(200));
  test('33% from the 5th excused absence on', () =>
    expect(scoreOfA(['excused', 'excused', 'excused', 'excused', 'excused', 'excused'])).toBe(200 + 33 + 33));
  test('66% for an external match', () => expect(scoreOfA(['external'])).toBe(66));
  test('66% for a club duty', () => expect(scoreOfA(['clubDuty'])).toBe(66));
  test('100% for a bye', () => expect(scoreOfA(['bye'])).toBe(100));

  test('other absences do not count towards the excused limit', () => {
    const s = computeStandings(
      absent(['external', 'excused', 'excused', 'clubDuty', 'excused', 'excused', 'unexcused', 'excused']),
      { afterRound: 8 },
    );
    expect(exact(s)['A']).toBe(66 + 4 * 50 + 66 + 0 + 33);
  });

  test('fractions like 1/3 stay exact: three absences of 1/3 make exactly one value', () => {
    const c = comp(
      ranked('A', 'B'),
      [],
      [
        [1, 'A', 'excused'],
        [2, 'A', 'excused'],
        [3, 'A', 'excused'],
      ],
      {
        ...GIVEN,
        topValue: 30,
        ownValue: 'none',
        excused: fraction(1, 3),
      },
    );
    const s = computeStandings(c, { afterRound: 3 });
    expect(s.rows[0]!.score).toBe(30 * s.unit);
  });
});

describe('Zwarte Dame regulations, appendix A.11: at the end, players with 0 games leave the ranking and values are recomputed', () => {
  // Five players, top ceil(7.5) = 8: A 8, B 7, C 6, D 5, E 4. Two rounds; E never plays.
  const season = comp(
    ranked('A', 'B', 'C', 'D', 'E'),
    [
      [1, 'A', 'B', '1-0'],
      [1, 'C', 'D', '1-0'],
      [2, 'A', 'C', '½-½'],
      [2, 'B', 'D', '1-0'],
    ],
    [
      [1, 'E', 'excused'],
      [2, 'E', 'excused'],
    ],
    { ...GIVEN, rounds: 2 },
  );

  test('after the last round E is gone and the ladder closes up (A 8, C 7, B 6, D 5)', () => {
    const s = computeStandings(season);
    expect(s.final).toBe(true);
    expect(s.removed.map((p) => season.players[p]!.name)).toEqual(['E']);
    expect(exact(s)).toEqual({ A: 17.5, C: 15, B: 12, D: 5 });
    expect(s.rows.map((r) => [r.name, r.value])).toEqual([
      ['A', 8],
      ['C', 7],
      ['B', 6],
      ['D', 5],
    ]);
  });

  test('before the last round E still takes a rank', () => {
    const s = computeStandings({ ...season, settings: { ...season.settings, rounds: 3 } });
    expect(s.final).toBe(false);
    expect(order(s)).toContain('E');
    // Priced with A 8, C 7, B 6, E 5, D 4: B 7 + 4, C 6 + 4 + 4.
    expect(exact(s)).toMatchObject({ B: 11, C: 14 });
  });
});

describe('recalculation = frozen: each round is priced once, with the values of that moment', () => {
  test('round 1 keeps its start-value prices after round 2', () => {
    const s = computeStandings(example({ recalculation: 'frozen' }), { afterRound: 2 });
    expect(exact(s)).toEqual({ A: 17, B: 8, C: 19, D: 15.5, E: 10, F: 10 });
    expect(order(s)).toEqual(['C', 'A', 'D', 'E', 'F', 'B']);
  });

  test('round 1 is the same in every mode', () => {
    for (const recalculation of ['classic', 'frozen'] as const) {
      expect(exact(computeStandings(example({ recalculation }), { afterRound: 1 }))).toEqual({
        A: 17,
        B: 8,
        C: 10,
        D: 9.5,
        E: 7.5,
        F: 8,
      });
    }
  });
});

describe('recalculation = iterate: repeat values → scores → ranking until the ranking repeats', () => {
  test('round 1 settles after three passes', () => {
    // pass 1 (start values): A C D B F E; pass 2 (A9 C8 D7 B6 F5 E4): A C D F B E; pass 3: same → fixed point
    const s = computeStandings(example({ recalculation: 'iterate' }), { afterRound: 1 });
    expect(exact(s)).toEqual({ A: 14, B: 8, C: 10.5, D: 10, E: 7, F: 10 });
    expect(order(s)).toEqual(['A', 'C', 'D', 'F', 'B', 'E']);
    expect(s.history[1]!.iterations).toBe(3);
    expect(s.history[1]!.oscillated).toBeUndefined();
  });

  test('the result is a fixed point: pricing with its own values gives the same ranking', () => {
    const s = computeStandings(example({ recalculation: 'iterate' }), { afterRound: 3 });
    const snap = s.history[3]!;
    if (!snap.oscillated) {
      const again = computeStandings(example({ recalculation: 'iterate' }), { afterRound: 3 });
      expect(again.history[3]!.all).toEqual(snap.all);
      expect(snap.pricedWith).toEqual(snap.value);
    }
  });
});

describe('ties are broken by rating, then start order, then name', () => {
  test('equal scores: the higher rating ranks first', () => {
    const c = comp(
      [
        { name: 'Low', rating: 1500, startRank: 1 },
        { name: 'High', rating: 1900, startRank: 2 },
      ],
      [],
      [],
      { ...GIVEN, ownValue: 'none' },
    );
    expect(order(computeStandings(c, { afterRound: 1 }))).toEqual(['High', 'Low']);
  });
});

describe('players who are not active', () => {
  test('leave the ranking; the others close up; games against them still count', () => {
    const c = comp(
      [...ranked('A', 'B', 'C'), { name: 'X', startRank: 4, active: false }],
      [
        [1, 'A', 'X', '1-0'],
        [1, 'B', 'C', '1-0'],
      ],
      [],
      GIVEN,
    );
    const s = computeStandings(c);
    expect(order(s)).not.toContain('X');
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(s.rows.find((r) => r.name === 'A')!.wins).toBe(1);
    expect(s.rows.find((r) => r.name === 'A')!.score).toBeGreaterThan(s.rows.find((r) => r.name === 'C')!.score);
  });
});

describe('late entrants (column Vanaf ronde)', () => {
  // A 2000, B 1800, C 1600, D 1400 start (given order); top ceil(1.5 × 4) = 6: A 6, B 5, C 4, D 3.
  // E (1700) joins from round 2. Round 1: A–B 1-0, C–D 1-0 → A 11, C 7, B 5, D 3.
  // Round 2: E–A 1-0, B–C ½-½, D bye.
  const players = (extra: object = {}) => [
    { name: 'A', rating: 2000, startRank: 1 },
    { name: 'B', rating: 1800, startRank: 2 },
    { name: 'C', rating: 1600, startRank: 3 },
    { name: 'D', rating: 1400, startRank: 4 },
    { name: 'E', rating: 1700, startRank: 5, fromRound: 2, ...extra },
  ];
  const season = (settings = {}, extra: object = {}) =>
    comp(
      players(extra),
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '1-0'],
        [2, 'E', 'A', '1-0'],
        [2, 'B', 'C', '½-½'],
      ],
      [[2, 'D', 'bye']],
      { ...GIVEN, ...settings },
    );

  test('enter by rating: placed at the rank of their rating among the ladder players, with that value as start value', () => {
    const s = computeStandings(season(), { afterRound: 1 });
    // Two ladder players are rated above 1700 (A, B): E takes rank 3 of A C B D → A C E B D, values 6 5 4 3 2.
    expect(order(s)).toEqual(['A', 'C', 'E', 'B', 'D']);
    expect(s.rows.map((r) => r.value)).toEqual([6, 5, 4, 3, 2]);
    expect(exact(s)).toEqual({ A: 11, C: 7, E: 4, B: 5, D: 3 });
    expect(s.rows.find((r) => r.name === 'E')!.startValue).toBe(4);
  });

  test('round 2 is priced with that ranking: E’s win over A pays 6, E’s own value is 4', () => {
    const s = computeStandings(season(), { afterRound: 2 });
    // A 6+3 (B is worth 3), B 5+½·5, C 4+2+½·3, D 3+0+1·2 (bye), E 4+6
    expect(exact(s)).toEqual({ A: 9, B: 7.5, C: 7.5, D: 5, E: 10 });
    // B and C tie at 7.5: the higher rating (B) first.
    expect(order(s)).toEqual(['E', 'A', 'B', 'C', 'D']);
  });

  test('lateEntry = bottom: the entrant starts at the bottom', () => {
    const s1 = computeStandings(season({ lateEntry: 'bottom' }), { afterRound: 1 });
    expect(order(s1)).toEqual(['A', 'C', 'B', 'D', 'E']);
    expect(s1.rows.find((r) => r.name === 'E')!.startValue).toBe(2);
    // Values A 6, C 5, B 4, D 3, E 2: A 6+4, B 5+½·5, C 4+3+½·4, D 3+3, E 2+6.
    expect(exact(computeStandings(season({ lateEntry: 'bottom' }), { afterRound: 2 }))).toEqual({
      A: 10,
      B: 7.5,
      C: 9,
      D: 6,
      E: 8,
    });
  });

  test('an unrated entrant enters at the bottom', () => {
    const c = season();
    const unrated = {
      ...c,
      players: c.players.map((p) => (p.name === 'E' ? { id: p.id, name: 'E', active: true, fromRound: 2 } : p)),
    };
    expect(order(computeStandings(unrated, { afterRound: 1 }))).toEqual(['A', 'C', 'B', 'D', 'E']);
  });

  test('an entrant does not change the scores before his first round, nor the top value', () => {
    const c = season();
    const without = {
      ...c,
      players: c.players.filter((p) => p.name !== 'E'),
      games: c.games.filter((g) => g.round === 1),
      absences: [],
    };
    const a = computeStandings(c, { afterRound: 1 });
    const b = computeStandings(without, { afterRound: 1 });
    const { E, ...others } = exact(a);
    expect(others).toEqual(exact(b));
    expect(E).toBe(4);
    expect(order(computeStandings(c, { afterRound: 0 }))).toEqual(['A', 'B', 'C', 'D']);
    expect(a.participants).toBe(4);
  });

  test('two entrants in the same round keep their rating order', () => {
    const c = season();
    const F = { id: 5, name: 'F', rating: 1900, active: true, fromRound: 2 };
    const s = computeStandings({ ...c, players: [...c.players, F] }, { afterRound: 1 });
    // Rated above 1900: A → F at rank 2; above 1700: A, F, B → E at rank 4.
    expect(order(s)).toEqual(['A', 'F', 'C', 'E', 'B', 'D']);
  });

  test('frozen and iterate place the entrant the same way after his last missed round', () => {
    for (const recalculation of ['frozen', 'iterate'] as const) {
      expect(order(computeStandings(season({ recalculation }), { afterRound: 1 }))).toEqual(['A', 'C', 'E', 'B', 'D']);
    }
  });
});

describe('games against a player who is no longer active (setting inactiveGames)', () => {
  // A, B, C active, X inactive (start rank 4); top 6: ladder A 6, B 5, C 4; X's slot value is the bottom one, 4.
  const c = (inactiveGames?: ReturnType<typeof fraction>) =>
    comp(
      [...ranked('A', 'B', 'C'), { name: 'X', startRank: 4, active: false }],
      [
        [1, 'A', 'X', '1-0'],
        [1, 'B', 'C', '1-0'],
      ],
      [],
      { ...GIVEN, ...(inactiveGames ? { inactiveGames } : {}) },
    );

  test('by default (100%) they count in full, at the slot value', () => {
    expect(exact(computeStandings(c()))).toEqual({ A: 10, B: 9, C: 4 });
  });

  test('at 50% a win against him pays half the slot value', () => {
    const s = computeStandings(c(fraction(1, 2)));
    expect(exact(s)).toEqual({ A: 8, B: 9, C: 4 });
    const item = s.items[0]![0]!;
    expect(item).toMatchObject({ kind: 'win', inactiveOpponent: true, fraction: { num: 1, den: 2 } });
  });

  test('at 75% with a draw (½ × ¾ = 3/8) the score stays exact', () => {
    const d = comp([...ranked('A', 'B', 'C'), { name: 'X', startRank: 4, active: false }], [[1, 'A', 'X', '½-½']], [], {
      ...GIVEN,
      inactiveGames: fraction(3, 4),
    });
    const s = computeStandings(d);
    expect(s.unit % 8).toBe(0);
    expect(exact(s)['A']).toBe(6 + (3 / 8) * 4);
  });
});

describe('iterate on whole simulated seasons', () => {
  test('every round ends in a fixed point (priced with its own values) or is flagged as oscillating', () => {
    const { simulateKeizerSeason } =
      require('../../../src/sim/keizerSeason') as typeof import('../../../src/sim/keizerSeason');
    let fixed = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const season = simulateKeizerSeason({
        players: 24,
        rounds: 21,
        played: 20,
        seed,
        settings: { recalculation: 'iterate' },
      });
      const s = computeStandings(season.competition);
      for (const snap of s.history.slice(1)) {
        expect(snap.iterations).toBeLessThanOrEqual(20);
        if (!snap.oscillated) {
          expect(snap.pricedWith).toEqual(snap.value);
          fixed++;
        }
      }
    }
    expect(fixed).toBeGreaterThan(100);
  });
});
