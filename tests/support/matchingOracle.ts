/**
 * Reference solvers for tests: slow, obviously correct maximum matchings
 * against which the blossom core is checked.
 */
import type { MatchEdge } from '../../src/core/matching';

export interface Best {
  readonly size: number;
  readonly weight: number;
}

function better(a: Best, b: Best, maxCardinality: boolean): boolean {
  if (maxCardinality && a.size !== b.size) return a.size > b.size;
  return a.weight > b.weight;
}

/** Exhaustive search over all matchings (n ≤ 12). */
export function bruteForceMatching(n: number, edges: readonly MatchEdge[], maxCardinality: boolean): Best {
  const w: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
  for (const e of edges) w[e.u]![e.v] = w[e.v]![e.u] = e.weight;
  const used = new Array<boolean>(n).fill(false);
  const go = (from: number): Best => {
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) return { size: 0, weight: 0 };
    used[v] = true;
    let best = go(v + 1); // v stays unmatched
    for (let u = v + 1; u < n; u++) {
      if (used[u] || w[v]![u]! < 0) continue;
      used[u] = true;
      const rest = go(v + 1);
      const cand = { size: rest.size + 1, weight: rest.weight + w[v]![u]! };
      if (better(cand, best, maxCardinality)) best = cand;
      used[u] = false;
    }
    used[v] = false;
    return best;
  };
  return go(0);
}

/** Dynamic programme over vertex subsets (n ≤ 16). */
export function bitmaskMatching(n: number, edges: readonly MatchEdge[], maxCardinality: boolean): Best {
  const w: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
  for (const e of edges) w[e.u]![e.v] = w[e.v]![e.u] = e.weight;
  const size = new Int32Array(1 << n);
  const weight = new Float64Array(1 << n);
  for (let mask = 1; mask < 1 << n; mask++) {
    const v = 31 - Math.clz32(mask & -mask);
    const without = mask & ~(1 << v);
    let bs = size[without]!;
    let bw = weight[without]!;
    for (let u = v + 1; u < n; u++) {
      if (!(without & (1 << u)) || w[v]![u]! < 0) continue;
      const rest = without & ~(1 << u);
      const cs = size[rest]! + 1;
      const cw = weight[rest]! + w[v]![u]!;
      if (better({ size: cs, weight: cw }, { size: bs, weight: bw }, maxCardinality)) {
        bs = cs;
        bw = cw;
      }
    }
    size[mask] = bs;
    weight[mask] = bw;
  }
  const full = (1 << n) - 1;
  return { size: size[full]!, weight: weight[full]! };
}
