import fc from 'fast-check';
import {
  MAX_WEIGHT,
  MatchEdge,
  MatchingInputError,
  cardinality,
  matchedPairs,
  matchingWeight,
  maxWeightMatching,
} from '../../../src/core/matching';
import { bitmaskMatching, bruteForceMatching } from '../../support/matchingOracle';

/** A random simple graph: n vertices, each pair an edge with probability p, weights in 0..maxW. */
const graph = (maxN: number, maxW: number) =>
  fc
    .record({
      n: fc.integer({ min: 0, max: maxN }),
      seed: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: maxW })), {
        minLength: 136,
        maxLength: 136,
      }),
      p: fc.double({ min: 0.05, max: 1, noNaN: true }),
    })
    .map(({ n, seed, p }) => {
      const edges: MatchEdge[] = [];
      let k = 0;
      for (let u = 0; u < n; u++)
        for (let v = u + 1; v < n; v++) {
          const [r, w] = seed[k++ % seed.length]!;
          if (r < p) edges.push({ u, v, weight: w });
        }
      return { n, edges };
    });

describe('maxWeightMatching equals exhaustive search', () => {
  test('max-cardinality mode, n ≤ 12: the same size and weight as brute force', () => {
    fc.assert(
      fc.property(graph(12, 1000), ({ n, edges }) => {
        const mate = maxWeightMatching(n, edges, { maxCardinality: true });
        const best = bruteForceMatching(n, edges, true);
        expect(cardinality(mate)).toBe(best.size);
        expect(matchingWeight(mate, edges)).toBe(best.weight);
      }),
      { numRuns: 300 },
    );
  });

  test('max-weight mode, n ≤ 12: the same weight as brute force', () => {
    fc.assert(
      fc.property(graph(12, 1000), ({ n, edges }) => {
        const mate = maxWeightMatching(n, edges, { maxCardinality: false });
        expect(matchingWeight(mate, edges)).toBe(bruteForceMatching(n, edges, false).weight);
      }),
      { numRuns: 300 },
    );
  });

  test('n ≤ 16 with weights up to 2^40: the same size and weight as the subset DP', () => {
    fc.assert(
      fc.property(graph(16, 2 ** 40), ({ n, edges }) => {
        const mate = maxWeightMatching(n, edges, { maxCardinality: true });
        const best = bitmaskMatching(n, edges, true);
        expect(cardinality(mate)).toBe(best.size);
        expect(matchingWeight(mate, edges)).toBe(best.weight);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the wrapper hides the package quirks', () => {
  test('trailing isolated vertices are in the result, unmatched', () => {
    const mate = maxWeightMatching(6, [{ u: 0, v: 1, weight: 5 }], { maxCardinality: true });
    expect(mate).toEqual([1, 0, -1, -1, -1, -1]);
  });

  test('no edges: everyone unmatched (the package would return its empty input)', () => {
    expect(maxWeightMatching(3, [], { maxCardinality: true })).toEqual([-1, -1, -1]);
    expect(maxWeightMatching(0, [], { maxCardinality: true })).toEqual([]);
  });

  test('all weights equal: a maximum matching', () => {
    const edges: MatchEdge[] = [];
    for (let u = 0; u < 8; u++) for (let v = u + 1; v < 8; v++) edges.push({ u, v, weight: 7 });
    expect(cardinality(maxWeightMatching(8, edges, { maxCardinality: true }))).toBe(4);
  });

  test('weights close to 2^48 stay exact', () => {
    const big = 2 ** 48;
    const edges: MatchEdge[] = [
      { u: 0, v: 1, weight: big - 1 },
      { u: 1, v: 2, weight: big },
      { u: 2, v: 3, weight: big - 1 },
    ];
    const mate = maxWeightMatching(4, edges, { maxCardinality: true });
    expect(matchedPairs(mate)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    const mate2 = maxWeightMatching(4, edges, { maxCardinality: false });
    expect(matchingWeight(mate2, edges)).toBe(2 * big - 2);
  });

  test('max-cardinality beats weight: a heavy middle edge is dropped for two light ones', () => {
    const edges = [
      { u: 0, v: 1, weight: 1 },
      { u: 1, v: 2, weight: 100 },
      { u: 2, v: 3, weight: 1 },
    ];
    expect(cardinality(maxWeightMatching(4, edges, { maxCardinality: true }))).toBe(2);
    expect(matchedPairs(maxWeightMatching(4, edges, { maxCardinality: false }))).toEqual([[1, 2]]);
  });

  test.each([
    ['a self-loop', 3, [{ u: 1, v: 1, weight: 1 }]],
    ['a vertex out of range', 3, [{ u: 0, v: 3, weight: 1 }]],
    [
      'a duplicate edge',
      3,
      [
        { u: 0, v: 1, weight: 1 },
        { u: 1, v: 0, weight: 2 },
      ],
    ],
    ['a fractional weight', 3, [{ u: 0, v: 1, weight: 1.5 }]],
    ['a negative weight', 3, [{ u: 0, v: 1, weight: -1 }]],
    ['a weight above 2^50', 3, [{ u: 0, v: 1, weight: MAX_WEIGHT + 2 }]],
  ])('refuses %s', (_label, n, edges) => {
    expect(() => maxWeightMatching(n as number, edges as MatchEdge[], { maxCardinality: true })).toThrow(
      MatchingInputError,
    );
  });

  test('the same input gives the same matching', () => {
    const edges: MatchEdge[] = [];
    for (let u = 0; u < 20; u++) for (let v = u + 1; v < 20; v++) edges.push({ u, v, weight: 10 });
    const a = maxWeightMatching(20, edges, { maxCardinality: true });
    const b = maxWeightMatching(20, edges, { maxCardinality: true });
    expect(a).toEqual(b);
  });
});
