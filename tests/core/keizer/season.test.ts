import { outcomeOf } from '../../support/entries';
import { formatProblem } from '../../../src/core/problems';
import { keizerTabs } from '../../../src/sim/keizerSeason';
import { MemoryWorkbook } from '../../../src/workbook/memory';
import { computeStandings } from '../../../src/core/keizer/standings';
import { eligibility, requiredRounds, seasonEnd } from '../../../src/core/keizer/season';
import { fraction } from '../../../src/core/fraction';
import type { KeizerCompetition } from '../../../src/core/keizer/types';
import { GIVEN, comp, ranked } from '../../support/keizer';

const names = (c: KeizerCompetition, ids: readonly number[]) => ids.map((p) => c.players[p]!.name);
const end = (c: KeizerCompetition) => seasonEnd(c, computeStandings(c));

/*
 * One-round seasons with ownValue = none: a winner scores the loser's value.
 * valueStep 5 and topValue T: A T, B T−5, C T−10, D T−15.
 * A beats B, C beats D: A scores T−5, C scores T−15, difference exactly 10.
 * After the round the ranking is A, C, B, D; the value of number 1 is T.
 */
const oneRound = (topValue: number, settings = {}) =>
  comp(
    ranked('A', 'B', 'C', 'D'),
    [
      [1, 'A', 'B', '1-0'],
      [1, 'C', 'D', '1-0'],
    ],
    [],
    { ...GIVEN, rounds: 1, ownValue: 'none', valueStep: 5, topValue, ...settings },
  );

describe('Zwarte Dame regulations, e.1: the champion is number 1 after the last round', () => {
  test('A has the most Keizer points', () => {
    const c = oneRound(20);
    const e = end(c);
    expect(e.final).toBe(true);
    expect(names(c, [e.champion!])).toEqual(['A']);
  });
});

describe('Zwarte Dame regulations, e.2: barrage when #1 and #2 differ by at most half of the highest value (the value of #1)', () => {
  test('difference exactly half (10 with highest value 20): barrage', () => {
    const c = oneRound(20);
    const e = end(c);
    expect(e.highestValue).toBe(20);
    expect(e.differenceToSecond! / e.unit).toBe(10);
    expect(e.marginNum / e.marginDen).toBe(10);
    expect(names(c, e.barrage)).toEqual(['A', 'C']);
  });

  test('difference 10, half of 21 is 10.5: barrage', () => {
    expect(names(oneRound(21), end(oneRound(21)).barrage)).toEqual(['A', 'C']);
  });

  test('difference 10, half of 19 is 9.5: no barrage', () => {
    expect(end(oneRound(19)).barrage).toEqual([]);
  });

  test('the margin is a setting (barrageMargin 40% of 20 = 8 < 10: no barrage)', () => {
    expect(end(oneRound(20, { barrageMargin: fraction(2, 5) })).barrage).toEqual([]);
  });

  test('the exact scores are compared: 10.5 apart with a margin of 10 is no barrage', () => {
    // win = 21/20: A scores 15.75, C 5.25.
    const c = oneRound(20, { win: fraction(21, 20) });
    const e = end(c);
    expect(e.differenceToSecond! / e.unit).toBe(10.5);
    expect(e.barrage).toEqual([]);
  });
});

describe('Zwarte Dame regulations, e.3: more than two players within the margin make a multi-player barrage', () => {
  // Six players, top 30, step 1: A 30 .. F 25. A beats B (29), C beats D (27), E beats F (25).
  const c = comp(
    ranked('A', 'B', 'C', 'D', 'E', 'F'),
    [
      [1, 'A', 'B', '1-0'],
      [1, 'C', 'D', '1-0'],
      [1, 'E', 'F', '1-0'],
    ],
    [],
    { ...GIVEN, rounds: 1, ownValue: 'none', topValue: 30 },
  );

  test('A 29, C 27, E 25 are all within 15 of A: a barrage of three, number 1 first', () => {
    expect(names(c, end(c).barrage)).toEqual(['A', 'C', 'E']);
  });

  test('a narrower margin (10% of 30 = 3): only A and C', () => {
    const narrow = { ...c, settings: { ...c.settings, barrageMargin: fraction(1, 10) } };
    expect(names(narrow, end(narrow).barrage)).toEqual(['A', 'C']);
  });
});

