/**
 * Random histories against the engine: it never breaks a rule the checker
 * knows (beyond the relaxations it names), it is optimal against exhaustive
 * search for up to 12 present players, and it reports "impossible" exactly when
 * exhaustive search finds nothing.
 */
import fc from 'fast-check';
import {
  buildHistory,
  buildRoundGraph,
  checkPairing,
  pairRound,
  PairingInput,
  PairingRules,
} from '../../../../src/core/keizer/pairing';
import type { KeizerAbsence, KeizerGame, KeizerPlayer, PlayerId } from '../../../../src/core/keizer/types';
import { seededRng } from '../../../../src/core/rng';
import { hitKey, relaxedKeys } from '../../../../src/sim/keizerSeason';
import { defaultsOf } from '../../../../src/core/settings/spec';
import { keizerSettingsSpec } from '../../../../src/core/keizer/settings';

interface Random {
  readonly players: KeizerPlayer[];
  readonly games: KeizerGame[];
  readonly absences: KeizerAbsence[];
  readonly rules: PairingRules;
  readonly round: number;
  readonly present: PlayerId[];
  readonly neverPairs: [PlayerId, PlayerId][];
}

function randomCase(seed: number, maxPresent: number, strictness: 'loose' | 'tight'): Random {
  const rng = seededRng(`prop-${seed}`);
  const total = 4 + rng.int(maxPresent + 3);
  const cats = ['A', 'B', 'C'];
  const useCats = rng.next() < 0.2;
  const players: KeizerPlayer[] = Array.from({ length: total }, (_, id) => ({
    id,
    name: `p${id}`,
    active: true,
    ...(rng.next() < 0.1 ? { penaltyByes: 1 } : {}),
    ...(useCats && rng.next() < 0.8 ? { category: rng.pick(cats) } : {}),
  }));
  const priorRounds = rng.int(tight(strictness) ? 12 : 8);
  const games: KeizerGame[] = [];
  const absences: KeizerAbsence[] = [];
  for (let r = 1; r <= priorRounds; r++) {
    const here = rng.shuffle(players.map((p) => p.id)).filter(() => rng.next() < 0.85);
    if (here.length % 2 === 1)
      absences.push({ round: r, player: here.pop()!, reason: rng.next() < 0.8 ? 'bye' : 'penaltyBye' });
    for (let i = 0; i + 1 < here.length; i += 2) {
      const x = rng.next();
      const result =
        x < 0.04 ? '+-' : x < 0.06 ? '--' : x < 0.09 ? undefined : rng.pick(['1-0', '0-1', '½-½'] as const);
      games.push({ round: r, white: here[i]!, black: here[i + 1]!, ...(result ? { result } : {}) });
    }
  }
  const round = priorRounds + 1;
  const present = rng.shuffle(players.map((p) => p.id)).slice(0, 1 + rng.int(Math.min(maxPresent, total)));
  for (const p of players) if (!present.includes(p.id)) absences.push({ round, player: p.id, reason: 'excused' });
  const neverPairs: [PlayerId, PlayerId][] = [];
  for (let k = rng.int(3); k > 0; k--) {
    const a = rng.pick(present);
    const b = rng.pick(present);
    if (a !== b) neverPairs.push([a, b]);
  }
  const t = tight(strictness);
  const rules: PairingRules = {
    ...defaultsOf(keizerSettingsSpec),
    maxMeetings: 1 + rng.int(t ? 2 : 4),
    minOtherOpponents: rng.int(t ? 5 : 3),
    otherOpponentsCount: rng.pick(['distinct', 'games'] as const),
    maxColourDiff: 1 + rng.int(3),
    maxColourRun: 1 + rng.int(t ? 2 : 4),
    colourRunBrokenByAbsence: rng.next() < 0.3,
    reverseColoursOnRematch: rng.next() < 0.8,
    colourConflict: rng.pick(['skip', 'limits'] as const),
    maxByes: rng.int(2),
    byeChoice: 'lowest',
    categories: useCats ? rng.pick(['same', 'adjacent'] as const) : 'off',
    relaxation: [],
  };
  return { players, games, absences, rules, round, present, neverPairs };
}

