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
// The texts only a part loaded on demand shows (src/gas/onDemand.ts): empty in dist/Code.js, added by that part when it is loaded.
import * as onDemand from './onDemand';
import * as drawPart from './drawPart';

export type { ViewKey, ViewTexts } from './views';

/** Texts added at run time: the parts', in dist/Code.js (see ./onDemand and ./drawPart). */
const added: { nl: object; en: object } = { nl: {}, en: {} };

/** Each language's catalogue, merged on its first use: an execution (or a command) that speaks one language builds only that one. */
function mergeNl() {
  return {
    ...common.nl,
    ...keizer.nl,
    ...keezen.nl,
    ...ui.nl,
    ...pairing.nl,
    ...season.nl,
    ...draw.nl,
    ...cli.nl,
    ...cliFiles.nl,
    ...integrity.nl,
    ...exchange.nl,
    ...onDemand.nl,
    ...drawPart.nl,
    ...added.nl,
  };
}
function mergeEn(): Catalog {
  return {
    ...common.en,
    ...keizer.en,
    ...keezen.en,
    ...ui.en,
    ...pairing.en,
    ...season.en,
    ...draw.en,
    ...cli.en,
    ...cliFiles.en,
    ...integrity.en,
    ...exchange.en,
    ...onDemand.en,
    ...drawPart.en,
    ...added.en,
  };
}
const merge = { nl: mergeNl, en: mergeEn };
const merged: { nl?: Catalog; en?: Catalog } = {};
const catalog = (lang: Lang): Catalog => (merged[lang] ??= merge[lang]());

/**
 * Adds texts to both catalogues: a part loaded on demand calls it with its own
 * (./onDemand, ./drawPart) when it is loaded, so that the same `render` shows them.
 */
export function addTexts(texts: { readonly nl: object; readonly en: object }): void {
  Object.assign(added.nl, texts.nl);
  Object.assign(added.en, texts.en);
  delete merged.nl;
  delete merged.en;
}

export type Lang = 'nl' | 'en';
export type Catalog = ReturnType<typeof mergeNl>;
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
  const fn = catalog(lang)[message.key] as (...a: unknown[]) => string;
  return fn(...(message.args as unknown[]));
}

/** Dutch for Dutch (and Flemish) locales, English otherwise. */
export function langFromLocale(locale: string | undefined | null): Lang {
  if (!locale) return 'nl';
  return /^nl([_-]|$)/i.test(locale) ? 'nl' : 'en';
}

export function allKeys(): MsgKey[] {
  return Object.keys(catalog('nl')) as MsgKey[];
}

/** A message without arguments, rendered. */
export function text(key: PlainMsgKey, lang: Lang): string {
  return render(msg(key), lang);
}
