/** Typings for the untyped `edmonds-blossom-fixed@1.0.1`: the oracle of the ported solver in tests and the benchmark. */
declare module 'edmonds-blossom-fixed' {
  /**
   * Edges as [u, v, weight]; returns mate[v] (−1 when unmatched) for v up to
   * the largest index in the edges. With no edges it returns the empty input.
   */
  function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
  export = blossom;
}