function tight(s: 'loose' | 'tight'): boolean {
  return s === 'tight';
}

function engineInput(c: Random, relaxation: PairingRules['relaxation'] = []): PairingInput {
  const history = buildHistory(c.players.length, c.games, c.absences, c.round);
  return {
    round: c.round,
    present: c.present,
    players: c.players,
    history,
    rules: { ...c.rules, relaxation },
    neverPairs: c.neverPairs,
    penaltyOwed: c.players.map((p) => (p.penaltyByes ?? 0) - history.players[p.id]!.penaltyByes),
    seed: 'prop',
  };
}

const GAME_RULES = new Set([
  'meetings',
  'otherOpponents',
  'reverse',
  'colourDiff',
  'colourRun',
  'category',
  'neverPair',
  'self',
]);

/**
 * Exhaustive search over all complete pairings, legality by the independent
 * checker game by game; the cost computed here from scratch: bye preference,
 * Σd², colour comfort (best legal orientation).
 */
function bruteForce(c: Random): [number, number, number] | undefined {
  const n = c.present.length;
  const checkIn = {
    round: c.round,
    players: c.players,
    games: c.games,
    absences: c.absences,
    rules: c.rules,
    neverPairs: c.neverPairs,
  };
  const legalGame = (w: PlayerId, b: PlayerId) =>
    checkPairing(checkIn, { games: [{ white: w, black: b }], byes: [] }).every((v) => !GAME_RULES.has(v.rule));
  const givenPenalty = (p: PlayerId) =>
    c.absences.filter((a) => a.player === p && a.reason === 'penaltyBye' && a.round < c.round).length;
  const owes = (p: PlayerId) => (c.players[p]!.penaltyByes ?? 0) - givenPenalty(p) > 0;
  const legalBye = (p: PlayerId) =>
    checkPairing(checkIn, { games: [], byes: [{ player: p, penalty: owes(p) }] }).every(
      (v) => v.rule !== 'byes' && v.rule !== 'penaltyNotOwed',
    );
  // Colour state, from scratch.
  const diff = new Map<PlayerId, number>();
  const last = new Map<PlayerId, { round: number; colour: 'W' | 'B' }>();
  for (const g of c.games) {
    if (g.round >= c.round || g.result === '+-' || g.result === '-+' || g.result === '--') continue;
    diff.set(g.white, (diff.get(g.white) ?? 0) + 1);
    diff.set(g.black, (diff.get(g.black) ?? 0) - 1);
    for (const [p, col] of [
      [g.white, 'W'],
      [g.black, 'B'],
    ] as const)
      if ((last.get(p)?.round ?? 0) < g.round) last.set(p, { round: g.round, colour: col });
  }
  const comfortOf = (p: PlayerId, col: 'W' | 'B') => {
    const d = diff.get(p) ?? 0;
    const after = d + (col === 'W' ? 1 : -1);
    return (Math.abs(after) > Math.abs(d) ? 2 : 0) + (last.get(p)?.colour === col ? 1 : 0);
  };
  const gameCost: (number | undefined)[][] = Array.from({ length: n }, () => new Array(n).fill(undefined));
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = c.present[i]!;
      const b = c.present[j]!;
      const opts: number[] = [];
      if (legalGame(a, b)) opts.push(comfortOf(a, 'W') + comfortOf(b, 'B'));
      if (legalGame(b, a)) opts.push(comfortOf(b, 'W') + comfortOf(a, 'B'));
      if (opts.length > 0) gameCost[i]![j] = Math.min(...opts);
    }
  // Bye preference: owed penalty byes first, then the lowest-ranked.
  const pref = c.present
    .map((_, i) => i)
    .sort((x, y) => (owes(c.present[x]!) ? 0 : 1) - (owes(c.present[y]!) ? 0 : 1) || y - x);
  const byeCost = new Array<number>(n);
  pref.forEach((pos, k) => (byeCost[pos] = k));
  let best: [number, number, number] | undefined;
  const used = new Array<boolean>(n).fill(false);
  const better = (x: [number, number, number], y: [number, number, number] | undefined) =>
    !y || (x[0] - y[0] || x[1] - y[1] || x[2] - y[2]) < 0;
  const go = (bye: number, dist: number, col: number, byeUsed: boolean) => {
    let i = 0;
    while (i < n && used[i]) i++;
    if (i === n) {
      const v: [number, number, number] = [bye, dist, col];
      if (better(v, best)) best = v;
      return;
    }
    used[i] = true;
    if (n % 2 === 1 && !byeUsed && legalBye(c.present[i]!)) go(byeCost[i]!, dist, col, true);
    for (let j = i + 1; j < n; j++) {
      if (used[j] || gameCost[i]![j] === undefined) continue;
      used[j] = true;
      go(bye, dist + (j - i - 1) ** 2, col + gameCost[i]![j]!, byeUsed);
      used[j] = false;
    }
    used[i] = false;
  };
  go(0, 0, 0, false);
  return best;
}

