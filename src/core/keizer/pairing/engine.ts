/**
 * The Keizer pairing engine: one maximum-cardinality, maximum-weight matching
 * per round on the present players (plus a bye vertex when their number is
 * odd). Hard rules remove edges; the soft criteria are packed into the weights,
 * highest first:
 *
 *   L1 relaxed  steps beyond the rules as set (only under a relaxation)
 *   L2 bye      the bye's place in the bye preference (0 = lowest-ranked eligible;
 *               owed penalty byes first; byeChoice = fewest: fewest byes first)
 *   L3 kept     1 for a board that is not a board of the proposal being made again
 *               (only with `keep`: a late arrival or a departure after the pairing)
 *   L4 distance d², d = present players ranked between the two opponents
 *   L5 colour   colour comfort of the best allowed orientation (0..6)
 *
 * Whenever a complete pairing within the rules exists, the matching finds one
 * (cardinality comes first); otherwise the engine explains why and walks the
 * club's relaxation ladder, one step at a time, until a complete pairing exists.
 */
import {
  EdgeArrays,
  Level,
  cardinality,
  lexPacker,
  maxWeightMatching,
  packedBound,
  tutteBergeWitness,
} from '../../matching';
import { seededRng } from '../../rng';
import type { PlayerId } from '../types';
import {
  ByeEval,
  Orientation,
  PairEval,
  RoundGraph,
  allTolerated,
  bestOrientation,
  blockingHits,
  buildRoundGraph,
  excessOf,
  pairAllowed,
} from './edges';
import { RELAXABLE_RULES, RelaxableRule } from './settings';
import {
  Board,
  Bye,
  Infeasibility,
  KeptPairing,
  NO_RELAX,
  PairingFailure,
  PairingInput,
  PairingResult,
  PairingSuccess,
  Relax,
  RuleHit,
  WhyItem,
} from './types';

/** The boards of the proposal kept, by pair (`lower id:higher id`), with the white player of each. */
function keptBoards(input: PairingInput): Map<string, PlayerId> {
  const out = new Map<string, PlayerId>();
  for (const b of input.keep?.boards ?? []) out.set(pairKey(b.white, b.black), b.white);
  return out;
}

const pairKey = (x: PlayerId, y: PlayerId): string => (x < y ? `${x}:${y}` : `${y}:${x}`);

/**
 * The boards of a proposal made again, numbered: a board kept keeps its number (the players may already sit at
 * it), the other boards take the numbers left free in ranking order, a kept board whose number is gone (fewer
 * boards now) among them. `boards` come in ranking order.
 */
function keepNumbers(boards: readonly Board[], keep: KeptPairing): Board[] {
  const was = new Map(keep.boards.map((b, i) => [pairKey(b.white, b.black), i] as const));
  const out = new Array<Board | undefined>(boards.length).fill(undefined);
  const rest: Board[] = [];
  for (const b of boards) {
    const i = b.kept ? was.get(pairKey(b.white, b.black)) : undefined;
    if (i !== undefined && i < out.length && out[i] === undefined) out[i] = b;
    else rest.push(b);
  }
  for (let i = 0; i < out.length; i++) if (out[i] === undefined) out[i] = rest.shift();
  return out as Board[];
}

/**
 * The orientation a board gets: a board kept from the proposal keeps its colours where the rules allow (no more
 * relaxation steps than the best orientation needs: the leader announced them); any other board its best one.
 */
function boardOrientation(
  e: PairEval,
  relax: Relax,
  keptWhite: PlayerId | undefined,
): { o: Orientation; tie: boolean; keptColours: boolean } | undefined {
  const best = bestOrientation(e, relax);
  if (!best) return undefined;
  const o = keptWhite === undefined ? undefined : e.orientations[e.orientations[0].white === keptWhite ? 0 : 1];
  return o && allTolerated(o.hits, relax) && excessOf(o.hits) <= excessOf(best.o.hits)
    ? { o, tie: best.tie, keptColours: true }
    : { o: best.o, tie: best.tie, keptColours: false };
}

