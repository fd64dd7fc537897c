import { defaultSeed, nextSeed, seededRng } from '../../src/core/rng';

test('the same seed gives the same sequence', () => {
  const a = seededRng('ronde-1');
  const b = seededRng('ronde-1');
  expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
});

test('different seeds give different sequences', () => {
  expect(seededRng('a').next()).not.toBe(seededRng('b').next());
});

test('int stays in range and covers it', () => {
  const r = seededRng(7);
  const seen = new Set<number>();
  for (let i = 0; i < 1000; i++) {
    const x = r.int(6);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThan(6);
    seen.add(x);
  }
  expect(seen.size).toBe(6);
});

test('shuffle is a permutation and leaves its input alone', () => {
  const input = [1, 2, 3, 4, 5, 6, 7, 8];
  const out = seededRng('x').shuffle(input);
  expect([...out].sort()).toEqual(input);
  expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

test('the sequence is pinned (a change in the generator changes every stored draw)', () => {
  const r = seededRng('competitieleider');
  expect([r.int(1000), r.int(1000), r.int(1000)]).toMatchSnapshot();
});

test('a draw seed: six digits at most, the same for the same base and round; a new draw counts up and wraps to 1', () => {
  const seed = defaultSeed('De Zwarte Dame', 3);
  expect(seed).toMatch(/^[1-9]\d{0,5}$/);
  expect(defaultSeed('De Zwarte Dame', 3)).toBe(seed);
  expect(nextSeed('41')).toBe('42');
  expect(nextSeed('999999')).toBe('1');
  expect(nextSeed('texel')).toMatch(/^[1-9]\d{0,5}$/);
});
