/**
 * The buurtcompetitie's meetings kept balanced over the season: no pair of teams meets more often
 * than the season needs, the draw looking ahead at the evenings still to come (`ahead.ts`), below the
 * regulation's rules (no opponent twice in an evening, a change of table; the plan seats this evening's
 * rounds at tables too). 12 teams over 7 evenings of 3 rounds need no pair to meet a third time; absences
 * known only on their evening can still force one.
 */
import { planSeason } from '../../../../src/core/keezen/draw/ahead';
import { simulateKeezen } from '../../../../src/sim/keezenEvent';

type Presence = readonly (readonly [number, number, number, boolean])[];

/** Teams away for one evening, marked on that evening (known only then), back the next. */
const away = (evening: number, teams: readonly number[]): Presence =>
  teams.flatMap((t) => [[evening, 1, t, false] as const, ...(evening < 7 ? [[evening + 1, 1, t, true] as const] : [])]);

function meetings(presence: Presence, seed: string, teams = 12) {
  const e = simulateKeezen({ variant: 'buurtcompetitie', entrants: teams, seed, evenings: 7, presence });
  const met = new Map<string, number>();
  for (const o of e.outcomes)
    for (const t of o.view.tables) {
      const [a, b] = [t.sides[0]![0]!, t.sides[1]![0]!].sort((x, y) => x - y);
      met.set(`${a}:${b}`, (met.get(`${a}:${b}`) ?? 0) + 1);
    }
  const counts = [...met.values()];
  return {
    max: Math.max(...counts),
    third: counts.filter((k) => k >= 3).length,
    once: counts.filter((k) => k === 1).length,
    outcomes: e.outcomes,
  };
}

describe('no pair meets more often than the season needs', () => {
  test('12 teams, absences on two evenings (1 and 8 away on evening 3, 11 and 4 on evening 6): no third meeting', () => {
    // Before the look-ahead this season had two pairs meeting three times and 14 pairs once.
    const m = meetings([...away(3, [1, 8]), ...away(6, [11, 4])], 'issue27-4');
    expect(m.max).toBe(2);
    expect(m.third).toBe(0);
    // 120 games over 66 pairs: 54 twice and 12 once.
    expect(m.once).toBe(12);
    for (const o of m.outcomes) {
      expect(o.teams!.cost.tonight).toBe(0);
      expect(o.teams!.cost.sameTable).toBe(0);
    }
  });

  test('12 teams, everybody every evening: every pair meets once or twice', () => {
    for (const seed of ['a']) {
      const m = meetings([], `full-${seed}`);
      expect(m.max).toBe(2);
      expect(m.once).toBe(6);
    }
  });

  test('absences known only on their evening (6 seeded seasons, two teams away on two evenings): a third meeting in 2', () => {
    // Before the look-ahead 4 of these 6 seasons had a pair meeting three times (seeds 1, 2, 4, 5), now 2
    // (seeds 1 and 2: after the second absence the plan found no balanced rest, or none exists). Over 40
    // seasons of the simulator with a 30% chance of two teams away each evening: 30 without the look-ahead,
    // 14 before the plan looked at the change of table, 11 now (each of them with two teams away on the last
    // evening, when no evening without a third meeting is left: checked by trying every pairing).
    let third = 0;
    for (let s = 0; s < 6; s++) {
      const pick = (k: number) => (s * 7919 + k * 104729) % 12;
      const [a, c] = [pick(1), pick(3)];
      const [b, d] = [(a + 1 + (pick(2) % 11)) % 12, (c + 1 + (pick(4) % 11)) % 12];
      const m = meetings([...away(2 + (s % 3), [a, b]), ...away(5 + (s % 3), [c, d])], `issue27-${s}`);
      if (m.third > 0) third++;
      expect(m.max).toBeLessThanOrEqual(3);
    }
    expect(third).toBeLessThanOrEqual(2);
  });
});

describe('the plan of the season ahead', () => {
  const teams = Array.from({ length: 12 }, (_, i) => i);
  test('a fresh season of 12 teams, 7 evenings of 3 rounds: a plan with every pair once or twice and no repeat in an evening (the bound)', () => {
    const rounds = Array.from({ length: 21 }, (_, k) => ({ evening: 1 + Math.floor(k / 3), present: teams }));
    const plan = planSeason({ met: [], metTonight: [], rounds, seed: 'fresh' });
    expect(plan.value).toEqual({ tonight: 0, tables: 0, max: 2, atMax: 60 });
    expect(plan.atBound).toBe(true);
    const seen = new Map<string, number>();
    plan.rounds.forEach((games, k) => {
      expect(new Set(games.flat()).size).toBe(12);
      for (const [a, b] of games) {
        const key = `${Math.floor(k / 3)}|${Math.min(a, b)}:${Math.max(a, b)}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    });
    expect(Math.max(...seen.values())).toBe(1);
  });

  test('a fixed first round is kept as given', () => {
    const fixed = [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
      [8, 9],
      [10, 11],
    ] as const;
    const rounds = [
      { evening: 1, present: teams, fixed },
      { evening: 1, present: teams },
    ];
    const plan = planSeason({ met: [], metTonight: [], rounds, seed: 'fixed' });
    expect(plan.rounds[0]).toEqual(fixed);
    expect(plan.value.tonight).toBe(0);
  });

  test('the change of table: the rounds of this evening are planned at tables no team had tonight', () => {
    const six = teams.slice(0, 6);
    // Round 1 of the evening played: 0–1 at table 1, 2–3 at 2, 4–5 at 3; rounds 2 and 3 to plan.
    const tablesTonight = six.map((t) => [t, [1 + Math.floor(t / 2)]] as const);
    const metTonight = [0, 2, 4].map((t) => [t, t + 1, 1] as const);
    const rounds = [
      { evening: 1, present: six },
      { evening: 1, present: six },
      { evening: 2, present: six },
    ];
    const plan = planSeason({ met: metTonight, metTonight, tablesTonight, rounds, seed: 'tables' });
    expect(plan.value.tonight).toBe(0);
    expect(plan.value.tables).toBe(0);
    // A game sits at the table of its place: no team twice at a table this evening.
    const sat = new Map(tablesTonight.map(([t, ts]) => [t, new Set(ts)]));
    for (const games of plan.rounds.slice(0, 2))
      games.forEach(([a, b], k) => {
        for (const t of [a, b]) {
          expect(sat.get(t)!.has(k + 1)).toBe(false);
          sat.get(t)!.add(k + 1);
        }
      });
  });

  test('8 teams, 21 rounds: the season needs three meetings a pair, and the plan has no pair a fourth time', () => {
    const eight = teams.slice(0, 8);
    const rounds = Array.from({ length: 21 }, (_, k) => ({ evening: 1 + Math.floor(k / 3), present: eight }));
    const plan = planSeason({ met: [], metTonight: [], rounds, seed: 'eight' });
    expect(plan.value.tonight).toBe(0);
    expect(plan.value.max).toBe(3);
  });
});