/** The relaxation after the first `steps` rungs of the ladder. */
function relaxAfter(ladder: readonly RelaxableRule[], steps: number): Relax {
  const r: Record<RelaxableRule, number> = { ...NO_RELAX };
  for (let i = 0; i < steps; i++) r[ladder[i]!]++;
  return r;
}

interface Solved {
  readonly mate: number[];
  readonly complete: boolean;
  readonly distanceCap: number;
  /** The level values of a candidate edge a–b (a < b; b = n for the bye vertex). */
  readonly levels: RoundMatchingGraph['levels'];
}

/** The bye preference: position in this list is the L2 value. */
function byePreference(g: RoundGraph, input: PairingInput): number[] {
  const byesOf = (pos: number) => input.history.players[input.present[pos]!]!.byes;
  return g.byes
    .map((b) => b.position)
    .sort((x, y) => {
      const px = g.byes[x]!.penalty ? 0 : 1;
      const py = g.byes[y]!.penalty ? 0 : 1;
      if (px !== py) return px - py;
      if (input.rules.byeChoice === 'fewest' && !g.byes[x]!.penalty) {
        const d = byesOf(x) - byesOf(y);
        if (d !== 0) return d;
      }
      return y - x; // lowest-ranked first
    });
}

/** The graph the matching core solves for a round under `relax`: its vertices, packed edges and each edge's level values. */
export interface RoundMatchingGraph {
  readonly vertexCount: number;
  /** Edge k joins `edges.u[k]` and `edges.v[k]` (u < v; v = n for the bye vertex) with the packed weight `edges.w[k]`. */
  readonly edges: EdgeArrays;
  readonly distanceCap: number;
  /** The level values (relaxed, bye, changed, distance², colour) of the edge a–b (a < b), or undefined when it is no edge. */
  levels(a: number, b: number): readonly number[] | undefined;
}

const LEVELS = 5;
/** The index of each level in an edge's level values. */
const RELAXED = 0;
const BYE = 1;
const CHANGED = 2;
const DISTANCE = 3;
const COLOUR = 4;

/**
 * The candidate edges under `relax` with their packed weights; `exclude`: players already fixed (and no bye vertex).
 * Typed arrays throughout: a 1,000-player round has half a million candidate edges.
 */
