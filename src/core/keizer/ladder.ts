/**
 * The value ladder: the value of each rank. Rank k is worth
 * `topValue − (k−1)·valueStep`, or, with a bottomValue, a straight line from
 * topValue down to bottomValue rounded to whole numbers. Values never go below 0.
 */
import { parseFraction } from '../fraction';
import type { KeizerSettings } from './settings';

/** ceil(factor × participants), computed exactly (1.1 × 30 is 33, not 34). */
export function topValueOf(settings: KeizerSettings, participants: number): number {
  if (settings.topValue !== undefined) return settings.topValue;
  const f = parseFraction(settings.topValueFactor) ?? { num: Math.round(settings.topValueFactor * 1e6), den: 1e6 };
  const num = f.num * participants;
  return Math.max(1, Math.floor((num + f.den - 1) / f.den));
}

/**
 * Values of ranks 1..size. `participants` (all players of the competition)
 * sets the automatic top value; `size` is the number of players in the ladder.
 */
export function ladderValues(settings: KeizerSettings, participants: number, size: number): number[] {
  const top = topValueOf(settings, participants);
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