describe('optimality against exhaustive search (≤ 12 present)', () => {
  test.each(['loose', 'tight'] as const)(
    '%s rules: the same cost vector, and impossible exactly when nothing exists',
    (strictness) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const c = randomCase(seed, 12, strictness);
          const r = pairRound(engineInput(c));
          const best = bruteForce(c);
          if (best === undefined) {
            expect(r.ok).toBe(false);
          } else {
            expect(r.ok).toBe(true);
            if (!r.ok) return;
            expect([r.cost.bye, r.cost.distance, r.cost.colour]).toEqual(best);
            expect(r.cost.relaxed).toBe(0);
          }
        }),
        { numRuns: strictness === 'loose' ? 150 : 150 },
      );
    },
  );
});

describe('the independent checker agrees with the engine', () => {
  test('random histories: the checker finds exactly the relaxations the engine names, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('loose', 'tight') as fc.Arbitrary<'loose' | 'tight'>,
        (seed, strictness) => {
          const c = randomCase(seed, 16, strictness);
          const ladder = [
            'colourRun',
            'colourDiff',
            'reverse',
            'otherOpponents',
            'meetings',
            'byes',
            'category',
          ] as const;
          const r = pairRound(engineInput(c, [...ladder]));
          if (!r.ok) return;
          const violations = checkPairing(
            {
              round: c.round,
              players: c.players,
              games: c.games,
              absences: c.absences,
              rules: c.rules,
              neverPairs: c.neverPairs,
            },
            {
              games: r.boards.map((b) => ({ white: b.white, black: b.black })),
              byes: r.bye ? [{ player: r.bye.player, penalty: r.bye.penalty }] : [],
            },
          );
          expect(violations.map((v) => hitKey(v.rule, v.players)).sort()).toEqual(relaxedKeys(r));
          // The relaxation is the smallest: one rung fewer gives no pairing.
          if (r.relaxation.length > 0)
            expect(pairRound(engineInput(c, r.relaxation.slice(0, -1)), { extend: false }).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('without relaxation the engine never breaks a rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const c = randomCase(seed, 16, 'tight');
        const r = pairRound(engineInput(c));
        if (!r.ok) return;
        const violations = checkPairing(
          {
            round: c.round,
            players: c.players,
            games: c.games,
            absences: c.absences,
            rules: c.rules,
            neverPairs: c.neverPairs,
          },
          {
            games: r.boards.map((b) => ({ white: b.white, black: b.black })),
            byes: r.bye ? [{ player: r.bye.player, penalty: r.bye.penalty }] : [],
          },
        );
        expect(violations).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('two independent readings of the rules agree on every possible game', () => {
  test('for every pair and colour orientation, the checker finds exactly the rules the engine’s edges carry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('loose', 'tight') as fc.Arbitrary<'loose' | 'tight'>,
        (seed, strictness) => {
          const c = randomCase(seed, 12, strictness);
          const input = engineInput(c);
          const g = buildRoundGraph(input);
          const checkIn = {
            round: c.round,
            players: c.players,
            games: c.games,
            absences: c.absences,
            rules: c.rules,
            neverPairs: c.neverPairs,
          };
          for (let a = 0; a < g.n; a++)
            for (let b = a + 1; b < g.n; b++) {
              const e = g.pair(a, b);
              for (const o of e.orientations) {
                const engineKeys = [...e.pairHits, ...o.hits]
                  .map((h) => hitKey(h.rule, h.player !== undefined ? [h.player] : [o.white, o.black]))
                  .sort();
                const checkerKeys = checkPairing(checkIn, { games: [{ white: o.white, black: o.black }], byes: [] })
                  .filter((v) => GAME_RULES.has(v.rule))
                  .map((v) => hitKey(v.rule, v.players))
                  .sort();
                expect(checkerKeys).toEqual(engineKeys);
              }
            }
          for (const be of g.byes) {
            const p = c.present[be.position]!;
            const checkerKeys = checkPairing(checkIn, { games: [], byes: [{ player: p, penalty: be.penalty }] })
              .filter((v) => v.rule === 'byes' || v.rule === 'penaltyNotOwed')
              .map((v) => hitKey(v.rule, v.players));
            expect(checkerKeys).toEqual(be.hits.map((h) => hitKey(h.rule, [p])));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** Whether the present players can all be paired (one bye when odd) with no never-meet pair: every other rule aside. */
function anyPairing(c: Random): boolean {
  const never = new Set(c.neverPairs.map(([x, y]) => (x < y ? `${x}:${y}` : `${y}:${x}`)));
  const ok = (x: PlayerId, y: PlayerId) => !never.has(x < y ? `${x}:${y}` : `${y}:${x}`);
  const go = (left: readonly PlayerId[], byeUsed: boolean): boolean => {
    if (left.length === 0) return true;
    const [a, ...rest] = left as [PlayerId, ...PlayerId[]];
    if (c.present.length % 2 === 1 && !byeUsed && go(rest, true)) return true;
    return rest.some((b, i) => ok(a, b) && go([...rest.slice(0, i), ...rest.slice(i + 1)], byeUsed));
  };
  return go(c.present, false);
}

describe('the relaxation ladder goes on until a pairing exists (small clubs)', () => {
  test.each([
    ['the default ladder', ['colourRun', 'colourDiff', 'otherOpponents', 'byes'] as const],
    ['a one-word ladder', ['colourRun'] as const],
  ])(
    '%s: paired whenever any pairing of the present players without a never-meet pair exists; each rung needed',
    (_label, ladder) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const c = randomCase(seed, 10, 'tight');
          const r = pairRound(engineInput(c, [...ladder]));
          expect(r.ok).toBe(anyPairing(c));
          if (!r.ok) return;
          // The club's own rungs come first, in its order.
          expect(r.relaxation.slice(0, ladder.length)).toEqual(ladder.slice(0, r.relaxation.length));
          if (r.relaxation.length > 0)
            expect(pairRound(engineInput(c, r.relaxation.slice(0, -1)), { extend: false }).ok).toBe(false);
        }),
        { numRuns: 200 },
      );
    },
  );

  test('relaxation = geen: never relaxed, however small the club', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const c = randomCase(seed, 10, 'tight');
        const r = pairRound(engineInput(c, []));
        expect(r.relaxation).toEqual([]);
        expect(r.ok).toBe(bruteForce(c) !== undefined);
      }),
      { numRuns: 100 },
    );
  });
});
