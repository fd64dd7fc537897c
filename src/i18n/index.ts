/**
 * Every text the add-on shows, in Dutch (the default) and English.
 *
 * The core never builds display text: it returns `Msg` values (a key and plain
 * arguments) and the edges render them in the user's language. Messages live
 * per domain (common, keizer, ...) in files that each hold both languages, so
 * a missing translation is a type error.
 */
import * as common from './common';
import * as keizer from './keizer';
import * as keezen from './keezen';
import * as pairing from './pairing';
import * as season from './season';
import * as ui from './ui';
import * as draw from './draw';
import * as cli from './cli';
import * as cliFiles from './cliFiles';
import * as integrity from './integrity';
import * as exchange from './exchange';
import * as corrections from './corrections';

/** The catalogues' parts, in the order of the merge below (a later one wins). */
const MODULES = [
  common,
  keizer,
  keezen,
  ui,
  pairing,
  season,
  draw,
  cli,
  cliFiles,
  integrity,
  exchange,
  corrections,
] as const;

/** Each language's catalogue: the merge is the type of the catalogue (every key in both languages) and its list of keys. */
function mergeNl() {
  return {
    ...common.nl(),
    ...keizer.nl(),
    ...keezen.nl(),
    ...ui.nl(),
    ...pairing.nl(),
    ...season.nl(),
    ...draw.nl(),
    ...cli.nl(),
    ...cliFiles.nl(),
    ...integrity.nl(),
    ...exchange.nl(),
    ...corrections.nl(),
  };
}

/**
 * Each language's parts, built when a text of that language is first rendered: an execution of the add-on
 * shows one language (and a custom function that succeeds none), so the other's hundreds of functions are
 * never made. Apps Script runs the whole of dist/Code.js at every click and custom-function cell.
 */
const parts: { nl?: readonly object[]; en?: readonly object[] } = {};
const own = Object.prototype.hasOwnProperty;

/** The text of a key as the merged catalogue has it, found in its parts: a start that renders a few texts merges none. */
function textOf(lang: Lang, key: MsgKey): (...a: unknown[]) => string {
  const found: readonly object[] = (parts[lang] ??= MODULES.map((m) => m[lang]()));
  for (let i = found.length - 1; i >= 0; i--) {
    const part = found[i] as Record<string, (...a: unknown[]) => string>;
    if (own.call(part, key)) return part[key]!;
  }
  throw new Error(`no text for ${key}`);
}

export type { Lang } from './lang';
import type { Lang } from './lang';
type Catalog = ReturnType<typeof mergeNl>;
export type MsgKey = keyof Catalog;
export type MsgArgs<K extends MsgKey> = Parameters<Catalog[K]>;
/** The keys of messages without arguments (menu items, titles). */
export type PlainMsgKey = { [K in MsgKey]: MsgArgs<K> extends [] ? K : never }[MsgKey];

/** A message to show, not yet rendered: the key and its (plain data) arguments. */
export interface Msg<K extends MsgKey = MsgKey> {
  readonly key: K;
  readonly args: MsgArgs<K>;
}

export function msg<K extends MsgKey>(key: K, ...args: MsgArgs<K>): Msg<K> {
  return { key, args };
}

export function render(message: Msg, lang: Lang): string {
  return textOf(lang, message.key)(...(message.args as unknown[]));
}

/** Dutch for Dutch (and Flemish) locales, English otherwise. */
export function langFromLocale(locale: string | undefined | null): Lang {
  if (!locale) return 'nl';
  return /^nl([_-]|$)/i.test(locale) ? 'nl' : 'en';
}

export function allKeys(): MsgKey[] {
  return Object.keys(mergeNl()) as MsgKey[];
}

/** A message without arguments, rendered. */
export function text(key: PlainMsgKey, lang: Lang): string {
  return render(msg(key), lang);
}