describe('Zwarte Dame regulations, section g: prizes need at least half of all rounds + 1 played; byes and external matches count', () => {
  test('half of all rounds + 1: 28 → 15, 27 → 15, 24 → 13; prizeMinRounds overrides', () => {
    const base = oneRound(20).settings;
    expect(requiredRounds({ ...base, rounds: 28 })).toBe(15);
    expect(requiredRounds({ ...base, rounds: 27 })).toBe(15);
    expect(requiredRounds({ ...base, rounds: 24 })).toBe(13);
    expect(requiredRounds({ ...base, rounds: 24, prizeMinRounds: 10 })).toBe(10);
  });

  // Ten rounds: 6 required. A plays 4 games + 1 bye + 1 external = 6: eligible.
  // B plays 4 games + 1 club duty + 1 excused = 4 (club duty does not count by default): not eligible.
  const tenRounds = (settings = {}) => {
    const games: [number, string, string, '1-0' | '+-'][] = [];
    for (let r = 1; r <= 4; r++) games.push([r, 'A', 'B', '1-0']);
    games.push([5, 'C', 'D', '1-0']);
    games.push([6, 'C', 'A', '+-']);
    return comp(
      ranked('A', 'B', 'C', 'D'),
      games,
      [
        [5, 'A', 'bye'],
        [7, 'A', 'external'],
        [5, 'B', 'clubDuty'],
        [6, 'B', 'excused'],
      ],
      { ...GIVEN, rounds: 10, ...settings },
    );
  };
  const at = (c: KeizerCompetition, name: string) => eligibility(c, 10)[c.players.findIndex((p) => p.name === name)]!;

  test('games + bye + external count; club duty and excused do not', () => {
    const c = tenRounds();
    expect(at(c, 'A')).toMatchObject({ games: 4, byes: 1, external: 1, counted: 6, required: 6, eligible: true });
    expect(at(c, 'B')).toMatchObject({ games: 4, clubDuty: 1, counted: 4, eligible: false });
  });

  test('a forfeit win counts (prizeCountsForfeitWins), a forfeit loss does not', () => {
    const c = tenRounds();
    expect(at(c, 'C')).toMatchObject({ games: 1, forfeitWins: 1, counted: 2 });
    expect(at(c, 'A').forfeitWins).toBe(0);
    expect(at(tenRounds({ prizeCountsForfeitWins: false }), 'C').counted).toBe(1);
  });

  test('the settings switch what counts: no byes, no external, club duty yes', () => {
    const c = tenRounds({ prizeCountsByes: false, prizeCountsExternal: false, prizeCountsClubDuty: true });
    expect(at(c, 'A').counted).toBe(4);
    expect(at(c, 'B').counted).toBe(5);
  });
});

describe('Zwarte Dame regulations, g.1–g.3: the conditions apply to the 1st and 3rd prize and the rating prize, not to the 2nd', () => {
  /*
   * Six rounds (4 required), rated players, everyone present unless excused;
   * the lowest rated (F) wins all his games and gains rating points. The test
   * reads the final ranking from the engine and checks the rules against it.
   */
  const season = (absent: [number, string][], prizeMinRounds?: number) => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    const ratings = [2000, 1900, 1800, 1700, 1600, 1500];
    const games: [number, string, string, '1-0' | '0-1' | '½-½'][] = [];
    const absentSet = new Set(absent.map(([r, n]) => `${r}:${n}`));
    for (let r = 1; r <= 6; r++) {
      const present = names.filter((n) => !absentSet.has(`${r}:${n}`));
      for (let i = 0; i + 1 < present.length; i += 2) {
        // The lower-rated F beats everyone: he gains rating points.
        const [w, b] = [present[i]!, present[i + 1]!];
        games.push([r, w, b, b === 'F' ? '0-1' : w === 'F' ? '1-0' : '½-½']);
      }
    }
    return comp(
      names.map((name, i) => ({ name, rating: ratings[i]!, startRank: i + 1 })),
      games,
      absent.map(([r, n]) => [r, n, 'excused'] as [number, string, 'excused']),
      { ...GIVEN, rounds: 6, ...(prizeMinRounds !== undefined ? { prizeMinRounds } : {}) },
    );
  };

  test('number 1 not eligible: no 1st prize; number 2 always gets the 2nd; number 3 needs the rounds too', () => {
    const c = season([], 7); // nobody can have played 7 of 6 rounds
    const e = end(c);
    expect(e.first).toMatchObject({ awarded: false });
    expect(e.second).toMatchObject({ awarded: true });
    expect(e.third).toMatchObject({ awarded: false });
    expect(e.ratingPrize).toEqual([]);
  });

  test('everyone eligible: all three prizes are awarded', () => {
    const e = end(season([]));
    expect([e.first!.awarded, e.second!.awarded, e.third!.awarded]).toEqual([true, true, true]);
  });

  test('the rating prize goes to the biggest gain outside the top 3 among the eligible players', () => {
    const c = season([]);
    const s = computeStandings(c);
    const e = seasonEnd(c, s);
    const top3 = s.rows.slice(0, 3).map((r) => r.player);
    const candidates = s.rows.slice(3).map((r) => r.player);
    const best = Math.max(...candidates.map((p) => e.ratings.players[p]!.change));
    expect(e.ratingPrize.length).toBeGreaterThan(0);
    for (const p of e.ratingPrize) {
      expect(top3).not.toContain(p);
      expect(e.ratings.players[p]!.change).toBe(best);
    }
    expect(e.ratingPrizeGain).toBe(best);
  });

  test('a player outside the top 3 who gained most but played too few rounds does not get the rating prize', () => {
    // F misses three rounds (3 of 6 < 4): he cannot win the rating prize.
    const c = season([
      [1, 'F'],
      [2, 'F'],
      [3, 'F'],
    ]);
    const e = end(c);
    const f = c.players.findIndex((p) => p.name === 'F');
    expect(e.eligibility[f]!.eligible).toBe(false);
    expect(e.ratingPrize).not.toContain(f);
  });
});

