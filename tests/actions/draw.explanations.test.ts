/**
 * Every sentence the team draw says about a bye, a repeat or a colour clash is
 * checked against the history it was drawn from: whole simulated NK events with
 * fixed colours (3 to 11 teams, present or not) and buurtcompetitie seasons.
 * The bye goes to a team without one whenever one is present.
 */
import type { DrawOutcome } from '../../src/actions/draw';
import type { SeatedRound } from '../../src/core/keezen/draw';
import { pairKey } from '../../src/core/keezen/draw';
import { Msg, msg, render } from '../../src/i18n';
import { simulateKeezen } from '../../src/sim/keezenEvent';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { outcomeOf } from '../support/entries';

interface Past {
  met: Map<string, number>;
  byes: Map<number, number>;
  colour: Map<number, 0 | 1>;
}

function pastOf(history: readonly SeatedRound[], evening: number | undefined): Past {
  const past: Past = { met: new Map(), byes: new Map(), colour: new Map() };
  for (const r of history) {
    for (const t of r.tables) {
      const [a, b] = [t.sides[0]![0]!, t.sides[1]![0]!];
      if (!past.colour.has(a)) past.colour.set(a, 0);
      if (!past.colour.has(b)) past.colour.set(b, 1);
      if (evening === undefined || r.evening === evening)
        past.met.set(pairKey(a, b), (past.met.get(pairKey(a, b)) ?? 0) + 1);
    }
    for (const b of r.byes) past.byes.set(b, (past.byes.get(b) ?? 0) + 1);
  }
  return past;
}

/** Checks every warning of one draw against the history; returns the sentences that are not true. */
function falseSentences(o: DrawOutcome, history: readonly SeatedRound[], perTeam: boolean, season: boolean): string[] {
  const ids = new Map(o.competition.entrants.map((e) => [e.name, e.id]));
  const id = (name: string) => ids.get(name)!;
  const present = [...o.view.tables.flatMap((t) => t.sides.flat()), ...o.view.byes];
  const past = pastOf(history, season ? o.view.evening : undefined);
  const met = (a: number, b: number) => (past.met.get(pairKey(a, b)) ?? 0) > 0;
  const sameColour = (a: number, b: number) =>
    perTeam && past.colour.has(a) && past.colour.get(a) === past.colour.get(b);
  const byes = (t: number) => past.byes.get(t) ?? 0;
  const minByes = Math.min(...present.map(byes));
  const clean = (a: number, b: number) => !met(a, b) && !sameColour(a, b);
  const bad: string[] = [];
  const say = (m: Msg, ok: boolean) => {
    if (!ok) bad.push(`${o.view.evening}/${o.view.round} ${m.key} ${JSON.stringify(m.args)}`);
  };
  for (const w of o.warnings) {
    const m = w.message;
    if (m.key === 'drSecondBye') {
      const [name] = m.args as [string, number];
      say(m, present.every((t) => byes(t) >= 1) && byes(id(name)) === minByes);
    } else if (m.key === 'drUnavoidableOne') {
      const [name, can, bye, metNames, everyone, same, colour] = m.args as [
        string,
        string[],
        boolean,
        string[],
        boolean,
        string[],
        string,
      ];
      const x = id(name);
      const others = present.filter((t) => t !== x);
      const listed = new Set([...can, ...metNames, ...same].map(id));
      say(
        m,
        others.every((t) => listed.has(t)) &&
          listed.size === others.length &&
          can.every((n) => clean(x, id(n))) &&
          metNames.every((n) => met(x, id(n))) &&
          same.every((n) => sameColour(x, id(n)) && !met(x, id(n))) &&
          bye === (present.length % 2 === 1 && byes(x) === minByes) &&
          (!everyone || others.every((t) => met(x, t))) &&
          (same.length === 0 || colour === (past.colour.get(x) === 0 ? 'geel' : 'oranje')),
      );
    } else if (m.key === 'drUnavoidableSet') {
      const [names, barrier, bye] = m.args as [string[], string[], 'inSet' | 'inBarrier' | 'none', boolean];
      const set = new Set(names.map(id));
      const allowed = new Set([...set, ...barrier.map(id)]);
      // Without a repeat or clash the set can only play itself or the barrier; its size (with the bye) is odd.
      const closed = [...set].every((x) => present.every((t) => t === x || allowed.has(t) || !clean(x, t)));
      const byeOpen = present.filter((t) => byes(t) === minByes);
      const byeOk = bye !== 'inSet' || byeOpen.every((t) => allowed.has(t));
      const byeNone = bye !== 'none' || present.length % 2 === 0 || [...set].every((t) => byes(t) > minByes);
      say(m, closed && byeOk && byeNone && (set.size + (bye === 'inSet' ? 1 : 0)) % 2 === 1);
    } else if (m.key === 'drTeamRepeats') {
      const [count] = m.args as [number, boolean];
      const made = o.view.tables.filter((t) => met(t.sides[0]![0]!, t.sides[1]![0]!)).length;
      say(m, count === made && count > 0);
    } else if (m.key === 'drClashes') {
      // One warning per colour, naming the colour the two teams share.
      const [count, colour] = m.args as [number, string];
      const shared = colour === 'geel' ? 0 : colour === 'oranje' ? 1 : -1;
      say(
        m,
        count ===
          o.view.tables.filter(
            (t) => sameColour(t.sides[0]![0]!, t.sides[1]![0]!) && past.colour.get(t.sides[0]![0]!) === shared,
          ).length,
      );
    }
  }
  // The bye: to a team with the fewest byes; "again" only when everyone present had one.
  const bye = o.teams?.bye;
  if (bye) {
    if (byes(bye.team) !== minByes)
      bad.push(`${o.view.evening}/${o.view.round} bye to a team with ${byes(bye.team)} byes, fewest ${minByes}`);
    if (bye.byesBefore !== byes(bye.team)) bad.push(`${o.view.evening}/${o.view.round} byesBefore ${bye.byesBefore}`);
    if (bye.notLowest && byes(bye.notLowest.team) !== minByes)
      bad.push(`${o.view.evening}/${o.view.round} notLowest with more byes`);
  }
  return bad;
}

