/**
 * Making a proposal again after a change in who is present (a late arrival, a departure): the engine keeps every
 * board it can within the rules. Random small cases against exhaustive search (the bye preference first, then the
 * fewest boards changed, then Σd²), and the shipped 34-player season and a simulated 70-player club at real size; the
 * independent checker accepts every result.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import {
  buildHistory,
  checkPairing,
  pairRound,
  pairingInput,
  presenceChange,
  seated,
  PairingInput,
  PairingRules,
  PairingSuccess,
  KeptPairing,
} from '../../../../src/core/keizer/pairing';
import type {
  KeizerAbsence,
  KeizerCompetition,
  KeizerGame,
  KeizerPlayer,
  PlayerId,
} from '../../../../src/core/keizer/types';
import { seededRng } from '../../../../src/core/rng';
import { defaultsOf } from '../../../../src/core/settings/spec';
import { keizerSettingsSpec } from '../../../../src/core/keizer/settings';
import { open } from '../../../../src/sheet/open';
import { openCsvFolder } from '../../../../src/cli/files/csv';
import { simulateKeizerSeason, hitKey, relaxedKeys } from '../../../../src/sim/keizerSeason';

/** A proposal as the Indeling tab keeps it. */
function proposalOf(r: PairingSuccess): KeptPairing {
  return {
    boards: r.boards.map((b) => ({ white: b.white, black: b.black })),
    ...(r.bye ? { bye: r.bye.player } : {}),
  };
}

const pairKey = (x: PlayerId, y: PlayerId) => (x < y ? `${x}:${y}` : `${y}:${x}`);

/** The boards of `after` that are not boards of `before` (by the two players). */
function changedBoards(before: KeptPairing, after: PairingSuccess): number {
  const there = new Set(before.boards.map((b) => pairKey(b.white, b.black)));
  return after.boards.filter((b) => !there.has(pairKey(b.white, b.black))).length;
}

function ok(r: ReturnType<typeof pairRound>): PairingSuccess {
  expect(r.ok).toBe(true);
  return r as PairingSuccess;
}

interface Case {
  readonly players: KeizerPlayer[];
  readonly games: KeizerGame[];
  readonly absences: KeizerAbsence[];
  readonly rules: PairingRules;
  readonly round: number;
  /** Everyone who may be present, best-ranked first. */
  readonly field: PlayerId[];
}

/** A random club with a few rounds of history (the rules loose enough that most rounds can be paired). */
function randomCase(seed: number, size: number): Case {
  const rng = seededRng(`keep-${seed}`);
  const players: KeizerPlayer[] = Array.from({ length: size }, (_, id) => ({ id, name: `p${id}`, active: true }));
  const games: KeizerGame[] = [];
  const absences: KeizerAbsence[] = [];
  const prior = rng.int(7);
  for (let r = 1; r <= prior; r++) {
    const here = rng.shuffle(players.map((p) => p.id)).filter(() => rng.next() < 0.85);
    if (here.length % 2 === 1) absences.push({ round: r, player: here.pop()!, reason: 'bye' });
    for (let i = 0; i + 1 < here.length; i += 2)
      games.push({ round: r, white: here[i]!, black: here[i + 1]!, result: rng.pick(['1-0', '0-1', '½-½'] as const) });
  }
  const rules: PairingRules = {
    ...defaultsOf(keizerSettingsSpec),
    maxMeetings: 1 + rng.int(3),
    minOtherOpponents: rng.int(3),
    maxColourDiff: 1 + rng.int(3),
    maxColourRun: 1 + rng.int(3),
    maxByes: 1 + rng.int(2),
    relaxation: [],
  };
  return { players, games, absences, rules, round: prior + 1, field: rng.shuffle(players.map((p) => p.id)) };
}

function inputOf(c: Case, present: readonly PlayerId[], keep?: KeptPairing): PairingInput {
  const history = buildHistory(c.players.length, c.games, c.absences, c.round);
  return {
    round: c.round,
    present,
    players: c.players,
    history,
    rules: c.rules,
    neverPairs: [],
    penaltyOwed: c.players.map(() => 0),
    seed: 'keep',
    ...(keep ? { keep } : {}),
  };
}

