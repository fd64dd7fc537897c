/**
 * The rules as edges: for every two present players, which rules a game
 * between them would break (per colour orientation), and for every player what
 * a bye would break. Computed once per round; a relaxation only changes which
 * of these hits are tolerated.
 */
import { matchKey, compareNames } from '../../text';
import type { KeizerPlayer, PlayerId } from '../types';
import { Colour, colourRun, meetings, otherOpponentsAfter } from './history';
import type { PairingInput, PairingRules, Relax, RuleHit } from './types';

export interface Orientation {
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly hits: readonly RuleHit[];
  /** 0..6: 2 per player whose |W−B| grows, 1 per player repeating the last colour. */
  readonly comfort: number;
  /** The colours are not reversed on a rematch because reversing breaks a colour limit (colourConflict = limits). */
  readonly conflictWaived: boolean;
}

export interface PairEval {
  /** Positions in the present list (a < b: a is better ranked). */
  readonly a: number;
  readonly b: number;
  /** Rules of the pair itself: meetings, other opponents, category, never-pair. */
  readonly pairHits: readonly RuleHit[];
  /** [a white, b white]. */
  readonly orientations: readonly [Orientation, Orientation];
  /** Meetings so far. */
  readonly met: number;
}

export interface ByeEval {
  readonly position: number;
  readonly penalty: boolean;
  readonly hits: readonly RuleHit[];
}

/** Whether a hit is tolerated under a relaxation. */
function tolerated(hit: RuleHit, relax: Relax): boolean {
  if (hit.rule === 'neverPair') return false;
  return hit.excess <= relax[hit.rule];
}

export function allTolerated(hits: readonly RuleHit[], relax: Relax): boolean {
  for (const h of hits) if (!tolerated(h, relax)) return false;
  return true;
}

export function excessOf(hits: readonly RuleHit[]): number {
  let s = 0;
  for (const h of hits) s += h.excess;
  return s;
}

/** The best orientation allowed under a relaxation: fewest relaxation steps, then colour comfort. Undefined when none is. */
export function bestOrientation(e: PairEval, relax: Relax): { o: Orientation; index: 0 | 1; tie: boolean } | undefined {
  const ok0 = allTolerated(e.orientations[0].hits, relax);
  const ok1 = allTolerated(e.orientations[1].hits, relax);
  if (!ok0 && !ok1) return undefined;
  if (ok0 && !ok1) return { o: e.orientations[0], index: 0, tie: false };
  if (ok1 && !ok0) return { o: e.orientations[1], index: 1, tie: false };
  const k0 = [excessOf(e.orientations[0].hits), e.orientations[0].comfort];
  const k1 = [excessOf(e.orientations[1].hits), e.orientations[1].comfort];
  const d = k0[0]! - k1[0]! || k0[1]! - k1[1]!;
  if (d < 0) return { o: e.orientations[0], index: 0, tie: false };
  if (d > 0) return { o: e.orientations[1], index: 1, tie: false };
  return { o: e.orientations[0], index: 0, tie: true };
}

/**
 * The hits that keep a pair apart under a relaxation: those of the pair itself,
 * or, when only the colours block it (both orientations), those of both orientations.
 */
export function blockingHits(e: PairEval, relax: Relax): RuleHit[] {
  const hits = e.pairHits.filter((h) => !tolerated(h, relax));
  if (hits.length > 0 || bestOrientation(e, relax)) return hits;
  return [...e.orientations[0].hits, ...e.orientations[1].hits].filter((h) => !tolerated(h, relax));
}

/** Whether the pair may meet under a relaxation. */
export function pairAllowed(e: PairEval, relax: Relax): boolean {
  return allTolerated(e.pairHits, relax) && bestOrientation(e, relax) !== undefined;
}

/** Category positions per player id (undefined: no category, or categories off). */
function categoryIndices(players: readonly KeizerPlayer[], rules: PairingRules): (number | undefined)[] {
  if (rules.categories === 'off') return players.map(() => undefined);
  const order: string[] = [];
  const index = new Map<string, number>();
  for (const c of rules.categoryOrder.split(/[,;]/)) {
    const k = matchKey(c);
    if (k && !index.has(k)) index.set(k, order.push(k) - 1);
  }
  const rest = [
    ...new Set(players.map((p) => (p.category ? matchKey(p.category) : '')).filter((k) => k && !index.has(k))),
  ].sort(compareNames);
  for (const k of rest) index.set(k, order.push(k) - 1);
  return players.map((p) => (p.category ? index.get(matchKey(p.category)) : undefined));
}

interface PlayerState {
  readonly diff: number; // whites − blacks
  readonly run: { colour?: Colour; length: number };
  readonly last?: Colour;
}

/** Everything about the round's possible games and byes. */
export interface RoundGraph {
  readonly n: number;
  /** pairs[a][b − a − 1] for a < b. */
  readonly pairs: readonly (readonly PairEval[])[];
  readonly byes: readonly ByeEval[];
  pair(a: number, b: number): PairEval;
}

/** The empty hit list, shared: most pairs break no rule, and a 1,000-player round has half a million pairs. */
const NO_HITS: readonly RuleHit[] = Object.freeze([]);
const shared = (hits: readonly RuleHit[]): readonly RuleHit[] => (hits.length === 0 ? NO_HITS : hits);

