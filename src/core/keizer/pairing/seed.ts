/**
 * Seeds of the draw. Each round's default seed is a number of at most six
 * digits derived from the club's `pairingSeed` setting and the round, so the
 * same sheet gives the same pairing; "new draw" moves to the next number.
 */
import { hashSeed } from '../../rng';

export function defaultSeed(base: string, round: number): string {
  return String(1 + (hashSeed(`${base}|round ${round}`)[0] % 999999));
}

/** The seed after `seed` for a new draw: a number goes up by one; other text is hashed to a number. */
export function nextSeed(seed: string): string {
  const t = seed.trim();
  if (/^\d{1,6}$/.test(t)) return String((Number(t) % 999999) + 1);
  return String(1 + (hashSeed(`${t}|next`)[0] % 999999));
}
