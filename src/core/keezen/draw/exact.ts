/**
 * An exact search for small games nights (2 v 2, up to `EXACT_MAX_PLAYERS`
 * players): the fewest repeated partners, then the fewest repeated
 * opponents, over every seating of the rounds still to plan that keeps the
 * rotation even (sit-outs, or the odd-sized table, shared as evenly as after
 * every round). Branch and bound, seat by seat, from the annealing's result as
 * the first upper bound: when the search ends within its budget, no seating
 * is better than what it returns, so its repeats are the true optimum.
 *
 * Fairness is a constraint, not a cost: after every round the counts must be
 * the most even multiset possible, which is exactly "the players who sit out
 * (or sit at the odd table) are among those with the fewest so far"; every
 * seating the annealing finds keeps it too (its top level).
 *
 * Symmetry: without a history every player is alike, so the first round is
 * fixed (players in order); within a round each seating is enumerated once
 * (tables by their lowest player, his side first). At every choice of a
 * partner or an opponent, candidates alike so far (swapping the two changes no
 * count the rest of the search can see) are tried once.
 *
 * Bound: a player with s opponent slots still to come and f players he never
 * faced repeats at least s − f opponents (`repeats.ts` for the whole evening);
 * one still to be seated in this round meets two of those still to be seated,
 * so fewer than two new ones among them are repeats now. Summed and halved
 * (or the most of one player, when more), added to the repeats so far.
 *
 * Round 2 of a fresh evening (up to `SYMMETRY_MAX_PLAYERS`) is taken up to
 * the symmetries of round 1 that keep player 0 and his round-2 partner: a
 * seating of round 2 is searched only when none of its images comes first.
 *
 * Floor: given the optimum of the whole evening (`proven.ts`), the search
 * ends as soon as it finds a seating that reaches it (proven).
 *
 * Known limit: some evenings do not close within the budget. Of the fresh ones
 * of 4–16 players and 1–8 rounds every optimum is in `proven.ts` (a
 * seating for those the draw may miss); mid-evening the
 * optimum of the whole evening closes a plan that reaches it.
 */
import type { RoundShape } from './types';

/** Above this the search space is too large to close; the annealing's result stands. */
const EXACT_MAX_PLAYERS = 16;
/** Nodes (tables placed) the search may visit; deterministic, not timed. */
const EXACT_BUDGET = 500_000;
/**
 * Up to this many players round 2 of a fresh evening is taken up to the symmetries of round 1 (each seating
 * of round 2 is compared with its images: with 4 tables too many to pay for within the budget).
 */
const SYMMETRY_MAX_PLAYERS = 12;

export interface ExactInput {
  readonly players: number;
  readonly shape: RoundShape;
  readonly rounds: number;
  /** Partner and opponent counts so far (players × players). */
  readonly partners: Int32Array;
  readonly opponents: Int32Array;
  /** Times each player sat out (or at the odd-sized table) so far. */
  readonly rotation: Int32Array;
  /** No history this evening: every player is alike. */
  readonly fresh: boolean;
  /** The best known (partner repeats, opponent repeats) over the planned rounds: only better seatings are looked for. */
  readonly upper: { readonly partners: number; readonly opponents: number };
  /**
   * A known lower bound on what the planned rounds add (from the optimum of the whole evening): a seating
   * that reaches it is the optimum, and the search ends there, proven.
   */
  readonly floor?: { readonly partners: number; readonly opponents: number };
  readonly budget?: number;
  /** Up to how many players round 2 is taken up to the symmetries of round 1 (default `SYMMETRY_MAX_PLAYERS`). */
  readonly symmetryMaxPlayers?: number;
}

export interface ExactResult {
  /** The search ended within its budget: nothing beats `upper` or `seats`. */
  readonly proven: boolean;
  /** A better seating (per round, the players in the seat order of the shape), when one was found. */
  readonly seats?: Int32Array;
  readonly partners: number;
  readonly opponents: number;
  readonly nodes: number;
}

/** The seats of the rotation: the sit-out seats, or the odd-sized table (the last one); 0 when neither. */
export function rotationSeats(shape: RoundShape): number {
  if (shape.sitOut > 0) return shape.sitOut;
  const last = shape.tables[shape.tables.length - 1];
  if (!last || (last.length === 2 && last[0] === 2 && last[1] === 2)) return 0;
  return last.reduce((a, b) => a + b, 0);
}

