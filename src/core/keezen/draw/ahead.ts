/**
 * The season ahead of a team draw (a buurtcompetitie of evenings): a plan of this round and every round
 * still to come, so that no pair of teams meets more often than needed over the season.
 *
 * The spread of a season is its meetings per pair: the most any pair meets (`max`), then the number of
 * pairs that meet that often (`atMax`); lower is better, in that order. A plan is one pairing per round
 * (who is expected: the teams present now for the rest of this evening, every team on the evenings to
 * come), valued by, lexicographically, the repeats within an evening it makes (the regulation's rule
 * comes first), then, with the change of table (`tablesTonight`), the teams at a table they had earlier
 * this evening in the plan's rounds of this evening (a game sits at the table of its place in the round),
 * then the spread of the whole season (the rounds played and the plan).
 *
 * The search: seeded simulated annealing on the pairings, a move re-pairs two games of one round
 * (a–b, c–d into a–c, b–d or a–d, b–c), on the energy Σ repeats within an evening × W + Σ over pairs
 * K^meetings (K = 8: one pair more at a higher count outweighs many at a lower one), plus W per team at
 * a table it had tonight; a move in a round of this evening seats that round again (its games to the tables
 * none of their teams had, tonight or in the plan's other rounds of tonight, the most so by a bipartite
 * matching). The best plan by the exact value is kept. A few restarts, stopping as soon as the plan
 * reaches the simple lower bound (no repeat within an evening, no team at a table again, the average
 * meetings per pair and per team its games over its possible opponents, rounded up).
 * The first round can be fixed (to value a draw of this round: the best completion of it).
 */
import { seededRng } from '../../rng';
import type { EntrantId } from '../types';

/**
 * One round of the plan: the teams expected; `fixed`: its games when the round is already drawn, in table
 * order (the first at table 1) when the change of table counts.
 */
export interface PlanRound {
  readonly evening: number;
  readonly present: readonly EntrantId[];
  readonly fixed?: readonly (readonly [EntrantId, EntrantId])[];
}

export interface PlanInput {
  /** Meetings per pair before the plan: [a, b, times], and this evening's (the plan's first evening). */
  readonly met: readonly (readonly [EntrantId, EntrantId, number])[];
  readonly metTonight: readonly (readonly [EntrantId, EntrantId, number])[];
  /** The tables each team sat at earlier this evening (the change of table: not again tonight). */
  readonly tablesTonight?: readonly (readonly [EntrantId, readonly number[]])[];
  /** This round first, then the rounds still to come, in order. */
  readonly rounds: readonly PlanRound[];
  readonly seed: string;
  /** A plan to start from (its rounds' games, as returned before): a re-plan with the first round fixed. */
  readonly start?: readonly (readonly (readonly [EntrantId, EntrantId])[])[];
}

/** The value of a plan, compared in this order. */
export interface PlanValue {
  /** Repeats within an evening: Σ over evenings and pairs of (games − 1)⁺. */
  readonly tonight: number;
  /**
   * The change of table (with `tablesTonight`): teams that sit, in this evening's rounds of the plan, at a
   * table they had earlier this evening (played or planned).
   */
  readonly tables: number;
  /** The most meetings of a pair over the season. */
  readonly max: number;
  /** Pairs that meet `max` times. */
  readonly atMax: number;
}

export interface SeasonPlan {
  /** Per round, its games (a bye is not a game). */
  readonly rounds: readonly (readonly (readonly [EntrantId, EntrantId])[])[];
  readonly value: PlanValue;
  /** The plan meets the simple lower bound (no plan can be better). */
  readonly atBound: boolean;
}

export function comparePlanValue(x: PlanValue, y: PlanValue): number {
  return x.tonight - y.tonight || x.tables - y.tables || x.max - y.max || x.atMax - y.atMax;
}

const K = 8;
const RESTARTS = 3;

