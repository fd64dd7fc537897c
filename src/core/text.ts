/** Small text helpers: matching keys the way people type them, and "did you mean". */

/** How names, headers and keys are compared: case, surrounding and repeated spaces ignored. */
export function matchKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Levenshtein distance, for suggestions. */
function editDistance(a: string, b: string): number {
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

/**
 * The candidate likely meant by a name that is not there (any of `wanted`, its
 * spellings): one that holds it (`Uitslagen 2025`, `Afwezigheden`, `Results (old)`),
 * one it starts with (`Uitslag`), or a typo of it (`suggest`). Compared by
 * matchKey; the first such candidate in their order.
 */
export function nearName(wanted: readonly string[], candidates: readonly string[]): string | undefined {
  const keys = wanted.map(matchKey).filter((k) => k.length > 0);
  const holds = candidates.find((c) => {
    const key = matchKey(c);
    return keys.some((k) => (k.length >= 4 && key.includes(k)) || (key.length >= 4 && k.startsWith(key)));
  });
  if (holds !== undefined) return holds;
  for (const w of wanted) {
    const typo = suggest(w, candidates);
    if (typo) return typo;
  }
  return undefined;
}

/** Deterministic comparison of names (code points after matchKey), independent of the machine's locale. */
export function compareNames(a: string, b: string): number {
  const ka = matchKey(a);
  const kb = matchKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Format characters (zero-width, bidi controls, soft hyphen …): invisible, yet they make a name another name.
 * Built on first use, as the script classes below: a Unicode class costs its construction at every start.
 */
let invisible: RegExp | undefined;
/** Scripts whose letters can pass for Latin ones, and the other common scripts of names. */
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Thai',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
] as const;
export type ScriptName = (typeof SCRIPTS)[number];
/** Built on first use: a Unicode script class costs its construction, and most names never need one. */
let scriptTests: readonly (readonly [ScriptName, RegExp])[] | undefined;
/** Printable ASCII and the Latin letters of Latin-1 and Latin Extended-A/B: no invisible character, one script at most. */
const PLAIN_LATIN = /^[\x20-\x7e\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]*$/;

/**
 * What makes a name look like another one without being it: an invisible
 * character (its code point, `U+200B`), or letters of more than one script
 * (a Cyrillic `а` among Latin letters). Undefined for an honest name.
 */
export function nameOddity(name: string): { invisible: string } | { scripts: ScriptName[] } | undefined {
  if (PLAIN_LATIN.test(name)) return undefined;
  const hiddenTest = (invisible ??= /\p{Cf}/u);
  const hidden = [...name].find((ch) => hiddenTest.test(ch));
  if (hidden !== undefined)
    return { invisible: `U+${hidden.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` };
  const scripts = new Set<ScriptName>();
  for (const ch of name) {
    scriptTests ??= SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')] as const);
    const hit = scriptTests.find(([, re]) => re.test(ch));
    if (hit) scripts.add(hit[0]);
  }
  // Japanese mixes its own scripts by nature.
  const japanese = [...scripts].every((s) => s === 'Han' || s === 'Hiragana' || s === 'Katakana');
  return scripts.size > 1 && !japanese ? { scripts: SCRIPTS.filter((s) => scripts.has(s)) } : undefined;
}