export function roundMatchingGraph(
  g: RoundGraph,
  input: PairingInput,
  relax: Relax,
  exclude?: Set<number>,
): RoundMatchingGraph {
  const n = g.n;
  const odd = n % 2 === 1;
  const byeVertex = n;
  const vertexCount = odd ? n + 1 : n;
  const pref = byePreference(g, input);
  const byeRank = new Array<number>(n);
  pref.forEach((pos, i) => (byeRank[pos] = i));

  const kept = keptBoards(input);
  const keeping = input.keep !== undefined;
  // Candidate edges with their level values (before packing): level i of candidate k at levels[k·LEVELS + i].
  const most = (n * (n - 1)) / 2 + n;
  const cu = new Int32Array(most);
  const cv = new Int32Array(most);
  const lv = new Int32Array(most * LEVELS);
  let m = 0;
  const add = (u: number, v: number, relaxed: number, bye: number, changed: number, d: number, colour: number) => {
    cu[m] = u;
    cv[m] = v;
    lv[m * LEVELS + RELAXED] = relaxed;
    lv[m * LEVELS + BYE] = bye;
    lv[m * LEVELS + CHANGED] = changed;
    lv[m * LEVELS + DISTANCE] = d;
    lv[m * LEVELS + COLOUR] = colour;
    m++;
  };
  let maxRelaxed = 0;
  let maxD = 0;
  for (let a = 0; a < n; a++) {
    if (exclude?.has(a)) continue;
    for (let b = a + 1; b < n; b++) {
      if (exclude?.has(b)) continue;
      const e = g.pair(a, b);
      if (!allTolerated(e.pairHits, relax)) continue;
      const keptWhite = keeping ? kept.get(pairKey(input.present[a]!, input.present[b]!)) : undefined;
      const best = boardOrientation(e, relax, keptWhite);
      if (!best) continue;
      const relaxed = excessOf(e.pairHits) + excessOf(best.o.hits);
      const d = b - a - 1;
      if (relaxed > maxRelaxed) maxRelaxed = relaxed;
      if (d > maxD) maxD = d;
      add(a, b, relaxed, 0, keeping && keptWhite === undefined ? 1 : 0, d, best.o.comfort);
    }
    if (odd && !exclude) {
      const be: ByeEval = g.byes[a]!;
      if (allTolerated(be.hits, relax)) {
        const relaxed = excessOf(be.hits);
        if (relaxed > maxRelaxed) maxRelaxed = relaxed;
        add(a, byeVertex, relaxed, byeRank[a]!, 0, 0, 0);
      }
    }
  }
  const maxPairs = Math.floor(vertexCount / 2);
  // Cap the distance only when the packed weights would pass 2^50 (fields far above 150).
  let cap = maxD;
  // Boards kept come after the rules (the relaxation and the bye, Zwarte Dame regulations A.10) and before the rank
  // distance: the leader has announced the proposal, so a late arrival or a departure should move as few boards as
  // the rules allow, even when another pairing would bring the players closer in the ranking.
  const levelsFor = (c: number): Level[] => [
    { name: 'relaxed', max: maxRelaxed },
    { name: 'bye', max: Math.max(0, n - 1), count: 1 },
    { name: 'changed', max: keeping ? 1 : 0 },
    { name: 'distance', max: c * c },
    { name: 'colour', max: 6 },
  ];
  while (cap > 1 && !Number.isFinite(packedBound(levelsFor(cap), maxPairs))) cap = Math.floor(cap * 0.9);
  const packer = lexPacker(levelsFor(cap), maxPairs);
  const w = new Float64Array(m);
  const row = new Array<number>(LEVELS).fill(0);
  const index = new Int32Array(vertexCount * vertexCount).fill(-1);
  for (let k = 0; k < m; k++) {
    const d = Math.min(lv[k * LEVELS + DISTANCE]!, cap);
    lv[k * LEVELS + DISTANCE] = d * d;
    for (let i = 0; i < LEVELS; i++) row[i] = lv[k * LEVELS + i]!;
    w[k] = packer.weight(row);
    index[cu[k]! * vertexCount + cv[k]!] = k;
  }
  return {
    vertexCount,
    edges: { u: cu.subarray(0, m), v: cv.subarray(0, m), w },
    distanceCap: cap,
    levels(a, b) {
      const k = index[a * vertexCount + b]!;
      return k < 0 ? undefined : Array.from(lv.subarray(k * LEVELS, k * LEVELS + LEVELS));
    },
  };
}

/** The best matching under `relax`; `exclude`: players already fixed (and no bye vertex). */
function solve(
  g: RoundGraph,
  input: PairingInput,
  relax: Relax,
  exclude?: Set<number>,
  graph = roundMatchingGraph(g, input, relax, exclude),
): Solved {
  const { vertexCount, edges, distanceCap, levels } = graph;
  const mate = maxWeightMatching(vertexCount, edges, { maxCardinality: true });
  let complete = true;
  for (let v = 0; v < g.n; v++) if (!exclude?.has(v) && mate[v] === -1) complete = false;
  return { mate, complete, distanceCap, levels };
}

/** Whether every present player can be paired (or get the bye) in the round's matching graph. */
function completePairingExists({ vertexCount, edges }: RoundMatchingGraph): boolean {
  const unit = { u: edges.u, v: edges.v, w: new Float64Array(edges.w.length).fill(1) };
  return cardinality(maxWeightMatching(vertexCount, unit, { maxCardinality: true })) * 2 === vertexCount;
}

