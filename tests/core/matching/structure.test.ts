import fc from 'fast-check';
import { maximumMatchingSize, tutteBergeWitness } from '../../../src/core/matching';

describe('tutteBergeWitness explains every unmatched vertex', () => {
  test('three players who can only play each other: one odd component of three', () => {
    // 0-1, 2-3 fine; 4,5,6 only among themselves.
    const pairs: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 3],
      [2, 3],
      [4, 5],
      [5, 6],
      [4, 6],
    ];
    const w = tutteBergeWitness(7, pairs);
    expect(w.matchingSize).toBe(3);
    expect(w.oddComponents).toEqual([[4, 5, 6]]);
    expect(w.barrier).toEqual([]);
  });

  test('Tutte–Berge: odd components − |barrier| = vertices left unmatched, on random graphs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.boolean(), { minLength: 66, maxLength: 66 }),
        (n, bits) => {
          const pairs: [number, number][] = [];
          let k = 0;
          for (let u = 0; u < n; u++)
            for (let v = u + 1; v < n; v++) if (bits[k++]! && bits[(k * 7) % 66]!) pairs.push([u, v]);
          const w = tutteBergeWitness(n, pairs);
          expect(w.matchingSize).toBe(maximumMatchingSize(n, pairs));
          expect(w.oddComponents.length - w.barrier.length).toBe(n - 2 * w.matchingSize);
          for (const c of w.oddComponents) expect(c.length % 2).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the deficient set is the Gallai–Edmonds set D', () => {
  /** D by its definition: v is left unmatched by some maximum matching iff ν(G − v) = ν(G). */
  function deficientByDefinition(n: number, pairs: readonly [number, number][]): number[] {
    const nu = maximumMatchingSize(n, pairs);
    const d: number[] = [];
    for (let v = 0; v < n; v++) {
      const without = pairs.filter(([a, b]) => a !== v && b !== v);
      if (maximumMatchingSize(n, without) === nu) d.push(v);
    }
    return d;
  }

  test('on random graphs up to 24 vertices, sparse and dense, D equals the definition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.double({ min: 0.02, max: 0.6, noNaN: true }),
        fc.integer(),
        (n, p, seed) => {
          let s = seed >>> 0 || 1;
          const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
          const pairs: [number, number][] = [];
          for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (next() < p) pairs.push([u, v]);
          expect(tutteBergeWitness(n, pairs).deficient).toEqual(deficientByDefinition(n, pairs));
        },
      ),
      { numRuns: 400 },
    );
  });

  test('nested blossoms: a triangle hung on a pentagon, and two triangles joined by a path', () => {
    const pentagonAndTriangle: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 0],
      [4, 5],
      [5, 6],
      [6, 7],
      [7, 5],
    ];
    expect(tutteBergeWitness(8, pentagonAndTriangle).deficient).toEqual(deficientByDefinition(8, pentagonAndTriangle));
    const twoTriangles: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 0],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
      [6, 4],
    ];
    expect(tutteBergeWitness(7, twoTriangles).deficient).toEqual(deficientByDefinition(7, twoTriangles));
  });
});
