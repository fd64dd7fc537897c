/**
 * Byes and sit-outs of the draw in the standings (setting byeScore): a won
 * forfeit, the own average, a fixed number of points, or nothing; counted only
 * in rounds that have forms, in the tables of their evening.
 */
import { computeKeezenStandings } from '../../../src/core/keezen/standings';
import { presetSettings } from '../../../src/core/keezen/settings';
import { Problems } from '../../../src/core/problems';
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
