import { Problems } from '../../../src/core/problems';
import { KeezenSettings, presetSettings } from '../../../src/core/keezen/settings';
import { KeezenRow, computeKeezenStandings, rankRows } from '../../../src/core/keezen/standings';
import { keezenStandingsTab } from '../../../src/sheet/keezenOutput';
import { FormSpec, competition } from '../../support/keezen';

function standings(
  settings: KeezenSettings,
  names: string[],
  forms: FormSpec[],
  options: { afterRounds?: number } = {},
) {
  const problems = new Problems();
  const result = computeKeezenStandings(competition(settings, names, forms), problems, options);
  expect(problems.errors).toEqual([]);
  return result;
}

const table = (rows: readonly KeezenRow[]) => rows.map((r) => [r.rank, r.name]);

function row(name: string, x: Partial<KeezenRow>): Omit<KeezenRow, 'rank'> {
  return {
    entrant: 0,
    nr: 0,
    name,
    played: 1,
    wins: 0,
    draws: 0,
    losses: 0,
    matchPoints: 0,
    points: 0,
    against: 0,
    difference: 0,
    playTime: 0,
    handedIn: 0,
    ...x,
  };
}

describe('tie-breaks in the order of the variant', () => {
  const nk = presetSettings('nk4tegen4');

  test('NK: wins, then points, then fewer points against, then play time, then the time the form came in', () => {
    const rows = [
      row('Fewer wins', { wins: 1, points: 200 }),
      row('Late form', { wins: 2, points: 100, against: 50, playTime: 200, handedIn: 16 * 60 + 30 }),
      row('More points', { wins: 2, points: 120 }),
      row('Early form', { wins: 2, points: 100, against: 50, playTime: 200, handedIn: 16 * 60 + 10 }),
      row('More against', { wins: 2, points: 100, against: 60 }),
      row('Faster', { wins: 2, points: 100, against: 50, playTime: 180, handedIn: 17 * 60 }),
    ];
    expect(table(rankRows(rows, nk))).toEqual([
      [1, 'More points'],
      [2, 'Faster'],
      [3, 'Early form'],
      [4, 'Late form'],
      [5, 'More against'],
      [6, 'Fewer wins'],
    ]);
  });

  test('equal on every key: the same rank, listed by name', () => {
    const rows = [row('Zeven', { wins: 1 }), row('Aas', { wins: 1 }), row('Heer', { wins: 2 })];
    expect(table(rankRows(rows, nk))).toEqual([
      [1, 'Heer'],
      [2, 'Aas'],
      [2, 'Zeven'],
    ]);
  });

  test('a missing time ranks after every known time', () => {
    const rows = [row('No time', { playTime: undefined }), row('Slow', { playTime: 300 })];
    expect(table(rankRows(rows, nk))).toEqual([
      [1, 'Slow'],
      [2, 'No time'],
    ]);
  });

  test('pointsAgainstOrder = more turns the direction of points against', () => {
    const rows = [row('Few', { against: 10 }), row('Many', { against: 30 })];
    expect(table(rankRows(rows, nk))).toEqual([
      [1, 'Few'],
      [2, 'Many'],
    ]);
    expect(table(rankRows(rows, { ...nk, pointsAgainstOrder: 'more' }))).toEqual([
      [1, 'Many'],
      [2, 'Few'],
    ]);
  });

  test('buurtcompetitie: match points, then game points; difference only when the club asks for it', () => {
    const buurt = presetSettings('buurtcompetitie');
    const rows = [
      row('Saldo', { matchPoints: 6, points: 50, difference: 20 }),
      row('Punten', { matchPoints: 6, points: 55, difference: 5 }),
      row('Winst', { matchPoints: 8, points: 40 }),
    ];
    expect(table(rankRows(rows, buurt))).toEqual([
      [1, 'Winst'],
      [2, 'Punten'],
      [3, 'Saldo'],
    ]);
    expect(table(rankRows(rows, { ...buurt, order: ['matchPoints', 'difference'] })).map((r) => r[1])).toEqual([
      'Winst',
      'Saldo',
      'Punten',
    ]);
  });
});

