/**
 * Whole simulated events through the draw action on a memory workbook, round
 * after round with results typed in between, as an organiser runs them: games
 * nights of 8 to 60 players, NK events of 4 to 40 teams, buurtcompetitie
 * evenings. Every round passes the independent checker; nobody is partnered
 * twice; no rematch, colour clash or table repeat where one can be avoided.
 */
import { checkDraw, SeatedRound } from '../../../../src/core/keezen/draw';
import { simulateKeezen } from '../../../../src/sim/keezenEvent';
import type { DrawOutcome } from '../../../../src/actions/draw';
import { outcomeOf } from '../../../support/entries';

function rounds(outcomes: readonly DrawOutcome[]): SeatedRound[] {
  return outcomes.map((o) => ({
    evening: o.view.evening,
    round: o.view.round,
    tables: o.view.tables,
    byes: o.view.byes,
  }));
}

function present(o: DrawOutcome): number[] {
  return [...o.view.tables.flatMap((t) => t.sides.flat()), ...o.view.byes];
}

describe('games nights of 8 to 60 players', () => {
  const sizes = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 23, 24, 27, 30, 33, 37, 40, 45, 50, 55, 59, 60];
  test.each(sizes)(
    '%i players, 5 rounds, sit-outs: seated once, no repeated partner, sit-outs even, repeats ≥ bound',
    (n) => {
      const e = simulateKeezen({
        variant: 'spelavond',
        entrants: n,
        seed: `night-${n}`,
        rounds: 5,
        settings: [['planRounds', 5]],
      });
      const rs = rounds(e.outcomes);
      e.outcomes.forEach((o, i) => {
        const v = checkDraw({
          entrant: 'player',
          present: present(o),
          history: rs.slice(0, i),
          round: rs[i]!,
          playersPerSide: 2,
          oddPlayers: 'sitOut',
          rematchScope: 'evening',
        });
        expect(v.filter((x) => x.code !== 'rematch')).toEqual([]);
        const s = o.players!.soFar;
        expect(s.partners).toBe(0);
        expect(s.opponents).toBeGreaterThanOrEqual(s.opponentBound);
        expect(s.sitOutSpread).toBeLessThanOrEqual(1);
      });
      // No repeated opponent either once there are enough players (possible from n ≥ 13 for 5 rounds).
      if (n >= 13) expect(e.outcomes[4]!.players!.soFar.opponents).toBe(0);
    },
  );

  test.each([9, 10, 11, 14, 19])(
    '%i players with 5- 6- or 3-player tables instead of sit-outs: everyone plays every round',
    (n) => {
      const e = simulateKeezen({
        variant: 'spelavond',
        entrants: n,
        seed: `tables-${n}`,
        rounds: 4,
        settings: [['oddPlayers', 'tables']],
      });
      const rs = rounds(e.outcomes);
      e.outcomes.forEach((o, i) => {
        expect(o.view.byes).toEqual([]);
        const v = checkDraw({
          entrant: 'player',
          present: present(o),
          history: rs.slice(0, i),
          round: rs[i]!,
          playersPerSide: 2,
          oddPlayers: 'tables',
          rematchScope: 'evening',
        });
        expect(v.filter((x) => x.code !== 'rematch' && x.code !== 'partner')).toEqual([]);
        expect(o.players!.soFar.partners).toBe(0);
      });
    },
  );

  test('people arrive late and leave early: each round is drawn from who is present, earlier rounds stay as they were', () => {
    const e = simulateKeezen({
      variant: 'spelavond',
      entrants: 22,
      seed: 'late',
      rounds: 5,
      presence: [
        [1, 1, 20, false],
        [1, 1, 21, false],
        [1, 2, 20, true],
        [1, 3, 21, true],
        [1, 4, 0, false],
        [1, 4, 1, false],
        [1, 5, 2, false],
      ],
    });
    const tab = e.wb.tabs.get('Tafelindeling')!;
    const round1Rows = tab.filter((r) => r[0] === 1);
    expect(round1Rows.flat()).not.toContain(e.names[20]);
    expect(tab.filter((r) => r[0] === 2).flat()).toContain(e.names[20]);
    expect(tab.filter((r) => r[0] === 3).flat()).toContain(e.names[21]);
    expect(tab.filter((r) => r[0] === 5).flat()).not.toContain(e.names[2]);
    // The rows of round 1 written by the first draw are still there, unchanged.
    expect(round1Rows).toEqual(e.outcomes[0]!.changes.writes[0]!.rows.slice(1));
    for (const o of e.outcomes) expect(o.players!.soFar.partners).toBe(0);
  });
});

