/**
 * Home holes: the buurtcompetitie scores a pawn by the hole it stands in
 * (first hole at the entrance 1 point, then 2, 3, the farthest 4). Holes are
 * numbered from the entrance, so with the regulations' values hole n is worth n.
 */

/** The words for no hole occupied. */
const NO_HOLES = new Set(['-', '—', 'geen', 'none']);
const SEPARATORS = /[\s,;+/-]+/;
/** Hole numbers, separated. */
const HOLE_LIST = /^\d+([\s,;+/-]+\d+)*$/;

/**
 * Reads the occupied holes as people write them: `1,3,4`, `1 3 4`, `1;3;4`,
 * `1-3-4`, `1+3+4`, `1/3/4`, or `-` / `geen` / `none` for none. Undefined when
 * the text is not such a list. Range and duplicates are checked by the caller.
 */
export function parseHoles(text: string): number[] | undefined {
  const t = text.trim().toLowerCase();
  if (NO_HOLES.has(t)) return [];
  if (!HOLE_LIST.test(t)) return undefined;
  return t.split(SEPARATORS).map(Number);
}

/** Whether the text lists holes with separators (a lone number is a count or game points, not holes). */
export function looksLikeHoles(text: string): boolean {
  const t = text.trim().toLowerCase();
  return NO_HOLES.has(t) || (HOLE_LIST.test(t) && SEPARATORS.test(t));
}

/** The game points of a full home: every hole occupied (0 without hole values). */
export function fullHomePoints(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * A number that can only be holes: more than the most game points a home can
 * hold, and made of distinct hole digits (134 for holes 1, 3 and 4; a
 * spreadsheet in an English locale may turn the typed "1,3,4" into 134).
 */
export function holesFromNumber(n: number, holes: number, most: number): number[] | undefined {
  if (!Number.isInteger(n) || n <= most || holes > 9) return undefined;
  const digits = String(n).split('').map(Number);
  if (digits.some((d) => d < 1 || d > holes) || new Set(digits).size !== digits.length) return undefined;
  return digits;
}

/**
 * A fraction that can only have come from two holes typed with a comma in a sheet whose decimal
 * separator is the comma (a Dutch sheet turns "2,3" into 2.3): one hole digit on each side, distinct.
 * Undefined for anything else (2.35, 1.0, 2.5 with 4 holes): that number is refused with advice.
 */
export function holesFromDecimal(n: number, holes: number): number[] | undefined {
  const m = /^(\d)\.(\d)$/.exec(String(n));
  if (!m) return undefined;
  const pair = [Number(m[1]), Number(m[2])];
  if (pair.some((d) => d < 1 || d > holes) || pair[0] === pair[1]) return undefined;
  return pair;
}

/** Game points of the occupied holes (1-based), with `values` from the first hole to the farthest. */
export function holePoints(holes: readonly number[], values: readonly number[]): number {
  let sum = 0;
  for (const h of holes) sum += values[h - 1] ?? 0;
  return sum;
}

/** Game points of `pawns` pawns standing in the farthest holes (how a forfeit is scored with hole values). */
export function farthestHolesPoints(pawns: number, values: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < pawns && i < values.length; i++) sum += values[values.length - 1 - i]!;
  return sum;
}

/** For each total that some set of holes makes, the numbers of pawns that can make it. */
export function achievablePoints(values: readonly number[]): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const n = values.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let sum = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        sum += values[i]!;
        count++;
      }
    }
    const set = out.get(sum) ?? new Set<number>();
    set.add(count);
    out.set(sum, set);
  }
  return out;
}
