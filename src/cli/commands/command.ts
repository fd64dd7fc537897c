/** A subcommand of `competitieleider`: its arguments and options (for parsing and for the usage line) and its work. */
import type { CliOption, Placeholder } from '../../actions/catalogue';
import { Lang, PlainMsgKey, text } from '../../i18n';
import type { CliIO } from '../io';

const PLACEHOLDER_TEXTS: Partial<Record<Placeholder, PlainMsgKey>> = {
  workbook: 'cliPhWorkbook',
  name: 'cliPhName',
  file: 'cliPhFile',
  htmlFile: 'cliPhHtmlFile',
  folder: 'cliPhFolder',
  title: 'cliPhTitle',
  text: 'cliPhText',
  date: 'cliPhDate',
  dates: 'cliPhDates',
  result: 'cliPhResult',
  reason: 'cliPhReason',
};

/** `<werkboek>` / `<workbook>`, or `N`. */
function placeholder(p: Placeholder, lang: Lang): string {
  const key = PLACEHOLDER_TEXTS[p];
  return key ? `<${text(key, lang)}>` : p;
}

/** An option of a command (declared with its help in the action catalogue). */
export type OptionUse = CliOption;

/** What every command gets besides its arguments: where to print, and the language of the messages (--lang, default Dutch). */
export interface CliEnv {
  readonly io: CliIO;
  readonly lang: Lang;
  /** --lang was given (else output that follows the tabs, like an explanation or a website, is in the tabs' language). */
  readonly langGiven: boolean;
  /** --ignore-office-lock: a lock of an office program that is gone (or cannot be checked) is passed over. */
  readonly ignoreOfficeLock?: boolean;
}

export interface Command {
  readonly name: string;
  /** Positional arguments: placeholders, or an optional literal word in brackets (`[keezen]`). */
  readonly args: readonly (Placeholder | `[${string}]`)[];
  readonly options: readonly OptionUse[];
  readonly summary: PlainMsgKey;
  /** `argv`: what follows the command's name, without --lang. */
  run(argv: string[], env: CliEnv): Promise<number>;
}

export function optionText(o: OptionUse, lang: Lang): string {
  return `--${o.name}${o.value ? ` ${placeholder(o.value, lang)}` : ''}`;
}

/** `standings <werkboek> [--round N] [--out <werkboek>] [--lang nl|en]` */
export function usage(c: Command, lang: Lang): string {
  const args = c.args.map((a) => (a.startsWith('[') ? a : placeholder(a as Placeholder, lang)));
  const options = c.options.map((o) => (o.required ? optionText(o, lang) : `[${optionText(o, lang)}]`));
  return [c.name, ...args, ...options, '[--lang nl|en]'].join(' ');
}
