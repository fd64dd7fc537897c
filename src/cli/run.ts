/**
 * Runs an action on a workbook file: open, act, apply the changes, save once;
 * or print every located problem and save nothing. `entryCommand` makes the
 * command of a catalogue entry: the workbook argument, the entry's options,
 * the language of the messages, the exit codes.
 */
import { accessSync, constants as fsConstants, existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { CliCommandInfo, CliShow, Entry, OUT_OPTION, Ran, Request } from '../actions/catalogue';
import { InputError, Problem, formatProblem, isInputError } from '../core/problems';
import { localDay } from '../core/cell';
import { Lang, Msg, msg, render, text } from '../i18n';
import type { Outcome } from '../actions/outcome';
import { applyChanges, WorkbookReader } from '../workbook/workbook';
import { Parsed, UsageError, flagOption, integerOption, parse, requireOptions, stringOption } from './args';
import type { CliEnv, Command } from './commands/command';
import { formatTable } from './table';
import { CliIO, EXIT } from './io';
import { FileWorkbook } from './files/fileWorkbook';
import { WorkbookPathError, inFileWords, openWorkbook, saveWorkbook } from './files/open';
import { Commit, faultPoint, recoverCommit } from './files/commit';
import { STOP_EXIT, StopRequested, watchStops, yieldToSignals } from './stop';
import { landsOn, samePlace } from './files/place';
import { checkOfficeLocks } from './files/officeLock';
import { WorkbookBusyError, WorkbookLock, lockWorkbook } from './files/lock';

export interface RunOptions<O extends Outcome = Outcome> {
  readonly out?: string;
  readonly lang: Lang;
  /** Print the outcome's summary and warnings (default true). */
  readonly quiet?: boolean;
  /** Files the command writes besides the workbook (an HTML page, a site): saved in the same commit. */
  readonly files?: (outcome: O) => readonly OutputFile[];
  /** --ignore-office-lock (files/officeLock.ts). */
  readonly ignoreOfficeLock?: boolean;
  /** The lines to print when the outcome needs the user's yes first (`--yes`): then nothing is written (exit 1). */
  readonly refuse?: (outcome: O) => readonly string[] | undefined;
}

/** A file a command writes besides the workbook. `folder`: create its folder when missing (a site's --out). */
interface OutputFile {
  readonly path: string;
  /** Text (written as UTF-8), or the bytes of a file in another character set. */
  readonly content: string | Uint8Array;
  readonly folder?: boolean;
}

/**
 * A fault of the disk or of another program, not of Competitieleider: what to
 * tell the user (nothing was saved), or undefined for a real fault.
 */
function fileFault(e: unknown, fallback: string): Msg | undefined {
  const err = e as NodeJS.ErrnoException & { target?: string; pending?: boolean };
  const path = err?.target ?? err?.path ?? fallback;
  switch (err?.code) {
    case 'EBUSY':
    case 'EPERM':
      return msg(err.pending ? 'cliFileLockedPending' : 'cliFileLocked', path);
    case 'ENOSPC':
    case 'EDQUOT':
      return msg('cliDiskFull', path);
    case 'ENOENT':
    case 'ENOTDIR':
      return msg('cliNoFolder', path);
    case 'EACCES':
    case 'EROFS':
      return msg(err.pending ? 'cliCommitPartial' : 'cliNoAccess', path);
    case 'EISDIR':
      return msg('cliTargetIsFolder', path);
    default:
      // Some files were saved before this one was refused: said so, never "nothing was saved".
      return err?.pending ? msg('cliCommitPartial', path) : undefined;
  }
}

/**
 * Open, act, save — under the lock of the workbook read and of the one written (--out), all files
 * of the action in one commit (files/commit.ts): a failure at any point leaves
 * the old state. A commit that a killed command left is finished first.
 */
export async function runOnWorkbook<O extends Outcome>(
  path: string,
  action: (wb: WorkbookReader) => O,
  io: CliIO,
  options: RunOptions<O>,
): Promise<{ code: number; outcome?: O; workbook?: FileWorkbook }> {
  // Saved into another workbook, the input is only read, but under its lock too: a command writing it
  // renames its files one by one (a CSV folder is half new in between), and one killed half-way leaves
  // a commit to finish before the workbook can be read.
  // An --out that is the workbook however spelled (a trailing slash, a link, another case) saves in place.
  const { out, ...rest } = options;
  const opts: RunOptions<O> = out !== undefined && !samePlace(out, path) ? { ...rest, out } : rest;
  const targets = [opts.out ?? path];
  return underLock(targets, io, opts.lang, (stillLocked) => runLocked(path, action, io, opts, stillLocked), [path]);
}

/** A lock that cannot be made because the workbook's folder may not be written (no writer there can hold one either). */
function noWriteAccess(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException)?.code;
  return code === 'EACCES' || code === 'EROFS';
}

