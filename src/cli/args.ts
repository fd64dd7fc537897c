/**
 * Command-line options, parsed with node:util's parseArgs (no extra
 * dependency). Wrong use is a UsageError carrying a message, rendered in the
 * language of --lang; node's own (English) wording never reaches the user.
 */
import { parseArgs } from 'node:util';
import { Lang, Msg, msg } from '../i18n';
import { OptionUse, optionText } from './commands/command';

export interface Parsed {
  readonly positionals: string[];
  readonly values: Record<string, string | boolean | undefined>;
}

export class UsageError extends Error {
  constructor(readonly problem: Msg) {
    super(problem.key);
    this.name = 'UsageError';
  }
}

/** `--lang xx` or `--lang=xx` anywhere in argv: the language, and argv without it. A bad value is a UsageError. */
export function takeLang(argv: readonly string[]): { lang: Lang; given: boolean; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (a === '--lang') value = argv[++i] ?? '';
    else if (a.startsWith('--lang=')) value = a.slice('--lang='.length);
    else rest.push(a);
  }
  if (value === undefined) return { lang: 'nl', given: false, rest };
  if (value !== 'nl' && value !== 'en') throw new UsageError(msg('cliBadLang', value));
  return { lang: value, given: true, rest };
}

/** A flag every command takes (`--ignore-office-lock`) before `--`: whether it was given, and argv without it. */
export function takeFlag(argv: readonly string[], flag: string): { given: boolean; rest: string[] } {
  const end = argv.indexOf('--');
  const head = end < 0 ? argv : argv.slice(0, end);
  const rest = head.filter((a) => a !== flag);
  return { given: rest.length < head.length, rest: end < 0 ? rest : [...rest, ...argv.slice(end)] };
}

/** The option a parseArgs message is about (`'--round <value>'` → `--round`, `'-y, --yes'` → `--yes`). */
function optionIn(message: string): string {
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  const names = quoted.match(/-{1,2}[\w-]+/g) ?? [];
  return names.find((n) => n.startsWith('--')) ?? names[0] ?? quoted;
}

export function parse(argv: string[], options: readonly OptionUse[]): Parsed {
  const spec: Record<string, { type: 'string' | 'boolean'; short?: string }> = {
    help: { type: 'boolean', short: 'h' },
  };
  for (const o of options)
    spec[o.name] = { type: o.value ? 'string' : 'boolean', ...(o.short ? { short: o.short } : {}) };
  try {
    const { positionals, values } = parseArgs({ args: argv, options: spec, allowPositionals: true, strict: true });
    return { positionals, values: values as Parsed['values'] };
  } catch (e) {
    const code = (e as { code?: string }).code;
    const message = (e as Error).message;
    const option = optionIn(message);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(msg('cliUnknownOption', option));
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = option.replace(/^-+/, '');
      const def = options.find((o) => o.name === name || o.short === name);
      throw new UsageError(msg(def && !def.value ? 'cliOptionTakesNoValue' : 'cliOptionNeedsValue', option));
    }
    throw new UsageError(msg('cliBadArguments', message));
  }
}

/** The options a command requires, present (else a UsageError naming the first one missing). */
export function requireOptions(p: Parsed, options: readonly OptionUse[], lang: Lang): void {
  for (const o of options)
    if (o.required && p.values[o.name] === undefined)
      throw new UsageError(msg('cliOptionMissing', optionText(o, lang)));
}

export function integerOption(p: Parsed, name: string): number | undefined {
  const v = p.values[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^\d+$/.test(v)) throw new UsageError(msg('cliNotAWholeNumber', name, String(v)));
  return Number(v);
}

export function stringOption(p: Parsed, name: string): string | undefined {
  const v = p.values[name];
  return typeof v === 'string' ? v : undefined;
}

export function flagOption(p: Parsed, name: string): boolean {
  return p.values[name] === true;
}
