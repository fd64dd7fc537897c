/**
 * The typed-array blossom solver against the package it was ported from
 * (`edmonds-blossom-fixed@1.0.1`, kept as a test oracle): the same `mate`,
 * vertex for vertex, on random graphs and on real Keizer round graphs — so
 * every pairing and draw is what it was with the package.
 */
import fc from 'fast-check';
import blossom from 'edmonds-blossom-fixed';
import { edmondsMatching } from '../../../src/core/matching/edmonds';
import { maxWeightMatching, matchingWeight, type EdgeArrays, type MatchEdge } from '../../../src/core/matching';
import { pairRound, pairingInput } from '../../../src/core/keizer/pairing';
import { simulateKeizerSeason } from '../../../src/sim/keizerSeason';

// Every graph the Keizer engine hands to the matching core, captured on the way.
const captured: MatchEdge[][] = [];
jest.mock('../../../src/core/matching/blossom', () => {
  const actual = jest.requireActual('../../../src/core/matching/blossom');
  return {
    ...actual,
    maxWeightMatching: (n: number, edges: MatchEdge[] | EdgeArrays, options: { maxCardinality: boolean }) => {
      captured.push(
        Array.isArray(edges) ? edges : Array.from(edges.u, (u, k) => ({ u, v: edges.v[k]!, weight: edges.w[k]! })),
      );
      return actual.maxWeightMatching(n, edges, options);
    },
  };
});

/** The matching graphs of pairing round 15 of a simulated season with everybody present. */
function keizerRoundGraphs(present: number, seed: number): MatchEdge[][] {
  const season = simulateKeizerSeason({
    players: present,
    rounds: 28,
    played: 14,
    attendance: 1,
    seed: `oracle-${present}-${seed}`,
  });
  captured.length = 0;
  pairRound(pairingInput(season.competition, 15, season.neverPairs, `oracle-${seed}`));
  return captured.splice(0);
}

function oracle(edges: readonly MatchEdge[], maxCardinality: boolean): number[] {
  if (edges.length === 0) return [];
  return blossom(
    edges.map((e) => [e.u, e.v, e.weight] as [number, number, number]),
    maxCardinality,
  );
}

function ported(edges: readonly MatchEdge[], maxCardinality: boolean): number[] {
  const u = Int32Array.from(edges, (e) => e.u);
  const v = Int32Array.from(edges, (e) => e.v);
  const w = Float64Array.from(edges, (e) => e.weight);
  return Array.from(edmondsMatching({ u, v, w }, maxCardinality));
}

/** A random simple graph: n vertices, each pair an edge with probability p (edges in a shuffled order), weights in 0..maxW. */
const graph = (maxN: number, maxW: number) =>
  fc
    .record({
      n: fc.integer({ min: 1, max: maxN }),
      p: fc.double({ min: 0.05, max: 1, noNaN: true }),
      seed: fc.integer(),
      maxW: fc.constantFrom(1, 3, 10, maxW),
    })
    .map(({ n, p, seed, maxW: top }) => {
      let s = seed >>> 0 || 1;
      const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
      const edges: MatchEdge[] = [];
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++)
          if (next() < p)
            edges.push(
              next() < 0.5
                ? { u, v, weight: Math.floor(next() * (top + 1)) }
                : { u: v, v: u, weight: Math.floor(next() * (top + 1)) },
            );
      for (let i = edges.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [edges[i], edges[j]] = [edges[j]!, edges[i]!];
      }
      return edges;
    });

describe('the ported blossom solver returns what the package returns', () => {
  test('random graphs up to 30 vertices, both modes: the same mate for every vertex', () => {
    fc.assert(
      fc.property(graph(30, 1000), fc.boolean(), (edges, maxCardinality) => {
        expect(ported(edges, maxCardinality)).toEqual(oracle(edges, maxCardinality));
      }),
      { numRuns: 2000 },
    );
  });

  test('random graphs with many equal weights (ties), up to 60 vertices: the same mate', () => {
    fc.assert(
      fc.property(graph(60, 2), fc.boolean(), (edges, maxCardinality) => {
        expect(ported(edges, maxCardinality)).toEqual(oracle(edges, maxCardinality));
      }),
      { numRuns: 400 },
    );
  });

  test('weights near 2^50 stay exact: the same mate and weight', () => {
    fc.assert(
      fc.property(graph(16, 1000), fc.integer({ min: 2 ** 40, max: 2 ** 49 }), (edges, offset) => {
        const big = edges.map((e) => ({ ...e, weight: offset + e.weight * 1024 }));
        const mate = ported(big, true);
        expect(mate).toEqual(oracle(big, true));
        expect(Number.isSafeInteger(matchingWeight(maxWeightMatching(17, big, { maxCardinality: true }), big))).toBe(
          true,
        );
      }),
      { numRuns: 200 },
    );
  });

  test.each([34, 70, 150])('a Keizer round graph of %i present players: the same mate', (present) => {
    for (const seed of [1, 2, 3]) {
      const graphs = keizerRoundGraphs(present, seed);
      expect(graphs.length).toBeGreaterThan(0);
      for (const edges of graphs) expect(ported(edges, true)).toEqual(oracle(edges, true));
    }
  });
});
