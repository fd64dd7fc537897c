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
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.boolean(), { minLength: 66, maxLength: 66 }), (n, bits) => {
        const pairs: [number, number][] = [];
        let k = 0;
        for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (bits[k++]! && bits[(k * 7) % 66]!) pairs.push([u, v]);
        const w = tutteBergeWitness(n, pairs);
        expect(w.matchingSize).toBe(maximumMatchingSize(n, pairs));
        expect(w.oddComponents.length - w.barrier.length).toBe(n - 2 * w.matchingSize);
        for (const c of w.oddComponents) expect(c.length % 2).toBe(1);
      }),
      { numRuns: 200 },
    );
  });
});