describe('Zwarte Dame regulations, g.3: the top gainer who played too few rounds', () => {
  // Eight players over ten rounds (6 required); H, rated far lowest, draws all but the top three (a rating gain) but misses five rounds;
  // D draws the stronger players (and ends in the top 3); E, drawing H, gains a little.
  const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const build = (settings: Partial<Parameters<typeof comp>[3]> = {}) => {
    const games: [number, string, string, '1-0' | '0-1' | '½-½'][] = [];
    const absences: [number, string, 'excused'][] = [];
    for (let r = 1; r <= 10; r++) {
      const away = r <= 5 ? ['H', 'G'] : [];
      for (const n of away) absences.push([r, n, 'excused']);
      const present = names.filter((n) => !away.includes(n));
      const order = [...present.slice(r % present.length), ...present.slice(0, r % present.length)];
      for (let i = 0; i + 1 < order.length; i += 2) {
        const [w, b] = [order[i]!, order[i + 1]!];
        // D draws the stronger players: a smaller gain, over enough rounds.
        const fDraw = (w === 'D' && b < 'D') || (b === 'D' && w < 'D');
        // H loses to A, B and C and draws the rest (rated far below them all: a big gain, few points).
        const hDraw = (w === 'H' && b > 'C') || (b === 'H' && w > 'C');
        games.push([r, w, b, hDraw || fDraw ? '½-½' : w < b ? '1-0' : '0-1']);
      }
    }
    return comp(
      names.map((name, i) => ({ name, rating: name === 'H' ? 1000 : 2000 - 60 * i, startRank: i + 1 })),
      games,
      absences,
      { ...GIVEN, rounds: 10, ...settings },
    );
  };

  test('as written, the rating prize is then not awarded, and the passed-over player is named', () => {
    const c = build();
    const s = computeStandings(c);
    const e = seasonEnd(c, s);
    const h = names.indexOf('H');
    expect(s.rows.slice(0, 3).map((r) => r.player)).not.toContain(h);
    expect(e.eligibility[h]!.eligible).toBe(false);
    expect(e.ratingPassedOver).toEqual([h]);
    expect(e.ratingPrize).toEqual([]);
    expect(e.ratingPassedOverGain).toBe(e.ratings.players[h]!.change);
  });

  test('with ratingPrizePassOn the next eligible gainer gets it, and the passed-over player is still named', () => {
    const c = build({ ratingPrizePassOn: true });
    const e = seasonEnd(c, computeStandings(c));
    const h = names.indexOf('H');
    expect(e.ratingPassedOver).toEqual([h]);
    expect(e.ratingPrize).toEqual([names.indexOf('E')]);
    expect(e.ratingPrizeGain!).toBeLessThan(e.ratingPassedOverGain!);
    for (const p of e.ratingPrize) expect(e.eligibility[p]!.eligible).toBe(true);
  });

  test('the season end names the passed-over player: a note at his row in Spelers and the line of the rating prize', () => {
    const out = outcomeOf(new MemoryWorkbook(keizerTabs(build({ startOrder: 'rating' }))), 'seasonEnd');
    const notes = out.warnings.map((w) => formatProblem(w, 'nl'));
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^Spelers!A9: ratingprijs: H won de meeste ratingpunten buiten de top 3 \(\+22\) maar speelde 5 van de vereiste 6 ronden; de prijs wordt niet uitgereikt/,
      ),
    );
    const tab = out.changes.writes.find((w) => w.name === 'Seizoensafsluiting' || w.name.startsWith('Seizoen'))!;
    expect(JSON.stringify(tab.rows)).toContain(
      'niet uitgereikt: H won de meeste ratingpunten (+22) maar speelde 5 van de vereiste 6 ronden',
    );
  });
});