describe('team events of 4 to 40 teams', () => {
  test.each([4, 5, 6, 7, 8, 9, 12, 15, 16, 17, 24, 31, 40])(
    'NK, %i teams, 4 rounds: checker clean; from 7 teams no rematch and no colour clash',
    (n) => {
      const e = simulateKeezen({ variant: 'nk4tegen4', entrants: n, seed: `nk-${n}` });
      const rs = rounds(e.outcomes);
      const byes = new Map<number, number>();
      e.outcomes.forEach((o, i) => {
        const v = checkDraw({
          entrant: 'team',
          present: present(o),
          history: rs.slice(0, i),
          round: rs[i]!,
          playersPerSide: 4,
          oddPlayers: 'sitOut',
          rematchScope: 'competition',
        });
        expect(v.filter((x) => x.code !== 'rematch')).toEqual([]);
        // A rematch only when the engine says it could not be avoided.
        expect(v.filter((x) => x.code === 'rematch').length).toBe(o.teams!.cost.rematch);
        if (o.teams!.cost.rematch > 0) expect(o.teams!.unavoidable.length).toBeGreaterThan(0);
        for (const b of o.view.byes) byes.set(b, (byes.get(b) ?? 0) + 1);
        if (n >= 7) {
          expect(o.teams!.cost.rematch).toBe(0);
          expect(o.teams!.cost.clash).toBe(0);
        }
      });
      // At most one bye per team while there are teams without one (with fewer teams the fixed colours may need a second).
      if (n >= 7) for (const k of byes.values()) expect(k).toBe(1);
    },
  );

  test.each([6, 7, 8, 9, 10, 13, 16, 21, 30])(
    'buurtcompetitie, %i teams, 3 evenings of 3 rounds: never twice the same opponent or table in an evening',
    (n) => {
      const e = simulateKeezen({
        variant: 'buurtcompetitie',
        entrants: n,
        seed: `buurt-${n}`,
        evenings: 3,
        presence:
          n > 8
            ? [
                [2, 1, 3, false],
                [3, 1, 3, true],
              ]
            : [],
      });
      const rs = rounds(e.outcomes);
      e.outcomes.forEach((o, i) => {
        const v = checkDraw({
          entrant: 'team',
          present: present(o),
          history: rs.slice(0, i),
          round: rs[i]!,
          playersPerSide: 2,
          oddPlayers: 'sitOut',
          rematchScope: 'evening',
        });
        expect(v).toEqual([]);
        expect(o.teams!.cost.tonight).toBe(0);
        expect(o.teams!.cost.sameTable).toBe(0);
      });
    },
  );

  test.each(['season', 'a', 'b'])(
    'buurtcompetitie, 8 teams, 9 rounds (seed %s): the fewest repeats over the season (36 games, 28 pairs: 8)',
    (seed) => {
      const e = simulateKeezen({ variant: 'buurtcompetitie', entrants: 8, seed, evenings: 3 });
      const repeats = e.outcomes.map((o) => o.teams!.cost.rematch);
      expect(repeats.slice(0, 5).every((k) => k === 0)).toBe(true);
      expect(repeats.reduce((a, b) => a + b, 0)).toBe(36 - 28);
    },
  );
});

describe('the simulator follows its Instellingen', () => {
  test('an override of the preset decides the score forms it types: NK with countPer = player gets Binnen A1..B4, and every form counts', () => {
    const e = simulateKeezen({
      variant: 'nk4tegen4',
      entrants: 6,
      seed: 'override',
      rounds: 2,
      settings: [['countPer', 'player']],
    });
    expect(e.settings.countPer).toBe('player');
    const header = e.wb.tabs.get('Uitslagen')![0]!;
    expect(header).toEqual(expect.arrayContaining(['Binnen A1', 'Binnen A4', 'Binnen B4']));
    expect(header).not.toContain('Binnen A');
    const forms = e.wb.tabs.get('Uitslagen')!.length - 1;
    expect(forms).toBe(2 * 3);
    // The standings read every form by the same settings: 6 teams, 2 games each.
    const stand = outcomeOf(e.wb, 'updateStandings').changes.writes[0]!.rows;
    const played = stand.slice(3).map((r) => r[3]);
    expect(played).toEqual([2, 2, 2, 2, 2, 2]);
  });
});
