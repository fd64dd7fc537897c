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

export function exactPlan(input: ExactInput): ExactResult {
  const m = input.players;
  const R = input.rounds;
  const shape = input.shape;
  const k = rotationSeats(shape);
  const oddTable = shape.sitOut === 0 && k > 0 ? shape.tables[shape.tables.length - 1]! : undefined;
  const regular = shape.tables.length - (oddTable ? 1 : 0);
  const budget = input.budget ?? EXACT_BUDGET;
  const P = input.partners.slice();
  const O = input.opponents.slice();
  const cnt = input.rotation.slice();
  const fresh = new Int32Array(m);
  for (let p = 0; p < m; p++) for (let q = 0; q < m; q++) if (q !== p && O[p * m + q] === 0) fresh[p]!++;
  let partners = 0;
  let opponents = 0;
  let bestP = input.upper.partners;
  let bestO = input.upper.opponents;
  let best: Int32Array | undefined;
  const seats = new Int32Array(R * m);
  let nodes = 0;
  let out = false;
  /** A seating at the floor was found: nothing can be better, the search stops (proven). */
  let reached = false;
  const floor = input.floor;

  // The most even rotation counts after all rounds: its maximum bounds everyone's future rotations.
  const sim = Array.from(cnt);
  for (let t = 0; t < R; t++) {
    const order = sim.map((c, p) => [c, p] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (let i = 0; i < k; i++) sim[order[i]![1]]!++;
  }
  const finalMax = m > 0 ? Math.max(...sim) : 0;
  // Opponent slots of the rotation seats (a sit-out has none).
  const oddSlots = oddTable ? Math.min(...oddTable.map((s) => k - s)) : 2;

  // Without a history and with nobody rotating twice, the rounds after the first are interchangeable
  // (any order keeps the rotation even): only seatings with player 0's partner rising round by round are
  // searched (key: his partner, or m when he rotates).
  const ordered = input.fresh && finalMax <= 1;
  const key = new Int32Array(R);
  const seated = new Uint8Array(m);
  /** Whether p is at a table in the current round (set when the round's rotation is chosen). */
  const rotating = new Uint8Array(m);

  /**
   * Round 2 of a fresh evening up to the symmetries of round 1 (players in seat order): tables interchangeable,
   * the sides of a table, the partners of a side, and those who sat out. With player 0 and his round-2 partner
   * x kept in place (so the rounds stay ordered by 0's partner) only the first seating of each orbit is searched.
   */
  const firstRound = ordered && !oddTable && m <= (input.symmetryMaxPlayers ?? SYMMETRY_MAX_PLAYERS);
  const partnersInFirst = (a: number, b: number) => a < 4 * regular && b < 4 * regular && a >> 1 === b >> 1;
  const symmetries = new Map<number, Int32Array[]>();
  const symmetriesFixing = (x: number): Int32Array[] => {
    let list = symmetries.get(x);
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
    symmetries.set(x, list);
    return list;
  };
  const code = new Int32Array(m);
  const image = new Int32Array(m);
  /** Round 2 (seats m..2m−1) under h, in the order the search makes it: who sits out, then the tables. */
  const encode = (h: Int32Array, into: Int32Array) => {
    let n = 0;
    const out: number[] = [];
    for (let i = m - k; i < m; i++) out.push(h[seats[m + i]!]!);
    out.sort((a, b) => a - b);
    for (const p of out) into[n++] = p;
    const tables: number[][] = [];
    for (let j = 0; j < regular; j++) {
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
  };
  const identity = Int32Array.from({ length: m }, (_, i) => i);
  const firstOfOrbit = (): boolean => {
    encode(identity, code);
    for (const h of symmetriesFixing(seats[m + 1]!)) {
      nodes++;
      encode(h, image);
      for (let i = 0; i < m; i++) {
        if (image[i]! < code[i]!) return false;
        if (image[i]! > code[i]!) break;
      }
    }
    return true;
  };

  const addP = (a: number, b: number, s: number) => {
    const i = a * m + b;
    const c = P[i]!;
    if (s > 0 ? c >= 1 : c >= 2) partners += s;
    P[i] = c + s;
    P[b * m + a] = c + s;
  };
  const addO = (a: number, b: number, s: number) => {
    const i = a * m + b;
    const c = O[i]!;
    if (s > 0) {
      if (c >= 1) opponents++;
      else (fresh[a]!--, fresh[b]!--);
    } else {
      if (c >= 2) opponents--;
      else if (c === 1) (fresh[a]!++, fresh[b]!++);
    }
    O[i] = c + s;
    O[b * m + a] = c + s;
  };

  /** Lower bound on the opponent repeats still to come, from round t (its rotation chosen, the seated placed). */
  const future = new Int32Array(R * m);
  const bound = (t: number): number => {
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
  };
  /**
   * Whether a and b are alike now: swapping them changes nothing the rest of the search can see (their
   * partners, opponents and rotations so far), so only the first of them needs to be tried at a choice.
   * With the rounds ordered by player 0's partner, the swap must also keep every later round's key on
   * the same side of this round's (`keyed`: this round's key is set).
   */
  const alike = (a: number, b: number, t: number, keyed: boolean): boolean => {
    if (cnt[a] !== cnt[b]) return false;
    // Round 2 taken up to the symmetries of round 1: only swaps that are such a symmetry (round-1 partners,
    // or two who sat out), so that the first of an orbit is never the one left out.
    if (t === 1 && firstRound && !(partnersInFirst(a, b) || (a >= m - k && b >= m - k))) return false;
    if (ordered && keyed && t < R - 1 && a < key[t]! !== b < key[t]!) return false;
    const ra = a * m;
    const rb = b * m;
    for (let x = 0; x < m; x++) {
      if (x === a || x === b) continue;
      if (P[ra + x] !== P[rb + x] || O[ra + x] !== O[rb + x]) return false;
    }
    return true;
  };
  /** Whether c is alike to one of the candidates already tried at this choice. */
  const likeTried = (tried: number[], c: number, t: number, keyed: boolean): boolean => {
    for (const d of tried) if (alike(d, c, t, keyed)) return true;
    return false;
  };
  /** The opponent slots each player has at least after round t (its rotation chosen). */
  const setFuture = (t: number) => {
    const after = R - t - 1;
    for (let p = 0; p < m; p++)
      future[t * m + p] =
        shape.sitOut > 0 ? 2 * Math.max(0, after - (finalMax - cnt[p]!)) : after * Math.min(2, oddSlots);
  };
  const worse = (t: number): boolean => partners > bestP || (partners === bestP && opponents + bound(t) >= bestO);

  /** Fills the regular tables of round t from table j on. */
  const fill = (t: number, j: number): void => {
    if (out) return;
    if (j === regular) {
      if (t === 1 && firstRound && !firstOfOrbit()) return;
      // The next round starts with nobody seated or rotating.
      const was = seated.slice();
      const rot = rotating.slice();
      seated.fill(0);
      rotating.fill(0);
      round(t + 1);
      seated.set(was);
      rotating.set(rot);
      return;
    }
    let p = 0;
    while (p < m && (seated[p] || rotating[p])) p++;
    const base = t * m + 4 * j;
    seated[p] = 1;
    seats[base] = p;
    // Interchangeable rounds are taken in the order of player 0's partner.
    const from = ordered && t >= 2 && p === 0 ? key[t - 1]! : 0;
    // With p = 0 this round's key is being chosen: any two candidates keep the later keys above it.
    const keyed = p !== 0;
    const triedQ: number[] = [];
    for (let q = from; q < m; q++) {
      if (seated[q] || rotating[q]) continue;
      // Round 2 with the rounds ordered: 0's first partner may be taken as the first of its kind in round 1
      // (his opponents, another table, the sit-outs are each alike to him).
      if (ordered && t === 1 && p === 0 && !oddTable && !(q === 1 || q === 2 || q === 4 || q === m - k)) continue;
      if (likeTried(triedQ, q, t, keyed)) continue;
      triedQ.push(q);
      if (p === 0) key[t] = q;
      seated[q] = 1;
      seats[base + 1] = q;
      addP(p, q, 1);
      if (partners <= bestP) {
        const triedR: number[] = [];
        for (let r = 0; r < m; r++) {
          if (seated[r] || rotating[r]) continue;
          if (likeTried(triedR, r, t, true)) continue;
          triedR.push(r);
          seated[r] = 1;
          seats[base + 2] = r;
          const triedS: number[] = [];
          for (let s = r + 1; s < m; s++) {
            if (seated[s] || rotating[s]) continue;
            if (likeTried(triedS, s, t, true)) continue;
            triedS.push(s);
            if (++nodes > budget) {
              out = true;
              break;
            }
            seated[s] = 1;
            seats[base + 3] = s;
            addP(r, s, 1);
            (addO(p, r, 1), addO(p, s, 1), addO(q, r, 1), addO(q, s, 1));
            if (!worse(t)) fill(t, j + 1);
            (addO(p, r, -1), addO(p, s, -1), addO(q, r, -1), addO(q, s, -1));
            addP(r, s, -1);
            seated[s] = 0;
            if (out) break;
          }
          seated[r] = 0;
          // r is the lowest of the other side only when the side is {r, s} with s > r; every side is tried once.
          if (out) break;
        }
      }
      addP(p, q, -1);
      seated[q] = 0;
      if (out) break;
    }
    seated[p] = 0;
  };

  /** Places the rotation of round t (its players chosen) and goes on with the regular tables. */
  const placeRotation = (t: number, group: readonly number[]): void => {
    const start = t * m + m - k;
    if (!oddTable) {
      group.forEach((p, i) => (seats[start + i] = p));
      fill(t, 0);
      return;
    }
    if (oddTable.every((s) => s === 1)) {
      // Everyone alone: all opponents, no choice.
      group.forEach((p, i) => (seats[start + i] = p));
      for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) addO(group[a]!, group[b]!, 1);
      if (!worse(t)) fill(t, 0);
      for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) addO(group[a]!, group[b]!, -1);
      return;
    }
    // Three pairs: every way to pair the six, each once.
    const pairs = (rest: readonly number[], acc: number[][]): void => {
      if (out) return;
      if (rest.length === 0) {
        acc.flat().forEach((p, i) => (seats[start + i] = p));
        for (const pr of acc) addP(pr[0]!, pr[1]!, 1);
        for (let a = 0; a < acc.length; a++)
          for (let b = a + 1; b < acc.length; b++) for (const x of acc[a]!) for (const y of acc[b]!) addO(x, y, 1);
        if (++nodes > budget) out = true;
        else if (!worse(t)) fill(t, 0);
        for (let a = 0; a < acc.length; a++)
          for (let b = a + 1; b < acc.length; b++) for (const x of acc[a]!) for (const y of acc[b]!) addO(x, y, -1);
        for (const pr of acc) addP(pr[0]!, pr[1]!, -1);
        return;
      }
      const [a, ...others] = rest;
      for (let i = 0; i < others.length; i++)
        pairs(
          others.filter((_, x) => x !== i),
          [...acc, [a!, others[i]!]],
        );
    };
    pairs(group, []);
  };

  /** Round t: choose who rotates (the fewest so far), then seat the others. */
  const round = (t: number): void => {
    if (out) return;
    if (t === R) {
      if (partners < bestP || (partners === bestP && opponents < bestO)) {
        bestP = partners;
        bestO = opponents;
        best = seats.slice();
        if (floor && bestP <= floor.partners && bestO <= floor.opponents) reached = out = true;
      }
      return;
    }
    const choose = (group: number[]) => {
      if (group.includes(0)) {
        if (ordered && t >= 2 && key[t - 1]! > m) return;
        key[t] = m;
      }
      for (const p of group) ((rotating[p] = 1), cnt[p]!++);
      setFuture(t);
      placeRotation(t, group);
      for (const p of group) ((rotating[p] = 0), cnt[p]!--);
    };
    if (k === 0) {
      setFuture(t);
      fill(t, 0);
      return;
    }
    const order = Array.from({ length: m }, (_, p) => p).sort((a, b) => cnt[a]! - cnt[b]! || a - b);
    const threshold = cnt[order[k - 1]!]!;
    const must = order.filter((p) => cnt[p]! < threshold);
    const may = order.filter((p) => cnt[p] === threshold);
    const need = k - must.length;
    const pick = (from: number, acc: number[]): void => {
      if (out) return;
      if (acc.length === need) {
        choose([...must, ...acc]);
        return;
      }
      for (let i = from; i <= may.length - (need - acc.length); i++) pick(i + 1, [...acc, may[i]!]);
    };
    pick(0, []);
  };

  if (input.fresh && R > 0) {
    // Everyone alike: one first round stands for all (players in seat order).
    for (let i = 0; i < m; i++) seats[i] = i;
    for (let i = m - k; i < m; i++) cnt[i]!++;
    for (let j = 0; j < regular; j++) {
      const [p, q, r, s] = [4 * j, 4 * j + 1, 4 * j + 2, 4 * j + 3];
      (addP(p, q, 1), addP(r, s, 1));
      (addO(p, r, 1), addO(p, s, 1), addO(q, r, 1), addO(q, s, 1));
    }
    if (oddTable) {
      const side: number[] = [];
      oddTable.forEach((size, si) => {
        for (let i = 0; i < size; i++) side.push(si);
      });
      for (let a = 0; a < k; a++)
        for (let b = a + 1; b < k; b++) (side[a] === side[b] ? addP : addO)(m - k + a, m - k + b, 1);
    }
    round(1);
  } else round(0);

  return { proven: !out || reached, ...(best ? { seats: best } : {}), partners: bestP, opponents: bestO, nodes };
}
