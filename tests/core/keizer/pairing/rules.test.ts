/**
 * The pairing rules of the Zwarte Dame regulations (appendix A.4–A.7, A.10 and section b), one
 * test per number, plus the optional rules other clubs use.
 */
import type { GameResult } from '../../../../src/core/keizer/types';
import { boards, check, ok, pair, pairsOf, scenario } from '../../../support/pairing';

type G = [number, string, string, GameResult | ''];

/** `a` plays `b` in rounds r0, r0+1, ..., alternating colours (a white first). */
function series(a: string, b: string, rounds: number[]): G[] {
  return rounds.map((r, i) => (i % 2 === 0 ? [r, a, b, '½-½'] : [r, b, a, '½-½']));
}

/** `p` plays the given colours in rounds 1.. against fresh opponents X1, X2, ... (who are absent now). */
function colours(p: string, seq: string, tag = p): G[] {
  return [...seq].map((c, i) =>
    c === 'W' ? [i + 1, p, `${tag}x${i + 1}`, '1-0'] : [i + 1, `${tag}x${i + 1}`, p, '0-1'],
  );
}

function opponentsOf(games: G[], present: string[]): string[] {
  const names = new Set<string>();
  for (const [, w, b] of games) for (const n of [w, b]) if (!present.includes(n)) names.add(n);
  return [...names];
}

describe('the plain Keizer pairing: neighbours in the ranking', () => {
  test('with no history and every neighbour legal: 1-2, 3-4, 5-6, 7-8', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'C/D', 'E/F', 'G/H']);
  });

  test('an odd number present: 1-2, 3-4, 5-6 and the lowest-ranked player gets the bye', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'C/D', 'E/F', 'bye:G']);
  });

  test('board order follows the better-ranked player of each pair', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E', 'F'], [], {}, { never: [['A', 'B']] });
    const r = ok(pair(s));
    const pos = (p: number) => s.input.present.indexOf(p);
    const tops = r.boards.map((b) => Math.min(pos(b.white), pos(b.black)));
    expect(tops).toEqual([...tops].sort((x, y) => x - y));
  });

  test('one player present: only the bye', () => {
    const s = scenario(['A']);
    expect(boards(s, pair(s))).toEqual(['bye:A']);
  });
});

describe('A.4: at most 4 meetings per pair', () => {
  const games = series('A', 'B', [1, 2, 3, 4]);
  const present = ['A', 'B', 'C', 'D'];

  test('after 4 meetings A and B are not paired, even as neighbours', () => {
    const s = scenario(
      present,
      games,
      { minOtherOpponents: 0, relaxation: [] },
      { absent: opponentsOf(games, present) },
    );
    expect(pairsOf(s, pair(s))).toEqual(['A/C', 'B/D']);
    expect(check(s, pair(s))).toEqual([]);
  });

  test('after 3 meetings they may meet a 4th time', () => {
    const s = scenario(present, series('A', 'B', [1, 2, 3]), { minOtherOpponents: 0 });
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'C/D']);
  });

  test('maxMeetings is a setting (2: no third meeting)', () => {
    const s = scenario(present, series('A', 'B', [1, 2]), { minOtherOpponents: 0, maxMeetings: 2 });
    expect(pairsOf(s, pair(s))).toEqual(['A/C', 'B/D']);
  });

  test('a forfeit is not a meeting', () => {
    const g: G[] = [...series('A', 'B', [1, 2, 3]), [4, 'A', 'B', '+-']];
    const s = scenario(present, g, { minOtherOpponents: 0 });
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'C/D']);
  });
});