/**
 * Runs `work` holding the lock of each workbook it writes (`targets`) or only
 * reads (`reads`) (files/lock.ts), after finishing a commit that a killed
 * command left on it (files/commit.ts). The locks are taken in one order (by
 * full path), so two commands that read each other's output wait rather than
 * block each other; a workbook only read in a folder that may not be written
 * (an installed example) is read without its lock. A busy workbook or a fault
 * of the disk or of another program is told to the user (exit 1), not thrown.
 */
export async function underLock<T extends { code: number }>(
  targets: readonly string[],
  io: CliIO,
  lang: Lang,
  work: (stillLocked: (writing?: readonly string[]) => Promise<void>) => Promise<T>,
  reads: readonly string[] = [],
): Promise<T | { code: number }> {
  const say = (m: Msg) => io.err(render(m, lang));
  const locks: WorkbookLock[] = [];
  /** Workbooks whose lock could not be made for want of write access: read, never written. */
  const unlocked: string[] = [];
  // Ctrl+C, SIGTERM, a closed terminal: stopped before the commit, or the commit finished (stop.ts).
  const stops = watchStops();
  const byPath = new Map<string, { path: string; written: boolean }>();
  for (const path of reads) byPath.set(resolve(path), { path, written: false });
  for (const path of targets) byPath.set(resolve(path), { path, written: true });
  try {
    for (const [, { path: target }] of [...byPath].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      try {
        locks.push(await lockWorkbook(target));
      } catch (e) {
        // No writer can hold a lock there: a command that only reads or exports from it runs; one that would
        // save it is refused before its commit, naming the workbook itself (not its lock).
        if (noWriteAccess(e)) {
          unlocked.push(resolve(target));
          continue;
        }
        throw e;
      }
      const recovered = recoverCommit(target);
      if (recovered) say(msg(recovered === 'completed' ? 'cliCommitCompleted' : 'cliCommitUndone', target));
    }
    const done = await work(async (writing = []) => {
      await stops.beforeCommit();
      locks.forEach((l) => l.check());
      const unheld = unlocked.find((u) => writing.some((w) => resolve(w) === u || resolve(w).startsWith(u + sep)));
      if (unheld !== undefined)
        throw Object.assign(new Error(`EACCES: no lock for ${unheld}`), { code: 'EACCES', target: unheld });
    });
    // A signal during the (synchronous) commit is seen now.
    await yieldToSignals();
    if (stops.late) say(msg('cliStoppedAfterSave', stops.late));
    return done;
  } catch (e) {
    if (e instanceof StopRequested) {
      say(msg('cliStopped', e.signal));
      return { code: STOP_EXIT[e.signal] };
    }
    if (e instanceof WorkbookBusyError) {
      say(msg('cliBusy', e.path));
      return { code: EXIT.input };
    }
    const fault = fileFault(e, targets[0] ?? reads[0] ?? '');
    if (!fault) throw e;
    say(fault);
    return { code: EXIT.input };
  } finally {
    for (const l of locks) await l.release();
    stops.dispose();
  }
}

async function runLocked<O extends Outcome>(
  path: string,
  action: (wb: WorkbookReader) => O,
  io: CliIO,
  options: RunOptions<O>,
  stillLocked: (writing?: readonly string[]) => Promise<void>,
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
  const refusal = options.refuse?.(outcome);
  if (refusal) {
    for (const line of refusal) io.err(line);
    return { code: EXIT.input, workbook: wb };
  }
  applyChanges(wb, outcome.changes);
  faultPoint('computed', 1);
  const files = options.files?.(outcome) ?? [];
  const commit = new Commit(journalBeside(options.out ?? path, files));
  let sideFiles: string[] = [];
  try {
    refuseOutputsOnSeason(
      path,
      options.out,
      files.map((f) => f.path),
    );
    if (
      outcome.changes.writes.length > 0 ||
      outcome.changes.appends.length > 0 ||
      (outcome.changes.edits ?? []).length > 0 ||
      (outcome.changes.removals ?? []).length > 0 ||
      (options.out && options.out !== path)
    ) {
      sideFiles = await saveWorkbook(wb, commit, options.out);
    }
    for (const file of files) {
      if (file.folder) commit.ensureFolder(dirname(file.path));
      commit.stage(file.path, file.content);
    }
    // Not under an office program that has one of the files open (files/officeLock.ts).
    checkOfficeLocks(commit.targets, options.ignoreOfficeLock === true);
    await stillLocked(commit.targets);
    commit.commit();
  } catch (e) {
    commit.abort();
    if (!isInputError(e)) throw e;
    io.err(render(msg('errorsFound', e.errors.length), options.lang));
    for (const p of e.errors) io.err(formatProblem(p, options.lang));
    return { code: EXIT.input, workbook: wb };
  }
  if (!options.quiet) {
    for (const line of outcome.summary) io.out(render(line, options.lang));
    for (const file of sideFiles) io.out(render(msg('chartSaved', file), options.lang));
    for (const w of outcome.warnings) io.err(formatProblem(w, options.lang));
  }
  return { code: EXIT.ok, outcome, workbook: wb };
}

