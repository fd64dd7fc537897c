import { ladderValues, topValueOf } from '../../../src/core/keizer/ladder';
import { defaultsOf } from '../../../src/core/settings/spec';
import { keizerSettingsSpec } from '../../../src/core/keizer/settings';

const defaults = defaultsOf(keizerSettingsSpec);

describe('seed appendix A.1: the highest value is 1.5 × the participants, rounded up', () => {
  test.each([
    [34, 51],
    [35, 53],
    [20, 30],
    [5, 8],
    [1, 2],
  ])('%i participants: top value %i', (n, top) => {
    expect(topValueOf(defaults, n)).toBe(top);
  });

  test('the factor is computed exactly: 1.1 × 30 is 33, not 34', () => {
    expect(topValueOf({ ...defaults, topValueFactor: 1.1 }, 30)).toBe(33);
  });

  test('a given topValue wins over the factor', () => {
    expect(topValueOf({ ...defaults, topValue: 60 }, 34)).toBe(60);
  });
});

describe('seed appendix A.2: every next rank is worth 1 less', () => {
  test('34 players: 51, 50, ..., 18', () => {
    const values = ladderValues(defaults, 34, 34);
    expect(values[0]).toBe(51);
    expect(values[1]).toBe(50);
    expect(values[33]).toBe(18);
    for (let i = 1; i < values.length; i++) expect(values[i - 1]! - values[i]!).toBe(1);
  });

  test('valueStep sets another difference', () => {
    expect(ladderValues({ ...defaults, topValue: 100, valueStep: 2 }, 10, 4)).toEqual([100, 98, 96, 94]);
  });

  test('values never go below 0', () => {
    expect(ladderValues({ ...defaults, topValue: 3 }, 10, 5)).toEqual([3, 2, 1, 0, 0]);
  });
});

describe('bottomValue gives a linear ladder rounded to whole numbers (Santpoort 200 → 100)', () => {
  test('200 → 100 over 5 ranks', () => {
    expect(ladderValues({ ...defaults, topValue: 200, bottomValue: 100 }, 5, 5)).toEqual([200, 175, 150, 125, 100]);
  });

  test('200 → 100 over 4 ranks rounds half up: 200, 167, 133, 100', () => {
    expect(ladderValues({ ...defaults, topValue: 200, bottomValue: 100 }, 4, 4)).toEqual([200, 167, 133, 100]);
  });

  test('a single player gets the top value', () => {
    expect(ladderValues({ ...defaults, topValue: 200, bottomValue: 100 }, 1, 1)).toEqual([200]);
  });
});
