/**
 * The independent rule checker: does a pairing for round R (the engine's, or
 * the leader's edited one) keep every rule? Written apart from the engine on
 * purpose: it shares only the types and the settings, and recomputes the past
 * from the raw games and absences in its own way (by walking the rounds), so a
 * mistake in the engine's history or edges does not hide itself.
 *
 * It checks the rules as set, without relaxation: a pairing made under a
 * relaxation shows exactly the relaxed rules as violations, for the leader to
 * confirm.
 */
import type { Place } from '../../problems';
import { matchKey, compareNames } from '../../text';
import type { KeizerAbsence, KeizerGame, KeizerPlayer, PlayerId } from '../types';
import type { PairingRules, RuleCode } from './types';

type ViolationCode =
  | RuleCode
  /** The player is paired twice (or paired and given a bye). */
  | 'twice'
  /** The player is marked absent for the round but paired. */
  | 'absent'
  /** The player is present but neither paired nor given a bye. */
  | 'missing'
  /** The player is not active. */
  | 'inactive'
  /** The number of byes does not fit the number present (one when odd, none when even). */
  | 'byeCount'
  /** A penalty bye for a player who owes none. */
  | 'penaltyNotOwed'
  /** A player against himself. */
  | 'self';

export interface Violation {
  readonly rule: ViolationCode;
  /** The players concerned: for colour, other-opponent and bye rules the one player; for pair rules both. */
  readonly players: readonly PlayerId[];
  readonly value?: number;
  readonly limit?: number;
  readonly colour?: 'W' | 'B';
  readonly place?: Place;
}

export interface ProposedPairing {
  readonly games: readonly { readonly white: PlayerId; readonly black: PlayerId; readonly place?: Place }[];
  readonly byes: readonly { readonly player: PlayerId; readonly penalty: boolean; readonly place?: Place }[];
}

export interface CheckInput {
  readonly round: number;
  readonly players: readonly KeizerPlayer[];
  /** All games of the competition; only rounds before `round` are history. */
  readonly games: readonly KeizerGame[];
  /** All absences; those of `round` say who is absent. */
  readonly absences: readonly KeizerAbsence[];
  readonly rules: PairingRules;
  readonly neverPairs: readonly (readonly [PlayerId, PlayerId])[];
}

/** Who has an absence row in the round (a bye row is not an absence). */
function absentIn(input: Pick<CheckInput, 'round' | 'absences'>): Set<PlayerId> {
  const away = new Set<PlayerId>();
  for (const a of input.absences)
    if (a.round === input.round && a.reason !== 'bye' && a.reason !== 'penaltyBye') away.add(a.player);
  return away;
}

/** Who is present in the round: active players not absent, late entrants from their first round on. */
function presentIn(input: Pick<CheckInput, 'round' | 'players'>, away: ReadonlySet<PlayerId>): Set<PlayerId> {
  const out = new Set<PlayerId>();
  for (const p of input.players) if (p.active && (p.fromRound ?? 1) <= input.round && !away.has(p.id)) out.add(p.id);
  return out;
}

