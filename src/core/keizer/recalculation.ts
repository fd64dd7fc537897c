/**
 * The three recalculation schemes of the Keizer standings (the setting
 * `recalculation`), one scorer each. A scorer turns round r into the scores
 * of every player, given the value vector that prices the round (the values
 * of the ranking after round r−1, among the players of round r):
 *  - classic: every result of rounds 1..r is priced again with those values;
 *  - iterate: from that ranking, repeat values → scores → ranking until the
 *    ranking repeats; if it returns to an earlier ranking (an oscillation), the
 *    scores are summed over the passes of the cycle (the unit grows by their
 *    number, so the result is their exact average); at most MAX_ITERATIONS passes;
 *  - frozen: each round's results are priced once, with those values, and
 *    never re-priced (so the scorer keeps the points of earlier rounds).
 * Each keeps what its scores were made of (`own`, `pricedWith`, `cycle`) for
 * the explanation (explain.ts).
 */
import type { SeasonRanking } from './ranking';
import type { KeizerSettings } from './settings';
import type { ScoreItem } from './scoreItem';
import type { PlayerId } from './types';

export const MAX_ITERATIONS = 20;

/** What every scheme prices with. */
export interface Pricing {
  readonly players: number;
  /** Scores are whole numbers of 1/baseUnit (times the passes of an oscillation). */
  readonly baseUnit: number;
  /** Score items per player id, in round order. */
  readonly items: readonly (readonly ScoreItem[])[];
  /** Units paid per point of value, per item. */
  readonly weights: readonly (readonly number[])[];
  /** The own-value term of a player in round r, in value points, in a ranking with these values. */
  ownTerm(p: PlayerId, r: number, values: readonly number[]): number;
  readonly ranking: SeasonRanking;
}

/** Round r as scored: what becomes the round's snapshot, before late entrants are placed. */
interface RoundScore {
  /** Score by player id, in units of 1/unit. */
  readonly score: number[];
  /** The own-value term of each score (part of `score`). */
  readonly own: number[];
  /** Every player by score, best first. */
  readonly all: PlayerId[];
  readonly unit: number;
  /** The value vector the scores were priced with. */
  readonly pricedWith: readonly number[];
  /** iterate, after an oscillation: the value vectors of the passes summed. */
  readonly cycle?: readonly (readonly number[])[];
  readonly iterations?: number;
  readonly oscillated?: boolean;
}

/** Scores round r, priced with `pricing`; `previous` is the ranking after round r−1, `during` the players of round r. */
export type RoundScorer = (
  r: number,
  pricing: readonly number[],
  previous: readonly PlayerId[],
  during: readonly boolean[],
) => RoundScore;

/** The scorer of a scheme. A frozen scorer keeps state: call it for rounds 1, 2, ... in order, once each. */
export function roundScorer(scheme: KeizerSettings['recalculation'], c: Pricing): RoundScorer {
  switch (scheme) {
    case 'classic': {
      const packed = pack(c);
      return (r, pricing) => scoreClassic(c, packed, r, pricing);
    }
    case 'iterate': {
      const packed = pack(c);
      return (r, pricing, previous, during) => scoreIterative(c, packed, r, pricing, previous, during);
    }
    case 'frozen':
      return frozenScorer(c);
  }
}

/**
 * The items as the pricing of every round walks them: per player, whose value each item is paid with, and
 * how many items rounds 1..r hold (at index r). Pricing all results again every round is the scheme's
 * R² work; on these arrays its loop body is three loads, a product and a sum, which counts where it runs
 * cold, in the interpreter (every Apps Script execution, every start of the command line).
 */
interface Packed {
  readonly valueOf: readonly Int32Array[];
  readonly upTo: readonly Int32Array[];
}

function pack(c: Pricing): Packed {
  const valueOf = c.items.map((list) => Int32Array.from(list, (it) => it.of));
  const upTo = c.items.map((list) => {
    const counts = new Int32Array((list.length > 0 ? list[list.length - 1]!.round : 0) + 1);
    for (const it of list) counts[it.round]!++;
    for (let r = 1; r < counts.length; r++) counts[r]! += counts[r - 1]!;
    return counts;
  });
  return { valueOf, upTo };
}