/** The checker's verdict on a result, with who is present as the result says (absences made for the others). */
function violations(c: Pick<Case, 'players' | 'games' | 'absences' | 'rules' | 'round'>, r: PairingSuccess) {
  const here = new Set(r.present);
  const absences = [
    ...c.absences,
    ...c.players
      .filter((p) => !here.has(p.id))
      .map((p): KeizerAbsence => ({ round: c.round, player: p.id, reason: 'excused' })),
  ];
  return checkPairing(
    { round: c.round, players: c.players, games: c.games, absences, rules: c.rules, neverPairs: [] },
    {
      games: r.boards.map((b) => ({ white: b.white, black: b.black })),
      byes: r.bye ? [{ player: r.bye.player, penalty: r.bye.penalty }] : [],
    },
  );
}

function checkInput(c: Case) {
  return { round: c.round, players: c.players, games: c.games, absences: c.absences, rules: c.rules, neverPairs: [] };
}

/** What the checker says of a pairing that is only a part of the round (who else is present is no concern here). */
const PARTIAL = new Set(['missing', 'byeCount']);

/** Whether two players may meet, in either colour (the independent checker, game by game). */
function mayMeet(c: Case, x: PlayerId, y: PlayerId): boolean {
  const legal = (white: PlayerId, black: PlayerId) =>
    checkPairing(checkInput(c), { games: [{ white, black }], byes: [] }).every((v) => PARTIAL.has(v.rule));
  return legal(x, y) || legal(y, x);
}

/**
 * Exhaustive search over every complete pairing within the rules (legality by the independent checker): the least
 * [bye preference, boards not in `before`, Σd²].
 */
function bruteForce(c: Case, present: readonly PlayerId[], before: KeptPairing): [number, number, number] | undefined {
  const n = present.length;
  const checkIn = checkInput(c);
  const legalBye = (p: PlayerId) =>
    checkPairing(checkIn, { games: [], byes: [{ player: p, penalty: false }] }).every((v) => v.rule !== 'byes');
  const kept = new Set(before.boards.map((b) => pairKey(b.white, b.black)));
  let best: [number, number, number] | undefined;
  const used = new Array<boolean>(n).fill(false);
  const go = (bye: number, changed: number, dist: number, byeUsed: boolean) => {
    let i = 0;
    while (i < n && used[i]) i++;
    if (i === n) {
      const v: [number, number, number] = [bye, changed, dist];
      if (!best || (v[0] - best[0] || v[1] - best[1] || v[2] - best[2]) < 0) best = v;
      return;
    }
    used[i] = true;
    // The bye preference: the lowest-ranked first (0 for the last present).
    if (n % 2 === 1 && !byeUsed && legalBye(present[i]!)) go(n - 1 - i, changed, dist, true);
    for (let j = i + 1; j < n; j++) {
      if (used[j]) continue;
      const a = present[i]!;
      const b = present[j]!;
      if (!mayMeet(c, a, b)) continue;
      used[j] = true;
      go(bye, changed + (kept.has(pairKey(a, b)) ? 0 : 1), dist + (j - i - 1) ** 2, byeUsed);
      used[j] = false;
    }
    used[i] = false;
  };
  go(0, 0, 0, false);
  return best;
}

