import fc from 'fast-check';
import { fraction } from '../../../src/core/fraction';
import { explainPlayer } from '../../../src/core/keizer/explain';
import { computeStandings } from '../../../src/core/keizer/standings';
import type { KeizerCompetition } from '../../../src/core/keizer/types';
import { simulateKeizerSeason } from '../../../src/sim/keizerSeason';
import { GIVEN, comp, ranked, workedExample } from '../../support/keizer';

/* The worked example of the standings tests (tests/support/keizer.ts). */
const example = (settings = {}) => workedExample(settings);

const id = (c: KeizerCompetition, name: string) => c.players.find((p) => p.name === name)!.id;
const num = (units: number, unit: number) => units / unit;

describe('the explanation lists every contribution of a player', () => {
  test('E after round 3 (classic): own value 5, excused 50% × 5, draw ½ × 6 against F, external 66% × 5 = 13.8', () => {
    const c = example();
    const s = computeStandings(c, { afterRound: 3 });
    const e = explainPlayer(c, s, id(c, 'E'));
    // Values after round 2 (they price rounds 1..3): C 9, D 8, A 7, F 6, E 5, B 4.
    expect(e.rows.map((r) => [r.round, r.kind, r.value && r.value.num / r.value.den, num(r.points, e.unit)])).toEqual([
      [0, 'own', 5, 5],
      [1, 'excused', 5, 2.5],
      [2, 'draw', 6, 3],
      [3, 'external', 5, 3.3],
    ]);
    expect(e.rows[1]!.count).toBe(1);
    expect(e.rows[2]).toMatchObject({ opponent: id(c, 'F'), colour: 'black', result: '½-½', whose: 'opponent' });
    expect(num(e.total, e.unit)).toBe(13.8);
    expect(e.total).toBe(e.score);
    expect(e.rank).toBe(4);
  });

  test('a forfeit loss pays a fraction of the own value; a forfeit win the opponent’s', () => {
    const c = example({ forfeitLoss: fraction(1, 2) });
    const s = computeStandings(c, { afterRound: 3 });
    const f = explainPlayer(c, s, id(c, 'F')).rows.find((r) => r.round === 3)!;
    expect(f).toMatchObject({ kind: 'forfeitLoss', whose: 'own', opponent: id(c, 'A'), result: '+-' });
    const a = explainPlayer(c, s, id(c, 'A')).rows.find((r) => r.round === 3)!;
    expect(a).toMatchObject({ kind: 'forfeitWin', whose: 'opponent', value: { num: 6, den: 1 } });
  });

  test('frozen: each round shows the value it was priced with', () => {
    const c = example({ recalculation: 'frozen' });
    const s = computeStandings(c, { afterRound: 2 });
    const a = explainPlayer(c, s, id(c, 'A'));
    // Round 1 priced with the start values (B 8), round 2 with the values after round 1 (C 8).
    expect(a.rows.map((r) => [r.round, r.kind, r.value!.num])).toEqual([
      [0, 'own', 9],
      [1, 'win', 8],
      [2, 'loss', 8],
    ]);
    expect(num(a.total, a.unit)).toBe(17);
  });

  test('after ownValueUntilRound a zero row says the start value no longer counts', () => {
    const c = example({ ownValueUntilRound: 3 });
    const s = computeStandings(c, { afterRound: 3 });
    const rows = explainPlayer(c, s, id(c, 'C')).rows;
    expect(rows[0]).toMatchObject({ round: 0, kind: 'ownRemoved', points: 0, value: { num: 7, den: 1 } });
  });

  test('rounds without a game or absence, double forfeits and games without a result are listed with 0 points', () => {
    const c = comp(
      ranked('A', 'B', 'C', 'D'),
      [
        [1, 'A', 'B', '--'],
        [2, 'A', 'C', ''],
      ],
      [],
      GIVEN,
    );
    const s = computeStandings(c, { afterRound: 2 });
    expect(explainPlayer(c, s, id(c, 'A')).rows.map((r) => [r.round, r.kind])).toEqual([
      [0, 'own'],
      [1, 'doubleForfeit'],
      [2, 'unplayed'],
    ]);
    expect(explainPlayer(c, s, id(c, 'D')).rows.map((r) => r.kind)).toEqual(['own', 'notPaired', 'notPaired']);
  });

  test('the 5th excused absence is counted as the 5th and pays 33%', () => {
    const c = comp(
      ranked('A', 'B'),
      [],
      [1, 2, 3, 4, 5].map((r) => [r, 'A', 'excused'] as [number, string, 'excused']),
      { ...GIVEN, topValue: 100, ownValue: 'none' },
    );
    const s = computeStandings(c, { afterRound: 5 });
    const last = explainPlayer(c, s, id(c, 'A')).rows.at(-1)!;
    expect(last).toMatchObject({
      kind: 'excusedAfterLimit',
      count: 5,
      fraction: { num: 33, den: 100 },
      points: 33 * s.unit,
    });
  });

  test('a late entrant: rounds before his entry are marked, his start value is the value of his entry place', () => {
    const c = comp(
      [...ranked('A', 'B', 'C'), { name: 'E', rating: 1000, fromRound: 3 }],
      [
        [1, 'A', 'B', '1-0'],
        [3, 'E', 'C', '1-0'],
      ],
      [],
      GIVEN,
    );
    const s = computeStandings(c, { afterRound: 3 });
    const e = explainPlayer(c, s, id(c, 'E'));
    expect(e.rows.map((r) => r.kind)).toEqual(['own', 'notYetEntered', 'notYetEntered', 'win']);
    expect(e.rows[0]!.value).toEqual({ num: e.startValue, den: 1 });
    expect(e.total).toBe(e.score);
  });
});