function history(outcomes: readonly DrawOutcome[], upTo: number): SeatedRound[] {
  return outcomes
    .slice(0, upTo)
    .map((o) => ({ evening: o.view.evening, round: o.view.round, tables: o.view.tables, byes: o.view.byes }));
}

describe('the explanations of the team draw are true of the history', () => {
  const cases: [number, string][] = [];
  for (const n of [3, 4, 5, 6, 7, 8, 9, 11]) for (const seed of ['a', 'b', 'c', 'd']) cases.push([n, seed]);
  test.each(cases)(
    'NK with fixed colours, %i teams (seed %s): every warning sentence holds and the bye goes to a team without one whenever one is present',
    (n, seed) => {
      const e = simulateKeezen({
        variant: 'nk4tegen4',
        entrants: n,
        seed,
        rounds: 4,
        presence: n > 5 ? [[1, 3, 0, false]] : [],
      });
      const bad = e.outcomes.flatMap((o, i) => falseSentences(o, history(e.outcomes, i), true, false));
      expect(bad).toEqual([]);
    },
  );

  test('NK, 5 teams with fixed colours: four rounds give four different teams the bye (a second bye only when every team had one)', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 5, seed, rounds: 4 });
      const byeTeams = e.outcomes.map((o) => o.view.byes[0]);
      expect(new Set(byeTeams).size).toBe(4);
      expect(e.outcomes.flatMap((o) => o.warnings.map((w) => w.message.key))).not.toContain('drSecondBye');
    }
  });

  test.each([5, 6, 7])(
    'buurtcompetitie season of %i teams: every warning sentence holds (repeats counted within the evening)',
    (n) => {
      const e = simulateKeezen({ variant: 'buurtcompetitie', entrants: n, seed: `season-${n}`, evenings: 3 });
      const bad = e.outcomes.flatMap((o, i) => falseSentences(o, history(e.outcomes, i), false, true));
      expect(bad).toEqual([]);
    },
  );
});

test('NK regulations ("het hele weekend met dezelfde kleur"): an unavoidable game of two teams of one colour names that colour, and the team that plays the other', () => {
  let clashes = 0;
  for (const n of [3, 5, 9])
    for (const seed of ['a', 'b', 'c', 'd']) {
      const e = simulateKeezen({ variant: 'nk4tegen4', entrants: n, seed, rounds: 4 });
      e.outcomes.forEach((o, i) => {
        const past = pastOf(history(e.outcomes, i), undefined);
        const ids = new Map(o.competition.entrants.map((x) => [x.name, x.id]));
        const rows = [...o.changes.writes, ...o.changes.appends].flatMap((w) => w.rows);
        for (const r of rows) {
          const why = r.find((c) => typeof c === 'string' && c.startsWith('beide teams spelen'));
          if (typeof why !== 'string') continue;
          clashes++;
          const [a, b] = [ids.get(r[2] as string)!, ids.get(r[3] as string)!];
          const shared = past.colour.get(a);
          expect(past.colour.get(b)).toBe(shared);
          // Side A (left) plays geel, side B oranje: of two orange teams the left one plays geel, of two yellow the right one oranje.
          expect(why).toBe(
            shared === 0
              ? `beide teams spelen geel (onvermijdelijk); ${r[3] as string} speelt deze partij met oranje`
              : `beide teams spelen oranje (onvermijdelijk); ${r[2] as string} speelt deze partij met geel`,
          );
        }
      });
    }
  expect(clashes).toBeGreaterThan(3);
});

