import { SeasonRanking, topValueCount } from '../../../src/core/keizer/ranking';
import { computeStandings } from '../../../src/core/keizer/standings';
import { GIVEN, comp, ranked } from '../../support/keizer';

// A 2000, B 1800, C 1600, D 1400 in the given order; E (1700) from round 3; 10 rounds.
const season = (settings = {}) =>
  comp(
    [
      { name: 'A', rating: 2000, startRank: 1 },
      { name: 'B', rating: 1800, startRank: 2 },
      { name: 'C', rating: 1600, startRank: 3 },
      { name: 'D', rating: 1400, startRank: 4 },
      { name: 'E', rating: 1700, startRank: 5, fromRound: 3 },
    ],
    [],
    [],
    { ...GIVEN, rounds: 10, ...settings },
  );
const [A, B, C, D, E] = [0, 1, 2, 3, 4] as const;
const names = (ids: readonly number[]) => ids.map((p) => 'ABCDE'[p]).join('');

describe('the season ranking: who has a rank after each round', () => {
  test('the ranking after round r holds the players of round r+1: an entrant from round 3 is in it after round 2', () => {
    const r = new SeasonRanking(season(), false, [0, 0, 0, 0, 0]);
    expect(r.membersAfter(1)[E]).toBe(false);
    expect(r.membersAfter(2)[E]).toBe(true);
    // Round 2 is priced among the players of round 2: without him.
    expect(r.membersDuring(2)[E]).toBe(false);
    expect(r.membersDuring(3)[E]).toBe(true);
  });

  test('the starters set the automatic top value; the entrants come after them in the start order', () => {
    const r = new SeasonRanking(season(), false, [0, 0, 0, 0, 0]);
    expect(r.participants).toBe(4);
    expect(names(r.start)).toBe('ABCDE');
  });

  test('a player outside the ladder takes the value of the rank he would take (his slot value)', () => {
    const r = new SeasonRanking(season(), false, [0, 0, 0, 0, 0]);
    // Top value ceil(1.5 × 4) = 6; the ladder A B C D is worth 6 5 4 3, and E, not yet in, between B and C is worth C's 4.
    expect(r.values([A, B, E, C, D], r.membersAfter(1))).toEqual([6, 5, 4, 3, 4]);
  });

  test('equal scores are ranked by rating, then start order', () => {
    const r = new SeasonRanking(season(), false, [0, 0, 0, 0, 0]);
    expect(names(r.rank([1, 1, 1, 1, 1]))).toBe('ABECD');
    expect(names(r.rank([0, 0, 3, 0, 2]))).toBe('CEABD');
  });

  test('at the end of the season a player without games leaves the ranking after the last round only (Zwarte Dame regulations, appendix A.11)', () => {
    const r = new SeasonRanking(season(), true, [3, 3, 0, 3, 2]);
    expect(r.removedAtEnd).toEqual([false, false, true, false, false]);
    expect(r.membersAfter(9)[C]).toBe(true);
    expect(r.membersAfter(10)[C]).toBe(false);
    expect(r.membersDuring(10)[C]).toBe(false);
  });
});

describe('late entrants take their place in the ranking before their first round', () => {
  test('by rating: at 1 + the number of ladder players rated higher', () => {
    const r = new SeasonRanking(season(), false, [0, 0, 0, 0, 0]);
    expect(r.entering(2, r.membersAfter(2))).toEqual([E]);
    expect(names(r.placeEntrants([D, C, B, A, E], 2, r.membersAfter(2)))).toBe('DCEBA');
  });

  test('lateEntry = bottom: below every ladder player', () => {
    const r = new SeasonRanking(season({ lateEntry: 'bottom' }), false, [0, 0, 0, 0, 0]);
    expect(names(r.placeEntrants([D, C, B, A, E], 2, r.membersAfter(2)))).toBe('DCBAE');
  });

  test('in other rounds the ranking is left as it is', () => {
    const r = new SeasonRanking(season(), false, [0, 0, 0, 0, 0]);
    expect(r.entering(1, r.membersAfter(1))).toEqual([]);
    expect(names(r.placeEntrants([D, C, B, A, E], 1, r.membersAfter(1)))).toBe('DCBAE');
  });
});

describe('Zwarte Dame regulations, A.1: the top value is 1.5 × the number of participants, rounded up', () => {
  // Ten listed, J with Actief = nee from the start and never in Uitslagen.
  const ten = (jGames: [number, string, string, '1-0' | ''][] = []) =>
    comp(
      [...[...'ABCDEFGHI'].map((name, i) => ({ name, startRank: i + 1 })), { name: 'J', startRank: 10, active: false }],
      [[1, 'A', 'B', '1-0'], ...jGames],
      [],
      GIVEN,
    );

  test('A.1: a player inactive from the start who never plays is no participant: 10 listed, one inactive → ⌈1.5 × 9⌉ = 14', () => {
    const c = ten();
    expect(topValueCount(c)).toBe(9);
    const s = computeStandings(c, { afterRound: 1 });
    expect(Math.max(...s.history[0]!.value)).toBe(14);
  });

  test('A.1: a player who played and then stopped (Actief = nee) still counts: ⌈1.5 × 10⌉ = 15', () => {
    const c = ten([[2, 'J', 'C', '1-0']]);
    expect(topValueCount(c)).toBe(10);
    expect(Math.max(...computeStandings(c, { afterRound: 1 }).history[0]!.value)).toBe(15);
  });

  test('A.1: a late entrant is not counted, active or not', () => {
    const c = comp([...ranked('A', 'B', 'C', 'D'), { name: 'E', fromRound: 3 }], [], [], GIVEN);
    expect(topValueCount(c)).toBe(4);
  });
});

describe('Zwarte Dame regulations, A.11 on a spread ladder (bottomValue): decided, the ladder runs over the players left', () => {
  test('A.11 with a 200→100 ladder: 5 players 200 175 150 125 100; C (0 games) leaves after the last round: 200 167 133 100 over the four left', () => {
    const r = new SeasonRanking(season({ topValue: 200, bottomValue: 100 }), true, [3, 3, 0, 3, 2]);
    // After round 9 (E entered after round 2): all five in the ladder.
    expect(r.values([A, B, C, D, E], r.membersAfter(9))).toEqual([200, 175, 150, 125, 100]);
    // After round 10 (the last): C is out, the ladder spread again from 200 to 100; C takes the slot value of his place.
    expect(r.values([A, B, C, D, E], r.membersAfter(10))).toEqual([200, 167, 133, 133, 100]);
  });

  test('A.11 with the step ladder: the top value stays ⌈1.5 × participants⌉ and those below C move up one value', () => {
    const r = new SeasonRanking(season(), true, [3, 3, 0, 3, 2]);
    expect(r.values([A, B, C, D, E], r.membersAfter(9))).toEqual([6, 5, 4, 3, 2]);
    expect(r.values([A, B, C, D, E], r.membersAfter(10))).toEqual([6, 5, 4, 4, 3]);
  });
});
