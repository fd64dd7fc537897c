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
 * D is found from one maximum matching: it is the set of vertices an even
 * alternating path reaches from an unmatched vertex (Gallai–Edmonds), so one
 * alternating search over the whole graph (Edmonds' search with blossoms
 * contracted) labels it — O(n·m) after the solve, instead of the n + 1 solves
 * that the definition (ν(G − v) = ν(G)) would take: a 400-player round with no
 * pairing within the rules is explained in well under a second.
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

function unitEdges(pairs: readonly Pair[]): MatchEdge[] {
  return pairs.map(([u, v]) => ({ u, v, weight: 1 }));
}

/**
 * The vertices an even alternating path reaches from an unmatched vertex,
 * given a maximum matching `mate`: Edmonds' search grown from every unmatched
 * vertex at once, blossoms contracted as they close. An edge between two
 * even vertices of different trees would be an augmenting path: impossible
 * for a maximum matching, so it is reported as a defect.
 */
function evenReachable(adj: readonly (readonly number[])[], mate: readonly number[]): boolean[] {
  const n = adj.length;
  const even = new Array<boolean>(n).fill(false);
  const parent = new Array<number>(n).fill(-1);
  const base = Array.from({ length: n }, (_, v) => v);
  const queue: number[] = [];
  for (let v = 0; v < n; v++) if (mate[v] === -1) ((even[v] = true), queue.push(v));
  const onPath = new Array<boolean>(n).fill(false);
  const inBlossom = new Array<boolean>(n).fill(false);
  // The nearest common base of v and w on their way to the root (they are in one tree).
  const commonBase = (v: number, w: number): number => {
    onPath.fill(false);
    for (let a = v; ;) {
      a = base[a]!;
      onPath[a] = true;
      if (mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    for (let b = w; ;) {
      b = base[b]!;
      if (onPath[b]) return b;
      if (mate[b] === -1) throw new Error('matching defect: an augmenting path remains');
      b = parent[mate[b]!]!;
    }
  };
  const markPath = (from: number, top: number, child: number): void => {
    for (let v = from; base[v] !== top;) {
      inBlossom[base[v]!] = true;
      inBlossom[base[mate[v]!]!] = true;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  };
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    for (const w of adj[v]!) {
      if (base[v] === base[w] || mate[v] === w) continue;
      if (even[w]) {
        const top = commonBase(v, w);
        inBlossom.fill(false);
        markPath(v, top, w);
        markPath(w, top, v);
        for (let u = 0; u < n; u++) {
          if (!inBlossom[base[u]!]) continue;
          base[u] = top;
          if (!even[u]) ((even[u] = true), queue.push(u));
        }
      } else if (parent[w] === -1) {
        parent[w] = v;
        // w is matched (an unmatched w is even): its mate becomes even.
        const m = mate[w]!;
        if (!even[m]) ((even[m] = true), queue.push(m));
      }
    }
  }
  return even;
}

/** The size of a maximum matching of the graph with these edges. */
export function maximumMatchingSize(vertexCount: number, pairs: readonly Pair[]): number {
  return cardinality(maxWeightMatching(vertexCount, unitEdges(pairs), { maxCardinality: true }));
}

export function tutteBergeWitness(vertexCount: number, pairs: readonly Pair[]): TutteBergeWitness {
  const mate = maxWeightMatching(vertexCount, unitEdges(pairs), { maxCardinality: true });
  const nu = cardinality(mate);
  const adj: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const [u, v] of pairs) {
    adj[u]!.push(v);
    adj[v]!.push(u);
  }
  const inD = evenReachable(adj, mate);
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
      for (const w of adj[v]!) if (inD[w] && !seen[w]) ((seen[w] = true), stack.push(w));
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
