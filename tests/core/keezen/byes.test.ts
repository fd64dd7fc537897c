/**
 * Byes and sit-outs of the draw in the standings (setting byeScore): a won
 * forfeit, the own average, a fixed number of points, or nothing; counted only
 * in rounds that have forms, in the tables of their evening.
 */
import { computeKeezenStandings } from '../../../src/core/keezen/standings';
import { presetSettings } from '../../../src/core/keezen/settings';
import { Problems } from '../../../src/core/problems';
import { prizeList } from '../../../src/core/keezen/prizes';
import { competition } from '../../support/keezen';

const nk = (over = {}) => presetSettings('nk4tegen4', over);

function rowOf(comp: ReturnType<typeof competition>, name: string) {
  const st = computeKeezenStandings(comp, new Problems());
  return st.tables[0]!.rows.find((r) => r.name === name)!;
}

describe('byeScore', () => {
  const forms = [{ round: 1, table: 1, a: 'A', b: 'B', homeA: 16, homeB: 10, playTime: 60 }];
  const withBye = (s: ReturnType<typeof nk>, round = 1) => ({
    ...competition(s, ['A', 'B', 'C'], forms),
    byes: [{ evening: 1, round, entrant: 2 }],
  });

  test('forfeit: a game played and won, all pawns against forfeitLoserPawns, the time limit as play time', () => {
    const r = rowOf(withBye(nk()), 'C');
    expect(r).toMatchObject({ played: 1, wins: 1, matchPoints: 2, points: 42, against: 16, playTime: 75 });
  });

  test('points: byePoints game points, no game played', () => {
    const r = rowOf(withBye(nk({ byeScore: 'points', byePoints: 20 })), 'C');
    expect(r).toMatchObject({ played: 0, wins: 0, matchPoints: 0, points: 20 });
  });

  test('none: nothing', () => {
    expect(rowOf(withBye(nk({ byeScore: 'none' })), 'C')).toMatchObject({ played: 0, points: 0 });
  });

  test('average: the own average per game played, rounded half up', () => {
    const s = nk({ byeScore: 'average' });
    const comp = {
      ...competition(
        s,
        ['A', 'B', 'C', 'D'],
        [
          { round: 1, table: 1, a: 'A', b: 'B', homeA: 16, homeB: 3, playTime: 60 },
          { round: 1, table: 2, a: 'C', b: 'D', homeA: 16, homeB: 4, playTime: 60 },
          { round: 2, table: 1, a: 'C', b: 'D', homeA: 5, homeB: 16, playTime: 60 },
          { round: 3, table: 1, a: 'A', b: 'B', homeA: 16, homeB: 3, playTime: 60 },
        ],
      ),
      byes: [{ evening: 1, round: 3, entrant: 2 }],
    };
    // C: 42 + 10 in two games, average 26.
    expect(rowOf(comp, 'C')).toMatchObject({ played: 2, points: 52 + 26 });
  });

  test('forfeit: a bye in the last round leaves the time handed in of the last form', () => {
    const s = nk();
    const comp = {
      ...competition(
        s,
        ['A', 'B', 'C'],
        [
          { round: 1, table: 1, a: 'A', b: 'C', homeA: 16, homeB: 10, playTime: 60, handedIn: 12 * 60 },
          { round: 2, table: 1, a: 'A', b: 'B', homeA: 16, homeB: 10, playTime: 60, handedIn: 13 * 60 + 30 },
        ],
      ),
      byes: [{ evening: 1, round: 2, entrant: 2 }],
    };
    expect(rowOf(comp, 'C')).toMatchObject({ played: 2, wins: 1, handedIn: 12 * 60, playTime: 60 + 75 });
  });

  test('a bye in a round without forms does not count (yet)', () => {
    expect(rowOf(withBye(nk(), 2), 'C')).toMatchObject({ played: 0, points: 0 });
  });
});

test('a bye for a team that has a form in that round after all: the form counts, the bye does not, and a note says so', () => {
  const s = presetSettings('nk4tegen4');
  const comp = {
    ...competition(s, ['A', 'B', 'C'], [{ round: 1, table: 1, a: 'A', b: 'C', homeA: 16, homeB: 10, playTime: 60 }]),
    byes: [{ evening: 1, round: 1, entrant: 2, place: { tab: 'Tafelindeling', row: 4, col: 3 } }],
  };
  const problems = new Problems();
  const st = computeKeezenStandings(comp, problems);
  expect(st.tables[0]!.rows.find((r) => r.name === 'C')).toMatchObject({ played: 1, points: 20 });
  expect(problems.warnings.map((p) => p.message.key)).toContain('kzByeAndForm');
});

/**
 * The three sets of regulations name no bye (an odd number of teams) and no
 * sit-out: what the presets make of one is an interpretation (core/keezen/README.md).
 */
