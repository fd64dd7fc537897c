/**
 * Seeded randomness for draws (round-1 colours, Keezen table draws, the
 * simulators). Never Math.random: the same seed must give the same draw, and
 * the seed is shown so a draw can be reproduced and checked.
 *
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), seeded with the
 * cyrb128 hash of the seed text. 32-bit integer arithmetic only, so it gives the
 * same sequence in Node and in Apps Script.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A uniformly shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One element (the array must not be empty). */
  pick<T>(items: readonly T[]): T;
}

/** cyrb128: four 32-bit hashes of a string. */
export function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seededRng(seed: string | number): Rng {
  let [a, b, c, d] = hashSeed(String(seed));
  const next32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next32(); // warm up
  const rng: Rng = {
    next: () => next32() / 4294967296,
    int: (n) => Math.floor((next32() / 4294967296) * n),
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[rng.int(items.length)]!;
    },
  };
  return rng;
}

/*
 * Seeds of the draws (Keizer pairings, Keezen tables). A round's default seed is a number of at most six
 * digits derived from a base text (the club's seed setting, or the names) and the round, so the same sheet
 * gives the same draw; a new draw moves to the next number.
 */

/** The default seed of a round: 1..999999 from the base text and the round. */
export function defaultSeed(base: string, round: number): string {
  return String(1 + (hashSeed(`${base}|round ${round}`)[0] % 999999));
}

/** The seed after `seed` for a new draw: a number goes up by one; other text is hashed to a number. */
export function nextSeed(seed: string): string {
  const t = seed.trim();
  if (/^\d{1,6}$/.test(t)) return String((Number(t) % 999999) + 1);
  return String(1 + (hashSeed(`${t}|next`)[0] % 999999));
}