describe('making a proposal again keeps every board it can (small clubs, against exhaustive search)', () => {
  test.each(['global', 'topDown'] as const)(
    'no change in who is present (pairingMethod = %s): exactly the same pairing, colours and bye included',
    (method) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 2, max: 14 }), (seed, size) => {
          const random = randomCase(seed, size);
          const c = { ...random, rules: { ...random.rules, pairingMethod: method } };
          const first = pairRound(inputOf(c, c.field));
          if (!first.ok || first.relaxation.length > 0) return;
          const again = ok(pairRound(inputOf(c, c.field, proposalOf(first))));
          expect(proposalOf(again)).toEqual(proposalOf(first));
          expect(again.cost.changed).toBe(0);
          expect(again.boards.every((b) => b.kept === true)).toBe(true);
        }),
        { numRuns: 100 },
      );
    },
  );

  test.each(['global', 'topDown'] as const)(
    'one late arrival while another player has the bye (pairingMethod = %s): the two are paired and every other board is kept',
    (method) => {
      let seen = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 4, max: 14 }), (seed, size) => {
          const random = randomCase(seed, size);
          const c = { ...random, rules: { ...random.rules, pairingMethod: method } };
          const late = c.field[seed % c.field.length]!;
          const before = c.field.filter((p) => p !== late);
          const first = pairRound(inputOf(c, before));
          if (!first.ok || first.relaxation.length > 0 || !first.bye) return;
          const bye = first.bye.player;
          if (!mayMeet(c, late, bye)) return; // they may not meet: then the fewest boards change (the next test)
          seen++;
          const again = ok(pairRound(inputOf(c, c.field, proposalOf(first))));
          expect(again.bye).toBeUndefined();
          expect(again.cost.changed).toBe(1);
          const changed = again.boards.filter((b) => b.kept === false);
          expect(changed.map((b) => [b.white, b.black].sort())).toEqual([[late, bye].sort()]);
          // The boards kept keep their colours and their numbers too; the new board is the last.
          again.boards.forEach((b, i) => {
            if (b.kept) expect(first.boards[i]).toMatchObject({ white: b.white, black: b.black });
          });
          expect(again.boards.at(-1)!.kept).toBe(false);
          expect(violations(c, again)).toEqual([]);
        }),
        { numRuns: 200 },
      );
      expect(seen).toBeGreaterThan(20);
    },
  );

  test('one departure or one arrival: the fewest boards changed after the bye rule, then the least Σd² (as exhaustive search)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 3, max: 12 }),
        fc.boolean(),
        (seed, size, departs) => {
          const c = randomCase(seed, size);
          const who = c.field[seed % c.field.length]!;
          const without = c.field.filter((p) => p !== who);
          const [then, now] = departs ? [c.field, without] : [without, c.field];
          const first = pairRound(inputOf(c, then));
          if (!first.ok || first.relaxation.length > 0) return;
          const kept = proposalOf(first);
          const again = pairRound(inputOf(c, now, kept));
          const best = bruteForce(c, now, kept);
          if (best === undefined) {
            expect(again.ok && again.relaxation.length === 0).toBe(false);
            return;
          }
          const r = ok(again);
          expect(r.relaxation).toEqual([]);
          expect([r.cost.bye, r.cost.changed, r.cost.distance]).toEqual(best);
          expect(changedBoards(kept, r)).toBe(r.cost.changed);
          expect(r.boards.filter((b) => b.kept === false).length).toBe(r.cost.changed);
          // A kept board keeps its number while there are that many boards.
          const was = new Map(kept.boards.map((b, i) => [pairKey(b.white, b.black), i] as const));
          r.boards.forEach((b, i) => {
            const before = was.get(pairKey(b.white, b.black));
            if (b.kept && before! < r.boards.length) expect(i).toBe(before);
          });
          expect(violations(c, r)).toEqual([]);
        },
      ),
      { numRuns: 250 },
    );
  });
});

describe('who came and who went since a proposal', () => {
  test('present but not in the proposal came; in it but not present went', () => {
    const proposal: KeptPairing = {
      boards: [
        { white: 0, black: 1 },
        { white: 2, black: 3 },
      ],
      bye: 4,
    };
    expect(seated(proposal)).toEqual([0, 1, 2, 3, 4]);
    expect(presenceChange(new Set([0, 1, 2, 3, 4]), seated(proposal))).toEqual({ came: [], went: [] });
    expect(presenceChange(new Set([0, 1, 2, 3, 4, 5]), seated(proposal))).toEqual({ came: [5], went: [] });
    expect(presenceChange(new Set([0, 2, 3, 4, 6]), seated(proposal))).toEqual({ came: [6], went: [1] });
  });
});

/**
 * A real club, round by round: for each round, one player arrives late (he is missing from the first proposal),
 * then, another time, one leaves after the proposal. The remade proposal keeps every other board (the late arrival
 * with the bye player when the field was odd and they may meet), changes no more boards than a fresh pairing would,
 * and breaks no rule the engine does not name.
 */
