/**
 * Edmonds' blossom algorithm for a maximum-weight matching on a general graph,
 * with Galil's O(n³) dual updates: a TypeScript port on typed arrays of the
 * same algorithm as `edmonds-blossom-fixed@1.0.1` (MIT; Matt Krick's
 * JavaScript port of Joris van Rantwijk's Python implementation).
 *
 * Why a port: the package rebuilds arrays of size 2n at every stage and keeps
 * its state in arrays of mixed types, which makes it grow with exponent ≈ 4
 * on the Keizer round graphs (against 3 for the algorithm). This port keeps
 * the package's order of work step for step — the same stages, the same queue
 * discipline, the same tie-breaking, even the package's reading of an empty
 * best-edge list as "not computed yet" — so it returns the same `mate` for the
 * same input; the package stays in the tests as the oracle that checks it.
 *
 * Dual variables are stored doubled (vertex duals start at the largest
 * weight, slacks are dual[u] + dual[v] − 2·w), so every value is a whole
 * number: exact in a double while the weights stay ≤ 2^50 (the caller checks).
 *
 * Vertices are 0..n−1 where n is one more than the largest vertex in the edge
 * list (as the package does); the caller pads the result.
 */

/** Edges as parallel arrays: edge k joins `u[k]` and `v[k]` with weight `w[k]`. */
export interface EdgeArrays {
  readonly u: Int32Array;
  readonly v: Int32Array;
  readonly w: Float64Array;
}

/**
 * `mate[v]` for v in 0..n−1 (n = largest vertex in the edges + 1): the vertex
 * matched to v, or −1.
 */
export function edmondsMatching(edges: EdgeArrays, maxCardinality: boolean): Int32Array {
  const m = edges.u.length;
  let n = 0;
  for (let k = 0; k < m; k++) {
    if (edges.u[k]! >= n) n = edges.u[k]! + 1;
    if (edges.v[k]! >= n) n = edges.v[k]! + 1;
  }
  if (m === 0) return new Int32Array(0);
  return new Solver(edges, n, maxCardinality).solve();
}

/** The empty best-edge list, shared (lists are replaced, never changed in place). */
const NONE: readonly number[] = [];

const FREE = 0;
const S = 1;
const T = 2;

class Solver {
  private readonly eu: Int32Array;
  private readonly ev: Int32Array;
  private readonly ew: Float64Array;
  /** endpoint[2k] = u[k], endpoint[2k+1] = v[k]. */
  private readonly endpoint: Int32Array;
  /** The endpoints p of the edges at vertex v (the far end is endpoint[p]): nbList[nbStart[v] .. nbStart[v+1]). */
  private readonly nbStart: Int32Array;
  private readonly nbList: Int32Array;
  /**
   * Per entry of nbList, the far vertex and twice the edge's weight: the scan of a vertex's edges reads them
   * in order instead of three arrays at the edge's index, which at 500 players (120,000 edges, megabytes of
   * arrays) is the difference between the processor's cache and its memory.
   */
  private readonly nbFar: Int32Array;
  private readonly nbWeight2: Float64Array;
  /** mate[v]: the endpoint p of v's matched edge (the partner is endpoint[p]), or −1. */
  private readonly mate: Int32Array;
  private readonly label: Int32Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomChilds: number[][];
  private readonly blossomBase: Int32Array;
  private readonly blossomEndPs: number[][];
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: (readonly number[])[];
  private readonly unused: Int32Array;
  private unusedCount: number;
  private readonly dual: Float64Array;
  private readonly allowEdge: Uint8Array;
  private queue: number[] = [];
  /** Scratch for addBlossom (best edge to each S-blossom), −1 between uses. */
  private readonly bestEdgeTo: Int32Array;

