import { fraction, parseFraction, roundUnits, formatFraction } from '../../src/core/fraction';

describe('parseFraction reads settings the way people write them', () => {
  test.each([
    ['50%', 1, 2],
    ['33%', 33, 100],
    ['66%', 33, 50],
    ['0.33', 33, 100],
    ['0,5', 1, 2],
    ['1/3', 1, 3],
    [' 2 / 3 ', 2, 3],
    ['100%', 1, 1],
    ['0', 0, 1],
    ['1', 1, 1],
    ['33,5%', 67, 200],
  ])('%s is %i/%i', (text, num, den) => {
    expect(parseFraction(text)).toEqual({ num, den });
  });

  test('a percentage cell from Sheets (0.66) is 66/100', () => {
    expect(parseFraction(0.66)).toEqual({ num: 33, den: 50 });
  });

  test('=1/3 in a cell (0.333…) is recognised as 1/3', () => {
    expect(parseFraction(1 / 3)).toEqual({ num: 1, den: 3 });
    expect(parseFraction(2 / 3)).toEqual({ num: 2, den: 3 });
  });

  test.each(['abc', '', '1/0', '5%%', '1-2'])('%p is not a fraction', (text) => {
    expect(parseFraction(text)).toBeUndefined();
  });
});

describe('roundUnits rounds for display only, half away from zero, exactly', () => {
  test('9.5 shows as 10 with 0 decimals', () => expect(roundUnits(19, 2, 0)).toBe(10));
  test('9.49 shows as 9', () => expect(roundUnits(949, 100, 0)).toBe(9));
  test('2.25 shows as 2.3 with 1 decimal', () => expect(roundUnits(9, 4, 1)).toBe(2.3));
  test('1/3 shows as 0.3', () => expect(roundUnits(1, 3, 1)).toBe(0.3));
  test('negative scores round away from zero', () => expect(roundUnits(-5, 2, 0)).toBe(-3));
});

test('fractions are normalised and shown as percentages when they can be', () => {
  expect(fraction(2, 4)).toEqual({ num: 1, den: 2 });
  expect(formatFraction(fraction(1, 2))).toBe('50%');
  expect(formatFraction(fraction(1, 3))).toBe('1/3');
});
