import fc from 'fast-check';
import {
  MatchEdge,
  compareLex,
  lexPacker,
  maxWeightMatching,
  packedBound,
  PackingOverflow,
} from '../../../src/core/matching';
import { bruteForceMatching } from '../../support/matchingOracle';

describe('lexPacker packs levels without carries', () => {
  test('widths are count·max + 1, multipliers are products of the widths below', () => {
    const p = lexPacker(
      [
        { name: 'a', max: 3 },
        { name: 'b', max: 10, count: 1 },
        { name: 'c', max: 6 },
      ],
      5,
    );
    expect(p.widths).toEqual([16, 11, 31]);
    expect(p.multipliers).toEqual([11 * 31, 31, 1]);
    expect(p.top).toBe(16 * 11 * 31);
    expect(p.weight([0, 0, 0])).toBe(p.top);
    expect(p.weight([3, 10, 6])).toBeGreaterThanOrEqual(1);
  });

  test('the order of packed costs is the lexicographic order of the level vectors', () => {
    const p = lexPacker(
      [
        { name: 'a', max: 4 },
        { name: 'b', max: 9 },
        { name: 'c', max: 100 },
      ],
      7,
    );
    const vec = fc.tuple(
      fc.integer({ min: 0, max: 4 }),
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 0, max: 100 }),
    );
    fc.assert(
      fc.property(
        fc.array(vec, { minLength: 1, maxLength: 7 }),
        fc.array(vec, { minLength: 1, maxLength: 7 }),
        (xs, ys) => {
          const sum = (vs: number[][]) => vs.reduce((s, v) => s.map((x, k) => x + v[k]!), [0, 0, 0]);
          const cx = xs.reduce((t, v) => t + p.cost(v), 0);
          const cy = ys.reduce((t, v) => t + p.cost(v), 0);
          expect(Math.sign(cx - cy)).toBe(Math.sign(compareLex(sum(xs), sum(ys))));
          expect(p.unpack(cx)).toEqual(sum(xs));
        },
      ),
    );
  });

  test('refuses levels whose product passes 2^50 (and never uses a 32-bit shift)', () => {
    const levels = [
      { name: 'a', max: 2 ** 20 },
      { name: 'b', max: 2 ** 20 },
      { name: 'c', max: 2 ** 20 },
    ];
    expect(packedBound(levels, 1)).toBe(Infinity);
    expect(() => lexPacker(levels, 1)).toThrow(PackingOverflow);
    // 2^17 · 2^17 · 2^15 = 2^49 fits, and is not mangled to a 32-bit value.
    const ok = lexPacker(
      [
        { name: 'a', max: 2 ** 17 - 1, count: 1 },
        { name: 'b', max: 2 ** 17 - 1, count: 1 },
        { name: 'c', max: 2 ** 15 - 1, count: 1 },
      ],
      1,
    );
    expect(ok.top).toBe(2 ** 49);
  });

  test('a max-cardinality matching on packed weights minimises the levels in priority order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 5 }), fc.boolean()), {
          minLength: 45,
          maxLength: 45,
        }),
        (n, vals) => {
          const p = lexPacker(
            [
              { name: 'hi', max: 2 },
              { name: 'lo', max: 5 },
            ],
            Math.floor(n / 2),
          );
          const edges: MatchEdge[] = [];
          const levelOf = new Map<string, number[]>();
          let k = 0;
          for (let u = 0; u < n; u++)
            for (let v = u + 1; v < n; v++) {
              const [a, b, present] = vals[k++]!;
              if (!present) continue;
              edges.push({ u, v, weight: p.weight([a, b]) });
              levelOf.set(`${u}-${v}`, [a, b]);
            }
          const mate = maxWeightMatching(n, edges, { maxCardinality: true });
          const best = bruteForceMatching(n, edges, true);
          let total = 0;
          let size = 0;
          for (let u = 0; u < n; u++) if (mate[u]! > u) ((total += p.cost(levelOf.get(`${u}-${mate[u]}`)!)), size++);
          // brute force maximises Σ(top − cost) at maximum size = minimises Σ cost.
          expect(size).toBe(best.size);
          expect(size * p.top - total).toBe(best.weight);
        },
      ),
      { numRuns: 200 },
    );
  });
});

test('metamorphic: adding a constant to every weight does not change a max-cardinality matching’s weight order', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 10 }),
      fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 45, maxLength: 45 }),
      fc.integer({ min: 1, max: 10 ** 6 }),
      (n, ws, c) => {
        const edges: MatchEdge[] = [];
        let k = 0;
        for (let u = 0; u < n; u++)
          for (let v = u + 1; v < n; v++) if (ws[k++]! % 3 !== 0) edges.push({ u, v, weight: ws[k - 1]! });
        const shifted = edges.map((e) => ({ ...e, weight: e.weight + c }));
        const a = maxWeightMatching(n, edges, { maxCardinality: true });
        const b = maxWeightMatching(n, shifted, { maxCardinality: true });
        const w = (m: number[]) => edges.reduce((s, e) => s + (m[e.u] === e.v ? e.weight : 0), 0);
        expect(w(b)).toBe(w(a));
      },
    ),
    { numRuns: 200 },
  );
});