export function buildRoundGraph(input: PairingInput): RoundGraph {
  const { present, history, rules, round } = input;
  const n = present.length;
  const cat = categoryIndices(input.players, rules);
  const never = new Set<string>();
  for (const [x, y] of input.neverPairs) never.add(x < y ? `${x}:${y}` : `${y}:${x}`);

  const states: PlayerState[] = present.map((id) => {
    const ph = history.players[id]!;
    const last = ph.games.length > 0 ? ph.games[ph.games.length - 1]!.colour : undefined;
    return {
      diff: ph.whites - ph.blacks,
      run: colourRun(ph, round, rules.colourRunBrokenByAbsence),
      ...(last ? { last } : {}),
    };
  });

  /** Colour hits and comfort of one player getting `colour`. */
  const colourHits = (pos: number, colour: Colour, hits: RuleHit[]): number => {
    const s = states[pos]!;
    const id = present[pos]!;
    const after = s.diff + (colour === 'W' ? 1 : -1);
    const grows = Math.abs(after) > Math.abs(s.diff);
    if (grows && Math.abs(after) > rules.maxColourDiff) {
      hits.push({
        rule: 'colourDiff',
        player: id,
        colour,
        value: Math.abs(after),
        limit: rules.maxColourDiff,
        excess: Math.abs(after) - rules.maxColourDiff,
      });
    }
    const runAfter = s.run.colour === colour ? s.run.length + 1 : 1;
    if (runAfter > rules.maxColourRun) {
      hits.push({
        rule: 'colourRun',
        player: id,
        colour,
        value: runAfter,
        limit: rules.maxColourRun,
        excess: runAfter - rules.maxColourRun,
      });
    }
    return (grows ? 2 : 0) + (s.last === colour ? 1 : 0);
  };

  const pairs: PairEval[][] = [];
  for (let a = 0; a < n; a++) {
    const row: PairEval[] = [];
    const ida = present[a]!;
    for (let b = a + 1; b < n; b++) {
      const idb = present[b]!;
      const pairHits: RuleHit[] = [];
      if (never.has(ida < idb ? `${ida}:${idb}` : `${idb}:${ida}`))
        pairHits.push({ rule: 'neverPair', value: 1, limit: 0, excess: 1 });
      const ca = cat[ida];
      const cb = cat[idb];
      if (ca !== undefined && cb !== undefined) {
        const allowed = rules.categories === 'same' ? 0 : 1;
        const dist = Math.abs(ca - cb);
        if (dist > allowed) pairHits.push({ rule: 'category', value: dist, limit: allowed, excess: dist - allowed });
      }
      const m = meetings(history, ida, idb);
      const met = m.count;
      let lastWhiteIsA: boolean | undefined;
      if (m.last) {
        if (met + 1 > rules.maxMeetings)
          pairHits.push({
            rule: 'meetings',
            value: met + 1,
            limit: rules.maxMeetings,
            excess: met + 1 - rules.maxMeetings,
          });
        const oa = otherOpponentsAfter(history, ida, m.lastIndex, idb, rules.otherOpponentsCount);
        const ob = otherOpponentsAfter(
          history,
          idb,
          meetings(history, idb, ida).lastIndex,
          ida,
          rules.otherOpponentsCount,
        );
        if (oa < rules.minOtherOpponents)
          pairHits.push({
            rule: 'otherOpponents',
            player: ida,
            value: oa,
            limit: rules.minOtherOpponents,
            excess: rules.minOtherOpponents - oa,
          });
        if (ob < rules.minOtherOpponents)
          pairHits.push({
            rule: 'otherOpponents',
            player: idb,
            value: ob,
            limit: rules.minOtherOpponents,
            excess: rules.minOtherOpponents - ob,
          });
        lastWhiteIsA = m.last.colour === 'W';
      }
      const orient = (aWhite: boolean): { hits: RuleHit[]; comfort: number; limitHits: number } => {
        const hits: RuleHit[] = [];
        let comfort = colourHits(a, aWhite ? 'W' : 'B', hits);
        comfort += colourHits(b, aWhite ? 'B' : 'W', hits);
        return { hits, comfort, limitHits: hits.length };
      };
      const o0 = orient(true);
      const o1 = orient(false);
      let waived0 = false;
      let waived1 = false;
      if (lastWhiteIsA !== undefined && rules.reverseColoursOnRematch) {
        // The reversed orientation: a white now if b was white last time.
        const wrong = lastWhiteIsA ? o0 : o1;
        const right = lastWhiteIsA ? o1 : o0;
        const waive = rules.colourConflict === 'limits' && right.limitHits > 0;
        if (waive) {
          if (lastWhiteIsA) waived0 = true;
          else waived1 = true;
        } else {
          wrong.hits.push({ rule: 'reverse', value: 1, limit: 0, excess: 1 });
        }
      }
      row.push({
        a,
        b,
        pairHits: shared(pairHits),
        met,
        orientations: [
          { white: ida, black: idb, hits: shared(o0.hits), comfort: o0.comfort, conflictWaived: waived0 },
          { white: idb, black: ida, hits: shared(o1.hits), comfort: o1.comfort, conflictWaived: waived1 },
        ],
      });
    }
    pairs.push(row);
  }

  const byes: ByeEval[] = present.map((id, position) => {
    if ((input.penaltyOwed[id] ?? 0) > 0) return { position, penalty: true, hits: [] };
    const had = history.players[id]!.byes;
    const hits: RuleHit[] =
      had + 1 > rules.maxByes
        ? [{ rule: 'byes', player: id, value: had + 1, limit: rules.maxByes, excess: had + 1 - rules.maxByes }]
        : [];
    return { position, penalty: false, hits };
  });

  return {
    n,
    pairs,
    byes,
    pair: (x, y) => (x < y ? pairs[x]![y - x - 1]! : pairs[y]![x - y - 1]!),
  };
}