/** Why the graph under `relax` has no complete pairing, in terms of players and rules. */
function explain(g: RoundGraph, input: PairingInput, relax: Relax = NO_RELAX): Infeasibility {
  const n = g.n;
  const odd = n % 2 === 1;
  const allowed: [number, number][] = [];
  const degree = new Array<number>(n).fill(0);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      if (pairAllowed(g.pair(a, b), relax)) {
        allowed.push([a, b]);
        degree[a]!++;
        degree[b]!++;
      }
  const byeOk = g.byes.map((b) => odd && allTolerated(b.hits, relax));
  if (odd) for (let a = 0; a < n; a++) if (byeOk[a]) (allowed.push([a, n]), degree[a]!++);
  const id = (pos: number) => input.present[pos]!;
  const isolated = [];
  for (let a = 0; a < n; a++) {
    if (degree[a]! > 0) continue;
    const candidates = [];
    for (let b = 0; b < n; b++)
      if (b !== a) candidates.push({ player: id(b), hits: blockingHits(g.pair(a, b), relax) });
    isolated.push({ player: id(a), candidates });
  }
  const noBye = odd && !byeOk.some(Boolean) ? g.byes.map((b) => ({ player: id(b.position), hits: b.hits })) : undefined;
  const witness = tutteBergeWitness(odd ? n + 1 : n, allowed);
  const isolatedSet = new Set(isolated.map((x) => x.player));
  const oddSets = witness.oddComponents
    .filter((c) => c.length > 1 || !isolatedSet.has(id(c[0]!)))
    .filter((c) => !(c.length === 1 && c[0] === n))
    .map((c) => ({ players: c.filter((v) => v < n).map(id), barrier: witness.barrier.filter((v) => v < n).map(id) }));
  const unpaired = (odd ? n + 1 : n) - 2 * witness.matchingSize;
  return { isolated, ...(noBye ? { noBye } : {}), oddSets, unpaired };
}

/** The most steps each rule can be relaxed by that still change the round's graph (the largest excess of its hits). */
function mostExcess(g: RoundGraph): Relax {
  const most: Record<RelaxableRule, number> = { ...NO_RELAX };
  const see = (hits: readonly RuleHit[]) => {
    for (const h of hits) if (h.rule !== 'neverPair' && h.excess > most[h.rule]) most[h.rule] = h.excess;
  };
  for (let a = 0; a < g.n; a++) {
    for (let b = a + 1; b < g.n; b++) {
      const e = g.pair(a, b);
      see(e.pairHits);
      see(e.orientations[0].hits);
      see(e.orientations[1].hits);
    }
    see(g.byes[a]!.hits);
  }
  return most;
}

/**
 * The ladder walked in a round: the club's rungs as set, then, while a rule still has something to relax, the
 * club's rules again in the club's order, one step each (a rule with nothing left is skipped), and after them the
 * rules not on the club's list (in the order of RELAXABLE_RULES), likewise. The last rung tolerates every hit but a
 * never-meet pair: so a pairing is found whenever one of the present players exists (never-meet pairs apart).
 * An empty ladder ("geen") stays empty: that club never relaxes.
 */
function relaxationLadder(ladder: readonly RelaxableRule[], g: RoundGraph): RelaxableRule[] {
  if (ladder.length === 0) return [];
  const most = mostExcess(g);
  const steps = [...ladder];
  const at = { ...relaxAfter(ladder, ladder.length) };
  const listed = [...new Set(ladder)];
  for (const rules of [listed, RELAXABLE_RULES.filter((r) => !listed.includes(r))]) {
    for (let more = true; more;) {
      more = false;
      for (const r of rules) {
        if (at[r] >= most[r]) continue;
        at[r]++;
        steps.push(r);
        more = true;
      }
    }
  }
  return steps;
}

/**
 * Pairs the round. `extend: false` walks the club's ladder only as set (the tests use it to show that each rung
 * is needed).
 */
export function pairRound(input: PairingInput, options: { extend?: boolean } = {}): PairingResult {
  const g = buildRoundGraph(input);
  const ladder = options.extend === false ? input.rules.relaxation : relaxationLadder(input.rules.relaxation, g);
  let infeasible: Infeasibility | undefined;
  // No complete pairing even on the last rung: no rung in between has one either (each tolerates less).
  const last = roundMatchingGraph(g, input, relaxAfter(ladder, ladder.length));
  const anyPairing = completePairingExists(last);
  for (let step = 0; step <= ladder.length; step++) {
    if (!anyPairing && step > 0) break;
    const relax = relaxAfter(ladder, step);
    // Whether a complete pairing exists is a plain maximum-cardinality question, far cheaper than the weighted
    // solve (unit weights keep the duals small): the weighted matching runs only on a rung that has one.
    const graph = step === ladder.length ? last : roundMatchingGraph(g, input, relax);
    if (!completePairingExists(graph)) {
      if (step === 0) infeasible = explain(g, input, relax);
      continue;
    }
    let solved = solve(g, input, relax, undefined, graph);
    if (!solved.complete) throw new Error('pairing defect: the weighted matching is smaller than the maximum matching');
    let mate = solved.mate;
    if (input.rules.pairingMethod === 'topDown') mate = topDown(g, input, relax, solved);
    return finish(g, input, relax, ladder.slice(0, step), mate, solved, infeasible);
  }
  const failure: PairingFailure = {
    ok: false,
    round: input.round,
    seed: input.seed,
    present: input.present,
    // With a ladder, what keeps the present players apart even on its last rung (never-meet pairs); without, the rules as set.
    infeasible:
      ladder.length > 0 ? explain(g, input, relaxAfter(ladder, ladder.length)) : (infeasible ?? explain(g, input)),
    relaxation: ladder,
  };
  return failure;
}

