/** Small text helpers: matching keys the way people type them, and "did you mean". */

/** How names, headers and keys are compared: case, surrounding and repeated spaces ignored. */
export function matchKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Levenshtein distance, for suggestions. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** The candidate closest to `text`, if it is close enough to be a likely typo. */
export function suggest(text: string, candidates: Iterable<string>): string {
  const key = matchKey(text);
  let best = '';
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(key, matchKey(c));
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(1, Math.floor(key.length / 3)) ? best : '';
}

/** Deterministic comparison of names (code points after matchKey), independent of the machine's locale. */
export function compareNames(a: string, b: string): number {
  const ka = matchKey(a);
  const kb = matchKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
