import { clubRatings } from '../../src/core/keizer/rating';
import { seasonEnd } from '../../src/core/keizer/season';
import { computeStandings } from '../../src/core/keizer/standings';
import { decimalsFor, formatUnits } from '../../src/core/numberText';
import {
  crosstableModel,
  progressModel,
  progressTab,
  ratingModel,
  seasonEndModel,
  seasonEndTab,
} from '../../src/sheet/seasonReports';
import { RATING_TAB, SEASON_END_TAB } from '../../src/sheet/contract';
import { chartData } from '../../src/workbook/workbook';
import { comp, workedExample } from '../support/keizer';

/* The worked example of the standings tests, after round 2: ranking C D A F E B. */
const example = workedExample({}, 2);

describe('exact numbers as text', () => {
  test.each([
    [1380, 100, 'nl', '13,80'],
    [1380, 100, 'en', '13.80'],
    [31, 3, 'nl', '10 1/3'],
    [1, 3, 'nl', '1/3'],
    [-5, 2, 'nl', '-2,5'],
    [12, 1, 'nl', '12'],
    [0, 6, 'en', '0'],
  ] as const)('%d/%d (%s) → %s', (units, den, lang, text) => expect(formatUnits(units, den, lang)).toBe(text));

  test('trimmed for prose: 35,00 → 35, 13,80 → 13,8, 10 1/3 stays', () => {
    expect(formatUnits(3500, 100, 'nl', { trim: true })).toBe('35');
    expect(formatUnits(1380, 100, 'nl', { trim: true })).toBe('13,8');
    expect(formatUnits(31, 3, 'nl', { trim: true })).toBe('10 1/3');
    expect(formatUnits(120, 1, 'nl', { trim: true })).toBe('120');
  });

  test('decimals needed: 100 → 2, 8 → 3, 3 → none', () => {
    expect([decimalsFor(1), decimalsFor(100), decimalsFor(8), decimalsFor(3)]).toEqual([0, 2, 3, undefined]);
  });
});

describe('the crosstable: opponent number, colour, result and the opponent’s value before the round', () => {
  const s = computeStandings(example, { afterRound: 2 });
  const model = crosstableModel(example, s, 'nl');
  const row = (name: string) => model.rows.find((r) => r[1] === name)!;

  test('players are numbered by the standings', () => {
    expect(model.rows.map((r) => [r[0], r[1]])).toEqual([
      [1, 'C'],
      [2, 'D'],
      [3, 'A'],
      [4, 'F'],
      [5, 'E'],
      [6, 'B'],
    ]);
  });

  test('round 1 shows the start values, round 2 the values after round 1 (A 9, C 8, D 7, B 6, F 5, E 4)', () => {
    expect(row('A').slice(3, 5)).toEqual(['6w1 (8)', '1w0 (8)']);
    expect(row('B').slice(3, 5)).toEqual(['3z0 (9)', '2z0 (7)']);
    expect(row('C').slice(3, 5)).toEqual(['2w½ (6)', '3z1 (9)']);
    expect(row('E').slice(3, 5)).toEqual(['afgemeld', '4z½ (5)']);
    expect(row('F').slice(3, 5)).toEqual(['oneven', '5w½ (4)']);
  });

  test('English: w/b and the English absence words', () => {
    const en = crosstableModel(example, s, 'en');
    expect(en.rows.find((r) => r[1] === 'B')!.slice(3, 5)).toEqual(['3b0 (9)', '2b0 (7)']);
    expect(en.rows.find((r) => r[1] === 'E')![3]).toBe('excused');
  });

  test('the hover text of a game is the opponent’s name', () => {
    const i = model.rows.findIndex((r) => r[1] === 'A');
    expect(model.hints![i]!.slice(3, 5)).toEqual(['B', 'C']);
  });
});

describe('the progress tab', () => {
  const s = computeStandings(example, { afterRound: 2 });
  const model = progressModel(example, s, 'nl');

  test('points and rank after each round', () => {
    const a = model.points.rows.find((r) => r[1] === 'A')!;
    expect(a).toEqual([3, 'A', 17, 15]);
    expect(model.ranks.rows.find((r) => r[1] === 'A')).toEqual([3, 'A', 1, 3]);
  });

  test('the chart block reads back as labels start, 1, 2 and one series per top player', () => {
    const tab = progressTab(model, 'nl');
    const { labels, series } = chartData(tab, tab.charts![0]!);
    expect(labels).toEqual(['start', '1', '2']);
    expect(series.map((x) => x.name)).toEqual(['1. C', '2. D', '3. A', '4. F', '5. E', '6. B']);
    expect(series[2]!.values).toEqual([1, 1, 3]);
    expect(tab.charts![0]!.reverseY).toBe(true);
  });
});

