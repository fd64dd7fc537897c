/**
 * Lexicographic weights: several criteria, highest first, packed into one
 * integer edge weight so that a single maximum-weight matching optimises them
 * in strict priority order.
 *
 * Each level k has a per-edge cost v_k(e) in 0..max_k, and at most count_k
 * matched edges can carry a cost on that level (usually every pair; a bye
 * level has one). Its width is B_k = count_k·max_k + 1: the sum of the level
 * over any matching stays below B_k, so it never carries into the level above.
 * The multiplier of a level is the product of the widths below it, and
 *
 *     cost(e)   = Σ_k v_k(e)·M_k          (< C, the product of all widths)
 *     weight(e) = C − cost(e)             (≥ 1)
 *
 * In maximum-cardinality mode every candidate matching has the same number of
 * edges, so maximising Σ weight is minimising Σ cost, which is lexicographic
 * minimisation of the level sums. C is asserted ≤ 2^50 (the matching core's
 * limit). Plain multiplication only: `<<` works on 32 bits in JavaScript and
 * silently merges levels.
 */
import { MAX_WEIGHT } from './blossom';

export interface Level {
  readonly name: string;
  /** Largest per-edge cost on this level. */
  readonly max: number;
  /** Most matched edges that can carry a cost here (default: maxPairs). */
  readonly count?: number;
}

export interface LexPacker {
  /** Levels, highest priority first. */
  readonly levels: readonly Level[];
  /** Width of each level (same order). */
  readonly widths: readonly number[];
  /** Multiplier of each level (same order). */
  readonly multipliers: readonly number[];
  /** The constant C: every weight is C − cost. */
  readonly top: number;
  /** The packed cost of one edge (values per level, highest first). */
  cost(values: readonly number[]): number;
  /** The edge weight C − cost. */
  weight(values: readonly number[]): number;
  /** A packed cost (of one edge or summed over a matching) back into its level sums. */
  unpack(cost: number): number[];
}

export class PackingOverflow extends Error {
  constructor(readonly bound: number) {
    super(`packed weights would reach ${bound}, above 2^50`);
    this.name = 'PackingOverflow';
  }
}

/** The constant C for these levels, or Infinity once it passes 2^50. */
export function packedBound(levels: readonly Level[], maxPairs: number): number {
  let c = 1;
  for (const l of levels) {
    const width = (l.count ?? maxPairs) * l.max + 1;
    c *= width;
    if (c > MAX_WEIGHT) return Infinity;
  }
  return c;
}

export function lexPacker(levels: readonly Level[], maxPairs: number): LexPacker {
  if (!Number.isInteger(maxPairs) || maxPairs < 0) throw new RangeError(`maxPairs ${maxPairs}`);
  for (const l of levels) {
    if (!Number.isInteger(l.max) || l.max < 0) throw new RangeError(`level ${l.name}: max ${l.max}`);
    if (l.count !== undefined && (!Number.isInteger(l.count) || l.count < 0))
      throw new RangeError(`level ${l.name}: count ${l.count}`);
  }
  const top = packedBound(levels, maxPairs);
  if (!Number.isFinite(top)) throw new PackingOverflow(top);
  const widths = levels.map((l) => (l.count ?? maxPairs) * l.max + 1);
  const multipliers = new Array<number>(levels.length);
  let m = 1;
  for (let k = levels.length - 1; k >= 0; k--) {
    multipliers[k] = m;
    m *= widths[k]!;
  }
  const cost = (values: readonly number[]): number => {
    if (values.length !== levels.length)
      throw new RangeError(`expected ${levels.length} level values, got ${values.length}`);
    let c = 0;
    for (let k = 0; k < levels.length; k++) {
      const v = values[k]!;
      if (!Number.isInteger(v) || v < 0 || v > levels[k]!.max)
        throw new RangeError(`level ${levels[k]!.name}: value ${v} outside 0..${levels[k]!.max}`);
      c += v * multipliers[k]!;
    }
    return c;
  };
  return {
    levels,
    widths,
    multipliers,
    top,
    cost,
    weight: (values) => top - cost(values),
    unpack(total: number): number[] {
      const out = new Array<number>(levels.length);
      let rest = total;
      for (let k = 0; k < levels.length; k++) {
        out[k] = Math.floor(rest / multipliers[k]!);
        rest -= out[k]! * multipliers[k]!;
      }
      return out;
    },
  };
}

/** Compares two level vectors lexicographically (highest level first). */
export function compareLex(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const d = (a[k] ?? 0) - (b[k] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
