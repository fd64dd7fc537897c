/**
 * Exact fractions for the scoring settings (50%, 0.33, 1/3, ...).
 *
 * Keizer totals are sums of "fraction × value"; doing that in floating point
 * drifts (0.33 + 0.33 + 0.34 ≠ 1). Settings are parsed into fractions, and
 * scores are kept as whole numbers of the unit 1/D, D being the least common
 * multiple of all denominators in play.
 */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

export function fraction(num: number, den = 1): Fraction {
  if (!Number.isInteger(num) || !Number.isInteger(den) || den === 0) {
    throw new RangeError(`not a fraction: ${num}/${den}`);
  }
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den) || 1;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

/** Largest denominator accepted, so that sums stay exact in doubles. */
const MAX_DENOMINATOR = 1_000_000;

/**
 * Reads a fraction written as a percentage (`33%`, `33,3 %`), a decimal
 * (`0.33`, `0,33`), a fraction (`1/3`, `2 / 3`) or an integer. A number that
 * came out of a spreadsheet as a long binary fraction (=1/3 → 0.333…) is
 * recognised as the simple fraction it is. Returns undefined for anything else.
 */
export function parseFraction(input: string | number): Fraction | undefined {
  if (typeof input === 'number') return fromNumber(input);
  const text = input.trim().replace(/\s+/g, '');
  if (text === '') return undefined;
  let m = /^([+-]?\d+)\/(\d+)$/.exec(text);
  if (m) {
    const den = Number(m[2]);
    if (den === 0 || den > MAX_DENOMINATOR) return undefined;
    return fraction(Number(m[1]), den);
  }
  m = /^([+-]?\d+(?:[.,]\d+)?)%$/.exec(text);
  if (m) {
    const f = fromDecimalText(m[1]!);
    return f && fraction(f.num, f.den * 100);
  }
  if (/^[+-]?\d*(?:[.,]\d+)?$/.test(text) && /\d/.test(text)) return fromDecimalText(text);
  return undefined;
}

function fromDecimalText(text: string): Fraction | undefined {
  const [intPart, decPart = ''] = text.replace(',', '.').split('.');
  if (decPart.length > 6) return fromNumber(Number(text.replace(',', '.')));
  // Math.pow, not `**`: V8's interpreter makes `10 ** n` a boxed double, and one in a fraction makes every score
  // priced with it one too: an allocation per addition while the standings run cold, in the interpreter.
  const den = Math.pow(10, decPart.length);
  const sign = intPart!.startsWith('-') ? -1 : 1;
  const whole = Math.abs(Number(intPart || '0'));
  return fraction(sign * (whole * den + Number(decPart || '0')), den);
}

/** A number as a fraction: exact for short decimals, else the nearest simple fraction. */
function fromNumber(x: number): Fraction | undefined {
  if (!Number.isFinite(x)) return undefined;
  const short = String(+x.toPrecision(12));
  if (!/e/i.test(short)) {
    const decimals = (short.split('.')[1] ?? '').length;
    if (decimals <= 6) return fromDecimalText(short);
  }
  // Continued fractions: the simplest fraction within 1e-9 (1/3, 2/3, 1/6, ...).
  let h0 = 0,
    h1 = 1,
    k0 = 1,
    k1 = 0,
    v = x;
  for (let i = 0; i < 40; i++) {
    const a = Math.floor(v);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > MAX_DENOMINATOR) return undefined;
    if (Math.abs(h1 / k1 - x) < 1e-9) return fraction(h1, k1);
    v = 1 / (v - a);
    if (!Number.isFinite(v)) break;
  }
  return undefined;
}

/** How a fraction is shown to people: `1/2` as 50%, `1/3` as 1/3. */
export function formatFraction(f: Fraction): string {
  if (100 % f.den === 0) return `${(f.num * 100) / f.den}%`;
  return `${f.num}/${f.den}`;
}

/**
 * A whole number of units of 1/den, rounded half away from zero to `decimals`
 * decimals, computed in integers so 2.5 never becomes 2.4999.
 */
export function roundUnits(units: number, den: number, decimals: number): number {
  const scale = 10 ** decimals;
  const sign = units < 0 ? -1 : 1;
  const scaled = Math.floor((2 * Math.abs(units) * scale + den) / (2 * den));
  return (sign * scaled) / scale;
}
