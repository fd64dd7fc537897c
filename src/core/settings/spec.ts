/**
 * The settings model: one typed definition per setting (kind, default, how
 * it is written) and one parser for all of them, whatever the competition type.
 * A competition type declares its settings as a `SettingsSpec`; the parser
 * turns the rows of the Instellingen tab into a typed object.
 */
import { Cell, cellText, isDateCell, parseNumberCell } from '../cell';
import { Fraction, formatFraction, parseFraction } from '../fraction';
import { Lang, Msg, msg } from '../../i18n';

export interface Help {
  readonly nl: string;
  readonly en: string;
}

type ParseResult<T> = { readonly value: T } | { readonly error: Msg };

export interface SettingDef<T> {
  readonly kind: 'integer' | 'number' | 'fraction' | 'choice' | 'boolean' | 'text' | 'list';
  readonly default: T;
  /** The allowed words, for a choice (shown in errors and in the wizard's dropdown). */
  readonly options?: readonly string[];
  /** Parses a non-empty cell. An empty cell always means "the default". */
  parse(cell: Cell): ParseResult<T>;
  /** The value as written in the sheet (for the wizard and for documentation); words in `lang` (default Dutch). */
  show(value: T, lang?: Lang): string;
}

export type SettingsSpec = Record<string, SettingDef<unknown>>;
/** The explanation of every setting of a spec (kept apart from the definitions: only the wizard shows them). */
export type SettingsHelp<S extends SettingsSpec> = { readonly [K in keyof S]: Help };
export type SettingsOf<S extends SettingsSpec> = {
  -readonly [K in keyof S]: S[K] extends SettingDef<infer T> ? T : never;
};

export function defaultsOf<S extends SettingsSpec>(spec: S): SettingsOf<S> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(spec)) out[key] = spec[key]!.default;
  return out as SettingsOf<S>;
}

function dateError(cell: Cell): ParseResult<never> | undefined {
  return isDateCell(cell) ? { error: msg('dateNotExpected', cellText(cell)) } : undefined;
}

interface NumberOptions {
  readonly min?: number;
  readonly max?: number;
}

function rangeError(value: number, o: NumberOptions = {}): ParseResult<never> | undefined {
  const min = o.min ?? -Infinity;
  const max = o.max ?? Infinity;
  if (value < min || value > max) {
    return {
      error: msg(
        'numberOutOfRange',
        String(value),
        min === -Infinity ? '-∞' : String(min),
        max === Infinity ? '∞' : String(max),
      ),
    };
  }
  return undefined;
}

/** A whole number (integer) or any number, within the optional range. */
function numericSetting(kind: 'integer' | 'number', def: number, o: NumberOptions = {}): SettingDef<number> {
  return {
    kind,
    default: def,
    parse(cell) {
      const d = dateError(cell);
      if (d) return d;
      const n = parseNumberCell(cell);
      if (n === undefined) return { error: msg(kind === 'integer' ? 'notAWholeNumber' : 'notANumber', cellText(cell)) };
      if (kind === 'integer' && !Number.isInteger(n)) return { error: msg('notAWholeNumber', cellText(cell)) };
      return rangeError(n, o) ?? { value: n };
    },
    show: (v) => String(v),
  };
}

export function integerSetting(def: number, o: NumberOptions = {}): SettingDef<number> {
  return numericSetting('integer', def, o);
}

/** An integer that may be left empty (then `auto`: computed from other settings). */
export function optionalIntegerSetting(o: NumberOptions = {}): SettingDef<number | undefined> {
  return optionalSetting('integer', o);
}

/** A number that may be left empty (then `auto`). */
export function optionalNumberSetting(o: NumberOptions = {}): SettingDef<number | undefined> {
  return optionalSetting('number', o);
}

function optionalSetting(kind: 'integer' | 'number', o: NumberOptions = {}): SettingDef<number | undefined> {
  const inner = numericSetting(kind, 0, o);
  return {
    kind,
    default: undefined,
    parse(cell) {
      if (typeof cell === 'string' && /^(auto|automatisch)$/i.test(cell.trim())) return { value: undefined };
      return inner.parse(cell);
    },
    show: (v) => (v === undefined ? '' : String(v)),
  };
}

export function numberSetting(def: number, o: NumberOptions = {}): SettingDef<number> {
  return numericSetting('number', def, o);
}

/** A fraction: 50%, 0.5, 0,5 or 1/2 (a percentage cell from Sheets arrives as 0.5). */
export function fractionSetting(def: string, o: { min?: number; max?: number } = {}): SettingDef<Fraction> {
  const value = parseFraction(def);
  if (!value) throw new Error(`bad default fraction ${def}`);
  return {
    kind: 'fraction',
    default: value,
    parse(cell) {
      const d = dateError(cell);
      if (d) return d;
      if (typeof cell !== 'number' && typeof cell !== 'string') return { error: msg('badFraction', cellText(cell)) };
      const f = parseFraction(cell);
      if (!f) return { error: msg('badFraction', cellText(cell)) };
      if (f.den > 10_000) return { error: msg('fractionTooFine', cellText(cell)) };
      const x = f.num / f.den;
      if ((o.min !== undefined && x < o.min) || (o.max !== undefined && x > o.max)) {
        return { error: msg('numberOutOfRange', cellText(cell), String(o.min ?? '-∞'), String(o.max ?? '∞')) };
      }
      return { value: f };
    },
    show: formatFraction,
  };
}

/** A word's alias, from the map's own entries only: `constructor` or `__proto__` typed as a value is no alias. */
function ownAlias<T>(aliases: Readonly<Record<string, T>> | undefined, word: string): T | undefined {
  return aliases !== undefined && Object.prototype.hasOwnProperty.call(aliases, word) ? aliases[word] : undefined;
}

