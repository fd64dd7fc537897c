import { FIDE_EXPECTATION_TABLE, clubRatings, expectedScore } from '../../../src/core/keizer/rating';
import { comp } from '../../support/keizer';

const fide = { ratingTable: 'fide' as const, ratingMaxDifference: 400 };

describe('expected score (FIDE table 8.1.2, in hundredths)', () => {
  test.each([
    [0, 50],
    [3, 50],
    [4, 51],
    [100, 64],
    [-100, 36],
    [200, 76],
    [399, 92],
    [735, 92], // a difference above 400 counts as 400
    [-1000, 8],
  ])('difference %d → %d', (diff, expected) => expect(expectedScore(diff, fide)).toBe(expected));

  test('without the 400 cap the table runs to 99 and then 1.00', () => {
    expect(expectedScore(735, { ...fide, ratingMaxDifference: 10000 })).toBe(99);
    expect(expectedScore(736, { ...fide, ratingMaxDifference: 10000 })).toBe(100);
  });

  test('a fractional difference is rounded before the table is read (3.4 → 3 → 50, 3.5 → 4 → 51)', () => {
    expect(expectedScore(3.4, fide)).toBe(50);
    expect(expectedScore(3.5, fide)).toBe(51);
  });

  test('the two players’ expectations add up to 1 everywhere', () => {
    for (let d = -800; d <= 800; d += 7) expect(expectedScore(d, fide) + expectedScore(-d, fide)).toBe(100);
  });

  test('the table rises monotonically by one hundredth per band', () => {
    FIDE_EXPECTATION_TABLE.forEach(([, p], i) => expect(p).toBe(50 + i));
  });

  test('logistic: 1 / (1 + 10^(−200/400)) = 0.7597 → 76', () => {
    expect(expectedScore(200, { ratingTable: 'logistic', ratingMaxDifference: 400 })).toBe(76);
    expect(expectedScore(-200, { ratingTable: 'logistic', ratingMaxDifference: 400 })).toBe(24);
  });
});

describe('club rating: new = old + K × (S − E), game by game, round by round', () => {
  const players = [
    { name: 'A', rating: 1800 },
    { name: 'B', rating: 1600 },
    { name: 'C', rating: 1700 },
    { name: 'D', rating: 1700 },
    { name: 'U' },
  ];

  test('1800 beats 1600 (E = .76): +20 × .24 = +4.8 and −4.8', () => {
    const r = clubRatings(comp(players, [[1, 'A', 'B', '1-0']]), 1);
    expect(r.players[0]).toMatchObject({ start: 180000, change: 480, end: 180480 });
    expect(r.players[1]).toMatchObject({ start: 160000, change: -480, end: 159520 });
    expect(r.players[0]!.games[0]).toMatchObject({ expected: 76, score: 100, before: 180000, opponentBefore: 160000 });
  });

  test('round 2 starts from the ratings after round 1: 1804.8 draws 1700 (D 104.8 → 105, E .64): −2.8 and +2.8', () => {
    const r = clubRatings(
      comp(players, [
        [1, 'A', 'B', '1-0'],
        [2, 'C', 'A', '½-½'],
      ]),
      2,
    );
    expect(r.players[0]!.end).toBe(180480 - 280);
    expect(r.players[2]!.end).toBe(170000 + 280);
  });

  test('two games of one round: equal ratings ±10, an upset +15.2 for 1600 against 1800', () => {
    const r = clubRatings(
      comp(players, [
        [1, 'C', 'D', '1-0'],
        [1, 'A', 'B', '0-1'],
      ]),
      1,
    );
    // equal ratings: E .50 → ±10; upset: B gains 20 × (1 − .24) = 15.2
    expect(r.players.map((p) => p.change)).toEqual([-1520, 1520, 1000, -1000, 0]);
  });

  test('K is a setting: K = 10 halves the change', () => {
    const c = comp(players, [[1, 'A', 'B', '1-0']], [], { ratingK: 10 });
    expect(clubRatings(c, 1).players[0]!.change).toBe(240);
  });

  test('forfeits and games against a player without rating are not rated', () => {
    const r = clubRatings(
      comp(players, [
        [1, 'A', 'B', '+-'],
        [2, 'A', 'U', '1-0'],
      ]),
      2,
    );
    expect(r.players[0]).toMatchObject({ change: 0, games: [], unratedGames: 1 });
    expect(r.players[4]).toMatchObject({ unratedGames: 1 });
    expect(r.players[4]!.start).toBeUndefined();
  });

  test('only rounds up to afterRound count', () => {
    const c = comp(players, [
      [1, 'A', 'B', '1-0'],
      [2, 'A', 'B', '1-0'],
    ]);
    expect(clubRatings(c, 1).players[0]!.games).toHaveLength(1);
  });
});

describe('Zwarte Dame regulations, a.3: an estimated rating is flagged for review after 8 games', () => {
  const field = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'].map((name) => ({ name, rating: 1500 }));
  const players = [{ name: 'E', rating: 1500, estimated: true }, ...field];
  const games = (n: number): [number, string, string, '1-0' | '0-1'][] =>
    field.slice(0, n).map((p, i) => [i + 1, 'E', p.name, i < 6 ? '1-0' : '0-1']);

  test('after 7 games: not yet', () => {
    expect(clubRatings(comp(players, games(7)), 7).players[0]!.review).toBeUndefined();
  });

  test('after 8 games: 6 out of 8 against 1500 gives a performance of 1500 + 400 × (6 − 2) / 8 = 1700', () => {
    const review = clubRatings(comp(players, games(8)), 8).players[0]!.review!;
    expect(review).toMatchObject({ games: 8, halves: 12, averageOpponent: 150000, performance: 1700 });
  });

  test('a rating that is not estimated is never flagged', () => {
    const c = comp([{ name: 'E', rating: 1500 }, ...field], games(8));
    expect(clubRatings(c, 8).players[0]!.review).toBeUndefined();
  });

  test('estimatedReviewGames is a setting', () => {
    expect(clubRatings(comp(players, games(4), [], { estimatedReviewGames: 4 }), 4).players[0]!.review!.games).toBe(4);
  });
});