/**
 * Strict "number 1 first": the best-ranked unpaired player gets the closest
 * opponent that still leaves a complete pairing with no more relaxation, then
 * the next, and so on. The bye of the global solution stands.
 */
function topDown(g: RoundGraph, input: PairingInput, relax: Relax, global: Solved): number[] {
  const n = g.n;
  let mate = global.mate.slice();
  const fixedPairs: [number, number][] = [];
  const exclude = new Set<number>();
  if (n % 2 === 1) {
    const byePlayer = mate.findIndex((m, v) => v < n && m === n);
    exclude.add(byePlayer);
  }
  const levelOf = (m: number[], level: number) => {
    let s = 0;
    for (let v = 0; v < n; v++) if (m[v]! > v && m[v]! < n) s += global.levels(v, m[v]!)![level]!;
    return s;
  };
  // No more relaxation, and (making a proposal again) no more boards changed, than the global solution.
  const budget = levelOf(mate, RELAXED);
  const changedBudget = levelOf(mate, CHANGED);
  for (let a = 0; a < n; a++) {
    if (exclude.has(a)) continue;
    const current = mate[a]!;
    for (let b = a + 1; b < current; b++) {
      if (exclude.has(b) || !pairAllowed(g.pair(a, b), relax)) continue;
      const trial = solve(g, input, relax, new Set([...exclude, a, b]));
      if (!trial.complete) continue;
      const m = trial.mate.slice();
      m[a] = b;
      m[b] = a;
      for (const v of exclude) m[v] = mate[v]!;
      for (const [x, y] of fixedPairs) ((m[x] = y), (m[y] = x));
      if (n % 2 === 1) {
        const byePlayer = mate.findIndex((mm, v) => v < n && mm === n);
        m[byePlayer] = n;
        m[n] = byePlayer;
      }
      if (levelOf(m, RELAXED) > budget || levelOf(m, CHANGED) > changedBudget) continue;
      mate = m;
      break;
    }
    const partner = mate[a]!;
    fixedPairs.push([a, partner]);
    exclude.add(a);
    exclude.add(partner);
  }
  return mate;
}

