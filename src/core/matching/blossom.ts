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
import { EdgeArrays, edmondsMatching } from './edmonds';

export type { EdgeArrays } from './edmonds';

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

/** The edges as parallel arrays (the solver's form). */
function asArrays(edges: readonly MatchEdge[] | EdgeArrays): EdgeArrays {
  if (!Array.isArray(edges)) return edges as EdgeArrays;
  const list = edges as readonly MatchEdge[];
  const arrays = { u: new Int32Array(list.length), v: new Int32Array(list.length), w: new Float64Array(list.length) };
  list.forEach((e, k) => {
    arrays.u[k] = e.u;
    arrays.v[k] = e.v;
    arrays.w[k] = e.weight;
  });
  return arrays;
}

/** A Set of the unordered pairs u–v; a bit per pair while the field is small enough for a table (it is faster and smaller then). */
function pairSet(vertexCount: number): { has(u: number, v: number): boolean; add(u: number, v: number): void } {
  const key = (u: number, v: number) => Math.min(u, v) * vertexCount + Math.max(u, v);
  if (vertexCount <= 4096) {
    const bits = new Uint8Array(Math.ceil((vertexCount * vertexCount) / 8));
    return {
      has: (u, v) => (bits[key(u, v) >> 3]! & (1 << (key(u, v) & 7))) !== 0,
      add: (u, v) => void (bits[key(u, v) >> 3]! |= 1 << (key(u, v) & 7)),
    };
  }
  const set = new Set<number>();
  return { has: (u, v) => set.has(key(u, v)), add: (u, v) => void set.add(key(u, v)) };
}

function validate(vertexCount: number, edges: EdgeArrays): void {
  if (!Number.isInteger(vertexCount) || vertexCount < 0)
    throw new MatchingInputError(`vertexCount ${vertexCount} is not a whole number ≥ 0`);
  const seen = pairSet(vertexCount);
  for (let k = 0; k < edges.u.length; k++) {
    const u = edges.u[k]!;
    const v = edges.v[k]!;
    const weight = edges.w[k]!;
    if (u < 0 || v < 0 || u >= vertexCount || v >= vertexCount) {
      throw new MatchingInputError(`edge ${u}–${v}: vertex out of range 0..${vertexCount - 1}`);
    }
    if (u === v) throw new MatchingInputError(`edge ${u}–${v}: a self-loop`);
    if (!Number.isSafeInteger(weight) || weight < 0 || weight > MAX_WEIGHT) {
      throw new MatchingInputError(`edge ${u}–${v}: weight ${weight} is not a whole number in 0..2^50`);
    }
    if (seen.has(u, v)) throw new MatchingInputError(`edge ${u}–${v} appears twice`);
    seen.add(u, v);
  }
}

/**
 * A maximum-weight matching. Returns `mate`, of length `vertexCount`:
 * `mate[v]` is the vertex matched to v, or −1. The edges come as a list of
 * `MatchEdge`s or, for large graphs, as parallel typed arrays.
 *
 * Deterministic: the same vertex count and edge list (in the same order) give
 * the same matching.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: readonly MatchEdge[] | EdgeArrays,
  options: MatchingOptions,
): number[] {
  if (Array.isArray(edges)) {
    // Vertices that are not whole numbers cannot enter an Int32Array unchanged: refuse them before the conversion.
    for (const e of edges as readonly MatchEdge[]) {
      if (!Number.isInteger(e.u) || !Number.isInteger(e.v))
        throw new MatchingInputError(`edge ${e.u}–${e.v}: vertex out of range 0..${vertexCount - 1}`);
    }
  }
  const arrays = asArrays(edges);
  validate(vertexCount, arrays);
  const mate = new Array<number>(vertexCount).fill(-1);
  if (arrays.u.length === 0) return mate;
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
export function assertMatching(mate: readonly number[], edges: readonly MatchEdge[] | EdgeArrays): void {
  const n = mate.length;
  for (let v = 0; v < n; v++) {
    const m = mate[v]!;
    if (m === -1) continue;
    if (!Number.isInteger(m) || m < 0 || m >= n || m === v || mate[m] !== v)
      throw new Error(`matching defect at vertex ${v}`);
  }
  // Every matched vertex's pair must be one of the edges: tick them off.
  const covered = new Uint8Array(n);
  const { u, v } = asArrays(edges);
  for (let k = 0; k < u.length; k++) if (mate[u[k]!] === v[k]) ((covered[u[k]!] = 1), (covered[v[k]!] = 1));
  for (let x = 0; x < n; x++)
    if (mate[x] !== -1 && !covered[x]) throw new Error(`matching uses a non-edge ${x}–${mate[x]}`);
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
