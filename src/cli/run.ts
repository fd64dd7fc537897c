/**
 * Runs an action on a workbook file: open, act, apply the changes, save once;
 * or print every located problem and save nothing. `workbookCommand` makes a
 * command of an action: the one workbook argument, --round and --out, the
 * language of the messages, the exit codes.
 */
import { formatProblem, isInputError } from '../core/problems';
import { Lang, PlainMsgKey, msg, render } from '../i18n';
import type { Outcome } from '../actions/outcome';
import { applyChanges, findTab, OutputTab, WorkbookReader } from '../workbook/workbook';
import type { Named } from '../sheet/contract';
import { Parsed, UsageError, flagOption, integerOption, parse, requireOptions, stringOption } from './args';
import type { CliEnv, Command, OptionUse, Placeholder } from './commands/command';
import { CliIO, EXIT } from './io';
import { FileWorkbook } from './files/fileWorkbook';
import { WorkbookPathError, openWorkbook, saveWorkbook } from './files/open';

export interface RunOptions {
  readonly out?: string;
  readonly lang: Lang;
  /** Print the outcome's summary and warnings (default true). */
  readonly quiet?: boolean;
}

export async function runOnWorkbook<O extends Outcome>(
  path: string,
  action: (wb: WorkbookReader) => O,
  io: CliIO,
  options: RunOptions,
): Promise<{ code: number; outcome?: O; workbook?: FileWorkbook }> {
  let wb: FileWorkbook;
  try {
    wb = await openWorkbook(path);
  } catch (e) {
    if (e instanceof WorkbookPathError) {
      io.err(render(e.problem, options.lang));
      return { code: EXIT.usage };
    }
    throw e;
  }
  let outcome: O;
  try {
    outcome = action(wb);
  } catch (e) {
    if (!isInputError(e)) throw e;
    io.err(render(msg('errorsFound', e.errors.length), options.lang));
    for (const p of e.errors) io.err(formatProblem(p, options.lang));
    return { code: EXIT.input, workbook: wb };
  }
  applyChanges(wb, outcome.changes);
  let sideFiles: string[] = [];
  if (outcome.changes.writes.length > 0 || outcome.changes.appends.length > 0 || (outcome.changes.edits ?? []).length > 0 || (options.out && options.out !== path)) {
    sideFiles = await saveWorkbook(wb, options.out);
  }
  if (!options.quiet) {
    for (const line of outcome.summary) io.out(render(line, options.lang));
    for (const file of sideFiles) io.out(render(msg('chartSaved', file), options.lang));
    for (const w of outcome.warnings) io.err(formatProblem(w, options.lang));
  }
  return { code: EXIT.ok, outcome, workbook: wb };
}

/** --round N: the standings (or pairing, draw) as after round N. */
export const ROUND_OPTION: OptionUse = { name: 'round', value: 'N' };
/** --out <workbook>: save into another workbook (of any kind) and leave the input alone. */
export const OUT_OPTION: OptionUse = { name: 'out', value: 'workbook' };

/** What a workbook command's action and output get: the command line, read. */
export interface CommandContext extends CliEnv {
  /** The workbook. */
  readonly path: string;
  /** The positional arguments after the workbook (a player's name). */
  readonly args: readonly string[];
  readonly round?: number;
  string(name: string): string | undefined;
  integer(name: string): number | undefined;
  flag(name: string): boolean;
}

export interface WorkbookCommandSpec<O extends Outcome> {
  readonly name: string;
  readonly summary: PlainMsgKey;
  /** Positional arguments after the workbook. */
  readonly args?: readonly Placeholder[];
  /** What to say when the positional arguments are not right (default: exactly one workbook). */
  readonly argsError?: PlainMsgKey;
  /** The options, in the order of the usage line (ROUND_OPTION, OUT_OPTION and the command's own). */
  readonly options?: readonly OptionUse[];
  readonly action: (wb: WorkbookReader, c: CommandContext) => O;
  /** Output after the action's summary (a table, a page written): its exit code, default 0. */
  readonly after?: (outcome: O, c: CommandContext, workbook: FileWorkbook) => number | void;
  /** The summary and warnings are not printed (the command prints what matters itself). */
  readonly quiet?: boolean;
}

function context(p: Parsed, env: CliEnv): CommandContext {
  const round = integerOption(p, 'round');
  return {
    ...env,
    path: p.positionals[0]!,
    args: p.positionals.slice(1),
    ...(round !== undefined ? { round } : {}),
    string: (name) => stringOption(p, name),
    integer: (name) => integerOption(p, name),
    flag: (name) => flagOption(p, name),
  };
}

/** A command that runs one action on one workbook: parse, open, act, save, print. */
export function workbookCommand<O extends Outcome>(spec: WorkbookCommandSpec<O>): Command {
  const extra = spec.args ?? [];
  const options = spec.options ?? [];
  return {
    name: spec.name,
    args: ['workbook', ...extra],
    options,
    summary: spec.summary,
    async run(argv: string[], env: CliEnv): Promise<number> {
      const p = parse(argv, options);
      if (p.positionals.length !== 1 + extra.length) throw new UsageError(msg(spec.argsError ?? 'cliOneWorkbook'));
      requireOptions(p, options, env.lang);
      const c = context(p, env);
      const out = options.includes(OUT_OPTION) ? c.string('out') : undefined;
      const { code, outcome, workbook } = await runOnWorkbook(c.path, (wb) => spec.action(wb, c), env.io, {
        lang: env.lang,
        ...(out !== undefined ? { out } : {}),
        ...(spec.quiet ? { quiet: true } : {}),
      });
      if (code !== EXIT.ok || !outcome || !workbook || !spec.after) return code;
      return spec.after(outcome, c, workbook) ?? code;
    },
  };
}

/** The tab of a spec among an outcome's writes (found by name, in either language), if written. */
export function writtenTab(outcome: Outcome, spec: Named): OutputTab | undefined {
  const writes = outcome.changes.writes;
  const name = findTab(
    writes.map((w) => w.name),
    [spec.nl, spec.en],
  );
  return writes.find((w) => w.name === name);
}