describe('A.4: a rematch only after 6 other opponents for both since their last game', () => {
  // Round 1: A–B. Rounds 2–7: A meets O1..O6; B meets O2..O6 and then O2 again (5 distinct, 6 games).
  const base: G[] = [[1, 'A', 'B', '1-0']];
  const aGames: G[] = [2, 3, 4, 5, 6, 7].map((r, i) =>
    i % 2 === 0 ? [r, 'A', `O${i + 1}`, '½-½'] : [r, `O${i + 1}`, 'A', '½-½'],
  );
  const bOpp = ['O2', 'O3', 'O4', 'O5', 'O6', 'O2'];
  // B's opponents are a second set (QO2, ...) so nobody plays twice in a round; B alternates colours.
  const bReal: G[] = [2, 3, 4, 5, 6, 7].map((r, i) =>
    i % 2 === 1 ? [r, 'B', `Q${bOpp[i]}`, '½-½'] : [r, `Q${bOpp[i]}`, 'B', '½-½'],
  );
  const present = ['A', 'B', 'C', 'D'];

  test('B has had only 5 different other opponents: no rematch yet', () => {
    const games = [...base, ...aGames, ...bReal];
    const s = scenario(present, games, { relaxation: [] }, { absent: opponentsOf(games, present) });
    expect(pairsOf(s, pair(s))).toEqual(['A/C', 'B/D']);
  });

  test('counting games instead of players (otherOpponentsCount = games), B has had 6: the rematch may be played', () => {
    const games = [...base, ...aGames, ...bReal];
    const s = scenario(present, games, { otherOpponentsCount: 'games' }, { absent: opponentsOf(games, present) });
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'C/D']);
  });

  test('with 6 different other opponents each the rematch may be played, colours reversed', () => {
    const bSix: G[] = bReal.map(([r, w, b, res], i) =>
      i === 5 ? (w === 'B' ? [r, 'B', 'QO7', res] : [r, 'QO7', 'B', res]) : [r, w, b, res],
    );
    const games = [...base, ...aGames, ...bSix];
    const s = scenario(present, games, {}, { absent: opponentsOf(games, present) });
    const r = pair(s);
    expect(boards(s, r)).toContain('B-A'); // A had white in round 1
    expect(ok(r).boards[0]!.why.some((w) => w.kind === 'rematch')).toBe(true);
  });

  test('minOtherOpponents is a setting (5: B may meet A again)', () => {
    const games = [...base, ...aGames, ...bReal];
    const s = scenario(present, games, { minOtherOpponents: 5 }, { absent: opponentsOf(games, present) });
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'C/D']);
  });
});

describe('A.5: colour difference never beyond 3', () => {
  test('a player at +3 (4 white, 1 black) gets black', () => {
    const games = [...colours('A', 'WWBWW')];
    const s = scenario(['A', 'B'], games, {}, { absent: opponentsOf(games, ['A', 'B']) });
    const r = pair(s);
    expect(boards(s, r)).toEqual(['B-A']);
    expect(ok(r).boards[0]!.why.some((w) => w.kind === 'colourForced')).toBe(true);
  });

  test('two players at +3 cannot meet', () => {
    const games = [...colours('A', 'WWBWW'), ...colours('B', 'WBWWW')];
    const present = ['A', 'B', 'C', 'D'];
    const s = scenario(present, games, { relaxation: [] }, { absent: opponentsOf(games, present) });
    expect(pairsOf(s, pair(s))).toEqual(['A/C', 'B/D']);
    expect(check(s, pair(s))).toEqual([]);
  });

  test('maxColourDiff is a setting (2: a player at +2 gets black)', () => {
    const games = [...colours('A', 'WWBW')];
    const s = scenario(['A', 'B'], games, { maxColourDiff: 2 }, { absent: opponentsOf(games, ['A', 'B']) });
    expect(boards(s, pair(s))).toEqual(['B-A']);
  });
});

describe('A.6: never more than 4 games in a row with the same colour', () => {
  test('after 4 whites in a row (difference only +2) a player gets black', () => {
    const games = [...colours('A', 'BBWWWW')];
    const s = scenario(['A', 'B'], games, {}, { absent: opponentsOf(games, ['A', 'B']) });
    expect(boards(s, pair(s))).toEqual(['B-A']);
  });

  test('two players with 4 whites in a row cannot meet', () => {
    const games = [...colours('A', 'BBWWWW'), ...colours('B', 'BBWWWW')];
    const present = ['A', 'B', 'C', 'D'];
    const s = scenario(present, games, { relaxation: [] }, { absent: opponentsOf(games, present) });
    expect(pairsOf(s, pair(s))).toEqual(['A/C', 'B/D']);
  });

  test('maxColourRun is a setting (3 in a row at most)', () => {
    const games = [...colours('A', 'BWWW')];
    const s = scenario(['A', 'B'], games, { maxColourRun: 3 }, { absent: opponentsOf(games, ['A', 'B']) });
    expect(boards(s, pair(s))).toEqual(['B-A']);
  });

  test('an absence does not break a run (default), unless colourRunBrokenByAbsence', () => {
    // A: W W W in rounds 1-3, absent in round 4, W in round 5: a run of 4 whites.
    const games: G[] = [
      [1, 'A', 'x1', '1-0'],
      [2, 'A', 'x2', '1-0'],
      [3, 'A', 'x3', '1-0'],
      [5, 'A', 'x5', '1-0'],
      [5, 'B', 'x6', '1-0'],
      [1, 'x7', 'B', '1-0'],
      [2, 'x8', 'B', '1-0'],
      [3, 'B', 'x9', '1-0'],
    ];
    const absent = opponentsOf(games, ['A', 'B']);
    const s1 = scenario(['A', 'B'], games, { maxColourDiff: 10 }, { absent });
    expect(boards(s1, pair(s1))).toEqual(['B-A']);
    // Broken by the absence: A's run is 1 (round 5 only); B (W, B, B, W…) → both can; comfort decides: A has +4 whites, so black anyway.
    const s2 = scenario(
      ['A', 'B'],
      games,
      { maxColourDiff: 10, colourRunBrokenByAbsence: true, maxColourRun: 1, relaxation: [] },
      { absent },
    );
    // With runs of 1 allowed, A (last W) must get black and B (last W) must get black too: they cannot meet.
    expect(pair(s2).ok).toBe(false);
  });
});