describe('NK standings from the forms', () => {
  const nk = presetSettings('nk4tegen4');
  const teams = ['A', 'B', 'C', 'D'];
  // A: W W L = 84 with 2 wins; B: L L W = 102 with 1 win; C and D: 1 win, 42 points, 72 against; C played faster.
  const forms: FormSpec[] = [
    { round: 1, table: 1, a: 'A', b: 'C', homeA: 16, homeB: 0, playTime: 40, handedIn: 11 * 60 + 45 },
    { round: 1, table: 2, a: 'B', b: 'D', homeA: 15, homeB: 16, playTime: 60, handedIn: 12 * 60 + 5 },
    { round: 2, table: 1, a: 'A', b: 'D', homeA: 16, homeB: 0, playTime: 45, handedIn: 13 * 60 + 20 },
    { round: 2, table: 2, a: 'B', b: 'C', homeA: 15, homeB: 16, playTime: 50, handedIn: 13 * 60 + 25 },
    { round: 3, table: 1, a: 'A', b: 'B', homeA: 0, homeB: 16, playTime: 55, handedIn: 14 * 60 + 58 },
    { round: 3, table: 2, a: 'C', b: 'D', homeA: 0, homeB: 0, finished: false, playTime: 75, handedIn: 15 * 60 + 20 },
  ];

  test('wins before points; equal wins, points and points against: the shorter total play time', () => {
    const st = standings(nk, teams, forms);
    const main = st.tables[0]!;
    expect(main.rows.map((r) => [r.rank, r.name, r.wins, r.draws, r.points, r.against, r.playTime])).toEqual([
      [1, 'A', 2, 0, 84, 42, 140],
      [2, 'B', 1, 0, 102, 84, 165],
      [3, 'C', 1, 1, 42, 72, 165],
      [4, 'D', 1, 1, 42, 72, 180],
    ]);
    expect(main.complete).toBe(false); // 3 of 4 rounds
  });

  test('the time the form came in: the one of the last round counted', () => {
    const st = standings(nk, teams, forms);
    expect(st.tables[0]!.rows.find((r) => r.name === 'A')!.handedIn).toBe(14 * 60 + 58);
    const after2 = standings(nk, teams, forms, { afterRounds: 2 });
    expect(after2.tables[0]!.rows.find((r) => r.name === 'A')!.handedIn).toBe(13 * 60 + 20);
  });

  test('a forfeit counts as the full time limit (1:15) in the play time, and 42–16 in the points', () => {
    const st = standings(nk, teams, [
      { round: 1, table: 1, a: 'A', b: 'B', forfeit: 1 },
      { round: 1, table: 2, a: 'C', b: 'D', homeA: 16, homeB: 3, playTime: 50, handedIn: 12 * 60 },
    ]);
    const a = st.tables[0]!.rows.find((r) => r.name === 'A')!;
    expect([a.points, a.against, a.playTime, a.wins]).toEqual([42, 16, 75, 1]);
    // A and C both won once with 42; C conceded 6, A 16: fewer points against first.
    expect(st.tables[0]!.rows.map((r) => r.name)).toEqual(['C', 'A', 'B', 'D']);
  });

  test('after 4 rounds the standings are final', () => {
    const st = standings(nk, teams, [
      ...forms,
      { round: 4, table: 1, a: 'A', b: 'B', homeA: 16, homeB: 2 },
      { round: 4, table: 2, a: 'C', b: 'D', homeA: 16, homeB: 2 },
    ]);
    expect(st.tables[0]!.complete).toBe(true);
  });
});