/** Every result of rounds 1..r priced with `values`, plus the own value. */
function price(c: Pricing, packed: Packed, r: number, values: readonly number[]): { score: number[]; own: number[] } {
  const score = new Array<number>(c.players);
  const own = new Array<number>(c.players);
  for (let p = 0; p < c.players; p++) {
    const o = c.ownTerm(p, r, values) * c.baseUnit;
    let total = o;
    const w = c.weights[p]!;
    const of = packed.valueOf[p]!;
    const upTo = packed.upTo[p]!;
    // The items are in round order: those of rounds 1..r come first.
    const n = r < upTo.length ? upTo[r]! : of.length;
    for (let i = 0; i < n; i++) total += w[i]! * values[of[i]!]!;
    score[p] = total;
    own[p] = o;
  }
  return { score, own };
}

function scoreClassic(c: Pricing, packed: Packed, r: number, pricing: readonly number[]): RoundScore {
  const { score, own } = price(c, packed, r, pricing);
  return { score, own, all: c.ranking.rank(score), unit: c.baseUnit, pricedWith: pricing };
}

function scoreIterative(
  c: Pricing,
  packed: Packed,
  r: number,
  pricing: readonly number[],
  previous: readonly PlayerId[],
  during: readonly boolean[],
): RoundScore {
  const rankings: PlayerId[][] = [previous.slice()];
  const passes: { score: number[]; own: number[] }[] = [];
  const valueSets: number[][] = [];
  for (let k = 0; k < MAX_ITERATIONS; k++) {
    const values = k === 0 ? [...pricing] : c.ranking.values(rankings[k]!, during);
    valueSets.push(values);
    const pass = price(c, packed, r, values);
    passes.push(pass);
    const next = c.ranking.rank(pass.score);
    const seen = rankings.findIndex((rk) => sameOrder(rk, next));
    if (seen === k) {
      return { ...pass, all: next, unit: c.baseUnit, pricedWith: values, iterations: k + 1 };
    }
    if (seen >= 0) {
      // Oscillation: sum the scores over the cycle's passes seen..k (the unit counts them).
      const inCycle = passes.slice(seen);
      const score = sumOver(inCycle, c.players, (pass) => pass.score);
      const own = sumOver(inCycle, c.players, (pass) => pass.own);
      const cycle = valueSets.slice(seen);
      return {
        score,
        own,
        all: c.ranking.rank(score),
        unit: c.baseUnit * inCycle.length,
        pricedWith: values,
        cycle,
        iterations: k + 1,
        oscillated: true,
      };
    }
    rankings.push(next);
  }
  // No settling within the cap: the last pass stands (oscillated = true marks it).
  const last = passes[passes.length - 1]!;
  return {
    ...last,
    all: c.ranking.rank(last.score),
    unit: c.baseUnit,
    pricedWith: valueSets[valueSets.length - 1]!,
    iterations: MAX_ITERATIONS,
    oscillated: true,
  };
}

/** A scorer that prices each round's items once, when the round comes, and keeps their points. */
function frozenScorer(c: Pricing): RoundScorer {
  const frozenSum = new Array<number>(c.players).fill(0);
  const itemCursor = new Array<number>(c.players).fill(0);
  return (r, pricing) => {
    const score = new Array<number>(c.players);
    const own = new Array<number>(c.players);
    for (let p = 0; p < c.players; p++) {
      const list = c.items[p]!;
      const w = c.weights[p]!;
      let i = itemCursor[p]!;
      while (i < list.length && list[i]!.round === r) {
        frozenSum[p]! += w[i]! * pricing[list[i]!.of]!;
        i++;
      }
      itemCursor[p] = i;
      own[p] = c.ownTerm(p, r, pricing) * c.baseUnit;
      score[p] = frozenSum[p]! + own[p]!;
    }
    return { score, own, all: c.ranking.rank(score), unit: c.baseUnit, pricedWith: pricing };
  };
}

function sumOver<T>(list: readonly T[], n: number, of: (t: T) => readonly number[]): number[] {
  const out = new Array<number>(n).fill(0);
  for (const t of list) {
    const v = of(t);
    for (let p = 0; p < n; p++) out[p]! += v[p]!;
  }
  return out;
}

function sameOrder(a: readonly PlayerId[], b: readonly PlayerId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