describe('A.7: colours are reversed when two players meet again', () => {
  const present = ['A', 'B', 'C', 'D'];

  test('A had white against B: now B has white', () => {
    const s = scenario(
      present,
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '1-0'],
      ],
      { minOtherOpponents: 0 },
    );
    expect(boards(s, pair(s))).toEqual(['B-A', 'D-C']);
  });

  test('reverseColoursOnRematch off: the usual colour preference decides', () => {
    const s = scenario(
      present,
      [
        [1, 'A', 'B', '1-0'],
        [1, 'C', 'D', '1-0'],
      ],
      { minOtherOpponents: 0, reverseColoursOnRematch: false },
    );
    expect(boards(s, pair(s))).toEqual(['B-A', 'D-C']);
  });

  test('when reversing breaks a colour limit: colourConflict = skip, the pair does not meet', () => {
    // Round 1: A white v B. Then A has 4 blacks in a row: reversing (A black) would be a 5th.
    const games: G[] = [
      [1, 'A', 'B', '1-0'],
      ...[2, 3, 4, 5].map((r): G => [r, `y${r}`, 'A', '1-0']),
      ...[2, 3, 4, 5].map((r): G => (r % 2 ? [r, 'B', `z${r}`, '1-0'] : [r, `z${r}`, 'B', '1-0'])),
    ];
    const s = scenario(
      ['A', 'B'],
      games,
      { minOtherOpponents: 0, relaxation: [] },
      { absent: opponentsOf(games, ['A', 'B']) },
    );
    expect(pair(s).ok).toBe(false);
  });

  test('colourConflict = limits: the limits win, colours not reversed, and the why column says so', () => {
    const games: G[] = [
      [1, 'A', 'B', '1-0'],
      ...[2, 3, 4, 5].map((r): G => [r, `y${r}`, 'A', '1-0']),
      ...[2, 3, 4, 5].map((r): G => (r % 2 ? [r, 'B', `z${r}`, '1-0'] : [r, `z${r}`, 'B', '1-0'])),
    ];
    const s = scenario(
      ['A', 'B'],
      games,
      { minOtherOpponents: 0, colourConflict: 'limits' },
      { absent: opponentsOf(games, ['A', 'B']) },
    );
    const r = pair(s);
    expect(boards(s, r)).toEqual(['A-B']);
    expect(ok(r).boards[0]!.why.some((w) => w.kind === 'colourConflict')).toBe(true);
    expect(check(s, r)).toEqual([]);
  });
});