/**
 * Where a command's commit keeps its journal: beside the workbook it saves (the
 * next command on it finds and finishes a commit cut short there). A workbook
 * only read from a folder that may not be written (an export from an installed
 * example) keeps it beside the first file written instead, so the export works
 * and any error names a file that is written.
 */
function journalBeside(workbook: string, files: readonly OutputFile[]): string {
  const first = files[0]?.path;
  if (first === undefined) return workbook;
  try {
    accessSync(dirname(resolve(workbook)), fsConstants.W_OK);
    return workbook;
  } catch {
    return first;
  }
}

/**
 * An output that would land on the season is refused before anything is
 * written: a page or TRF file that is the workbook itself or lies inside its
 * CSV folder, an --out workbook inside that folder, a page on the --out
 * workbook (files/place.ts compares places, not spellings).
 */
function refuseOutputsOnSeason(workbook: string, out: string | undefined, files: readonly string[]): void {
  const problems: Problem[] = [];
  if (out !== undefined && landsOn(out, workbook))
    problems.push({ severity: 'error', message: msg('cliOutputOnWorkbook', out, workbook) });
  for (const file of files)
    for (const wb of out !== undefined ? [workbook, out] : [workbook])
      if (landsOn(file, wb)) {
        problems.push({ severity: 'error', message: msg('cliOutputOnWorkbook', file, wb) });
        break;
      }
  if (problems.length > 0) throw new InputError(problems);
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
        today: localDay(new Date()),
        ...(env.langGiven ? { lang: env.lang } : {}),
        options: {
          string: (n) => stringOption(p, n),
          integer: (n) => integerOption(p, n),
          flag: (n) => flagOption(p, n),
        },
      };
      const out = options.includes(OUT_OPTION) ? stringOption(p, 'out') : undefined;
      const kept: { ran?: Ran; shown?: CliShow } = {};
      const shown = () => (kept.shown ??= kept.ran!.show(env.lang));
      const { code } = await runOnWorkbook(path, (wb) => (kept.ran = entry.run(wb, request)).outcome, env.io, {
        lang: env.lang,
        ...(out !== undefined ? { out } : {}),
        ...(env.ignoreOfficeLock ? { ignoreOfficeLock: true } : {}),
        // The pages the entry shows are saved with the workbook, in one commit.
        files: () => outputFiles(shown(), p),
        // A question the menu and the sidebar would ask (overwrite the edited Indeling? confirm despite broken
        // rules?) is answered on the command line by --yes; without it nothing is written.
        ...(entry.asks && !flagOption(p, 'yes') ? { refuse: () => refusalLines(kept.ran!, env.lang) } : {}),
      });
      if (code !== EXIT.ok || !kept.ran) return code;
      return show(shown(), p, env);
    },
  };
}

/** The question of a run as the command line prints it, with how to answer yes; undefined when it asks nothing. */
function refusalLines(ran: Ran, lang: Lang): string[] | undefined {
  const q = ran.question(lang);
  if (!q) return undefined;
  // The dialog's title and spacing lines are the dialog's; the question itself ends with how to answer it here.
  const lines = q.lines.filter((l) => l.trim() !== '');
  const last = lines.pop() ?? q.title;
  return [...lines, `${last} ${text('cliUseYes', lang)}`];
}

/** The files of what an entry shows: the pages of their options, a folder of pages (created when missing). */
function outputFiles(s: CliShow, p: Parsed): OutputFile[] {
  const files: OutputFile[] = [];
  for (const page of s.pages ?? []) {
    const file = stringOption(p, page.option);
    if (file) files.push({ path: file, content: page.html() });
  }
  if (s.folder) {
    // The folder option is required; a file of that name is the user's, left alone.
    const out = stringOption(p, s.folder.option)!;
    if (existsSync(out) && !statSync(out).isDirectory())
      throw new InputError([{ severity: 'error', message: msg('cliOutIsFile', out) }]);
    for (const pg of s.folder.files) files.push({ path: join(out, pg.file), content: pg.html, folder: true });
  }
  return files;
}

/** Prints what an entry shows after its summary (its files are saved by then); its exit code. */
function show(s: CliShow, p: Parsed, { io, lang }: CliEnv): number {
  for (const line of s.lines ?? []) io.out(line);
  if (s.table) io.out(formatTable(s.table, lang));
  for (const page of s.pages ?? []) {
    const file = stringOption(p, page.option);
    if (file) io.out(render(msg('cliWrote', file), lang));
  }
  if (s.folder) {
    const out = stringOption(p, s.folder.option)!;
    io.out(render(msg('publishSummary', s.folder.files.length, out), lang));
    for (const pg of s.folder.files) io.out(`  ${join(out, pg.file)}`);
  }
  for (const note of s.notes ?? []) io.err(formatProblem(note, lang));
  if (s.refusal === undefined) return EXIT.ok;
  io.err(s.refusal);
  return EXIT.input;
}