/**
 * Whether the exact search applies: 2 v 2 tables with sit-outs, few players. With odd-sized tables
 * (oddPlayers = tables) the choice of who sits at the odd table multiplies the space beyond what closes.
 */
export function exactApplies(players: number, perSide: number, shape: RoundShape): boolean {
  return (
    perSide === 2 &&
    players <= EXACT_MAX_PLAYERS &&
    shape.tables.every((t) => t.length === 2 && t[0] === 2 && t[1] === 2)
  );
}

/** Every order of 0..n−1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

/** Per player, the others he never faced. */
function neverFaced(opponents: Int32Array, m: number): Int32Array {
  const fresh = new Int32Array(m);
  for (let p = 0; p < m; p++) for (let q = 0; q < m; q++) if (q !== p && opponents[p * m + q] === 0) fresh[p]!++;
  return fresh;
}

/** The most even rotation counts after all rounds: its maximum bounds everyone's future rotations. */
function finalRotationMax(rotation: Int32Array, m: number, rounds: number, k: number): number {
  const sim = Array.from(rotation);
  for (let t = 0; t < rounds; t++) {
    const order = sim.map((c, p) => [c, p] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (let i = 0; i < k; i++) sim[order[i]![1]]!++;
  }
  return m > 0 ? Math.max(...sim) : 0;
}

/**
 * The search's state and its steps: the counts so far (changed on the way down, undone on the way
 * back), the seats being filled (`seats`: per round, the players in the seat order of the shape), and
 * the best seating found.
 */
class ExactSearch {
  private readonly m: number;
  private readonly R: number;
  private readonly shape: RoundShape;
  /** The seats of the rotation (sit-outs, or the odd-sized table). */
  private readonly k: number;
  private readonly oddTable: readonly number[] | undefined;
  /** The 2 v 2 tables. */
  private readonly regular: number;
  private readonly budget: number;
  private readonly floor: ExactInput['floor'];
  /** Partner and opponent counts (players × players) and the rotation counts, as seated so far. */
  private readonly P: Int32Array;
  private readonly O: Int32Array;
  private readonly cnt: Int32Array;
  /** Per player, the others he never faced so far. */
  private readonly fresh: Int32Array;
  private partners = 0;
  private opponents = 0;
  private bestP: number;
  private bestO: number;
  private best: Int32Array | undefined;
  private readonly seats: Int32Array;
  private nodes = 0;
  /** The search stopped: out of budget, or the floor reached. */
  private out = false;
  /** A seating at the floor was found: nothing can be better, the search stops (proven). */
  private reached = false;
  private readonly finalMax: number;
  /** Opponent slots of the rotation seats (a sit-out has none). */
  private readonly oddSlots: number;
  /**
   * Without a history and with nobody rotating twice, the rounds after the first are interchangeable
   * (any order keeps the rotation even): only seatings with player 0's partner rising round by round are
   * searched (key: his partner, or m when he rotates).
   */
  private readonly ordered: boolean;
  private readonly key: Int32Array;
  private readonly seated: Uint8Array;
  /** Whether p is at a table in the current round (set when the round's rotation is chosen). */
  private readonly rotating: Uint8Array;
  /** Round 2 is taken up to the symmetries of round 1 (`firstOfOrbit`). */
  private readonly firstRound: boolean;
  private readonly symmetries = new Map<number, Int32Array[]>();
  private readonly code: Int32Array;
  private readonly image: Int32Array;
  private readonly identity: Int32Array;
  /** Per round and player: the opponent slots he has at least after that round (`setFuture`). */
  private readonly future: Int32Array;

  constructor(private readonly input: ExactInput) {
    const m = input.players;
    const shape = input.shape;
    this.m = m;
    this.R = input.rounds;
    this.shape = shape;
    const k = rotationSeats(shape);
    this.k = k;
    this.oddTable = shape.sitOut === 0 && k > 0 ? shape.tables[shape.tables.length - 1]! : undefined;
    this.regular = shape.tables.length - (this.oddTable ? 1 : 0);
    this.budget = input.budget ?? EXACT_BUDGET;
    this.floor = input.floor;
    this.P = input.partners.slice();
    this.O = input.opponents.slice();
    this.cnt = input.rotation.slice();
    this.fresh = neverFaced(this.O, m);
    this.bestP = input.upper.partners;
    this.bestO = input.upper.opponents;
    this.seats = new Int32Array(this.R * m);
    this.finalMax = finalRotationMax(this.cnt, m, this.R, k);
    const oddTable = this.oddTable;
    this.oddSlots = oddTable ? Math.min(...oddTable.map((s) => k - s)) : 2;
    this.ordered = input.fresh && this.finalMax <= 1;
    this.key = new Int32Array(this.R);
    this.seated = new Uint8Array(m);
    this.rotating = new Uint8Array(m);
    this.firstRound = this.ordered && !oddTable && m <= (input.symmetryMaxPlayers ?? SYMMETRY_MAX_PLAYERS);
    this.code = new Int32Array(m);
    this.image = new Int32Array(m);
    this.identity = Int32Array.from({ length: m }, (_, i) => i);
    this.future = new Int32Array(this.R * m);
  }

  /** Searches every round still to plan (from round 2 when the first one is fixed). */
  run(): ExactResult {
    if (this.input.fresh && this.R > 0) {
      this.seatFirstRound();
      this.round(1);
    } else this.round(0);
    const best = this.best;
    return {
      proven: !this.out || this.reached,
      ...(best ? { seats: best } : {}),
      partners: this.bestP,
      opponents: this.bestO,
      nodes: this.nodes,
    };
  }

  /** Everyone alike: one first round stands for all (players in seat order). */
  private seatFirstRound(): void {
    const { m, k, seats, cnt, oddTable } = this;
    for (let i = 0; i < m; i++) seats[i] = i;
    for (let i = m - k; i < m; i++) cnt[i]!++;
    for (let j = 0; j < this.regular; j++) {
      const [p, q, r, s] = [4 * j, 4 * j + 1, 4 * j + 2, 4 * j + 3];
      (this.addP(p, q, 1), this.addP(r, s, 1));
      (this.addO(p, r, 1), this.addO(p, s, 1), this.addO(q, r, 1), this.addO(q, s, 1));
    }
    if (oddTable) {
      const side: number[] = [];
      oddTable.forEach((size, si) => {
        for (let i = 0; i < size; i++) side.push(si);
      });
      for (let a = 0; a < k; a++)
        for (let b = a + 1; b < k; b++)
          if (side[a] === side[b]) this.addP(m - k + a, m - k + b, 1);
          else this.addO(m - k + a, m - k + b, 1);
    }
  }

  /**
   * The symmetries of round 1 (players in seat order) that keep player 0 and his round-2 partner x in
   * place: tables interchangeable, the sides of a table, the partners of a side, and those who sat out.
   */
  private symmetriesFixing(x: number): Int32Array[] {
    const { m, k, regular } = this;
    let list = this.symmetries.get(x);
    if (list) return list;
    list = [];
    const tablePerms = permutations(regular);
    const outPerms = permutations(k);
    for (const tp of tablePerms)
      for (let bits = 0; bits < 1 << (3 * regular); bits++)
        for (const op of outPerms) {
          const h = new Int32Array(m);
          for (let j = 0; j < regular; j++) {
            const b = bits >> (3 * j);
            const side = b & 1;
            for (let sd = 0; sd < 2; sd++)
              for (let i = 0; i < 2; i++) {
                const swap = (b >> (1 + sd)) & 1;
                h[4 * j + 2 * sd + i] = 4 * tp[j]! + 2 * (sd ^ side) + (i ^ swap);
              }
          }
          for (let i = 0; i < k; i++) h[m - k + i] = m - k + op[i]!;
          if (h[0] === 0 && h[x] === x) list.push(h);
        }
    this.symmetries.set(x, list);
    return list;
  }

  /** Round 2 (seats m..2m−1) under h, in the order the search makes it: who sits out, then the tables. */
  private encode(h: Int32Array, into: Int32Array): void {
    const { m, k, seats } = this;
    let n = 0;
    const sitting: number[] = [];
    for (let i = m - k; i < m; i++) sitting.push(h[seats[m + i]!]!);
    sitting.sort((a, b) => a - b);
    for (const p of sitting) into[n++] = p;
    const tables: number[][] = [];
    for (let j = 0; j < this.regular; j++) {
      const [a, b, c, d] = [0, 1, 2, 3].map((i) => h[seats[m + 4 * j + i]!]!) as [number, number, number, number];
      const lo = Math.min(a, b, c, d);
      tables.push(
        lo === a || lo === b
          ? [lo, a + b - lo, Math.min(c, d), Math.max(c, d)]
          : [lo, c + d - lo, Math.min(a, b), Math.max(a, b)],
      );
    }
    tables.sort((x, y) => x[0]! - y[0]!);
    for (const t of tables) for (const p of t) into[n++] = p;
  }

  /** Whether round 2 as seated comes first among its images: only the first seating of each orbit is searched. */
  private firstOfOrbit(): boolean {
    const { m, code, image } = this;
    this.encode(this.identity, code);
    for (const h of this.symmetriesFixing(this.seats[m + 1]!)) {
      this.nodes++;
      this.encode(h, image);
      for (let i = 0; i < m; i++) {
        if (image[i]! < code[i]!) return false;
        if (image[i]! > code[i]!) break;
      }
    }
    return true;
  }

  /** a and b partners once more (s = 1) or once less (s = −1), counting the repeats. */
  private addP(a: number, b: number, s: number): void {
    const { m, P } = this;
    const i = a * m + b;
    const c = P[i]!;
    if (s > 0 ? c >= 1 : c >= 2) this.partners += s;
    P[i] = c + s;
    P[b * m + a] = c + s;
  }

  /** a and b opponents once more (s = 1) or once less (s = −1), counting the repeats and who never faced whom. */
  private addO(a: number, b: number, s: number): void {
    const { m, O, fresh } = this;
    const i = a * m + b;
    const c = O[i]!;
    if (s > 0) {
      if (c >= 1) this.opponents++;
      else (fresh[a]!--, fresh[b]!--);
    } else {
      if (c >= 2) this.opponents--;
      else if (c === 1) (fresh[a]!++, fresh[b]!++);
    }
    O[i] = c + s;
    O[b * m + a] = c + s;
  }

  /** Lower bound on the opponent repeats still to come, from round t (its rotation chosen, the seated placed). */
  private bound(t: number): number {
    const { m, seated, rotating, fresh, future, O } = this;
    let s = 0;
    let most = 0;
    const base = t * m;
    for (let p = 0; p < m; p++) {
      const later = future[base + p]!;
      let need = 0;
      if (seated[p] || rotating[p]) {
        if (later > fresh[p]!) need = later - fresh[p]!;
      } else {
        // Still to sit this round: his two opponents come from the others still to sit; fewer than two of
        // them new to him means repeats now, and each new one he meets now is one fewer for later.
        let now = 0;
        for (let x = 0; x < m && now < 2; x++) if (x !== p && !seated[x] && !rotating[x] && O[p * m + x] === 0) now++;
        need = 2 - now + Math.max(0, later + now - fresh[p]!);
      }
      s += need;
      if (need > most) most = need;
    }
    // Each repeat counts for two players, and one player's repeats are all different pairs.
    return Math.max((s + 1) >> 1, most);
  }

  /**
   * Whether a and b are alike now: swapping them changes nothing the rest of the search can see (their
   * partners, opponents and rotations so far), so only the first of them needs to be tried at a choice.
   * With the rounds ordered by player 0's partner, the swap must also keep every later round's key on
   * the same side of this round's (`keyed`: this round's key is set).
   */
  private alike(a: number, b: number, t: number, keyed: boolean): boolean {
    const { m, k, P, O } = this;
    if (this.cnt[a] !== this.cnt[b]) return false;
    // Round 2 taken up to the symmetries of round 1: only swaps that are such a symmetry (round-1 partners,
    // or two who sat out), so that the first of an orbit is never the one left out.
    if (t === 1 && this.firstRound && !(this.partnersInFirst(a, b) || (a >= m - k && b >= m - k))) return false;
    if (this.ordered && keyed && t < this.R - 1 && a < this.key[t]! !== b < this.key[t]!) return false;
    const ra = a * m;
    const rb = b * m;
    for (let x = 0; x < m; x++) {
      if (x === a || x === b) continue;
      if (P[ra + x] !== P[rb + x] || O[ra + x] !== O[rb + x]) return false;
    }
    return true;
  }

  /** Whether a and b were partners in round 1 (players in seat order). */
  private partnersInFirst(a: number, b: number): boolean {
    const regular = this.regular;
    return a < 4 * regular && b < 4 * regular && a >> 1 === b >> 1;
  }

  /** Whether c is alike to one of the candidates already tried at this choice. */
  private likeTried(tried: number[], c: number, t: number, keyed: boolean): boolean {
    for (const d of tried) if (this.alike(d, c, t, keyed)) return true;
    return false;
  }

  /** The opponent slots each player has at least after round t (its rotation chosen). */
  private setFuture(t: number): void {
    const { m, cnt } = this;
    const after = this.R - t - 1;
    for (let p = 0; p < m; p++)
      this.future[t * m + p] =
        this.shape.sitOut > 0 ? 2 * Math.max(0, after - (this.finalMax - cnt[p]!)) : after * Math.min(2, this.oddSlots);
  }

  /** No seating below this one can beat the best: more partner repeats, or as many and no fewer opponent repeats. */
  private worse(t: number): boolean {
    return this.partners > this.bestP || (this.partners === this.bestP && this.opponents + this.bound(t) >= this.bestO);
  }

  /** Round t: choose who rotates (the fewest so far), then seat the others. */
  private round(t: number): void {
    if (this.out) return;
    if (t === this.R) {
      this.complete();
      return;
    }
    const { m, k, cnt } = this;
    if (k === 0) {
      this.setFuture(t);
      this.fill(t, 0);
      return;
    }
    const order = Array.from({ length: m }, (_, p) => p).sort((a, b) => cnt[a]! - cnt[b]! || a - b);
    const threshold = cnt[order[k - 1]!]!;
    const must = order.filter((p) => cnt[p]! < threshold);
    const may = order.filter((p) => cnt[p] === threshold);
    const need = k - must.length;
    const pick = (from: number, acc: number[]): void => {
      if (this.out) return;
      if (acc.length === need) {
        this.rotate(t, [...must, ...acc]);
        return;
      }
      for (let i = from; i <= may.length - (need - acc.length); i++) pick(i + 1, [...acc, may[i]!]);
    };
    pick(0, []);
  }

  /** Every round seated: a better seating is kept, and one at the floor ends the search. */
  private complete(): void {
    if (this.partners < this.bestP || (this.partners === this.bestP && this.opponents < this.bestO)) {
      this.bestP = this.partners;
      this.bestO = this.opponents;
      this.best = this.seats.slice();
      const floor = this.floor;
      if (floor && this.bestP <= floor.partners && this.bestO <= floor.opponents) this.reached = this.out = true;
    }
  }

  /** The rotation of round t is `group`: it is placed, the rest of the round searched, and it is undone. */
  private rotate(t: number, group: number[]): void {
    const { m, key, rotating, cnt } = this;
    if (group.includes(0)) {
      if (this.ordered && t >= 2 && key[t - 1]! > m) return;
      key[t] = m;
    }
    for (const p of group) ((rotating[p] = 1), cnt[p]!++);
    this.setFuture(t);
    this.placeRotation(t, group);
    for (const p of group) ((rotating[p] = 0), cnt[p]!--);
  }

  /** Places the rotation of round t (its players chosen) and goes on with the regular tables. */
  private placeRotation(t: number, group: readonly number[]): void {
    const { m, k, seats, oddTable } = this;
    const start = t * m + m - k;
    if (!oddTable) {
      group.forEach((p, i) => (seats[start + i] = p));
      this.fill(t, 0);
      return;
    }
    if (oddTable.every((s) => s === 1)) {
      // Everyone alone: all opponents, no choice.
      group.forEach((p, i) => (seats[start + i] = p));
      for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) this.addO(group[a]!, group[b]!, 1);
      if (!this.worse(t)) this.fill(t, 0);
      for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) this.addO(group[a]!, group[b]!, -1);
      return;
    }
    this.pairs(t, start, group, []);
  }

  /** The odd table of three pairs: every way to pair the six, each once. */
  private pairs(t: number, start: number, rest: readonly number[], acc: number[][]): void {
    if (this.out) return;
    if (rest.length === 0) {
      this.seatPairs(t, start, acc);
      return;
    }
    const [a, ...others] = rest;
    for (let i = 0; i < others.length; i++)
      this.pairs(
        t,
        start,
        others.filter((_, x) => x !== i),
        [...acc, [a!, others[i]!]],
      );
  }

  /** The three pairs of the odd table seated, the rest of the round searched, and undone. */
  private seatPairs(t: number, start: number, acc: number[][]): void {
    acc.flat().forEach((p, i) => (this.seats[start + i] = p));
    for (const pr of acc) this.addP(pr[0]!, pr[1]!, 1);
    for (let a = 0; a < acc.length; a++)
      for (let b = a + 1; b < acc.length; b++) for (const x of acc[a]!) for (const y of acc[b]!) this.addO(x, y, 1);
    if (++this.nodes > this.budget) this.out = true;
    else if (!this.worse(t)) this.fill(t, 0);
    for (let a = 0; a < acc.length; a++)
      for (let b = a + 1; b < acc.length; b++) for (const x of acc[a]!) for (const y of acc[b]!) this.addO(x, y, -1);
    for (const pr of acc) this.addP(pr[0]!, pr[1]!, -1);
  }

  /**
   * Fills the regular tables of round t from table j on: the lowest player not yet seated takes the first
   * seat, then each partner for him (`otherSide` seats the opponents).
   */
  private fill(t: number, j: number): void {
    if (this.out) return;
    if (j === this.regular) {
      this.nextRound(t);
      return;
    }
    const { m, k, seated, rotating, seats, key } = this;
    let p = 0;
    while (p < m && (seated[p] || rotating[p])) p++;
    const base = t * m + 4 * j;
    seated[p] = 1;
    seats[base] = p;
    // Interchangeable rounds are taken in the order of player 0's partner.
    const from = this.ordered && t >= 2 && p === 0 ? key[t - 1]! : 0;
    // With p = 0 this round's key is being chosen: any two candidates keep the later keys above it.
    const keyed = p !== 0;
    const triedQ: number[] = [];
    for (let q = from; q < m; q++) {
      if (seated[q] || rotating[q]) continue;
      // Round 2 with the rounds ordered: 0's first partner may be taken as the first of its kind in round 1
      // (his opponents, another table, the sit-outs are each alike to him).
      if (this.ordered && t === 1 && p === 0 && !this.oddTable && !(q === 1 || q === 2 || q === 4 || q === m - k))
        continue;
      if (this.likeTried(triedQ, q, t, keyed)) continue;
      triedQ.push(q);
      if (p === 0) key[t] = q;
      seated[q] = 1;
      seats[base + 1] = q;
      this.addP(p, q, 1);
      if (this.partners <= this.bestP) this.otherSide(t, j, p, q);
      this.addP(p, q, -1);
      seated[q] = 0;
      if (this.out) break;
    }
    seated[p] = 0;
  }

  /** The round's tables are full: on to the next round with nobody seated or rotating, then back. */
  private nextRound(t: number): void {
    if (t === 1 && this.firstRound && !this.firstOfOrbit()) return;
    const { seated, rotating } = this;
    const was = seated.slice();
    const rot = rotating.slice();
    seated.fill(0);
    rotating.fill(0);
    this.round(t + 1);
    seated.set(was);
    rotating.set(rot);
  }

  /**
   * The other side of table j (p and q sit on the first): r, the lowest of it, then his partner s > r,
   * so that every side is tried once.
   */
  private otherSide(t: number, j: number, p: number, q: number): void {
    const { m, seated, rotating, seats } = this;
    const base = t * m + 4 * j;
    const triedR: number[] = [];
    for (let r = 0; r < m; r++) {
      if (seated[r] || rotating[r]) continue;
      if (this.likeTried(triedR, r, t, true)) continue;
      triedR.push(r);
      seated[r] = 1;
      seats[base + 2] = r;
      const triedS: number[] = [];
      for (let s = r + 1; s < m; s++) {
        if (seated[s] || rotating[s]) continue;
        if (this.likeTried(triedS, s, t, true)) continue;
        triedS.push(s);
        if (++this.nodes > this.budget) {
          this.out = true;
          break;
        }
        seated[s] = 1;
        seats[base + 3] = s;
        this.seatTable(t, j, p, q, r, s);
        seated[s] = 0;
        if (this.out) break;
      }
      seated[r] = 0;
      if (this.out) break;
    }
  }

  /** Table j is p and q against r and s: counted, the next table searched unless no better can come, undone. */
  private seatTable(t: number, j: number, p: number, q: number, r: number, s: number): void {
    this.addP(r, s, 1);
    (this.addO(p, r, 1), this.addO(p, s, 1), this.addO(q, r, 1), this.addO(q, s, 1));
    if (!this.worse(t)) this.fill(t, j + 1);
    (this.addO(p, r, -1), this.addO(p, s, -1), this.addO(q, r, -1), this.addO(q, s, -1));
    this.addP(r, s, -1);
  }
}

export function exactPlan(input: ExactInput): ExactResult {
  return new ExactSearch(input).run();
}