describe('A.10: at most 1 bye per player; it goes to the lowest-ranked eligible player', () => {
  test('the lowest-ranked player had a bye already: the next one up gets it', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E'], [], {}, { absences: [[1, 'E', 'bye']] });
    const r = pair(s);
    expect(pairsOf(s, r)).toContain('bye:D');
    expect(ok(r).bye!.why).toEqual([{ kind: 'byeSkipped', players: [s.input.present[4]] }]);
  });

  test('a penalty bye (straf-oneven) owed goes first, and is marked as penalty', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E'], [], {}, { penalty: ['B'] });
    const r = ok(pair(s));
    expect(pairsOf(s, r)).toContain('bye:B');
    expect(r.bye!.penalty).toBe(true);
  });

  test('a penalty bye already given is not owed any more', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E'], [], {}, { penalty: ['B'], absences: [[1, 'B', 'penaltyBye']] });
    expect(pairsOf(s, pair(s))).toContain('bye:E');
  });

  test('nobody may have a bye: explained, and with "byes" in the ladder the fewest-byes lowest-ranked player gets a second', () => {
    const abs: [number, string, 'bye'][] = ['A', 'B', 'C'].map((n, i) => [i + 1, n, 'bye']);
    const strict = scenario(['A', 'B', 'C'], [], { relaxation: [] }, { absences: abs });
    const r = pair(strict);
    expect(r.ok).toBe(false);
    expect(r.ok ? undefined : r.infeasible.noBye?.length).toBe(3);
    const relaxed = scenario(['A', 'B', 'C'], [], { relaxation: ['byes'] }, { absences: abs });
    const r2 = ok(pair(relaxed));
    expect(pairsOf(relaxed, r2)).toEqual(['A/B', 'bye:C']);
    expect(r2.relaxation).toEqual(['byes']);
    expect(r2.bye!.relaxed.map((h) => h.rule)).toEqual(['byes']);
  });

  test('maxByes is a setting (2)', () => {
    const s = scenario(['A', 'B', 'C'], [], { maxByes: 2 }, { absences: [[1, 'C', 'bye']] });
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'bye:C']);
  });

  test('byeChoice = fewest: fewest byes first, then the lowest-ranked', () => {
    const s = scenario(
      ['A', 'B', 'C', 'D', 'E'],
      [],
      { maxByes: 3, byeChoice: 'fewest' },
      {
        absences: [
          [1, 'E', 'bye'],
          [2, 'D', 'bye'],
        ],
      },
    );
    expect(pairsOf(s, pair(s))).toContain('bye:C');
  });
});

describe('optional rules of other clubs', () => {
  test('categories = adjacent: A and C categories never meet', () => {
    const cats = { A: 'A', B: 'C', C: 'A', D: 'C' };
    const s = scenario(
      ['A', 'B', 'C', 'D'],
      [],
      { categories: 'adjacent', categoryOrder: 'A, B, C' },
      { categories: cats },
    );
    expect(pairsOf(s, pair(s))).toEqual(['A/C', 'B/D']);
    // Without categoryOrder the order is alphabetical among the categories in use: A and C are then adjacent.
    const s2 = scenario(['A', 'B', 'C', 'D'], [], { categories: 'adjacent' }, { categories: cats });
    expect(pairsOf(s2, pair(s2))).toEqual(['A/B', 'C/D']);
  });

  test('categories = same: only the same category; categoryOrder sets what is adjacent', () => {
    const cats = { A: 'hoog', B: 'laag', C: 'hoog', D: 'laag' };
    const same = scenario(['A', 'B', 'C', 'D'], [], { categories: 'same' }, { categories: cats });
    expect(pairsOf(same, pair(same))).toEqual(['A/C', 'B/D']);
    const adj = scenario(
      ['A', 'B', 'C', 'D'],
      [],
      { categories: 'adjacent', categoryOrder: 'hoog, midden, laag' },
      { categories: cats },
    );
    expect(pairsOf(adj, pair(adj))).toEqual(['A/C', 'B/D']);
    const adj2 = scenario(
      ['A', 'B', 'C', 'D'],
      [],
      { categories: 'adjacent', categoryOrder: 'hoog, laag' },
      { categories: cats },
    );
    expect(pairsOf(adj2, pair(adj2))).toEqual(['A/B', 'C/D']);
  });

  test('players without a category may meet anyone', () => {
    const s = scenario(['A', 'B', 'C', 'D'], [], { categories: 'same' }, { categories: { A: 'X', C: 'Y' } });
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'C/D']);
  });

  test('a pair in Nooit tegen elkaar never meets, and is never relaxed', () => {
    const s = scenario(['A', 'B', 'C', 'D'], [], {}, { never: [['A', 'B']] });
    expect(pairsOf(s, pair(s))).toEqual(['A/C', 'B/D']);
    const only = scenario(['A', 'B'], [], {}, { never: [['B', 'A']] });
    const r = pair(only);
    expect(r.ok).toBe(false);
  });
});