describe('buurtcompetitie: per evening and for the season, and the final round', () => {
  const buurt = presetSettings('buurtcompetitie', { evenings: 2 });
  const teams = ['Oost', 'West', 'Noord', 'Zuid'];
  const ALL = '1,2,3,4';
  const evening = (ev: number, results: [string, string, string, string][]): FormSpec[] =>
    results.map(([a, b, pa, pb], i) => ({
      evening: ev,
      round: Math.floor(i / 2) + 1,
      table: (i % 2) + 1,
      a,
      b,
      playersA: pa === 'W' ? [ALL, ALL] : [pa, '-'],
      playersB: pb === 'W' ? [ALL, ALL] : [pb, '-'],
    }));
  // Evening 1: Oost and West win twice and lose once, West with 2 game points more.
  const e1 = evening(1, [
    ['Oost', 'West', 'W', '4'],
    ['Noord', 'Zuid', 'W', '4'],
    ['Oost', 'Noord', 'W', '3'],
    ['West', 'Zuid', 'W', '3'],
    ['Oost', 'Zuid', '2', 'W'],
    ['West', 'Noord', 'W', '2'],
  ]);

  test('2 match points a win, 0 a loss; game points added up; one table per evening, latest first', () => {
    const st = standings(buurt, teams, e1);
    expect(st.tables.map((t) => [t.kind, t.evening])).toEqual([
      ['season', undefined],
      ['evening', 1],
    ]);
    const season = st.tables[0]!;
    expect(season.rows.map((r) => [r.rank, r.name, r.matchPoints, r.points, r.against])).toEqual([
      [1, 'West', 4, 44, 25],
      [2, 'Oost', 4, 42, 27],
      [3, 'Zuid', 2, 27, 42],
      [4, 'Noord', 2, 25, 44],
    ]);
  });

  test('a tie at the top before the end is not flagged', () => {
    const tied = evening(1, [
      ['Oost', 'West', 'W', '4'],
      ['Noord', 'Zuid', 'W', '4'],
      ['West', 'Oost', 'W', '4'],
      ['Zuid', 'Noord', 'W', '4'],
      ['Oost', 'Zuid', '-', '-'],
      ['West', 'Noord', '-', '-'],
    ]);
    // round 3 played as time-outs, both 0: draws.
    for (const f of tied.slice(4)) f.finished = false;
    const st = standings(buurt, teams, tied);
    expect(st.tables[0]!.rows.filter((r) => r.rank === 1).length).toBeGreaterThan(1);
    expect(st.tables[0]!.finalRound).toBeUndefined();
  });

  test('a tie at the top after the last evening: a final round is flagged', () => {
    // Evening 2 mirrors evening 1 with Oost and West swapped in the results.
    const e2 = evening(2, [
      ['West', 'Oost', 'W', '4'],
      ['Noord', 'Zuid', 'W', '4'],
      ['West', 'Noord', 'W', '3'],
      ['Oost', 'Zuid', 'W', '3'],
      ['West', 'Zuid', '2', 'W'],
      ['Oost', 'Noord', 'W', '2'],
    ]);
    const st = standings(buurt, teams, [...e1, ...e2]);
    const season = st.tables[0]!;
    expect(season.complete).toBe(true);
    expect(season.rows.slice(0, 2).map((r) => [r.rank, r.name, r.matchPoints, r.points])).toEqual([
      [1, 'Oost', 8, 86],
      [1, 'West', 8, 86],
    ]);
    expect(season.finalRound!.map((e) => teams[e])).toEqual(['Oost', 'West']);
    expect(st.tables.map((t) => t.evening)).toEqual([undefined, 2, 1]);
  });

  test('a tie at the top after a finished evening mid-season: no table announces a final round, and the Stand tab says nothing of it', () => {
    // Evening 1 of 7 complete, all four teams on 2 wins and 1 loss with equal game points.
    const tied = evening(1, [
      ['Oost', 'West', 'W', '4'],
      ['Noord', 'Zuid', 'W', '4'],
      ['West', 'Noord', 'W', '4'],
      ['Zuid', 'Oost', 'W', '4'],
      ['Oost', 'Noord', 'W', '4'],
      ['West', 'Zuid', 'W', '4'],
    ]);
    const season = presetSettings('buurtcompetitie');
    const st = standings(season, teams, tied);
    expect(st.tables.map((t) => [t.kind, t.complete])).toEqual([
      ['season', false],
      ['evening', true],
    ]);
    expect(st.tables[1]!.rows.filter((r) => r.rank === 1).length).toBeGreaterThan(1);
    expect(st.tables.map((t) => t.finalRound)).toEqual([undefined, undefined]);
    const tab = keezenStandingsTab(st, competition(season, teams, tied), 'nl');
    expect(tab.rows.flat().filter((c) => /finaleronde/i.test(String(c)))).toEqual([]);
  });

  test('round tables never announce a final round', () => {
    const rounds = presetSettings('buurtcompetitie', { scope: 'round' });
    const st = standings(rounds, teams, [
      {
        evening: 1,
        round: 1,
        table: 1,
        a: 'Oost',
        b: 'West',
        playersA: ['4', '-'],
        playersB: ['4', '-'],
        finished: false,
      },
    ]);
    expect(st.tables.map((t) => t.kind)).toEqual(['event', 'round']);
    expect(st.tables[1]!.rows.map((r) => r.rank)).toEqual([1, 1]);
    expect(st.tables.map((t) => t.finalRound)).toEqual([undefined, undefined]);
  });

  test('the season is complete only when every evening is: an evening stopped early keeps it open', () => {
    // Evening 1 stopped after 2 of 3 rounds; evening 2 (the last) complete.
    const e1short = e1.filter((f) => f.round! <= 2);
    const e2 = evening(2, [
      ['West', 'Oost', 'W', '4'],
      ['Noord', 'Zuid', 'W', '4'],
      ['West', 'Noord', 'W', '3'],
      ['Oost', 'Zuid', 'W', '3'],
      ['West', 'Zuid', '2', 'W'],
      ['Oost', 'Noord', 'W', '2'],
    ]);
    const st = standings(buurt, teams, [...e1short, ...e2]);
    expect(st.tables.map((t) => [t.kind, t.evening, t.complete])).toEqual([
      ['season', undefined, false],
      ['evening', 2, true],
      ['evening', 1, false],
    ]);
  });

  test('an evening table holds only the teams that played that evening', () => {
    const st = standings(buurt, teams, [
      { evening: 1, round: 1, table: 1, a: 'Oost', b: 'West', playersA: [ALL, ALL], playersB: ['4', '-'] },
    ]);
    expect(st.tables[0]!.rows).toHaveLength(4);
    expect(st.tables[1]!.rows.map((r) => r.name)).toEqual(['Oost', 'West']);
  });
});

