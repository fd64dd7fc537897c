/**
 * Structure of maximum matchings in an unweighted graph, for explaining why a
 * complete pairing does not exist.
 *
 * Tutte–Berge: the number of vertices a maximum matching leaves unmatched is
 * max over A of (odd(G − A) − |A|). The Gallai–Edmonds decomposition gives a
 * witness: D = the vertices some maximum matching leaves unmatched (v ∈ D iff
 * ν(G − v) = ν(G)), A = the neighbours of D outside D. Every component of G[D]
 * is odd, and there are exactly |A| + (n − 2ν) more of them than A can serve:
 * the players of such a component can only be paired among themselves or
 * with A, and A is too small for all of them.
 *
 * Costs n + 1 maximum-cardinality solves; only run when a pairing failed.
 */
import { MatchEdge, cardinality, maxWeightMatching } from './blossom';

export interface TutteBergeWitness {
  /** Size of a maximum matching. */
  readonly matchingSize: number;
  /** Vertices some maximum matching leaves unmatched. */
  readonly deficient: readonly number[];
  /** Neighbours of `deficient` outside it (the "barrier"). */
  readonly barrier: readonly number[];
  /** Components of the graph on `deficient`, each of odd size, smallest first. */
  readonly oddComponents: readonly (readonly number[])[];
}

type Pair = readonly [number, number];

function unitEdges(pairs: readonly Pair[], skip = -1): MatchEdge[] {
  const out: MatchEdge[] = [];
  for (const [u, v] of pairs) if (u !== skip && v !== skip) out.push({ u, v, weight: 1 });
  return out;
}

/** The size of a maximum matching of the graph with these edges. */
export function maximumMatchingSize(vertexCount: number, pairs: readonly Pair[]): number {
  return cardinality(maxWeightMatching(vertexCount, unitEdges(pairs), { maxCardinality: true }));
}

export function tutteBergeWitness(vertexCount: number, pairs: readonly Pair[]): TutteBergeWitness {
  const mate = maxWeightMatching(vertexCount, unitEdges(pairs), { maxCardinality: true });
  const nu = cardinality(mate);
  const inD = new Array<boolean>(vertexCount).fill(false);
  for (let v = 0; v < vertexCount; v++) {
    if (mate[v] === -1) inD[v] = true;
    else inD[v] = cardinality(maxWeightMatching(vertexCount, unitEdges(pairs, v), { maxCardinality: true })) === nu;
  }
  const adj: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const [u, v] of pairs) {
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  const inA = new Array<boolean>(vertexCount).fill(false);
  for (let v = 0; v < vertexCount; v++) if (inD[v]) for (const w of adj[v]!) if (!inD[w]) inA[w] = true;
  const seen = new Array<boolean>(vertexCount).fill(false);
  const components: number[][] = [];
  for (let s = 0; s < vertexCount; s++) {
    if (!inD[s] || seen[s]) continue;
    const comp: number[] = [];
    const stack = [s];
    seen[s] = true;
    while (stack.length > 0) {
      const v = stack.pop()!;
      comp.push(v);
      for (const w of adj[v]!) if (inD[w] && !seen[w]) (seen[w] = true), stack.push(w);
    }
    comp.sort((a, b) => a - b);
    components.push(comp);
  }
  components.sort((a, b) => a.length - b.length || a[0]! - b[0]!);
  const deficient: number[] = [];
  const barrier: number[] = [];
  for (let v = 0; v < vertexCount; v++) {
    if (inD[v]) deficient.push(v);
    if (inA[v]) barrier.push(v);
  }
  return { matchingSize: nu, deficient, barrier, oddComponents: components.filter((c) => c.length % 2 === 1) };
}
