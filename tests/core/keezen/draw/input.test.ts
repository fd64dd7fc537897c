/**
 * What a Keezen draw takes from the event (core/keezen/draw/input.ts): the
 * round after the last one, the seed of a round (kept, drawn anew, given), the
 * history as played or drawn, and one run over the team and the partner draw.
 */
import { applyChanges } from '../../../../src/workbook/workbook';
import { drawRound } from '../../../../src/actions/draw';
import {
  drawInput,
  historyBefore,
  nextKey,
  roundSeed,
  roundToDraw,
  runDraw,
} from '../../../../src/core/keezen/draw/input';
import { presetSettings } from '../../../../src/core/keezen/settings';
import { defaultSeed, nextSeed } from '../../../../src/core/rng';
import { open } from '../../../../src/sheet/open';
import { simulateKeezen } from '../../../../src/sim/keezenEvent';
import { isInputError } from '../../../../src/core/problems';

describe('the round to draw', () => {
  test('after the last round of an evening comes round 1 of the next; after the last evening, none', () => {
    const s = { ...presetSettings('buurtcompetitie'), roundsPerEvening: 3, evenings: 7 };
    expect(nextKey(s, undefined)).toEqual({ evening: 1, round: 1 });
    expect(nextKey(s, { evening: 2, round: 2 })).toEqual({ evening: 2, round: 3 });
    expect(nextKey(s, { evening: 2, round: 3 })).toEqual({ evening: 3, round: 1 });
    expect(nextKey(s, { evening: 7, round: 3 })).toBeUndefined();
  });

  test('without a number of rounds per evening the rounds count on', () => {
    const s = { ...presetSettings('spelavond'), roundsPerEvening: 0, evenings: 1 };
    expect(nextKey(s, { evening: 1, round: 9 })).toEqual({ evening: 1, round: 10 });
  });

  test('a team event paired by record waits for the results of its last drawn round: the same round again', () => {
    const sim = simulateKeezen({ variant: 'nk4tegen4', entrants: 12, seed: 'wacht', rounds: 2, results: false });
    const ev = open(sim.wb, 'keezenDraw');
    expect(roundToDraw(ev, {})).toEqual({ key: { evening: 1, round: 2 }, again: true });
    expect(roundToDraw(ev, { redraw: true })).toEqual({ key: { evening: 1, round: 2 }, again: false });
  });
});

describe('the seed of a round', () => {
  const sim = simulateKeezen({ variant: 'spelavond', entrants: 16, seed: 'zaad', rounds: 2 });
  const ev = open(sim.wb, 'keezenDraw');
  const drawn = ev.tables!.rounds;

  test('a drawn round keeps the seed in Tafelindeling; a new draw takes the next one; a seed given wins', () => {
    const r2 = drawn.find((r) => r.round === 2)!;
    expect(roundSeed(ev, r2, {})).toBe(r2.seed);
    expect(roundSeed(ev, r2, { redraw: true })).toBe(nextSeed(r2.seed!));
    expect(roundSeed(ev, r2, { seed: 'eigen' })).toBe('eigen');
  });

  test('a new round without a drawSeed: derived from the names in Deelnemers and the round', () => {
    expect(ev.settings.drawSeed).toBe('');
    const base = ev.competition.entrants.map((e) => e.name).join('|');
    expect(roundSeed(ev, { evening: 1, round: 3 }, {})).toBe(defaultSeed(base, 3));
  });
});

describe('the history of a draw', () => {
  test('a round with forms is as played, with its drawn table of 3 that no form holds and its sit-outs', () => {
    const sim = simulateKeezen({
      variant: 'spelavond',
      entrants: 23,
      seed: 'drie',
      rounds: 2,
      settings: [['oddPlayers', 'tables']],
    });
    const ev = open(sim.wb, 'keezenDraw');
    const history = historyBefore(ev, { evening: 1, round: 3 });
    expect(history.map((r) => r.round)).toEqual([1, 2]);
    for (const r of history) {
      const drawn = ev.tables!.rounds.find((d) => d.round === r.round)!;
      const seated = (x: typeof r) => x.tables.flatMap((t) => t.sides.flat()).sort((a, b) => a - b);
      expect(seated(r)).toEqual(seated(drawn));
      // The table of 3: three players alone, on no score form.
      expect(r.tables.filter((t) => t.sides.every((side) => side.length === 1)).map((t) => t.sides.length)).toEqual([
        3,
      ]);
      expect(ev.competition.forms.filter((f) => f.round === r.round).length).toBe(r.tables.length - 1);
    }
  });

  test('rounds from the one asked for on do not count', () => {
    const sim = simulateKeezen({ variant: 'spelavond', entrants: 12, seed: 'later', rounds: 3 });
    const ev = open(sim.wb, 'keezenDraw');
    expect(historyBefore(ev, { evening: 1, round: 2 }).map((r) => r.round)).toEqual([1]);
  });
});

describe('one run over both draws', () => {
  test.each([
    ['a team event', 'nk4tegen4', 13, 'teams'],
    ['a games night', 'spelavond', 22, 'players'],
  ] as const)(
    "%s: the round as seated is the engine's tables and bye or sit-outs, and the action draws the same",
    (_name, variant, entrants, kind) => {
      const sim = simulateKeezen({ variant, entrants, seed: 'een', rounds: 1 });
      const ev = open(sim.wb, 'keezenDraw');
      const { key } = roundToDraw(ev, {});
      const seed = roundSeed(ev, key, {});
      const d = runDraw(drawInput(ev, key, seed));
      expect(d.kind).toBe(kind);
      const seated =
        d.kind === 'teams' ? d.result.games.map((g) => ({ table: g.table, sides: [[g.a], [g.b]] })) : d.result.tables;
      const byes = d.kind === 'teams' ? (d.result.bye ? [d.result.bye.team] : []) : d.result.sitOut;
      expect(d.seated).toEqual({ ...key, seed, tables: seated, byes });
      expect(byes.length).toBeGreaterThan(0);
      const o = drawRound(open(sim.wb, 'keezenDraw'));
      expect(o.view.tables).toEqual(d.seated.tables);
      expect(o.view.byes).toEqual(d.seated.byes);
      applyChanges(sim.wb, o.changes);
      expect(roundToDraw(open(sim.wb, 'keezenDraw'), {}).key.round).toBe(key.round + (kind === 'teams' ? 0 : 1));
    },
  );

  test('too few teams present is an error at the draw, not a program fault', () => {
    const sim = simulateKeezen({ variant: 'nk4tegen4', entrants: 2, seed: 'twee', rounds: 1 });
    const p = sim.wb.tabs.get('Deelnemers')!;
    p[2]![p[0]!.length - 1] = 'nee';
    const ev = open(sim.wb, 'keezenDraw');
    let thrown: unknown;
    try {
      drawInput(ev, { evening: 1, round: 2 }, '1');
    } catch (e) {
      thrown = e;
    }
    expect(isInputError(thrown)).toBe(true);
    expect(ev.problems.list.map((p) => p.message.key)).toEqual(['drTooFewTeams']);
  });
});