describe('property: the rows add up to the standings exactly, for every player of whole simulated seasons', () => {
  const settingsArb = fc.record({
    recalculation: fc.constantFrom('classic' as const, 'iterate' as const, 'frozen' as const),
    ownValue: fc.constantFrom('start' as const, 'current' as const, 'none' as const),
    ownValueUntilRound: fc.constantFrom(0, 4, 10),
    excused: fc.constantFrom(fraction(1, 2), fraction(1, 3)),
    loss: fc.constantFrom(fraction(0, 1), fraction(1, 6)),
    forfeitLoss: fc.constantFrom(fraction(0, 1), fraction(1, 4)),
    inactiveGames: fc.constantFrom(fraction(1, 1), fraction(3, 4), fraction(0, 1)),
    lateEntry: fc.constantFrom('rating' as const, 'bottom' as const),
  });

  test('Σ rows = score, every round is traced, and each row is fraction × value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 16 }),
        fc.integer({ min: 1, max: 14 }),
        fc.boolean(),
        fc.integer(),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        settingsArb,
        (players, rounds, finished, seed, lateEntrants, leavers, settings) => {
          const season = simulateKeizerSeason({
            players,
            rounds: finished ? rounds : rounds + 1,
            played: rounds,
            seed,
            attendance: 0.75,
            lateEntrants,
            leavers,
            settings,
          });
          const c = season.competition;
          const s = computeStandings(c);
          for (const p of c.players) {
            const e = explainPlayer(c, s, p.id);
            expect(e.total).toBe(s.history[s.afterRound]!.score[p.id]);
            expect(e.rows.reduce((t, r) => t + r.points, 0)).toBe(e.total);
            const traced = new Set(e.rows.map((r) => r.round));
            for (let r = 1; r <= s.afterRound; r++) expect(traced.has(r)).toBe(true);
            for (const row of e.rows) {
              if (!row.fraction || !row.value) continue;
              // points / unit = fraction × value, in integers
              expect(row.points * row.fraction.den * row.value.den).toBe(row.fraction.num * row.value.num * e.unit);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