export function checkPairing(input: CheckInput, pairing: ProposedPairing): Violation[] {
  const { round, rules } = input;
  const out: Violation[] = [];
  const absentNow = absentIn(input);
  const present = presentIn(input, absentNow);

  // colours[p]: round → 'W' | 'B' for games over the board before `round`.
  const colours: Map<number, 'W' | 'B'>[] = input.players.map(() => new Map());
  const opponentIn: Map<number, PlayerId>[] = input.players.map(() => new Map());
  for (const g of input.games) {
    if (g.round >= round) continue;
    if (g.result === '+-' || g.result === '-+' || g.result === '--') continue;
    colours[g.white]!.set(g.round, 'W');
    colours[g.black]!.set(g.round, 'B');
    opponentIn[g.white]!.set(g.round, g.black);
    opponentIn[g.black]!.set(g.round, g.white);
  }
  const byesHad = input.players.map(() => 0);
  const penaltiesGiven = input.players.map(() => 0);
  for (const a of input.absences) {
    if (a.round >= round) continue;
    if (a.reason === 'bye') byesHad[a.player]!++;
    if (a.reason === 'penaltyBye') penaltiesGiven[a.player]!++;
  }

  const balance = (p: PlayerId): number => {
    let d = 0;
    for (const c of colours[p]!.values()) d += c === 'W' ? 1 : -1;
    return d;
  };
  /** Length of the run of `colour` that a game with `colour` in `round` would make. */
  const runWith = (p: PlayerId, colour: 'W' | 'B'): number => {
    let run = 1;
    for (let r = round - 1; r >= 1; r--) {
      const c = colours[p]!.get(r);
      if (c === undefined) {
        if (rules.colourRunBrokenByAbsence) break;
        continue;
      }
      if (c !== colour) break;
      run++;
    }
    return run;
  };
  const colourLimitBreaks = (p: PlayerId, colour: 'W' | 'B'): Violation[] => {
    const v: Violation[] = [];
    const before = balance(p);
    const after = before + (colour === 'W' ? 1 : -1);
    if (Math.abs(after) > rules.maxColourDiff && Math.abs(after) > Math.abs(before)) {
      v.push({ rule: 'colourDiff', players: [p], value: Math.abs(after), limit: rules.maxColourDiff, colour });
    }
    const run = runWith(p, colour);
    if (run > rules.maxColourRun)
      v.push({ rule: 'colourRun', players: [p], value: run, limit: rules.maxColourRun, colour });
    return v;
  };

  // Categories: position in the club's order, then the rest alphabetically.
  const catPos = new Map<string, number>();
  if (rules.categories !== 'off') {
    const order = rules.categoryOrder
      .split(/[,;]/)
      .map(matchKey)
      .filter((k) => k.length > 0);
    for (const k of order) if (!catPos.has(k)) catPos.set(k, catPos.size);
    const rest = input.players
      .map((p) => (p.category ? matchKey(p.category) : ''))
      .filter((k) => k.length > 0 && !catPos.has(k))
      .sort(compareNames);
    for (const k of rest) if (!catPos.has(k)) catPos.set(k, catPos.size);
  }
  const neverKey = (x: PlayerId, y: PlayerId) => (x < y ? `${x}/${y}` : `${y}/${x}`);
  const never = new Set(input.neverPairs.map(([x, y]) => neverKey(x, y)));

  const seen = new Map<PlayerId, number>();
  const claim = (p: PlayerId, place?: Place) => {
    seen.set(p, (seen.get(p) ?? 0) + 1);
    if (seen.get(p) === 2) out.push({ rule: 'twice', players: [p], ...(place ? { place } : {}) });
    if (!input.players[p]!.active) out.push({ rule: 'inactive', players: [p], ...(place ? { place } : {}) });
    else if (absentNow.has(p)) out.push({ rule: 'absent', players: [p], ...(place ? { place } : {}) });
  };

  for (const g of pairing.games) {
    const at = g.place ? { place: g.place } : {};
    const w = g.white;
    const b = g.black;
    if (w === b) {
      out.push({ rule: 'self', players: [w], ...at });
      claim(w, g.place);
      continue;
    }
    claim(w, g.place);
    claim(b, g.place);
    if (never.has(neverKey(w, b))) out.push({ rule: 'neverPair', players: [w, b], ...at });
    if (rules.categories !== 'off') {
      const cw = input.players[w]!.category;
      const cb = input.players[b]!.category;
      if (cw && cb) {
        const dist = Math.abs(catPos.get(matchKey(cw))! - catPos.get(matchKey(cb))!);
        const allowed = rules.categories === 'same' ? 0 : 1;
        if (dist > allowed) out.push({ rule: 'category', players: [w, b], value: dist, limit: allowed, ...at });
      }
    }
    // Meetings: the rounds in which w played b.
    const met: number[] = [];
    for (const [r, opp] of opponentIn[w]!) if (opp === b) met.push(r);
    met.sort((x, y) => x - y);
    if (met.length > 0) {
      if (met.length + 1 > rules.maxMeetings)
        out.push({ rule: 'meetings', players: [w, b], value: met.length + 1, limit: rules.maxMeetings, ...at });
      const lastRound = met[met.length - 1]!;
      for (const [p, q] of [
        [w, b],
        [b, w],
      ] as const) {
        const since: PlayerId[] = [];
        for (const [r, opp] of opponentIn[p]!) if (r > lastRound && opp !== q) since.push(opp);
        const count = rules.otherOpponentsCount === 'games' ? since.length : new Set(since).size;
        if (count < rules.minOtherOpponents)
          out.push({ rule: 'otherOpponents', players: [p], value: count, limit: rules.minOtherOpponents, ...at });
      }
    }
    const limitsAsPaired = [...colourLimitBreaks(w, 'W'), ...colourLimitBreaks(b, 'B')];
    for (const v of limitsAsPaired) out.push({ ...v, ...at });
    if (met.length > 0 && rules.reverseColoursOnRematch) {
      const lastRound = met[met.length - 1]!;
      const wasWhite = colours[w]!.get(lastRound) === 'W';
      if (wasWhite) {
        // Not reversed: allowed only when reversing breaks a limit and the club lets the limits win.
        const reversedBreaks = colourLimitBreaks(w, 'B').length + colourLimitBreaks(b, 'W').length > 0;
        if (!(rules.colourConflict === 'limits' && reversedBreaks))
          out.push({ rule: 'reverse', players: [w, b], value: 1, limit: 0, ...at });
      }
    }
  }

  for (const bye of pairing.byes) {
    const p = bye.player;
    const at = bye.place ? { place: bye.place } : {};
    claim(p, bye.place);
    const owed = (input.players[p]!.penaltyByes ?? 0) - penaltiesGiven[p]!;
    if (bye.penalty) {
      if (owed <= 0) out.push({ rule: 'penaltyNotOwed', players: [p], ...at });
    } else if (byesHad[p]! + 1 > rules.maxByes) {
      out.push({ rule: 'byes', players: [p], value: byesHad[p]! + 1, limit: rules.maxByes, ...at });
    }
  }
  const expectedByes = present.size % 2;
  if (pairing.byes.length !== expectedByes)
    out.push({
      rule: 'byeCount',
      players: pairing.byes.map((b) => b.player),
      value: pairing.byes.length,
      limit: expectedByes,
    });

  const missing = [...present].filter((p) => !seen.has(p)).sort((x, y) => x - y);
  for (const p of missing) out.push({ rule: 'missing', players: [p] });
  return out;
}