describe('club ratings show the same decimals on Clubrating and Seizoenseinde', () => {
  // K = 25: A (1600) beats B (1610), E = .49, A gains 25 × .51 = 12.75 → 1612.75 (two decimals).
  test.each([
    [25, 'decimal2'],
    [20, 'decimal1'],
    [50, 'decimal1'],
    [100, 'integer'],
  ] as const)('K = %d: start, rating and change as %s on both tabs', (ratingK, kind) => {
    const c = comp(
      [
        { name: 'A', rating: 1600 },
        { name: 'B', rating: 1610 },
      ],
      [[1, 'A', 'B', '1-0']],
      [],
      { ratingK, rounds: 1 },
    );
    const s = computeStandings(c, { afterRound: 1 });
    const rating = ratingModel(c, clubRatings(c, 1), 'nl');
    const end = seasonEndModel(c, s, seasonEnd(c, s), 'nl').table;
    const R = RATING_TAB.columns;
    const E = SEASON_END_TAB.columns;
    const col = (m: typeof rating, name: string) => m.kinds[m.header.indexOf(name)];
    expect([col(rating, R.start.nl), col(rating, R.rating.nl), col(rating, R.change.nl)]).toEqual([kind, kind, kind]);
    expect([col(end, E.ratingStart.nl), col(end, E.rating.nl), col(end, E.ratingChange.nl)]).toEqual([
      kind,
      kind,
      kind,
    ]);
  });

  test('K = 25: A’s 1612.75 on Seizoenseinde is in a two-decimal column, not shown as 1612.8', () => {
    const c = comp(
      [
        { name: 'A', rating: 1600 },
        { name: 'B', rating: 1610 },
      ],
      [[1, 'A', 'B', '1-0']],
      [],
      { ratingK: 25, rounds: 1 },
    );
    const s = computeStandings(c, { afterRound: 1 });
    const tab = seasonEndTab(seasonEndModel(c, s, seasonEnd(c, s), 'nl'), 'nl');
    const header = tab.rows[tab.headerRow! - 1]!;
    const col = header.indexOf(SEASON_END_TAB.columns.rating.nl);
    expect(tab.rows.find((r) => r[1] === 'A')![col]).toBe(1612.75);
    expect(tab.columnKinds![col]).toBe('decimal2');
  });
});

describe('Zwarte Dame regulations, e.1–e.3: the season report names no club champion while a barrage is due', () => {
  // One round, ownValue none, step 5: A beats B, C beats D; A scores T−5, C T−15: 10 apart, barrage when T/2 ≥ 10.
  const season = (topValue: number) =>
    comp(
      [
        { name: 'A', startRank: 1 },
        { name: 'B', startRank: 2 },
        { name: 'C', startRank: 3 },
        { name: 'D', startRank: 4 },
      ],
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '1-0'],
      ],
      [],
      { startOrder: 'given', rounds: 1, ownValue: 'none', valueStep: 5, topValue },
    );
  const lines = (topValue: number, lang: 'nl' | 'en' = 'nl') => {
    const c = season(topValue);
    const s = computeStandings(c);
    return new Map(seasonEndModel(c, s, seasonEnd(c, s), lang).lines);
  };

  test('e.2/e.3: a barrage is due (10 ≤ 20/2): the barrage decides, a draw in it leaves A champion', () => {
    const l = lines(20);
    expect(l.get('Clubkampioen')).toBe(
      'nog niet bekend: de barrage tussen A en C beslist (reglement Zwarte Dame e.1–e.3); bij gelijk spel in de barrage is A (nummer 1 na de laatste ronde) clubkampioen',
    );
    expect(l.get('1e prijs')).toContain('volgorde vóór de barrage');
    expect(lines(20, 'en').get('Club champion')).toMatch(/^not decided yet: the play-off between A and C decides/);
  });

  test('e.1: no barrage (10 > 19/2): number 1 is club champion', () => {
    const l = lines(19);
    expect(l.get('Clubkampioen')).toMatch(/^A \(/);
    expect(l.get('1e prijs')).not.toContain('barrage');
  });
});
