/**
 * Runs an action on a workbook file: open, act, apply the changes, save once;
 * or print every located problem and save nothing.
 */
import { formatProblem, isInputError } from '../core/problems';
import { Lang, msg, render } from '../i18n';
import type { Outcome } from '../actions/outcome';
import { applyChanges, WorkbookReader } from '../workbook/workbook';
import { CliIO, EXIT } from './io';
import { FileWorkbook } from './files/fileWorkbook';
import { WorkbookPathError, openWorkbook, saveWorkbook } from './files/open';

export interface RunOptions {
  readonly out?: string;
  readonly lang: Lang;
  /** Print the outcome's summary and warnings (default true). */
  readonly quiet?: boolean;
}

export async function runOnWorkbook(
  path: string,
  action: (wb: WorkbookReader) => Outcome,
  io: CliIO,
  options: RunOptions,
): Promise<{ code: number; outcome?: Outcome; workbook?: FileWorkbook }> {
  let wb: FileWorkbook;
  try {
    wb = await openWorkbook(path);
  } catch (e) {
    if (e instanceof WorkbookPathError) {
      io.err(e.message);
      return { code: EXIT.usage };
    }
    throw e;
  }
  let outcome: Outcome;
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
  if (outcome.changes.writes.length > 0 || outcome.changes.appends.length > 0 || (options.out && options.out !== path)) {
    sideFiles = await saveWorkbook(wb, options.out);
  }
  if (!options.quiet) {
    for (const line of outcome.summary) io.out(render(line, options.lang));
    for (const file of sideFiles) io.out(render(msg('chartSaved', file), options.lang));
    for (const w of outcome.warnings) io.err(formatProblem(w, options.lang));
  }
  return { code: EXIT.ok, outcome, workbook: wb };
}