describe('the bye of each preset: what it is worth and whether it is a game played', () => {
  const ALL = '1,2,3,4';
  const winsPlayed = (comp: ReturnType<typeof competition>) =>
    computeKeezenStandings(comp, new Problems()).tables[0]!.rows.map((r) => r.wins + r.draws + r.losses - r.played);

  test('NK: the bye is the forfeit the regulations give a team whose opponent is not there (16 pawns to 8): a game played and won', () => {
    const comp = {
      ...competition(
        nk(),
        ['A', 'B', 'C'],
        [
          { round: 1, table: 1, a: 'A', b: 'B', homeA: 16, homeB: 10, playTime: 60 },
          { round: 2, table: 1, a: 'A', b: 'C', homeA: 12, homeB: 16, playTime: 70 },
        ],
      ),
      byes: [
        { evening: 1, round: 1, entrant: 2 },
        { evening: 1, round: 2, entrant: 1 },
      ],
    };
    // C: the bye (42–16, the full 1:15) and a win 42–24; B: a loss 20–42 and the bye.
    expect(rowOf(comp, 'C')).toMatchObject({ played: 2, wins: 2, points: 84, against: 40, playTime: 75 + 70 });
    expect(rowOf(comp, 'B')).toMatchObject({ played: 2, wins: 1, losses: 1, points: 62, against: 58 });
    // Gespeeld is every round with a result: won, drawn or lost.
    expect(winsPlayed(comp)).toEqual([0, 0, 0]);
  });

  test('buurtcompetitie: the bye is a won forfeit too (20 game points, 2 match points, nothing against), a game played', () => {
    const buurt = presetSettings('buurtcompetitie');
    const comp = {
      ...competition(
        buurt,
        ['Oost', 'West', 'Zuid'],
        [{ evening: 1, round: 1, table: 1, a: 'Oost', b: 'West', playersA: [ALL, ALL], playersB: ['4', '3,4'] }],
      ),
      byes: [{ evening: 1, round: 1, entrant: 2 }],
    };
    expect(rowOf(comp, 'Zuid')).toMatchObject({ played: 1, wins: 1, matchPoints: 2, points: 20, against: 0 });
    expect(rowOf(comp, 'Oost')).toMatchObject({ played: 1, matchPoints: 2, points: 20, against: 11 });
    expect(winsPlayed(comp)).toEqual([0, 0, 0]);
  });

  test('games night: sitting out gives the own average of the games played, and is none: it leaves Gespeeld and the average alone', () => {
    const s = presetSettings('spelavond');
    const names = ['A', 'B', 'C', 'D', 'E'];
    const game = (round: number, a: string[], b: string[], pa: number[], pb: number[]) => ({
      round,
      table: 1,
      a,
      b,
      playersA: pa,
      playersB: pb,
    });
    const comp = {
      ...competition(s, names, [
        game(1, ['A', 'C'], ['B', 'D'], [4, 4], [3, 2]),
        game(2, ['A', 'B'], ['C', 'E'], [4, 4], [4, 1]),
        game(3, ['B', 'C'], ['D', 'E'], [1, 0], [4, 4]),
        game(4, ['A', 'E'], ['B', 'C'], [2, 2], [4, 4]),
      ]),
      byes: [
        { evening: 1, round: 1, entrant: 4 },
        { evening: 1, round: 2, entrant: 3 },
        { evening: 1, round: 3, entrant: 0 },
        { evening: 1, round: 4, entrant: 3 },
      ],
    };
    // A's three games: 20 + 3·2, 20 + 3·2 and 10 + 0 (2 home, the opponents all 8): 62.
    const a = rowOf(comp, 'A');
    expect(a.played).toBe(3);
    expect(a.points).toBe(62 + Math.round(62 / 3));
    // D sits out twice (rounds 2 and 4): twice the own average of its two games, and neither is a game.
    const d = rowOf(comp, 'D');
    expect(d.played).toBe(2);
    const dGames = computeKeezenStandings({ ...comp, byes: [] }, new Problems()).tables[0]!.rows.find(
      (r) => r.name === 'D',
    )!;
    expect(d.points).toBe(dGames.points + 2 * Math.round(dGames.points / 2));
    expect(winsPlayed(comp)).toEqual([0, 0, 0, 0, 0]);
  });

  test('the prize list takes the table as it is: a team whose one result is the NK bye has won a game; a player who only sat out has played none', () => {
    const nkComp = {
      ...competition(
        nk(),
        ['A', 'B', 'C'],
        [{ round: 1, table: 1, a: 'A', b: 'B', homeA: 16, homeB: 10, playTime: 60 }],
      ),
      byes: [{ evening: 1, round: 1, entrant: 2 }],
    };
    const nkTable = computeKeezenStandings(nkComp, new Problems()).tables[0]!;
    expect(prizeList(nkTable, nkComp.settings).places.flatMap((p) => p.rows.map((r) => r.name))).toContain('C');
    const s = presetSettings('spelavond');
    const night = {
      ...competition(
        s,
        ['A', 'B', 'C', 'D', 'E'],
        [{ round: 1, table: 1, a: ['A', 'C'], b: ['B', 'D'], playersA: [4, 4], playersB: [3, 2] }],
      ),
      byes: [{ evening: 1, round: 1, entrant: 4 }],
    };
    const nightTable = computeKeezenStandings(night, new Problems()).tables[0]!;
    expect(nightTable.rows.find((r) => r.name === 'E')).toMatchObject({ played: 0, points: 0 });
    expect(prizeList(nightTable, s).places.flatMap((p) => p.rows.map((r) => r.name))).not.toContain('E');
  });
});
