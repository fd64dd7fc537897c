/**
 * Maximum-weight matching on a general graph: the typed front of the blossom
 * solver in `./edmonds.ts` (Edmonds' algorithm with Galil's O(n³) dual
 * updates, ported from `edmonds-blossom-fixed@1.0.1`, which the tests keep as
 * the oracle).
 *
 * The front:
 *  - returns exactly `vertexCount` entries (the solver, like the package,
 *    knows only the vertices up to the largest one in the edge list);
 *  - refuses self-loops, vertices out of range, duplicate edges and weights
 *    that are not safe integers below 2^50, since the algorithm's dual
 *    variables (twice the weights) must stay exact in a double;
 *  - checks every result is a matching made of the given edges.
 *
 * Nothing in here knows about chess or Keezen: vertices are numbers, weights
 * are integers, and the caller decides what they mean.
 */
import { edmondsMatching } from './edmonds';

/** An undirected edge between vertices `u` and `v` with an integer weight. */
export interface MatchEdge {
  readonly u: number;
  readonly v: number;
  readonly weight: number;
}

export interface MatchingOptions {
  /**
   * True: among the matchings of maximum cardinality, one of maximum weight.
   * False: a matching of maximum weight, whatever its size.
   */
  readonly maxCardinality: boolean;
}

/** The largest weight accepted: doubles are exact to 2^53 and the duals reach twice the weight. */
export const MAX_WEIGHT = 2 ** 50;

/** Thrown for input the matching core refuses (a programming error in the caller). */
export class MatchingInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MatchingInputError';
  }
}

function validate(vertexCount: number, edges: readonly MatchEdge[]): void {
  if (!Number.isInteger(vertexCount) || vertexCount < 0) throw new MatchingInputError(`vertexCount ${vertexCount} is not a whole number ≥ 0`);
  const seen = new Set<number>();
  for (const e of edges) {
    const { u, v, weight } = e;
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= vertexCount || v >= vertexCount) {
      throw new MatchingInputError(`edge ${u}–${v}: vertex out of range 0..${vertexCount - 1}`);
    }
    if (u === v) throw new MatchingInputError(`edge ${u}–${v}: a self-loop`);
    if (!Number.isSafeInteger(weight) || weight < 0 || weight > MAX_WEIGHT) {
      throw new MatchingInputError(`edge ${u}–${v}: weight ${weight} is not a whole number in 0..2^50`);
    }
    const key = Math.min(u, v) * vertexCount + Math.max(u, v);
    if (seen.has(key)) throw new MatchingInputError(`edge ${u}–${v} appears twice`);
    seen.add(key);
  }
}

/**
 * A maximum-weight matching. Returns `mate`, of length `vertexCount`:
 * `mate[v]` is the vertex matched to v, or −1.
 *
 * Deterministic: the same vertex count and edge list (in the same order) give
 * the same matching.
 */
export function maxWeightMatching(vertexCount: number, edges: readonly MatchEdge[], options: MatchingOptions): number[] {
  validate(vertexCount, edges);
  const mate = new Array<number>(vertexCount).fill(-1);
  if (edges.length === 0) return mate;
  const arrays = { u: new Int32Array(edges.length), v: new Int32Array(edges.length), w: new Float64Array(edges.length) };
  edges.forEach((e, k) => {
    arrays.u[k] = e.u;
    arrays.v[k] = e.v;
    arrays.w[k] = e.weight;
  });
  const raw = edmondsMatching(arrays, options.maxCardinality);
  for (let v = 0; v < raw.length; v++) {
    const m = raw[v]!;
    mate[v] = m >= 0 ? m : -1;
  }
  assertMatching(mate, edges);
  return mate;
}

/**
 * Checks that `mate` is a matching made of the given edges (symmetric, no
 * vertex twice, every matched pair an edge). Throws otherwise: a cheap guard
 * against a defect in the solver, run after every solve.
 */
export function assertMatching(mate: readonly number[], edges: readonly MatchEdge[]): void {
  const n = mate.length;
  const edgeKeys = new Set<number>();
  for (const e of edges) edgeKeys.add(Math.min(e.u, e.v) * n + Math.max(e.u, e.v));
  for (let v = 0; v < n; v++) {
    const m = mate[v]!;
    if (m === -1) continue;
    if (!Number.isInteger(m) || m < 0 || m >= n || m === v || mate[m] !== v) throw new Error(`matching defect at vertex ${v}`);
    if (!edgeKeys.has(Math.min(v, m) * n + Math.max(v, m))) throw new Error(`matching uses a non-edge ${v}–${m}`);
  }
}

/** The matched pairs (u < v), in order of u. */
export function matchedPairs(mate: readonly number[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let v = 0; v < mate.length; v++) if (mate[v]! > v) pairs.push([v, mate[v]!]);
  return pairs;
}

/** Number of matched pairs. */
export function cardinality(mate: readonly number[]): number {
  let c = 0;
  for (let v = 0; v < mate.length; v++) if (mate[v]! > v) c++;
  return c;
}

/** Total weight of a matching under the given edges. */
export function matchingWeight(mate: readonly number[], edges: readonly MatchEdge[]): number {
  const n = mate.length;
  let total = 0;
  for (const e of edges) if (mate[e.u] === e.v && e.u < n) total += e.weight;
  return total;
}
