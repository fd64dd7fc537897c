/**
 * The value ladder: the value of each rank. Rank k is worth
 * `topValue − (k−1)·valueStep`, or, with a bottomValue, a straight line from
 * topValue down to bottomValue rounded to whole numbers. Values never go below 0.
 */
import { parseFraction } from '../fraction';
import type { KeizerSettings } from './settings';

/** A decimal setting as an exact fraction. */
function exactly(x: number): { num: number; den: number } {
  return parseFraction(x) ?? { num: Math.round(x * 1e6), den: 1e6 };
}

/**
 * The value of rank 1, computed exactly: the topValue setting; or with a
 * topValueRatio r KeizerForClubs' (players − 1) · r / (r − 1), rounded half to
 * even (as its Convert.ToInt32 does: 34 players at r = 3 give 49.5 → 50, 36
 * give 52.5 → 52); otherwise ceil(factor × players) (1.1 × 30 is 33, not 34).
 */
export function topValueOf(settings: KeizerSettings, players: number): number {
  if (settings.topValue !== undefined) return settings.topValue;
  if (settings.topValueRatio !== undefined) {
    const r = exactly(settings.topValueRatio);
    // (players − 1) · (num/den) / (num/den − 1) = (players − 1) · num / (num − den)
    const num = Math.max(0, players - 1) * r.num;
    const den = r.num - r.den;
    const whole = Math.floor(num / den);
    const twice = 2 * (num - whole * den);
    return Math.max(1, twice > den || (twice === den && whole % 2 === 1) ? whole + 1 : whole);
  }
  const f = exactly(settings.topValueFactor);
  const num = f.num * players;
  return Math.max(1, Math.floor((num + f.den - 1) / f.den));
}

/**
 * Values of ranks 1..size. `participants` (all players of the competition)
 * sets the automatic top value (the ratio's: `size`, the number of players in the ladder).
 */
export function ladderValues(settings: KeizerSettings, participants: number, size: number): number[] {
  // KeizerForClubs' ratio counts the players in the ranking (it leaves retired players out).
  const top = topValueOf(settings, settings.topValueRatio !== undefined ? size : participants);
  const values = new Array<number>(size);
  if (settings.bottomValue !== undefined && size > 1) {
    const bottom = settings.bottomValue;
    const den = size - 1;
    for (let k = 0; k < size; k++) {
      // top − k·(top−bottom)/(size−1), rounded half up, in integers.
      const num = top * den - k * (top - bottom);
      values[k] = Math.max(0, Math.floor((2 * num + den) / (2 * den)));
    }
  } else {
    for (let k = 0; k < size; k++) values[k] = Math.max(0, top - k * settings.valueStep);
  }
  return values;
}