  constructor(
    edges: EdgeArrays,
    private readonly n: number,
    private readonly maxCardinality: boolean,
  ) {
    const m = edges.u.length;
    this.eu = edges.u;
    this.ev = edges.v;
    this.ew = edges.w;
    let maxWeight = 0;
    for (let k = 0; k < m; k++) if (edges.w[k]! > maxWeight) maxWeight = edges.w[k]!;
    this.endpoint = new Int32Array(2 * m);
    for (let k = 0; k < m; k++) {
      this.endpoint[2 * k] = edges.u[k]!;
      this.endpoint[2 * k + 1] = edges.v[k]!;
    }
    // Neighbour endpoints per vertex, in edge order (as the package pushes them).
    const degree = new Int32Array(n + 1);
    for (let k = 0; k < m; k++) {
      degree[edges.u[k]!]!++;
      degree[edges.v[k]!]!++;
    }
    this.nbStart = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) this.nbStart[v + 1] = this.nbStart[v]! + degree[v]!;
    this.nbList = new Int32Array(2 * m);
    this.nbFar = new Int32Array(2 * m);
    this.nbWeight2 = new Float64Array(2 * m);
    const fill = this.nbStart.slice(0, n);
    for (let k = 0; k < m; k++) {
      const u = edges.u[k]!;
      const v = edges.v[k]!;
      const atU = fill[u]!++;
      this.nbList[atU] = 2 * k + 1;
      this.nbFar[atU] = v;
      this.nbWeight2[atU] = 2 * edges.w[k]!;
      const atV = fill[v]!++;
      this.nbList[atV] = 2 * k;
      this.nbFar[atV] = u;
      this.nbWeight2[atV] = 2 * edges.w[k]!;
    }
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.blossomParent = new Int32Array(2 * n).fill(-1);
    this.blossomChilds = Array.from({ length: 2 * n }, () => []);
    this.blossomBase = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.blossomEndPs = Array.from({ length: 2 * n }, () => []);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.blossomBestEdges = new Array<readonly number[]>(2 * n).fill(NONE);
    this.unused = new Int32Array(n);
    for (let i = 0; i < n; i++) this.unused[i] = n + i;
    this.unusedCount = n;
    this.dual = new Float64Array(2 * n);
    for (let v = 0; v < n; v++) this.dual[v] = maxWeight;
    this.allowEdge = new Uint8Array(m);
    this.bestEdgeTo = new Int32Array(2 * n).fill(-1);
  }

  private slack(k: number): number {
    return this.dual[this.eu[k]!]! + this.dual[this.ev[k]!]! - 2 * this.ew[k]!;
  }

  /** The vertices inside blossom b, depth first in child order, appended to `out`. */
  private leaves(b: number, out: number[]): number[] {
    if (b < this.n) {
      out.push(b);
      return out;
    }
    for (const c of this.blossomChilds[b]!) {
      if (c < this.n) out.push(c);
      else this.leaves(c, out);
    }
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w]!;
    this.label[w] = t;
    this.label[b] = t;
    this.labelEnd[w] = p;
    this.labelEnd[b] = p;
    this.bestEdge[w] = -1;
    this.bestEdge[b] = -1;
    if (t === S) {
      this.leaves(b, this.queue);
    } else if (t === T) {
      const base = this.blossomBase[b]!;
      const mb = this.mate[base]!;
      this.assignLabel(this.endpoint[mb]!, S, mb ^ 1);
    }
  }

  /** Traces back from v and w to find a new blossom's base, or −1 for an augmenting path. */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v]!;
      if (this.label[b]! & 4) {
        base = this.blossomBase[b]!;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelEnd[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelEnd[b]!]!;
        b = this.inBlossom[v]!;
        v = this.endpoint[this.labelEnd[b]!]!;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) this.label[b] = S;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let v = this.eu[k]!;
    let w = this.ev[k]!;
    const bb = this.inBlossom[base]!;
    let bv = this.inBlossom[v]!;
    let bw = this.inBlossom[w]!;
    const b = this.unused[--this.unusedCount]!;
    this.blossomBase[b] = base;
    this.blossomParent[b] = -1;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const endPs: number[] = [];
    this.blossomChilds[b] = path;
    this.blossomEndPs[b] = endPs;
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      endPs.push(this.labelEnd[bv]!);
      v = this.endpoint[this.labelEnd[bv]!]!;
      bv = this.inBlossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endPs.reverse();
    endPs.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endPs.push(this.labelEnd[bw]! ^ 1);
      w = this.endpoint[this.labelEnd[bw]!]!;
      bw = this.inBlossom[w]!;
    }
    this.label[b] = S;
    this.labelEnd[b] = this.labelEnd[bb]!;
    this.dual[b] = 0;
    for (const leaf of this.leaves(b, [])) {
      if (this.label[this.inBlossom[leaf]!] === T) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    }
    const bestEdgeTo = this.bestEdgeTo;
    const touched: number[] = [];
    const consider = (e: number): void => {
      let j = this.ev[e]!;
      if (this.inBlossom[j] === b) j = this.eu[e]!;
      const bj = this.inBlossom[j]!;
      if (bj !== b && this.label[bj] === S) {
        const current = bestEdgeTo[bj]!;
        if (current === -1) {
          touched.push(bj);
          bestEdgeTo[bj] = e;
        } else if (this.slack(e) < this.slack(current)) {
          bestEdgeTo[bj] = e;
        }
      }
    };
    for (const sub of path) {
      const stored = this.blossomBestEdges[sub]!;
      // As the package does: an empty list counts as not computed, so the edges of the leaves are scanned.
      if (stored.length === 0) {
        for (const leaf of this.leaves(sub, [])) {
          for (let i = this.nbStart[leaf]!, end = this.nbStart[leaf + 1]!; i < end; i++) consider(this.nbList[i]! >> 1);
        }
      } else {
        for (const e of stored) consider(e);
      }
      this.blossomBestEdges[sub] = NONE;
      this.bestEdge[sub] = -1;
    }
    // The best edges in order of the blossom they lead to (the package scans bestEdgeTo by index).
    touched.sort((x, y) => x - y);
    const best: number[] = [];
    for (const bj of touched) {
      best.push(bestEdgeTo[bj]!);
      bestEdgeTo[bj] = -1;
    }
    this.blossomBestEdges[b] = best;
    let bestK = -1;
    for (const e of best) if (bestK === -1 || this.slack(e) < this.slack(bestK)) bestK = e;
    this.bestEdge[b] = bestK;
  }

  private expandBlossom(b: number, endStage: boolean): void {
    const childs = this.blossomChilds[b]!;
    for (const s of childs) {
      this.blossomParent[s] = -1;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dual[s] === 0) this.expandBlossom(s, endStage);
      else for (const leaf of this.leaves(s, [])) this.inBlossom[leaf] = s;
    }
    if (!endStage && this.label[b] === T) {
      const endPs = this.blossomEndPs[b]!;
      const len = childs.length;
      const at = (list: readonly number[], i: number): number => list[i < 0 ? list.length + i : i]!;
      const entryChild = this.inBlossom[this.endpoint[this.labelEnd[b]! ^ 1]!]!;
      let j = childs.indexOf(entryChild);
      let jStep: number;
      let endpTrick: number;
      if (j & 1) {
        j -= len;
        jStep = 1;
        endpTrick = 0;
      } else {
        jStep = -1;
        endpTrick = 1;
      }
      let p = this.labelEnd[b]!;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]!] = 0;
        this.label[this.endpoint[at(endPs, j - endpTrick) ^ endpTrick ^ 1]!] = 0;
        this.assignLabel(this.endpoint[p ^ 1]!, T, p);
        this.allowEdge[at(endPs, j - endpTrick) >> 1] = 1;
        j += jStep;
        p = at(endPs, j - endpTrick) ^ endpTrick;
        this.allowEdge[p >> 1] = 1;
        j += jStep;
      }
      let bv = at(childs, j);
      this.label[this.endpoint[p ^ 1]!] = T;
      this.label[bv] = T;
      this.labelEnd[this.endpoint[p ^ 1]!] = p;
      this.labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += jStep;
      while (at(childs, j) !== entryChild) {
        bv = at(childs, j);
        if (this.label[bv] === S) {
          j += jStep;
          continue;
        }
        const inside = this.leaves(bv, []);
        let v = -1;
        for (const leaf of inside) {
          v = leaf;
          if (this.label[v] !== 0) break;
        }
        if (v !== -1 && this.label[v] !== 0) {
          this.label[v] = 0;
          this.label[this.endpoint[this.mate[this.blossomBase[bv]!]!]!] = 0;
          this.assignLabel(v, T, this.labelEnd[v]!);
        }
        j += jStep;
      }
    }
    this.label[b] = -1;
    this.labelEnd[b] = -1;
    this.blossomChilds[b] = [];
    this.blossomEndPs[b] = [];
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = NONE;
    this.bestEdge[b] = -1;
    this.unused[this.unusedCount++] = b;
  }

  /** Swaps the matched and unmatched edges on the path through blossom b from vertex v to its base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t]!;
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.blossomChilds[b]!;
    const endPs = this.blossomEndPs[b]!;
    const at = (list: readonly number[], i: number): number => list[i < 0 ? list.length + i : i]!;
    const i = childs.indexOf(t);
    let j = i;
    let jStep: number;
    let endpTrick: number;
    if (i & 1) {
      j -= childs.length;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
    while (j !== 0) {
      j += jStep;
      t = at(childs, j);
      const p = at(endPs, j - endpTrick) ^ endpTrick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p]!);
      j += jStep;
      t = at(childs, j);
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    this.blossomChilds[b] = childs.slice(i).concat(childs.slice(0, i));
    this.blossomEndPs[b] = endPs.slice(i).concat(endPs.slice(0, i));
    this.blossomBase[b] = this.blossomBase[this.blossomChilds[b]![0]!]!;
  }

  private augmentMatching(k: number): void {
    for (let side = 0; side < 2; side++) {
      let s = side === 0 ? this.eu[k]! : this.ev[k]!;
      let p = side === 0 ? 2 * k + 1 : 2 * k;
      for (;;) {
        const bs = this.inBlossom[s]!;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break;
        const t = this.endpoint[this.labelEnd[bs]!]!;
        const bt = this.inBlossom[t]!;
        s = this.endpoint[this.labelEnd[bt]!]!;
        const j = this.endpoint[this.labelEnd[bt]! ^ 1]!;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt]!;
        p = this.labelEnd[bt]! ^ 1;
      }
    }
  }

  solve(): Int32Array {
    const n = this.n;
    const { label, inBlossom, bestEdge, dual, blossomParent, blossomBase } = this;
    for (let stage = 0; stage < n; stage++) {
      label.fill(0);
      bestEdge.fill(-1);
      this.blossomBestEdges.fill(NONE);
      this.allowEdge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && label[inBlossom[v]!] === FREE) this.assignLabel(v, S, -1);
      }
      let augmented = false;
      for (;;) {
        while (this.queue.length > 0 && !augmented) {
          const v = this.queue.pop()!;
          for (let i = this.nbStart[v]!, end = this.nbStart[v + 1]!; i < end; i++) {
            const p = this.nbList[i]!;
            const k = p >> 1;
            const w = this.nbFar[i]!;
            if (inBlossom[v] === inBlossom[w]) continue;
            let kSlack = 0;
            if (!this.allowEdge[k]) {
              // slack(k), from this entry: v and w are the edge's ends (a sum of whole numbers, in either order).
              kSlack = dual[v]! + dual[w]! - this.nbWeight2[i]!;
              if (kSlack <= 0) this.allowEdge[k] = 1;
            }
            const labelW = label[inBlossom[w]!]!;
            if (this.allowEdge[k]) {
              if (labelW === FREE) {
                this.assignLabel(w, T, p ^ 1);
              } else if (labelW === S) {
                const base = this.scanBlossom(v, w);
                if (base >= 0) {
                  this.addBlossom(base, k);
                } else {
                  this.augmentMatching(k);
                  augmented = true;
                  break;
                }
              } else if (label[w] === FREE) {
                label[w] = T;
                this.labelEnd[w] = p ^ 1;
              }
            } else if (labelW === S) {
              const b = inBlossom[v]!;
              if (bestEdge[b] === -1 || kSlack < this.slack(bestEdge[b]!)) bestEdge[b] = k;
            } else if (label[w] === FREE) {
              if (bestEdge[w] === -1 || kSlack < this.slack(bestEdge[w]!)) bestEdge[w] = k;
            }
          }
        }
        if (augmented) break;

        // No augmenting path with the allowed edges: the dual update.
        let deltaType = -1;
        let delta = 0;
        let deltaEdge = -1;
        let deltaBlossom = -1;
        if (!this.maxCardinality) {
          deltaType = 1;
          delta = Infinity;
          for (let v = 0; v < n; v++) if (dual[v]! < delta) delta = dual[v]!;
        }
        for (let v = 0; v < n; v++) {
          if (label[inBlossom[v]!] === FREE && bestEdge[v] !== -1) {
            const d = this.slack(bestEdge[v]!);
            if (deltaType === -1 || d < delta) {
              delta = d;
              deltaType = 2;
              deltaEdge = bestEdge[v]!;
            }
          }
        }
        for (let b = 0; b < 2 * n; b++) {
          if (blossomParent[b] === -1 && label[b] === S && bestEdge[b] !== -1) {
            const d = this.slack(bestEdge[b]!) / 2;
            if (deltaType === -1 || d < delta) {
              delta = d;
              deltaType = 3;
              deltaEdge = bestEdge[b]!;
            }
          }
        }
        for (let b = n; b < 2 * n; b++) {
          if (
            blossomBase[b]! >= 0 &&
            blossomParent[b] === -1 &&
            label[b] === T &&
            (deltaType === -1 || dual[b]! < delta)
          ) {
            delta = dual[b]!;
            deltaType = 4;
            deltaBlossom = b;
          }
        }
        if (deltaType === -1) {
          deltaType = 1;
          let min = Infinity;
          for (let v = 0; v < n; v++) if (dual[v]! < min) min = dual[v]!;
          delta = Math.max(0, min);
        }
        for (let v = 0; v < n; v++) {
          const l = label[inBlossom[v]!];
          if (l === S) dual[v] = dual[v]! - delta;
          else if (l === T) dual[v] = dual[v]! + delta;
        }
        for (let b = n; b < 2 * n; b++) {
          if (blossomBase[b]! >= 0 && blossomParent[b] === -1) {
            if (label[b] === S) dual[b] = dual[b]! + delta;
            else if (label[b] === T) dual[b] = dual[b]! - delta;
          }
        }
        if (deltaType === 1) break;
        if (deltaType === 2) {
          this.allowEdge[deltaEdge] = 1;
          let i = this.eu[deltaEdge]!;
          if (label[inBlossom[i]!] === FREE) i = this.ev[deltaEdge]!;
          this.queue.push(i);
        } else if (deltaType === 3) {
          this.allowEdge[deltaEdge] = 1;
          this.queue.push(this.eu[deltaEdge]!);
        } else {
          this.expandBlossom(deltaBlossom, false);
        }
      }
      if (!augmented) break;
      for (let b = n; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && blossomBase[b]! >= 0 && label[b] === S && dual[b] === 0)
          this.expandBlossom(b, true);
      }
    }
    const result = new Int32Array(n);
    for (let v = 0; v < n; v++) result[v] = this.mate[v]! >= 0 ? this.endpoint[this.mate[v]!]! : -1;
    return result;
  }
}