function finish(
  g: RoundGraph,
  input: PairingInput,
  relax: Relax,
  steps: readonly RelaxableRule[],
  mate: number[],
  solved: Solved,
  infeasible: Infeasibility | undefined,
): PairingSuccess {
  const n = g.n;
  const id = (pos: number) => input.present[pos]!;
  const rng = seededRng(`${input.seed}|${input.round}`);
  const firstDraw = rng.int(2);
  const byePos = n % 2 === 1 ? mate.findIndex((m, v) => v < n && m === n) : -1;
  // Positions without the bye player, for "plain neighbour".
  const seat = new Array<number>(n);
  let k = 0;
  for (let v = 0; v < n; v++) seat[v] = v === byePos ? -1 : k++;

  const kept = keptBoards(input);
  const keeping = input.keep !== undefined;
  const boards: Board[] = [];
  const sums = new Array<number>(LEVELS).fill(0);
  let boardIndex = 0;
  for (let a = 0; a < n; a++) {
    const b = mate[a]!;
    if (b <= a || b >= n) continue;
    const e: PairEval = g.pair(a, b);
    const keptWhite = keeping ? kept.get(pairKey(id(a), id(b))) : undefined;
    const best = boardOrientation(e, relax, keptWhite)!;
    let o = best.o;
    const why: WhyItem[] = [];
    if (keeping && keptWhite === undefined) why.push({ kind: 'changed' });
    const noGames =
      input.history.players[id(a)]!.games.length === 0 && input.history.players[id(b)]!.games.length === 0;
    if (best.tie) {
      // Drawn as always (the draws of the later boards stay those of the seed); a board kept keeps its colours.
      const topWhite = noGames ? (boardIndex + firstDraw) % 2 === 0 : rng.int(2) === 0;
      if (!best.keptColours) o = e.orientations[topWhite ? 0 : 1];
      why.push({ kind: 'drawn' });
    }
    const other = e.orientations[o === e.orientations[0] ? 1 : 0];
    // Skipped players between a and b.
    if (seat[b]! - seat[a]! > 1) {
      const blocked: { player: PlayerId; hits: RuleHit[] }[] = [];
      let elsewhere = 0;
      for (let c = a + 1; c < b; c++) {
        if (c === byePos) continue;
        const ec = g.pair(a, c);
        if (pairAllowed(ec, relax)) elsewhere++;
        else blocked.push({ player: id(c), hits: blockingHits(ec, relax) });
      }
      why.push({ kind: 'skipped', player: id(a), blocked, elsewhere });
    }
    if (e.met > 0)
      why.push({
        kind: 'rematch',
        meeting: e.met + 1,
        reversed: !o.conflictWaived && input.rules.reverseColoursOnRematch,
      });
    if (o.conflictWaived) why.push({ kind: 'colourConflict' });
    if (!best.tie && !allTolerated(other.hits, relax)) {
      const colourHits = other.hits.filter((h) => h.rule === 'colourRun' || h.rule === 'colourDiff');
      if (colourHits.length > 0) why.push({ kind: 'colourForced', hits: colourHits });
    }
    const relaxed = [...e.pairHits, ...o.hits].filter((h) => h.excess > 0);
    if (relaxed.length > 0) why.push({ kind: 'relaxed', hits: relaxed });
    boards.push({
      white: o.white,
      black: o.black,
      why,
      relaxed,
      ...(keeping ? { kept: keptWhite !== undefined } : {}),
    });
    // Every allowed pair is a candidate edge of the global solve: the mate (global or top-down) only has those.
    const lv = solved.levels(a, b)!;
    for (let i = 0; i < LEVELS; i++) sums[i]! += lv[i]!;
    boardIndex++;
  }
  if (input.keep) boards.splice(0, boards.length, ...keepNumbers(boards, input.keep));
  let bye: Bye | undefined;
  if (byePos >= 0) {
    const be = g.byes[byePos]!;
    const why: WhyItem[] = [];
    const byeKept = input.keep?.bye === id(byePos);
    if (keeping && !byeKept) why.push({ kind: 'changed' });
    const skipped: PlayerId[] = [];
    if (be.penalty) why.push({ kind: 'byePenalty' });
    else {
      for (let v = n - 1; v > byePos; v--) if (!g.byes[v]!.penalty) skipped.push(id(v));
      why.push(skipped.length === 0 ? { kind: 'byeLowest' } : { kind: 'byeSkipped', players: skipped });
    }
    if (be.hits.length > 0) why.push({ kind: 'relaxed', hits: be.hits });
    bye = { player: id(byePos), penalty: be.penalty, why, relaxed: be.hits, ...(keeping ? { kept: byeKept } : {}) };
    const lv = solved.levels(byePos, n)!;
    sums[RELAXED]! += lv[RELAXED]!;
    sums[BYE]! += lv[BYE]!;
  }
  return {
    ok: true,
    round: input.round,
    seed: input.seed,
    present: input.present,
    boards,
    ...(bye ? { bye } : {}),
    relaxation: steps,
    ...(infeasible ? { infeasible } : {}),
    cost: {
      relaxed: sums[RELAXED]!,
      bye: sums[BYE]!,
      changed: sums[CHANGED]!,
      distance: sums[DISTANCE]!,
      colour: sums[COLOUR]!,
    },
    distanceCap: solved.distanceCap,
  };
}
