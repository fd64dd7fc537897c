/**
 * Runs an action on a workbook file: open, act, apply the changes, save once;
 * or print every located problem and save nothing. `entryCommand` makes the
 * command of a catalogue entry: the workbook argument, the entry's options,
 * the language of the messages, the exit codes.
 */
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { CliCommandInfo, CliShow, Entry, OUT_OPTION, Ran, Request } from '../actions/catalogue';
import { formatProblem, isInputError } from '../core/problems';
import { Lang, msg, render } from '../i18n';
import type { Outcome } from '../actions/outcome';
import { applyChanges, WorkbookReader } from '../workbook/workbook';
import { Parsed, UsageError, flagOption, integerOption, parse, requireOptions, stringOption } from './args';
import type { CliEnv, Command } from './commands/command';
import { formatTable } from './table';
import { CliIO, EXIT } from './io';
import { FileWorkbook } from './files/fileWorkbook';
import { WorkbookPathError, inFileWords, openWorkbook, saveWorkbook } from './files/open';

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
    for (const p of e.errors) io.err(formatProblem(inFileWords(p, wb), options.lang));
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

/**
 * The command of a catalogue entry: the workbook (and the entry's positional
 * arguments), its options, the request made of them; open, act, save once;
 * then what the entry shows (`cli.show`: lines, a table, pages written to the
 * files of their options, a folder of pages, notes, a refusal).
 */
export function entryCommand(entry: Entry, cli: CliCommandInfo): Command {
  const extra = cli.args ?? [];
  const options = cli.options;
  return {
    name: cli.name,
    args: ['workbook', ...extra],
    options,
    summary: cli.summary,
    async run(argv: string[], env: CliEnv): Promise<number> {
      const p = parse(argv, options);
      if (p.positionals.length !== 1 + extra.length) throw new UsageError(msg(cli.argsError ?? 'cliOneWorkbook'));
      requireOptions(p, options, env.lang);
      const path = p.positionals[0]!;
      const round = integerOption(p, 'round');
      const name = p.positionals[1];
      const request: Request = {
        from: 'cli',
        ...(round !== undefined ? { round } : {}),
        ...(name !== undefined ? { name } : {}),
        title: basename(resolve(path), extname(path)),
        ...(env.langGiven ? { lang: env.lang } : {}),
        options: { string: (n) => stringOption(p, n), integer: (n) => integerOption(p, n), flag: (n) => flagOption(p, n) },
      };
      const out = options.includes(OUT_OPTION) ? stringOption(p, 'out') : undefined;
      const kept: { ran?: Ran } = {};
      const { code } = await runOnWorkbook(path, (wb) => (kept.ran = entry.run(wb, request)).outcome, env.io, {
        lang: env.lang,
        ...(out !== undefined ? { out } : {}),
      });
      if (code !== EXIT.ok || !kept.ran) return code;
      return show(kept.ran.show(env.lang), p, env);
    },
  };
}

/** Prints and saves what an entry shows after its summary; its exit code. */
function show(s: CliShow, p: Parsed, { io, lang }: CliEnv): number {
  for (const line of s.lines ?? []) io.out(line);
  if (s.table) io.out(formatTable(s.table, lang));
  for (const page of s.pages ?? []) {
    const file = stringOption(p, page.option);
    if (!file) continue;
    writeFileSync(file, page.html());
    io.out(render(msg('cliWrote', file), lang));
  }
  if (s.folder) {
    // The folder option is required; each page is written atomically.
    const out = stringOption(p, s.folder.option)!;
    if (existsSync(out) && !statSync(out).isDirectory()) {
      io.err(render(msg('cliOutIsFile', out), lang));
      return EXIT.input;
    }
    mkdirSync(out, { recursive: true });
    for (const pg of s.folder.files) {
      const file = join(out, pg.file);
      const tmp = `${file}.tmp-${process.pid}`;
      writeFileSync(tmp, pg.html, 'utf8');
      renameSync(tmp, file);
    }
    io.out(render(msg('publishSummary', s.folder.files.length, out), lang));
    for (const pg of s.folder.files) io.out(`  ${join(out, pg.file)}`);
  }
  for (const note of s.notes ?? []) io.err(formatProblem(note, lang));
  if (s.refusal === undefined) return EXIT.ok;
  io.err(s.refusal);
  return EXIT.input;
}
