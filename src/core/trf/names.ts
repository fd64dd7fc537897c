/**
 * A person's name as the chess world writes it, taken apart so that the
 * spellings of one person match: `Zoë de Vries` (as a club types it), FIDE's
 * `De Vries, Zoe`, the KNSB's `Vries, Zoë de` and netstand's
 * `Vries, Z. de (Zoë)`; `Timman, Jan H` (a middle initial) and `Jan Timman`;
 * `Ami, Erwin l'` and `Erwin l'Ami`. Accents are folded, the tussenvoegsels
 * (`van`, `de`, `l'`, …) belong to the surname wherever they are written, and
 * initials are kept apart from full given names.
 *
 * Also the TRF's "Lastname, Firstname": a club's `Zoë de Vries` as the KNSB
 * writes it (`Vries, Zoë de`), when the name can be told apart.
 */

/** The words that stand between the given names and the surname in Dutch, Flemish, French, German and Italian names. */
const INFIXES = new Set([
  'van',
  'de',
  'der',
  'den',
  'het',
  "'t",
  't',
  'ter',
  'ten',
  'te',
  'in',
  "'s",
  'op',
  'aan',
  'bij',
  'uit',
  'onder',
  'over',
  'voor',
  'la',
  'le',
  'les',
  'du',
  'des',
  'di',
  'da',
  'del',
  'della',
  'dos',
  'das',
  'von',
  'vom',
  'zu',
  'zum',
  'zur',
  "l'",
  "d'",
]);

/** Letters that do not fold to a base letter by taking their accents off. */
const SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
};

/** Lower case, accents off, only letters and digits: how two spellings of a name part are compared. */
export function foldKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđıþ]/g, (c) => SPECIAL[c] ?? c)
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Apostrophes as one character, so `l’Ami` and `l'Ami` are the same. */
const plainQuotes = (text: string) => text.replace(/[’`´‘]/g, "'");

const isInfix = (word: string) => INFIXES.has(plainQuotes(word).toLowerCase());

/** A given-name word that is an initial (`J`, `J.`, `J.H.`), not a name. */
const isInitial = (word: string) => /^(\p{L}\.)+$/u.test(word) || /^\p{L}$/u.test(word);

/** `l'Ami` → `l'`, `Ami`; other words as they are. */
function splitElision(word: string): string[] {
  const m = /^([ld]')(\p{L}.*)$/iu.exec(plainQuotes(word));
  return m ? [m[1]!, m[2]!] : [word];
}

export interface PersonName {
  /** The surname with its tussenvoegsels, folded: `devries`, `lami`, `vandenberg`. */
  readonly surname: string;
  /** The surname without tussenvoegsels, folded: `vries`, `ami`, `berg`. */
  readonly core: string;
  /** The full given names, folded, first first (initials left out). */
  readonly given: readonly string[];
  /** The first given name's initial, folded (from a name or an initial). */
  readonly initial: string;
}

/**
 * Takes a name apart: with a comma, `Surname, Given [tussenvoegsels] [(Given)]`;
 * without, `Given … [tussenvoegsels] Surname` (the last word is the surname).
 */
export function personName(text: string): PersonName {
  const clean = plainQuotes(text.normalize('NFC')).replace(/\s+/g, ' ').trim();
  const comma = clean.indexOf(',');
  let surnameWords: string[];
  let givenWords: string[];
  const parenthesised: string[] = [];
  if (comma >= 0) {
    surnameWords = clean.slice(0, comma).split(' ').filter(Boolean).flatMap(splitElision);
    const rest = clean.slice(comma + 1).replace(/\(([^)]*)\)/g, (_, inner: string) => {
      parenthesised.push(...inner.split(' ').filter(Boolean));
      return ' ';
    });
    givenWords = rest.split(' ').filter(Boolean);
    // Tussenvoegsels written after the given names belong before the surname (`Berg, Jan van den`).
    const trailing: string[] = [];
    while (givenWords.length > 0 && isInfix(givenWords[givenWords.length - 1]!)) trailing.unshift(givenWords.pop()!);
    surnameWords = [...trailing, ...surnameWords];
  } else {
    const words = clean.split(' ').filter(Boolean).flatMap(splitElision);
    let start = Math.max(words.length - 1, 0);
    while (start > 1 && isInfix(words[start - 1]!)) start--;
    surnameWords = words.slice(start);
    givenWords = words.slice(0, start);
  }
  const given = [...parenthesised, ...givenWords]
    .filter((w) => !isInitial(w))
    .map(foldKey)
    .filter(Boolean);
  const firstGiven = [...parenthesised, ...givenWords].map(foldKey).find(Boolean) ?? '';
  let coreStart = 0;
  while (coreStart < surnameWords.length - 1 && isInfix(surnameWords[coreStart]!)) coreStart++;
  return {
    surname: foldKey(surnameWords.join('')),
    core: foldKey(surnameWords.slice(coreStart).join('')),
    given,
    initial: firstGiven.slice(0, 1),
  };
}

/**
 * The surname without tussenvoegsels, folded (`personName(text).core`), found
 * with less work: a full list asks it of every one of its 1.6 million names.
 */
export function surnameCore(text: string): string {
  const comma = text.indexOf(',');
  let words: string[];
  if (comma >= 0) words = text.slice(0, comma).trim().split(/\s+/);
  else {
    const all = text.trim().split(/\s+/);
    const last = splitElision(all[all.length - 1] ?? '');
    return foldKey(last[last.length - 1]!);
  }
  let start = 0;
  while (start < words.length - 1 && isInfix(words[start]!)) start++;
  const core = words.slice(start).join('');
  return /^[A-Za-z]*$/.test(core)
    ? core.toLowerCase()
    : foldKey(core.includes("'") || core.includes('’') ? splitElision(core).pop()! : core);
}

/** Whether two names can be the same person: the same surname, and the same first given name (or initial where one has only that). */
export function sameName(a: PersonName, b: PersonName): boolean {
  if (a.surname !== b.surname || a.surname === '') return false;
  if (a.given.length > 0 && b.given.length > 0) return a.given[0] === b.given[0];
  return a.initial === b.initial;
}

/**
 * A name as "Lastname, Firstname" (the TRF's field), tussenvoegsels after the
 * given names as the KNSB writes them (`Vries, Zoë de`); a name that has a
 * comma already is taken as written that way. One word stays as it is.
 */
export function lastNameFirst(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.includes(',')) return clean;
  const words = clean.split(' ').filter(Boolean).flatMap(splitElision);
  if (words.length < 2) return clean;
  let start = words.length - 1;
  while (start > 1 && isInfix(words[start - 1]!)) start--;
  const infixes = words.slice(start, words.length - 1);
  const surname = words[words.length - 1]!;
  const given = words.slice(0, start);
  return `${surname}, ${[...given, ...infixes].join(' ')}`;
}