/** The best plan found (deterministic for the seed). */
export function planSeason(input: PlanInput): SeasonPlan {
  // Vertices: every team named, plus one bye vertex (pairs with it are no game).
  const teams = [
    ...new Set([
      ...input.rounds.flatMap((r) => r.present),
      ...input.met.flatMap(([a, b]) => [a, b]),
      ...input.metTonight.flatMap(([a, b]) => [a, b]),
    ]),
  ].sort((a, b) => a - b);
  const index = new Map(teams.map((t, i) => [t, i]));
  const V = teams.length;
  const BYE = V;
  const W = V + 1;
  const idx = (a: number, b: number) => (a < b ? a * W + b : b * W + a);
  const met0 = new Int32Array(W * W);
  for (const [a, b, k] of input.met) met0[idx(index.get(a)!, index.get(b)!)]! += k;
  const evenings = [...new Set(input.rounds.map((r) => r.evening))];
  const eveningOf = input.rounds.map((r) => evenings.indexOf(r.evening));
  const tonight0 = evenings.map(() => new Int32Array(W * W));
  for (const [a, b, k] of input.metTonight) tonight0[0]![idx(index.get(a)!, index.get(b)!)]! += k;

  // The rounds as vertex lists, even (the bye vertex added), a game = two consecutive entries.
  const shapes = input.rounds.map((r) => {
    const vs = r.present.map((t) => index.get(t)!);
    if (vs.length % 2 === 1) vs.push(BYE);
    return vs;
  });
  const fixedFirst = input.rounds[0]?.fixed;
  const movable = input.rounds.map((r, k) => !r.fixed && shapes[k]!.length >= 4);

  // The change of table in this evening's rounds (with tablesTonight): a game sits at the table of its place
  // in the round (the games before it, byes left out, plus 1), and a team at a table it had earlier this
  // evening (played or planned) counts.
  const tonightRounds = input.tablesTonight ? input.rounds.flatMap((_, k) => (eveningOf[k] === 0 ? [k] : [])) : [];
  const tableCount = Math.max(1, ...shapes.map((vs) => vs.length / 2)) + 1;
  const sat0 = new Uint8Array(V * tableCount);
  for (const [t, ts] of input.tablesTonight ?? []) {
    const v = index.get(t);
    if (v !== undefined) for (const table of ts) if (table < tableCount) sat0[v * tableCount + table] = 1;
  }
  const sat = new Uint8Array(V * tableCount);
  const tableRepeats = (): number => {
    if (tonightRounds.length === 0) return 0;
    sat.set(sat0);
    let c = 0;
    for (const k of tonightRounds) {
      const vs = order[k]!;
      let table = 0;
      for (let g = 0; g + 1 < vs.length; g += 2) {
        const a = vs[g]!;
        const b = vs[g + 1]!;
        if (a === BYE || b === BYE) continue;
        table++;
        for (const v of [a, b]) {
          const at = v * tableCount + table;
          if (sat[at]) c++;
          else sat[at] = 1;
        }
      }
    }
    return c;
  };
  let tablesNow = 0;

  // The lower bound: meetings already made, the average per pair, per team its games over its opponents.
  let games = 0;
  const gamesOf = new Int32Array(V);
  let histMax = 0;
  for (let a = 0; a < V; a++)
    for (let b = a + 1; b < V; b++) {
      const k = met0[idx(a, b)]!;
      games += k;
      gamesOf[a]! += k;
      gamesOf[b]! += k;
      histMax = Math.max(histMax, k);
    }
  for (const vs of shapes) {
    // An odd round: one of them has the bye (which one is open), so no team is counted a game.
    const playing = vs.filter((v) => v !== BYE);
    games += Math.floor(playing.length / 2);
    if (playing.length % 2 === 0) for (const v of playing) gamesOf[v]! += 1;
  }
  const pairs = (V * (V - 1)) / 2;
  let maxBound = Math.max(histMax, pairs > 0 ? Math.ceil(games / pairs) : 0);
  if (V > 1) for (let a = 0; a < V; a++) maxBound = Math.max(maxBound, Math.ceil(gamesOf[a]! / (V - 1)));
  let histAtMax = 0;
  for (let a = 0; a < V; a++) for (let b = a + 1; b < V; b++) if (met0[idx(a, b)] === maxBound) histAtMax++;
  const atMaxBound = Math.max(1, histAtMax, games - (maxBound - 1) * pairs);
  const top = maxBound + 2 + input.rounds.length;
  const pow = Array.from({ length: top + 2 }, (_, c) => K ** c);
  // A repeat within an evening outweighs a pair raised above the bound.
  const penalty = K ** (maxBound + 3);

  const rng = seededRng(`${input.seed}|ahead`);
  const met = new Int32Array(W * W);
  const tonight = evenings.map(() => new Int32Array(W * W));
  let order: number[][] = [];

  const load = (plan: number[][]) => {
    met.set(met0);
    tonight.forEach((t, e) => t.set(tonight0[e]!));
    order = plan.map((vs) => [...vs]);
    order.forEach((vs, k) => {
      for (let g = 0; g + 1 < vs.length; g += 2) add(k, vs[g]!, vs[g + 1]!, 1);
    });
    tablesNow = tableRepeats();
  };
  const add = (k: number, a: number, b: number, d: number) => {
    if (a === BYE || b === BYE) return;
    const p = idx(a, b);
    met[p]! += d;
    tonight[eveningOf[k]!]![p]! += d;
  };
  /** The energy change of pair a–b in round k meeting once more (d = 1) or once less (d = −1). */
  const delta = (k: number, a: number, b: number, d: number) => {
    if (a === BYE || b === BYE) return 0;
    const p = idx(a, b);
    const c = met[p]!;
    const t = tonight[eveningOf[k]!]![p]!;
    const spread = d > 0 ? pow[c + 1]! - pow[c]! : pow[c - 1]! - pow[c]!;
    const rep = d > 0 ? (t >= 1 ? penalty : 0) : t >= 2 ? -penalty : 0;
    return spread + rep;
  };
  const value = (): PlanValue => {
    let rep = 0;
    let max = 0;
    let atMax = 0;
    for (let a = 0; a < V; a++)
      for (let b = a + 1; b < V; b++) {
        const p = idx(a, b);
        for (const t of tonight) rep += Math.max(0, t[p]! - 1);
        const c = met[p]!;
        if (c > max) {
          max = c;
          atMax = 1;
        } else if (c === max && c > 0) atMax++;
      }
    return { tonight: rep, tables: tablesNow, max, atMax };
  };
  const energy = (): number => {
    let e = 0;
    for (let a = 0; a < V; a++)
      for (let b = a + 1; b < V; b++) {
        const p = idx(a, b);
        e += pow[met[p]!]!;
        for (const t of tonight) e += Math.max(0, t[p]! - 1) * penalty;
      }
    return e + tablesNow * penalty;
  };
  const reached = (v: PlanValue) => v.tonight === 0 && v.tables === 0 && v.max <= maxBound && v.atMax <= atMaxBound;

  const fixedOrder = (vs: number[]): number[] => {
    if (!fixedFirst) return vs;
    const out: number[] = [];
    for (const [a, b] of fixedFirst) out.push(index.get(a)!, index.get(b)!);
    const seated = new Set(out);
    const rest = vs.filter((v) => !seated.has(v));
    return [...out, ...rest];
  };
  const startPlan = (restart: number): number[][] =>
    shapes.map((vs, k) => {
      if (k === 0 && fixedFirst) return fixedOrder(vs);
      const given = input.start?.[k];
      if (restart === 0 && given) {
        const out: number[] = [];
        for (const [a, b] of given) if (index.has(a) && index.has(b)) out.push(index.get(a)!, index.get(b)!);
        const seated = new Set(out);
        if (out.length === seated.size && out.every((v) => vs.includes(v)))
          return [...out, ...rng.shuffle(vs.filter((v) => !seated.has(v)))];
      }
      return rng.shuffle(vs);
    });

  const rounds = shapes.map((_, k) => k).filter((k) => movable[k]);
  /**
   * Round k of this evening seated again: its games to tables none of their teams had (earlier tonight or
   * in the plan's other rounds of tonight), the most games so (a bipartite matching), the rest in the
   * tables left, in order; the round's list rewritten in table order (the bye last).
   */
  const reseat = (k: number) => {
    const vs = order[k]!;
    const taken = new Uint8Array(V * tableCount);
    taken.set(sat0);
    for (const j of tonightRounds) {
      if (j === k) continue;
      let table = 0;
      const ws = order[j]!;
      for (let g = 0; g + 1 < ws.length; g += 2) {
        if (ws[g] === BYE || ws[g + 1] === BYE) continue;
        table++;
        taken[ws[g]! * tableCount + table] = 1;
        taken[ws[g + 1]! * tableCount + table] = 1;
      }
    }
    const games: [number, number][] = [];
    let bye: [number, number] | undefined;
    for (let g = 0; g + 1 < vs.length; g += 2) {
      const pair: [number, number] = [vs[g]!, vs[g + 1]!];
      if (pair[0] === BYE || pair[1] === BYE) bye = pair;
      else games.push(pair);
    }
    const P = games.length;
    const free = (g: number, t: number) =>
      !taken[games[g]![0] * tableCount + t + 1] && !taken[games[g]![1] * tableCount + t + 1];
    const gameAt = new Int32Array(P).fill(-1);
    let seen = new Uint8Array(P);
    const augment = (g: number): boolean => {
      for (let t = 0; t < P; t++)
        if (!seen[t] && free(g, t)) {
          seen[t] = 1;
          if (gameAt[t]! < 0 || augment(gameAt[t]!)) {
            gameAt[t] = g;
            return true;
          }
        }
      return false;
    };
    const seated = new Uint8Array(P);
    for (let g = 0; g < P; g++) {
      seen = new Uint8Array(P);
      augment(g);
    }
    for (let t = 0; t < P; t++) if (gameAt[t]! >= 0) seated[gameAt[t]!] = 1;
    let next = 0;
    for (let t = 0; t < P; t++)
      if (gameAt[t]! < 0) {
        while (seated[next]) next++;
        gameAt[t] = next++;
      }
    let w = 0;
    for (let t = 0; t < P; t++) {
      vs[w++] = games[gameAt[t]!]![0];
      vs[w++] = games[gameAt[t]!]![1];
    }
    if (bye) {
      vs[w++] = bye[0];
      vs[w++] = bye[1];
    }
  };
  const gamesInPlan = rounds.reduce((s, k) => s + shapes[k]!.length / 2, 0);
  const moves = Math.min(60_000, 300 * gamesInPlan);
  let best: { plan: number[][]; value: PlanValue } | undefined;
  for (let restart = 0; restart < RESTARTS; restart++) {
    load(startPlan(restart));
    const current = value();
    if (!best || comparePlanValue(current, best.value) < 0) best = { plan: order.map((vs) => [...vs]), value: current };
    // The energy, kept by the moves' changes; the exact value is looked at when it falls below the lowest so far.
    let e0 = energy();
    let low = e0;
    if (reached(best.value) || rounds.length === 0) break;
    const t0 = 2 * pow[Math.max(1, maxBound)]!;
    const t1 = 0.3;
    for (let m = 0; m < moves; m++) {
      const temp = t0 * (t1 / t0) ** (m / moves);
      const k = rounds[rng.int(rounds.length)]!;
      const vs = order[k]!;
      const half = vs.length / 2;
      const g = rng.int(half);
      let h = rng.int(half - 1);
      if (h >= g) h++;
      const a = vs[2 * g]!;
      const b = vs[2 * g + 1]!;
      const c = vs[2 * h]!;
      const d = vs[2 * h + 1]!;
      const cross = rng.int(2) === 0;
      const [x1, y1, x2, y2] = cross ? [a, c, b, d] : [a, d, b, c];
      let e = delta(k, a, b, -1);
      add(k, a, b, -1);
      e += delta(k, c, d, -1);
      add(k, c, d, -1);
      e += delta(k, x1, y1, 1);
      add(k, x1, y1, 1);
      e += delta(k, x2, y2, 1);
      add(k, x2, y2, 1);
      vs[2 * g] = x1;
      vs[2 * g + 1] = y1;
      vs[2 * h] = x2;
      vs[2 * h + 1] = y2;
      const tonightRound = tonightRounds.includes(k);
      const saved = tonightRound ? [...vs] : undefined;
      if (tonightRound) reseat(k);
      const u = tonightRound ? tableRepeats() : tablesNow;
      e += (u - tablesNow) * penalty;
      if (e <= 0 || rng.next() < Math.exp(-e / temp)) {
        tablesNow = u;
        e0 += e;
        if (e < 0 && e0 < low - 0.5) {
          low = e0;
          const now = value();
          if (comparePlanValue(now, best.value) < 0) {
            best = { plan: order.map((r) => [...r]), value: now };
            if (reached(best.value)) break;
          }
        }
      } else {
        if (saved) vs.splice(0, vs.length, ...saved);
        vs[2 * g] = a;
        vs[2 * g + 1] = b;
        vs[2 * h] = c;
        vs[2 * h + 1] = d;
        add(k, x2, y2, -1);
        add(k, x1, y1, -1);
        add(k, c, d, 1);
        add(k, a, b, 1);
      }
    }
    if (reached(best.value)) break;
  }
  const plan = best!.plan;
  return {
    rounds: plan.map((vs) => {
      const out: [EntrantId, EntrantId][] = [];
      for (let g = 0; g + 1 < vs.length; g += 2)
        if (vs[g] !== BYE && vs[g + 1] !== BYE) out.push([teams[vs[g]!]!, teams[vs[g + 1]!]!]);
      return out;
    }),
    value: best!.value,
    atBound: reached(best!.value),
  };
}