/**
 * One of a list of words. `aliases` maps other accepted spellings (Dutch words,
 * say) to the canonical word.
 */
export function choiceSetting<T extends string>(
  options: readonly T[],
  def: T,
  o: { aliases?: Record<string, T> } = {},
): SettingDef<T> {
  return {
    kind: 'choice',
    default: def,
    options,
    parse(cell) {
      const text = cellText(cell).toLowerCase().replace(/\s+/g, '');
      const found = options.find((x) => x.toLowerCase() === text) ?? ownAlias(o.aliases, text);
      if (found === undefined) return { error: msg('badChoice', cellText(cell), options.join(', ')) };
      return { value: found };
    },
    show: (v) => v,
  };
}

/** The items of a list cell (`4,3,2,1`, `4; 3; 2; 1`, `wins, points`); a lone number is a one-item list. */
function listItems(cell: Cell, separators: RegExp): string[] {
  if (typeof cell === 'number') return [cellText(cell)];
  return cellText(cell)
    .split(separators)
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

/**
 * A list of whole numbers (`1,2,3,4`). Empty cell: the default; `-` or `geen`/`none`: the empty list.
 */
export function integerListSetting(
  def: readonly number[],
  o: NumberOptions & { maxLength?: number },
): SettingDef<readonly number[]> {
  const item = integerSetting(0, o);
  return {
    kind: 'list',
    default: def,
    parse(cell) {
      const d = dateError(cell);
      if (d) return d;
      if (typeof cell === 'string' && /^\s*(-|geen|none)\s*$/i.test(cell)) return { value: [] };
      const out: number[] = [];
      for (const text of listItems(cell, /[;,\s]+/)) {
        const r = item.parse(text);
        if ('error' in r) return r;
        out.push(r.value);
      }
      if (o.maxLength !== undefined && out.length > o.maxLength)
        return { error: msg('listTooLong', cellText(cell), o.maxLength) };
      return { value: out };
    },
    show: (v) => v.join(','),
  };
}

/**
 * An ordered list of words from `options` (`wins, points, pointsAgainst`), each
 * at most once; `aliases` as for choiceSetting.
 */
export function choiceListSetting<T extends string>(
  options: readonly T[],
  def: readonly T[],
  o: { aliases?: Record<string, T>; allowEmpty?: boolean } = {},
): SettingDef<readonly T[]> {
  const item = choiceSetting(options, options[0]!, o);
  return {
    kind: 'list',
    default: def,
    options,
    parse(cell) {
      const out: T[] = [];
      for (const text of listItems(cell, /[;,]+/)) {
        const r = item.parse(text);
        if ('error' in r) return r;
        if (out.includes(r.value)) return { error: msg('listItemTwice', r.value) };
        out.push(r.value);
      }
      if (out.length === 0 && !o.allowEmpty) return { error: msg('badChoice', cellText(cell), options.join(', ')) };
      return { value: out };
    },
    show: (v) => v.join(', '),
  };
}

/** The words a yes/no cell is written with, per language (any of YES and NO is read). */
export const YES_NO_WORDS: Readonly<Record<Lang, readonly [yes: string, no: string]>> = {
  nl: ['ja', 'nee'],
  en: ['yes', 'no'],
};

const YES = new Set(['ja', 'j', 'yes', 'y', 'true', 'waar', 'aan', 'on', '1', 'x']);
const NO = new Set(['nee', 'n', 'no', 'false', 'onwaar', 'uit', 'off', '0']);

/** Reads ja/nee, yes/no, aan/uit, TRUE/FALSE, 1/0. Undefined when it is none of those. */
export function parseYesNo(cell: Cell): boolean | undefined {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell === 1 ? true : cell === 0 ? false : undefined;
  const text = cellText(cell).toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return undefined;
}

export function booleanSetting(def: boolean): SettingDef<boolean> {
  return {
    kind: 'boolean',
    default: def,
    parse(cell) {
      const b = parseYesNo(cell);
      return b === undefined ? { error: msg('notYesNo', cellText(cell)) } : { value: b };
    },
    show: (v, lang = 'nl') => YES_NO_WORDS[lang][v ? 0 : 1],
  };
}

export function textSetting(def: string): SettingDef<string> {
  return {
    kind: 'text',
    default: def,
    parse: (cell) => ({ value: cellText(cell) }),
    show: (v) => v,
  };
}

/**
 * A comma-separated list of words from `options` (repeats allowed, order
 * kept), e.g. the relaxation ladder `colourRun, colourDiff, byes`. `aliases`
 * maps other spellings to option words; an empty cell is the default and
 * `-` or `geen`/`none` is the empty list.
 */
export function listSetting<T extends string>(
  options: readonly T[],
  def: readonly T[],
  o: { aliases?: Record<string, T> } = {},
): SettingDef<readonly T[]> {
  return {
    kind: 'text',
    default: def,
    options,
    parse(cell) {
      const text = cellText(cell).trim();
      if (/^(-|geen|none|nee|no)$/i.test(text)) return { value: [] };
      const out: T[] = [];
      for (const raw of text.split(/[,;]/)) {
        const word = raw.toLowerCase().replace(/[\s_-]+/g, '');
        if (word === '') continue;
        const found = options.find((x) => x.toLowerCase() === word) ?? ownAlias(o.aliases, word);
        if (found === undefined) return { error: msg('badChoice', raw.trim(), options.join(', ')) };
        out.push(found);
      }
      return { value: out };
    },
    show: (v) => v.join(', '),
  };
}