describe('games night', () => {
  test("the players' totals: 26, 26, 15, 10; points against = the opponents' average", () => {
    const st = standings(
      presetSettings('spelavond'),
      ['A', 'B', 'C', 'D'],
      [{ a: ['A', 'C'], b: ['B', 'D'], playersA: [4, 4], playersB: [3, 2] }],
    );
    expect(st.tables[0]!.rows.map((r) => [r.rank, r.name, r.points, r.against, r.wins])).toEqual([
      [1, 'A', 26, 12.5, 1],
      [1, 'C', 26, 12.5, 1],
      [3, 'B', 15, 26, 0],
      [4, 'D', 10, 26, 0],
    ]);
  });
});

describe('scope', () => {
  const forms: FormSpec[] = [
    { round: 1, table: 1, a: 'A', b: 'B', homeA: 16, homeB: 3 },
    { round: 2, table: 1, a: 'A', b: 'B', homeA: 4, homeB: 16 },
  ];
  test('round: the total, then one table per round, latest first', () => {
    const st = standings(presetSettings('nk4tegen4', { scope: 'round' }), ['A', 'B'], forms);
    expect(st.tables.map((t) => [t.kind, t.round])).toEqual([
      ['event', undefined],
      ['round', 2],
      ['round', 1],
    ]);
    expect(st.tables[1]!.rows.map((r) => r.name)).toEqual(['B', 'A']);
  });

  test('evening: one table per evening', () => {
    const st = standings(presetSettings('nk4tegen4', { scope: 'evening' }), ['A', 'B'], forms);
    expect(st.tables.map((t) => t.kind)).toEqual(['evening']);
  });
});
