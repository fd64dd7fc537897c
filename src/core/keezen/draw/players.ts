/**
 * Partner draws for individual nights (the games-night rules): partners
 * drawn every round, partners opposite, 2 v 2 at each table. Not a matching
 * problem (a table holds two pairs), so: seeded simulated annealing over
 * seatings, planning the rest of the evening at once.
 *
 * State: one seating per planned round, a permutation of the present players
 * over the seats of the round's tables (and its sit-out seats). A move swaps
 * two players within one round. The objective, lexicographic, highest first:
 *
 *   1. sit-out fairness  Σ over the planned rounds of Σ sit-outs² so far: balanced
 *                        after every round (max − min ≤ 1), not only at the end
 *   2. partner repeats   Σ over pairs (times partners − 1)⁺
 *   3. opponent repeats  Σ over pairs (times opponents − 1)⁺
 *   4. role swaps        pairs that were both partners and opponents
 *
 * The annealing runs on a weighted sum of the four; the best seating seen is
 * kept by the lexicographic order. Restarts (each from a fresh, fair start)
 * stop as soon as the best reaches the lower bounds of `repeats.ts` on
 * partners and opponents. Above those bounds, small nights go on to the exact
 * search (`exact.ts`); a plan that reaches the optimum of the whole evening
 * (`proven.ts`, while the same players play every round) is proven. An evening
 * with a seating proven beforehand follows that seating instead, from its
 * first round on, without annealing.
 * Everything random comes from the seed: the same input and seed give the same
 * draw.
 */
import { Rng, seededRng } from '../../rng';
import type { EntrantId } from '../types';
import { exactApplies, exactPlan, rotationSeats } from './exact';
import { freshOptimum, provenNight } from './proven';
import { countRepeats, pairCount, repeatBounds, tallyPairs } from './repeats';
import type { PairTally } from './repeats';
import type {
  PlayerDrawInput,
  PlayerDrawResult,
  PlayerTableNote,
  RepeatCount,
  SeatedRound,
  SeatedTable,
} from './types';

export type { RoundShape } from './types';
import type { RoundShape } from './types';

/**
 * How `players` present players sit: tables of two sides of `perSide`, the
 * rest sitting out (`sitOut`), or with `tables` (2 v 2 only) one table of 5
 * or 3 where everyone plays alone, or a 6-player board with three pairs.
 * Undefined when there are too few players for one table.
 */
export function roundShape(players: number, perSide: number, odd: 'sitOut' | 'tables'): RoundShape | undefined {
  const size = 2 * perSide;
  const k = Math.floor(players / size);
  const r = players % size;
  const regular = (n: number) => Array.from({ length: n }, () => [perSide, perSide]);
  if (odd === 'sitOut' || perSide !== 2 || r === 0) return k === 0 ? undefined : { tables: regular(k), sitOut: r };
  if (r === 3) return { tables: [...regular(k), [1, 1, 1]], sitOut: 0 };
  if (k === 0) return undefined;
  if (r === 1) return { tables: [...regular(k - 1), [1, 1, 1, 1, 1]], sitOut: 0 };
  return { tables: [...regular(k - 1), [2, 2, 2]], sitOut: 0 };
}

// Weights of the annealing energy (the result is chosen lexicographically).
const W_FAIR = 1000;
const W_PARTNER = 40;
const W_OPPONENT = 6;
const W_ROLE = 1;

interface Layout {
  /** Per seat: table index (tables.length for a sit-out seat) and side index (−1 sitting out). */
  readonly table: Int32Array;
  readonly side: Int32Array;
  readonly start: Int32Array;
  readonly size: Int32Array;
  readonly tables: number;
}