test('NK regulations ("het hele weekend met dezelfde kleur"): the draw\'s warning of an unavoidable game of two orange teams says orange, of two yellow teams yellow', () => {
  const said = new Set<string>();
  for (const seed of ['a', 'b', 'c', 'd']) {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 3, seed, rounds: 4 });
    e.outcomes.forEach((o, i) => {
      const past = pastOf(history(e.outcomes, i), undefined);
      const clashes = o.view.tables.filter(
        (t) => past.colour.get(t.sides[0]![0]!) === past.colour.get(t.sides[1]![0]!),
      );
      const warnings = o.warnings.filter((w) => w.message.key === 'drClashes').map((w) => render(w.message, 'nl'));
      const expected = (['geel', 'oranje'] as const).flatMap((colour, c) => {
        const k = clashes.filter((t) => past.colour.get(t.sides[0]![0]!) === c).length;
        return k > 0
          ? [`${k} partij${k === 1 ? '' : 'en'} tussen twee teams die allebei ${colour} spelen: anders kon het niet.`]
          : [];
      });
      expect(warnings).toEqual(expected);
      warnings.forEach((w) => said.add(w));
    });
  }
  // Both colours came up (seeds b and c: two orange teams; a and d: two yellow).
  expect([...said].sort()).toEqual([
    '1 partij tussen twee teams die allebei geel spelen: anders kon het niet.',
    '1 partij tussen twee teams die allebei oranje spelen: anders kon het niet.',
  ]);
  // In English too.
  expect(render(msg('drClashes', 1, render(msg('drColourB', true), 'en')), 'en')).toBe(
    '1 game between two teams that both play orange: it could not be avoided.',
  );
});

describe('the standings compare the forms with the draw', () => {
  const warningsOf = (tabs: Record<string, import('../../src/core/cell').Cell[][]>) =>
    outcomeOf(new MemoryWorkbook(tabs), 'updateStandings').warnings.filter((w) =>
      ['kzDrawnTableNoForm', 'kzFormNotAsDrawn', 'kzFormTableNotDrawn'].includes(w.message.key),
    );

  test('forms as drawn: no warning', () => {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 6, seed: 'as-drawn', rounds: 2 });
    expect(warningsOf(e.tabs)).toEqual([]);
  });

  test('a drawn table without a form is named at its Tafelindeling row; a form with other teams than drawn at its own row', () => {
    const e = simulateKeezen({ variant: 'nk4tegen4', entrants: 6, seed: 'off', rounds: 2 });
    const tabs = { ...e.tabs, Uitslagen: e.tabs.Uitslagen!.map((r) => [...r]) };
    const head = tabs.Uitslagen[0]!.map(String);
    // The last form (round 2) lost; in the first form team B replaced by a team of another table.
    const lost = tabs.Uitslagen.pop()!;
    const first = tabs.Uitslagen[1]!;
    const other = tabs.Uitslagen[2]!;
    [first[head.indexOf('Team B')], other[head.indexOf('Team B')]] = [
      other[head.indexOf('Team B')]!,
      first[head.indexOf('Team B')]!,
    ];
    const w = warningsOf(tabs);
    const drawnRow = e.tabs.Tafelindeling!.findIndex((r, i) => i > 0 && r[0] === lost[0] && r[1] === lost[1]) + 1;
    expect(w.map((x) => [x.message.key, x.place])).toEqual([
      ['kzFormNotAsDrawn', { tab: 'Uitslagen', row: 2, col: 2 }],
      ['kzFormNotAsDrawn', { tab: 'Uitslagen', row: 3, col: 2 }],
      ['kzDrawnTableNoForm', { tab: 'Tafelindeling', row: drawnRow }],
    ]);
  });
});