describe('section b: round 1 by start order, colours by a seeded draw', () => {
  test('colours alternate down the boards from a drawn first colour', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const r = ok(pair(s));
    const topWhite = r.boards.map((b, i) => b.white === s.input.present[2 * i]);
    for (let i = 1; i < topWhite.length; i++) expect(topWhite[i]).toBe(!topWhite[i - 1]);
    expect(r.boards.every((b) => b.why.some((w) => w.kind === 'drawn'))).toBe(true);
  });

  test('the seed decides the draw: both colours for board 1 occur over seeds, and the same seed repeats', () => {
    const first = new Set<boolean>();
    for (let k = 0; k < 20; k++) {
      const s = scenario(['A', 'B', 'C', 'D'], [], {}, { seed: `s${k}` });
      const a = ok(pair(s));
      expect(ok(pair(s))).toEqual(a);
      first.add(a.boards[0]!.white === s.input.present[0]);
    }
    expect(first).toEqual(new Set([true, false]));
  });

  test('a new seed changes only colours, never who plays whom', () => {
    const a = scenario(['A', 'B', 'C', 'D', 'E', 'F'], [], {}, { seed: '1' });
    const b = scenario(['A', 'B', 'C', 'D', 'E', 'F'], [], {}, { seed: '2' });
    expect(pairsOf(a, pair(a))).toEqual(pairsOf(b, pair(b)));
  });
});

describe('the pairing philosophy (pairingMethod)', () => {
  // C may not play D or E: globally A-C, B-D, E-F (Σd² = 2); strictly top-down A-B, C-F, D-E (Σd² = 4).
  const never: [string, string][] = [
    ['C', 'D'],
    ['C', 'E'],
  ];
  test('global (default): the smallest Σd² over all boards', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E', 'F'], [], {}, { never });
    const r = ok(pair(s));
    expect(pairsOf(s, r)).toEqual(['A/C', 'B/D', 'E/F']);
    expect(r.cost.distance).toBe(2);
  });

  test('topDown: number 1 gets the closest opponent that still leaves a complete pairing, then number 2, ...', () => {
    const s = scenario(['A', 'B', 'C', 'D', 'E', 'F'], [], { pairingMethod: 'topDown' }, { never });
    expect(pairsOf(s, pair(s))).toEqual(['A/B', 'C/F', 'D/E']);
  });
});

describe('when no pairing within the rules exists', () => {
  test('an isolated player is named, with the rule that blocks each candidate', () => {
    const s = scenario(
      ['A', 'B', 'C', 'D'],
      [],
      {},
      {
        never: [
          ['A', 'B'],
          ['A', 'C'],
          ['A', 'D'],
        ],
      },
    );
    const r = pair(s);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.infeasible.isolated.map((x) => x.player)).toEqual([s.input.present[0]]);
    expect(r.infeasible.isolated[0]!.candidates.map((c) => c.hits.map((h) => h.rule))).toEqual([
      ['neverPair'],
      ['neverPair'],
      ['neverPair'],
    ]);
  });

  test('players who can only play among themselves, an odd number of them: the odd set is named', () => {
    const groupA = ['A', 'B', 'C'];
    const groupB = ['D', 'E', 'F'];
    const never: [string, string][] = [];
    for (const x of groupA) for (const y of groupB) never.push([x, y]);
    const s = scenario([...groupA, ...groupB], [], {}, { never });
    const r = pair(s);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const id = (n: string) => s.comp.players.find((p) => p.name === n)!.id;
    expect(r.infeasible.oddSets.map((o) => [...o.players].sort())).toEqual([
      groupA.map(id).sort(),
      groupB.map(id).sort(),
    ]);
    expect(r.infeasible.unpaired).toBe(2);
  });

  test('the ladder relaxes one step at a time, in the club’s order, and every relaxed rule is named on its board', () => {
    // Everyone has 4 whites in a row and +2: nobody may have white, until the run may be 5.
    const present = ['A', 'B', 'C', 'D'];
    const games = present.flatMap((p) => colours(p, 'BBWWWW', p));
    const s = scenario(
      present,
      games,
      { relaxation: ['colourDiff', 'colourRun', 'byes'] },
      { absent: opponentsOf(games, present) },
    );
    const r = ok(pair(s));
    expect(r.relaxation).toEqual(['colourDiff', 'colourRun']);
    expect(r.infeasible?.unpaired).toBe(4);
    expect(r.boards.map((b) => b.relaxed.map((h) => h.rule))).toEqual([['colourRun'], ['colourRun']]);
    // The independent checker sees exactly the relaxed rules.
    expect(check(s, r).map((v) => v.rule)).toEqual(['colourRun', 'colourRun']);
  });

  test('with relaxation off the engine fails and says so', () => {
    const present = ['A', 'B'];
    const games = present.flatMap((p) => colours(p, 'BBWWWW', p));
    const s = scenario(present, games, { relaxation: [] }, { absent: opponentsOf(games, present) });
    expect(pair(s).ok).toBe(false);
  });
});