function layout(shape: RoundShape, seats: number): Layout {
  const table = new Int32Array(seats);
  const side = new Int32Array(seats);
  const start = new Int32Array(shape.tables.length + 1);
  const size = new Int32Array(shape.tables.length + 1);
  let k = 0;
  shape.tables.forEach((sides, t) => {
    start[t] = k;
    sides.forEach((n, s) => {
      for (let i = 0; i < n; i++, k++) {
        table[k] = t;
        side[k] = s;
      }
    });
    size[t] = k - start[t]!;
  });
  start[shape.tables.length] = k;
  size[shape.tables.length] = shape.sitOut;
  for (; k < seats; k++) {
    table[k] = shape.tables.length;
    side[k] = -1;
  }
  return { table, side, start, size, tables: shape.tables.length };
}

type Vec = [number, number, number, number];
const lexLess = (a: Vec, b: Vec) => {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/** With the search proven, the bounds of the planned evening are its repeats: no seating has fewer. */
function optimalCount(c: RepeatCount, optimal: boolean): RepeatCount {
  return optimal
    ? { ...c, partnerBound: c.partners, opponentBound: c.opponents, optimal: true }
    : { ...c, optimal: false };
}

/** The evening so far among the players present now: partner and opponent counts, and rotations. */
interface EveningSoFar {
  /** This evening's earlier rounds. */
  readonly history: readonly SeatedRound[];
  readonly before: PairTally;
  /** Times partners and opponents so far, players × players (by index in `present`). */
  readonly partners: Int32Array;
  readonly opponents: Int32Array;
  /** Times each player sat out (or, oddPlayers = tables, sat at the odd-sized table) so far. */
  readonly rotation: Int32Array;
}

function eveningSoFar(input: PlayerDrawInput, rotating: number, shape: RoundShape): EveningSoFar {
  const m = input.present.length;
  const history = input.history.filter((r) => r.evening === input.evening);
  const partners = new Int32Array(m * m);
  const opponents = new Int32Array(m * m);
  const oddBefore = new Map<EntrantId, number>();
  for (const r of history)
    for (const t of r.tables)
      if (t.sides.length !== 2 || t.sides.some((side) => side.length !== input.playersPerSide))
        for (const p of t.sides.flat()) oddBefore.set(p, (oddBefore.get(p) ?? 0) + 1);
  const rotation = new Int32Array(m);
  const before = tallyPairs(history);
  for (let i = 0; i < m; i++) {
    const pi = input.present[i]!;
    rotation[i] = rotating === shape.sitOut ? (before.byes.get(pi) ?? 0) : (oddBefore.get(pi) ?? 0);
    for (let j = 0; j < m; j++) {
      if (i === j) continue;
      partners[i * m + j] = pairCount(before.partners, pi, input.present[j]!);
      opponents[i * m + j] = pairCount(before.opponents, pi, input.present[j]!);
    }
  }
  return { history, before, partners, opponents, rotation };
}

/** The planned rounds of a seating (per round, the players by index in the seat order of the layout). */
function seatedRounds(
  input: PlayerDrawInput,
  shape: RoundShape,
  L: Layout,
  R: number,
  seats: Int32Array,
): SeatedRound[] {
  const m = input.present.length;
  return Array.from({ length: R }, (_, t) => {
    const tables: SeatedTable[] = shape.tables.map((sides, tb) => {
      let k = L.start[tb]!;
      return {
        table: tb + 1,
        sides: sides.map((n) => Array.from({ length: n }, () => input.present[seats[t * m + k++]!]!)),
      };
    });
    const sitOut: EntrantId[] = [];
    for (let k = L.start[shape.tables.length]!; k < m; k++) sitOut.push(input.present[seats[t * m + k]!]!);
    return { evening: input.evening, round: input.round + t, tables, byes: sitOut.sort((a, b) => a - b) };
  });
}

interface Annealed {
  readonly seats: Int32Array;
  readonly moves: number;
  readonly restarts: number;
}

/** Swaps the annealing makes per restart: more for more players and rounds, within fixed limits, times `effort`. */
function movesPerRestart(input: PlayerDrawInput, m: number, R: number): number {
  const effort = input.effort ?? 1;
  return Math.round(effort * Math.min(400_000, Math.max(80_000, 300 * m * R)));
}

/** Restarts at most, each from a fresh fair start. */
const MAX_RESTARTS = 5;
/** The temperature of the annealing: from T0 down to T1 over a restart's moves, geometrically. */
const T0 = 8;
const T1 = 0.05;

/**
 * The annealing's state: the seating of the planned rounds (`seat`: per round, the players by index in
 * the seat order of the layout), the partner and opponent counts it makes (the evening so far
 * included), the four terms of the objective, kept up to date move by move, and the best seating seen.
 */
class Annealing {
  private readonly P: Int32Array;
  private readonly O: Int32Array;
  /** Sit-outs of each player through each planned round (history included): cum[t·m + p]. */
  private readonly cum: Int32Array;
  private readonly seat: Int32Array;
  private partners = 0;
  private opponents = 0;
  private roles = 0;
  private fair = 0;
  private best: Vec | undefined;
  /** The best seating seen, by the lexicographic order of the objective. */
  bestSeat: Int32Array;

  constructor(
    private readonly m: number,
    private readonly R: number,
    private readonly L: Layout,
    /** The seats of the rotation (the last of each round). */
    private readonly rotating: number,
    private readonly so: EveningSoFar,
  ) {
    this.P = new Int32Array(m * m);
    this.O = new Int32Array(m * m);
    this.cum = new Int32Array(R * m);
    this.seat = new Int32Array(R * m);
    this.bestSeat = new Int32Array(R * m);
  }

  /** The four terms counted from scratch (after a fresh start). */
  private recount(): void {
    const { m, R, P, O, cum } = this;
    this.partners = this.opponents = this.roles = this.fair = 0;
    for (let i = 0; i < R * m; i++) this.fair += cum[i]! * cum[i]!;
    for (let i = 0; i < m; i++) {
      for (let j = i + 1; j < m; j++) {
        const p = P[i * m + j]!;
        const o = O[i * m + j]!;
        if (p > 1) this.partners += p - 1;
        if (o > 1) this.opponents += o - 1;
        if (p > 0 && o > 0) this.roles++;
      }
    }
  }

  /** a and b partners once more (sign 1) or once less (−1), with the repeats and role swaps that makes. */
  private bumpP(a: number, b: number, sign: number): void {
    const { m, P, O } = this;
    const i = a * m + b;
    const c = P[i]!;
    if (sign > 0) {
      if (c >= 1) this.partners++;
      if (c === 0 && O[i]! > 0) this.roles++;
    } else {
      if (c >= 2) this.partners--;
      if (c === 1 && O[i]! > 0) this.roles--;
    }
    P[i] = c + sign;
    P[b * m + a] = c + sign;
  }

  /** a and b opponents once more (sign 1) or once less (−1), with the repeats and role swaps that makes. */
  private bumpO(a: number, b: number, sign: number): void {
    const { m, P, O } = this;
    const i = a * m + b;
    const c = O[i]!;
    if (sign > 0) {
      if (c >= 1) this.opponents++;
      if (c === 0 && P[i]! > 0) this.roles++;
    } else {
      if (c >= 2) this.opponents--;
      if (c === 1 && P[i]! > 0) this.roles--;
    }
    O[i] = c + sign;
    O[b * m + a] = c + sign;
  }

  /** Adds (sign 1) or removes (−1) the relations of the player at seat k of round t (skipping seat `skip`). */
  private relate(t: number, k: number, sign: number, skip: number): void {
    const { m, R, L, cum, seat } = this;
    const base = t * m;
    const p = seat[base + k]!;
    const tb = L.table[k]!;
    if (k >= m - this.rotating) {
      // A sit-out counts in this round and every later one.
      for (let u = t; u < R; u++) {
        const c = cum[u * m + p]!;
        this.fair += sign > 0 ? 2 * c + 1 : 1 - 2 * c;
        cum[u * m + p] = c + sign;
      }
    }
    if (tb === L.tables) return;
    const s = L.side[k]!;
    const end = L.start[tb]! + L.size[tb]!;
    for (let q = L.start[tb]!; q < end; q++) {
      if (q === k || q === skip) continue;
      if (L.side[q] === s) this.bumpP(p, seat[base + q]!, sign);
      else this.bumpO(p, seat[base + q]!, sign);
    }
  }

  /** The move: the players at seats k1 and k2 of round t change places (and back, the same way). */
  private swap(t: number, k1: number, k2: number): void {
    const { m, seat } = this;
    this.relate(t, k1, -1, -1);
    this.relate(t, k2, -1, k1);
    const base = t * m;
    const x = seat[base + k1]!;
    seat[base + k1] = seat[base + k2]!;
    seat[base + k2] = x;
    this.relate(t, k1, 1, -1);
    this.relate(t, k2, 1, k1);
  }

  /** Whether swapping seats k1 and k2 changes anything: not two sit-outs, not two of one side. */
  private canSwap(k1: number, k2: number): boolean {
    const L = this.L;
    const t1 = L.table[k1]!;
    const t2 = L.table[k2]!;
    if (t1 !== t2) return true;
    return t1 !== L.tables && L.side[k1] !== L.side[k2];
  }

  /** A fresh start: in each round the players with the fewest sit-outs so far sit out (ties drawn), the others are seated at random. */
  start(rng: Rng): void {
    const { m, R, seat, cum, rotating } = this;
    this.P.set(this.so.partners);
    this.O.set(this.so.opponents);
    const counts = Array.from(this.so.rotation);
    for (let t = 0; t < R; t++) {
      const order = rng.shuffle(Array.from({ length: m }, (_, i) => i)).sort((a, b) => counts[a]! - counts[b]!);
      const out = order.slice(0, rotating);
      const playing = rng.shuffle(order.slice(rotating));
      const row = [...playing, ...out];
      for (let k = 0; k < m; k++) seat[t * m + k] = row[k]!;
      for (const p of out) counts[p]!++;
      for (let p = 0; p < m; p++) cum[t * m + p] = counts[p]!;
    }
    this.relateAll();
    this.recount();
  }

  /** Adds each round's relations (pairs at a table once: skip the seats before k in the same table). */
  private relateAll(): void {
    const { m, R, L, seat, P, O } = this;
    for (let t = 0; t < R; t++) {
      for (let k = 0; k < m; k++) {
        const p = seat[t * m + k]!;
        const tb = L.table[k]!;
        if (tb === L.tables) continue;
        for (let q = k + 1; q < L.start[tb]! + L.size[tb]!; q++) {
          const x = seat[t * m + q]!;
          const i = p * m + x;
          if (L.side[q] === L.side[k]) (P[i]!++, P[x * m + p]!++);
          else (O[i]!++, O[x * m + p]!++);
        }
      }
    }
  }

  private energy(): number {
    return W_FAIR * this.fair + W_PARTNER * this.partners + W_OPPONENT * this.opponents + W_ROLE * this.roles;
  }

  private current(): Vec {
    return [this.fair, this.partners, this.opponents, this.roles];
  }

  /**
   * One run of `moves` random swaps from the start, cooling from T0 to T1: a swap that lowers the energy
   * is kept, one that raises it by d with the chance e^(−d/T), else undone. The best seen is kept.
   */
  cool(rng: Rng, moves: number): void {
    const { m, R } = this;
    let e = this.energy();
    const alpha = Math.pow(T1 / T0, 1 / moves);
    let T = T0;
    if (!this.best || lexLess(this.current(), this.best)) {
      this.best = this.current();
      this.bestSeat = this.seat.slice();
    }
    for (let it = 0; it < moves; it++, T *= alpha) {
      const t = rng.int(R);
      const k1 = rng.int(m);
      const k2 = rng.int(m);
      if (k1 === k2 || !this.canSwap(k1, k2)) continue;
      this.swap(t, k1, k2);
      const e2 = this.energy();
      const d = e2 - e;
      if (d <= 0 || rng.next() < Math.exp(-d / T)) {
        e = e2;
        if (d < 0) this.keepIfBest();
      } else this.swap(t, k1, k2);
    }
  }

  /** The seating now, when it beats the best seen. */
  private keepIfBest(): void {
    const c = this.current();
    if (lexLess(c, this.best!)) {
      this.best = c;
      this.bestSeat.set(this.seat);
    }
  }
}

/** Whether a seating of the planned rounds reaches the simple bounds of `repeats.ts` on partners and opponents. */
function atBounds(
  input: PlayerDrawInput,
  shape: RoundShape,
  L: Layout,
  R: number,
  so: EveningSoFar,
  seats: Int32Array,
): boolean {
  const plan = seatedRounds(input, shape, L, R, seats);
  const bounds = repeatBounds([...so.history, ...plan]);
  const planned = countRepeats([...so.history, ...plan]);
  return planned.partners <= bounds.partnerBound && planned.opponents <= bounds.opponentBound;
}

/**
 * The annealing over the seatings of the planned rounds (see the top of this file): restarts from fresh
 * fair starts until the best reaches the simple bounds of `repeats.ts`.
 */
function anneal(input: PlayerDrawInput, shape: RoundShape, L: Layout, R: number, so: EveningSoFar): Annealed {
  const m = input.present.length;
  const annealing = new Annealing(m, R, L, rotationSeats(shape), so);
  const rng = seededRng(`${input.seed}|players|${input.evening}|${input.round}`);
  const moves = movesPerRestart(input, m, R);
  let restarts = 0;
  let done = 0;
  for (; restarts < MAX_RESTARTS; restarts++) {
    annealing.start(rng);
    annealing.cool(rng, moves);
    done += moves;
    // Stop when the best reaches the bounds (the fairness is optimal from the start).
    if (atBounds(input, shape, L, R, so, annealing.bestSeat)) {
      restarts++;
      break;
    }
  }
  return { seats: annealing.bestSeat, moves: done, restarts };
}

/** Players tried, at most, in matching an evening so far to the start of a seating proven beforehand. */
const CONTINUATION_BUDGET = 200_000;

interface Closed {
  readonly seats: Int32Array;
  readonly optimal: boolean;
  readonly nodes: number;
}

/**
 * Whether this evening so far is the start of a fresh evening of the same players: every round seated
 * everyone present now (tables of the shape, the rest sitting out) with the sit-outs even after every
 * round. Then the optimum of the fresh evening of all its rounds bounds the whole evening from below.
 */
function wholeEvening(input: PlayerDrawInput, shape: RoundShape, so: EveningSoFar): boolean {
  if (shape.tables.some((t) => t.length !== 2 || t[0] !== 2 || t[1] !== 2)) return false;
  const present = new Set(input.present);
  const out = new Map<EntrantId, number>();
  for (const r of so.history) {
    const seated = r.tables.flatMap((t) => t.sides.flat());
    const all = [...seated, ...r.byes];
    if (all.length !== present.size || new Set(all).size !== all.length || all.some((p) => !present.has(p)))
      return false;
    if (r.tables.length !== shape.tables.length || r.byes.length !== shape.sitOut) return false;
    if (r.tables.some((t) => t.sides.length !== 2 || t.sides.some((side) => side.length !== 2))) return false;
    for (const p of r.byes) out.set(p, (out.get(p) ?? 0) + 1);
    const counts = input.present.map((p) => out.get(p) ?? 0);
    if (Math.max(...counts) - Math.min(...counts) > 1) return false;
  }
  return true;
}

/**
 * The rest of a seating proven beforehand whose first rounds are this evening so far, up to naming the
 * players: per round of the history, every pair of players must stand as they do in the known seating
 * (partners, opponents, at different tables; sitting out or not). Per round the players in the seat
 * order of the shape (by index in `present`), or undefined when the evening went another way.
 */
function continuation(
  input: PlayerDrawInput,
  so: EveningSoFar,
  known: Int32Array,
  R: number,
  sitOut: number,
): Int32Array | undefined {
  const m = input.present.length;
  const H = so.history.length;
  // Per round, per player: table·2 + side (−1 sitting out), in the known seating and in the history.
  const K = new Int32Array(H * m);
  for (let t = 0; t < H; t++) for (let k = 0; k < m; k++) K[t * m + known[t * m + k]!] = k >= m - sitOut ? -1 : k >> 1;
  const index = new Map(input.present.map((p, i) => [p, i]));
  const histAt = new Int32Array(H * m).fill(-1);
  so.history.forEach((r, t) =>
    r.tables.forEach((tb, j) =>
      tb.sides.forEach((side, si) => side.forEach((p) => (histAt[t * m + index.get(p)!] = 2 * j + si))),
    ),
  );
  // How two players stand in a round: both sitting out, one of them (which), partners, opponents, at different tables.
  const relation = (at: Int32Array, t: number, a: number, b: number) => {
    const x = at[t * m + a]!;
    const y = at[t * m + b]!;
    if (x < 0 || y < 0) return x < 0 ? (y < 0 ? 1 : 2) : y < 0 ? 3 : 4;
    return x === y ? 5 : x >> 1 === y >> 1 ? 6 : 7;
  };
  const map = new Int32Array(m).fill(-1);
  const used = new Uint8Array(m);
  // Bounded (a history that went another way may take long to refute): past the budget, no continuation.
  let steps = 0;
  const go = (x: number): boolean => {
    if (x === m) return true;
    for (let y = 0; y < m; y++) {
      if (used[y] || ++steps > CONTINUATION_BUDGET) continue;
      let fits = true;
      for (let t = 0; t < H && fits; t++) {
        if (K[t * m + x]! < 0 !== histAt[t * m + y]! < 0) fits = false;
        for (let w = 0; w < x && fits; w++) if (relation(K, t, w, x) !== relation(histAt, t, map[w]!, y)) fits = false;
      }
      if (!fits) continue;
      map[x] = y;
      used[y] = 1;
      if (go(x + 1)) return true;
      used[y] = 0;
    }
    return false;
  };
  if (!go(0)) return undefined;
  return known.slice(H * m, (H + R) * m).map((p) => map[p]!);
}

/**
 * The plan from a seating proven beforehand (`proven.ts`) for the whole evening, when there is one and the
 * evening so far is its start (always so before the first or second round: every first round is alike): its
 * players drawn by lot from those present, or named as the evening so far names them. Used before any
 * search, so that every round of such an evening follows one proven seating.
 */
function fromTable(input: PlayerDrawInput, shape: RoundShape, R: number, so: EveningSoFar): Int32Array | undefined {
  const m = input.present.length;
  if (!exactApplies(m, input.playersPerSide, shape) || !wholeEvening(input, shape, so)) return undefined;
  const H = so.history.length;
  const known = provenNight(m, H + R);
  if (!known) return undefined;
  if (H > 0) return continuation(input, so, known.seats, R, shape.sitOut);
  const order = seededRng(`${input.seed}|proven|${input.evening}|${input.round}`).shuffle(
    Array.from({ length: m }, (_, i) => i),
  );
  return known.seats.map((p) => order[p]!);
}

/**
 * Whether the annealed plan is proven the fewest repeats: at the simple bounds; at the optimum of the
 * fresh evening of all the evening's rounds (`proven.ts`), which no continuation of an evening so far
 * can beat; or else (small nights) by the exact search, which may also find a better plan.
 */
function closeGap(
  input: PlayerDrawInput,
  shape: RoundShape,
  L: Layout,
  R: number,
  so: EveningSoFar,
  seats: Int32Array,
): Closed {
  const m = input.present.length;
  const annealed = countRepeats([...so.history, ...seatedRounds(input, shape, L, R, seats)]);
  if (annealed.partners <= annealed.partnerBound && annealed.opponents <= annealed.opponentBound)
    return { seats, optimal: true, nodes: 0 };
  if (!exactApplies(m, input.playersPerSide, shape)) return { seats, optimal: false, nodes: 0 };
  const H = so.history.length;
  const whole = wholeEvening(input, shape, so);
  const optimum = whole ? freshOptimum(m, H + R) : undefined;
  if (optimum && annealed.partners <= optimum.partners && annealed.opponents <= optimum.opponents)
    return { seats, optimal: true, nodes: 0 };
  // The exact search counts only what the planned rounds add to the evening so far.
  const already = countRepeats(so.history);
  const exact = exactPlan({
    players: m,
    shape,
    rounds: R,
    partners: so.partners,
    opponents: so.opponents,
    rotation: so.rotation,
    fresh: H === 0,
    upper: { partners: annealed.partners - already.partners, opponents: annealed.opponents - already.opponents },
    ...(optimum
      ? { floor: { partners: optimum.partners - already.partners, opponents: optimum.opponents - already.opponents } }
      : {}),
    ...(input.exactBudget !== undefined ? { budget: input.exactBudget } : {}),
  });
  return { seats: exact.seats ?? seats, optimal: exact.proven, nodes: exact.nodes };
}

/** Per table of the drawn round: the pairs who were partners or opponents before this evening's round. */
function tableNotes(drawn: SeatedRound, before: PairTally): PlayerTableNote[] {
  return drawn.tables.map((t) => {
    const partnersAgain: [EntrantId, EntrantId, number][] = [];
    const opponentsAgain: [EntrantId, EntrantId, number][] = [];
    t.sides.forEach((side, si) => {
      for (let i = 0; i < side.length; i++) {
        for (let j = i + 1; j < side.length; j++) {
          const c = pairCount(before.partners, side[i]!, side[j]!);
          if (c > 0) partnersAgain.push([side[i]!, side[j]!, c + 1]);
        }
        for (let sj = si + 1; sj < t.sides.length; sj++)
          for (const o of t.sides[sj]!) {
            const c = pairCount(before.opponents, side[i]!, o);
            if (c > 0) opponentsAgain.push([side[i]!, o, c + 1]);
          }
      }
    });
    return { partnersAgain, opponentsAgain };
  });
}

/** Draws the round and plans the rest of the evening. Throws a RangeError when too few players are present. */
export function drawPlayers(input: PlayerDrawInput): PlayerDrawResult {
  const m = input.present.length;
  const shape = roundShape(m, input.playersPerSide, input.oddPlayers);
  if (!shape) throw new RangeError(`too few players (${m}) for a table`);
  const R = Math.max(1, input.roundsToPlan);
  const L = layout(shape, m);
  const so = eveningSoFar(input, rotationSeats(shape), shape);
  const table = fromTable(input, shape, R, so);
  const annealed = table ? { seats: table, moves: 0, restarts: 0 } : anneal(input, shape, L, R, so);
  const closed = table ? { seats: table, optimal: true, nodes: 0 } : closeGap(input, shape, L, R, so, annealed.seats);
  const plan = seatedRounds(input, shape, L, R, closed.seats);
  const drawn = plan[0]!;
  return {
    evening: input.evening,
    round: input.round,
    seed: input.seed,
    tables: drawn.tables,
    notes: tableNotes(drawn, so.before),
    sitOut: drawn.byes,
    plan: plan.slice(1).map((r) => ({ tables: r.tables, sitOut: r.byes })),
    soFar: countRepeats([...so.history, drawn]),
    planned: optimalCount(countRepeats([...so.history, ...plan]), closed.optimal),
    moves: annealed.moves,
    restarts: annealed.restarts,
    exactNodes: closed.nodes,
  };
}
