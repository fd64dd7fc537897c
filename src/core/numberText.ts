/**
 * Numbers as people read them: a decimal comma in Dutch, a point in English,
 * and exact values (whole units of 1/den) shown to the last digit.
 */
import { gcd } from './fraction';
import type { Lang } from '../i18n/lang';

/** The smallest number of decimals that shows every multiple of 1/den exactly, or undefined (1/3, 1/6, ...). */
export function decimalsFor(den: number): number | undefined {
  let p = 1;
  for (let k = 0; k <= 6; k++) {
    if (p % den === 0) return k;
    p *= 10;
  }
  return undefined;
}

/** A number as shown in text (pages, the terminal): at most two decimals, the language's decimal sign. */
export function numberText(x: number, lang: Lang): string {
  const text = Number.isInteger(x) ? String(x) : String(+x.toFixed(2));
  return lang === 'nl' ? text.replace('.', ',') : text;
}

/** x with a fixed number of decimals, in the language's notation. */
export function formatDecimal(x: number, decimals: number, lang: Lang): string {
  const text = (Object.is(x, -0) ? 0 : x).toFixed(decimals);
  return lang === 'nl' ? text.replace('.', ',') : text;
}

/**
 * units/den exactly: with as many decimals as den needs (13,80 for den 100),
 * or as a whole number and a fraction when no decimals are exact (10 1/3).
 */
export function formatUnits(units: number, den: number, lang: Lang, options: { trim?: boolean } = {}): string {
  const d = decimalsFor(den);
  if (d !== undefined && options.trim) {
    const text = formatUnits(units, den, lang);
    return d === 0 ? text : text.replace(/[.,]?0+$/, '');
  }
  if (d !== undefined) {
    // Integer arithmetic: units × 10^d / den is whole.
    const scaled = (units * 10 ** d) / den;
    const sign = scaled < 0 ? '-' : '';
    const abs = Math.abs(Math.round(scaled));
    const whole = Math.floor(abs / 10 ** d);
    const frac = String(abs % 10 ** d).padStart(d, '0');
    return d === 0 ? `${sign}${whole}` : `${sign}${whole}${lang === 'nl' ? ',' : '.'}${frac}`;
  }
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const whole = Math.floor(abs / den);
  const rest = abs - whole * den;
  const g = gcd(rest, den) || 1;
  const part = rest === 0 ? '' : `${whole === 0 ? '' : ' '}${rest / g}/${den / g}`;
  return `${sign}${whole === 0 && part ? '' : whole}${part}`;
}