function realClub(comp: KeizerCompetition, rounds: readonly number[]): { kept: number; moved: number; fresh: number } {
  const totals = { kept: 0, moved: 0, fresh: 0 };
  for (const round of rounds) {
    const full = pairingInput(comp, round, [], `real-${round}`);
    const rng = seededRng(`real-${round}`);
    const who = full.present[rng.int(full.present.length)]!;
    const without = full.present.filter((p) => p !== who);
    for (const [then, now] of [
      [without, full.present],
      [full.present, without],
      [full.present, full.present],
    ] as const) {
      const first = pairRound({ ...full, present: then });
      if (!first.ok) continue;
      const kept = proposalOf(first);
      const again = ok(pairRound({ ...full, present: now, keep: kept }));
      const fresh = ok(pairRound({ ...full, present: now }));
      if (then === now) expect(proposalOf(again)).toEqual(kept);
      if (now.length > then.length && first.bye && again.cost.relaxed === 0) {
        // The late arrival with the player who had the bye, when the rules let them meet: one board changed.
        const bye = first.bye.player;
        const together = again.boards.some(
          (b) => (b.white === who && b.black === bye) || (b.white === bye && b.black === who),
        );
        expect(again.cost.changed === 1).toBe(together);
      }
      expect(changedBoards(kept, again)).toBe(again.cost.changed);
      expect(again.cost.changed).toBeLessThanOrEqual(changedBoards(kept, fresh));
      // The players of a kept board stay at their board while there are that many.
      again.boards.forEach((b, i) => {
        const before = kept.boards.findIndex((k) => pairKey(k.white, k.black) === pairKey(b.white, b.black));
        if (b.kept && before < again.boards.length) expect(i).toBe(before);
      });
      expect(again.cost.relaxed).toBeLessThanOrEqual(fresh.cost.relaxed);
      totals.kept += again.boards.length - again.cost.changed;
      totals.moved += again.cost.changed;
      totals.fresh += changedBoards(kept, fresh);
      const found = checkPairing(
        {
          round,
          players: comp.players,
          games: comp.games,
          absences: absencesFor(comp, round, now),
          rules: comp.settings,
          neverPairs: [],
        },
        {
          games: again.boards.map((b) => ({ white: b.white, black: b.black })),
          byes: again.bye ? [{ player: again.bye.player, penalty: again.bye.penalty }] : [],
        },
      );
      expect(found.map((v) => hitKey(v.rule, v.players)).sort()).toEqual(relaxedKeys(again));
    }
  }
  return totals;
}

/** The round's absences with everyone not in `present` marked absent (a departure after the proposal). */
function absencesFor(comp: KeizerCompetition, round: number, present: readonly PlayerId[]): KeizerAbsence[] {
  const here = new Set(present);
  const marked = new Set(
    comp.absences
      .filter((a) => a.round === round && a.reason !== 'bye' && a.reason !== 'penaltyBye')
      .map((a) => a.player),
  );
  return [
    ...comp.absences,
    ...comp.players
      .filter((p) => p.active && (p.fromRound ?? 1) <= round && !here.has(p.id) && !marked.has(p.id))
      .map((p): KeizerAbsence => ({ round, player: p.id, reason: 'excused' })),
  ];
}

describe('at real size', () => {
  test('the shipped 34-player season: a late arrival or a departure in rounds 2–28 moves a board or two, not the round', () => {
    const wb = openCsvFolder(join(__dirname, '..', '..', '..', '..', 'examples', 'zwarte-dame'));
    const comp = open(wb, 'keizer').competition;
    const totals = realClub(
      comp,
      Array.from({ length: 27 }, (_, i) => i + 2),
    );
    // A fresh pairing moves most boards; keeping them moves a few per change.
    expect(totals.moved).toBeLessThan(totals.fresh / 3);
    expect(totals.moved).toBeLessThanOrEqual(27 * 2 * 3);
  });

  test('a simulated club of 70 members: likewise in rounds 5, 12 and 20', () => {
    const season = simulateKeizerSeason({ players: 70, rounds: 24, attendance: 0.8, seed: 'keep70' });
    const totals = realClub(season.competition, [5, 12, 20]);
    expect(totals.moved).toBeLessThan(totals.fresh / 3);
  });
});
