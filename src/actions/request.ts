/**
 * What an adapter hands a catalogue entry (the request, the command line's options) and what an entry hands
 * back besides its outcome (a page for a dialog, what the command line shows): plain types, below the
 * catalogue (catalogue.ts re-exports them) so that the actions and their shows import them downwards.
 */
import type { Cell } from '../core/cell';
import type { Problem } from '../core/problems';
import type { Lang, PlainMsgKey } from '../i18n';
import type { FieldKey } from '../i18n/corrections';

/** A placeholder in a usage line: a word in the language of the messages, or a letter. */
export type Placeholder =
  | 'workbook'
  | 'name'
  | 'file'
  | 'htmlFile'
  | 'folder'
  | 'title'
  | 'text'
  | 'date'
  | 'dates'
  | 'result'
  | 'reason'
  | 'N'
  | 'E'
  | 'S';

/**
 * What an input field holds: a player of the roster, a round, a number, free text, a game's result, or an
 * absence reason a leader marks by hand.
 */
export type FieldType = 'player' | 'round' | 'number' | 'text' | 'result' | 'reason';

/**
 * An input field of a catalogue entry: the command line makes it an option (`--white <naam>`), the menu a
 * prompt, the sidebar a box of the entry's small form. Its value reaches the entry as the option of its name.
 */
export interface Field {
  readonly name: string;
  readonly type: FieldType;
  /** The entry refuses to run without it (the command line's usage shows it without brackets). */
  readonly required?: boolean;
  /** Its label in the menu's prompt and the sidebar's form; its help on the command line. */
  readonly label: FieldKey;
}

/** An option of a command: a flag, or an option with a value. */
export interface CliOption {
  readonly name: string;
  /** The placeholder of its value; none: a flag. */
  readonly value?: Placeholder;
  readonly short?: string;
  /** Shown without brackets; the command refuses to run without it. */
  readonly required?: boolean;
  /** One line of help, in both languages. */
  readonly help: PlainMsgKey;
}

/** The command line's options of one call, by name (read by cli/args.ts). */
export interface OptionValues {
  string(name: string): string | undefined;
  integer(name: string): number | undefined;
  flag(name: string): boolean;
}

export const NO_OPTIONS: OptionValues = { string: () => undefined, integer: () => undefined, flag: () => false };

/** The command line's options `--name value` as the entries read them (cli/run.ts): strings as given, a flag as `true`; for the simulator, the bench and the tests. */
export function optionValues(given: Readonly<Record<string, string | true>>): OptionValues {
  return {
    string: (n) => (typeof given[n] === 'string' ? given[n] : undefined),
    integer: (n) => {
      const v = given[n];
      if (v === undefined) return undefined;
      if (typeof v !== 'string' || !/^\d+$/.test(v)) throw new Error(`--${n} ${String(v)} is no whole number`);
      return Number(v);
    },
    flag: (n) => given[n] === true,
  };
}

/** What an adapter knows when it starts an entry. */
export interface Request {
  readonly from: 'menu' | 'sidebar' | 'cli';
  /** The round asked for (--round). */
  readonly round?: number;
  /** The round the sidebar shows (an entry may ignore it). */
  readonly shownRound?: number;
  /** The leader said yes to the entry's question (the menu's dialog, the sidebar, --yes). */
  readonly accepted?: boolean;
  /** The question's `consent` passed back with the yes (menu, sidebar): what the leader was shown. */
  readonly consent?: string;
  /** A player's name: the selected cell or the answer to the prompt; the command's argument. */
  readonly name?: string;
  /** The workbook's own name (the command line: the file name without its extension). */
  readonly title?: string;
  /** The language asked for (--lang), for output that otherwise follows the tabs. */
  readonly lang?: Lang;
  /** Today (`yyyy-mm-dd`) in the spreadsheet's time zone (Sheets) or the computer's (the command line). */
  readonly today?: string;
  /** The command line's options. */
  readonly options?: OptionValues;
  /** The values of the entry's fields as the menu's prompts or the sidebar's form took them, by field name. */
  readonly values?: Readonly<Record<string, string>>;
}

/** A request as an entry's `options` reads it: the command line's options always answer (nothing given: undefined, false). */
export type Given = Request & OptionValues;

/** A page the menu shows after the run, in a dialog. */
export interface Page {
  readonly title: string;
  readonly html: string;
  readonly width: number;
  readonly height: number;
}

/** What the command line prints or saves after an entry's summary: plain data, written by cli/run.ts. */
export interface CliShow {
  /** Lines, then a table (columns aligned). */
  readonly lines?: readonly string[];
  readonly table?: readonly (readonly Cell[])[];
  /** Pages, each written to the file of the option named (when that option was given). */
  readonly pages?: readonly { readonly option: string; readonly html: () => string | Uint8Array }[];
  /** Pages written into the folder of the option named. */
  readonly folder?: {
    readonly option: string;
    readonly files: readonly { readonly file: string; readonly html: string }[];
  };
  /** Problems to show on stderr (not a failure by themselves). */
  readonly notes?: readonly Problem[];
  /** Printed on stderr, and the command fails (exit 1): the action needs consent (--yes). */
  readonly refusal?: string;
}
