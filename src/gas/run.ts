/**
 * Runs an action from a menu or the sidebar: under the document lock, on the
 * open spreadsheet, writing only when the whole action succeeded, and telling
 * the user what happened (a toast for success, one dialog listing every
 * problem with its cell otherwise; from the sidebar the same lines come back
 * as plain data instead).
 */
import { clipLines, formatProblem, isInputError } from '../core/problems';
import { Lang, langFromLocale, msg, render } from '../i18n';
import type { Outcome } from '../actions/outcome';
import type { Entry, Ran, Request } from '../actions/catalogue';
import type { Question, RunResult } from '../ui/protocol';
import { applyChanges, CellEdit, Changes, RowRemoval, Workbook, WorkbookReader } from '../workbook/workbook';
import { SheetsWorkbook } from './sheetsWorkbook';

export type { RunResult } from '../ui/protocol';

const MAX_LINES = 30;
/**
 * How long a call waits for the document lock before it is told "busy": long
 * enough for a running pairing or standings update (several seconds of server
 * round trips on a real club), so a result chosen in the sidebar meanwhile is
 * written after it instead of refused. Apps Script allows up to 6 minutes.
 */
export const LOCK_WAIT_MS = 12000;

/**
 * The user's language, from the spreadsheet's locale. One service call: each
 * entry point reads it once and passes it on (to runAction, the sidebar state).
 */
export function userLang(ss: GoogleAppsScript.Spreadsheet.Spreadsheet = SpreadsheetApp.getActiveSpreadsheet()): Lang {
  return langFromLocale(ss.getSpreadsheetLocale());
}

export interface RunOptions {
  /** The language to tell the user in (read once by the entry point: userLang()). */
  readonly lang: Lang;
  /** Menu: toasts and dialogs. Sidebar: nothing shown, the result is returned. */
  readonly interactive: boolean;
  /** Shown as a progress toast before a long action starts (menu only). */
  readonly progress?: string;
  /** The question an outcome raises (nothing is written then; the catalogue's `consent` entries, consent.ts). */
  readonly ask?: (outcome: Outcome, lang: Lang) => Question | undefined;
  /** The workbook to act on (default: a new one on the open spreadsheet); pass one to read its state afterwards without reading again. */
  readonly workbook?: SheetsWorkbook;
}

/**
 * Runs `work` holding the document lock; `busy` when another execution holds
 * it (then `work` does not run at all). The lock is released whatever happens.
 */
export function withDocumentLock<T>(work: () => T): { busy: true } | { busy: false; value: T } {
  const lock = LockService.getDocumentLock();
  if (!lock || !lock.tryLock(LOCK_WAIT_MS)) return { busy: true };
  try {
    return { busy: false, value: work() };
  } finally {
    lock.releaseLock();
  }
}

/** The work of an action, run under the document lock; returns what to tell the user. */
export function runAction(action: (wb: WorkbookReader) => Outcome, options: RunOptions): RunResult {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const lang = options.lang;
  const ui = () => SpreadsheetApp.getUi();
  let inputProblems = false;
  const ran = withDocumentLock((): RunResult => {
    try {
      if (options.interactive && options.progress) ss.toast(options.progress, render(msg('doneTitle'), lang), -1);
      const wb = options.workbook ?? new SheetsWorkbook(ss);
      const outcome = action(wb);
      const question = options.ask?.(outcome, lang);
      if (question)
        return {
          ok: true,
          lines: [],
          warnings: outcome.warnings.map((p) => formatProblem(p, lang)),
          errors: [],
          question,
        };
      const progress = applyTracked(wb, outcome.changes);
      if (progress.failed) {
        const why = String((progress.failed.error as Error)?.message ?? progress.failed.error);
        return {
          ok: false,
          lines: [],
          warnings: [],
          errors: [render(msg('partialWrite', progress.done, progress.failed.tab, why), lang)],
        };
      }
      const lines = outcome.summary.map((m) => render(m, lang));
      const warnings = outcome.warnings.map((p) => formatProblem(p, lang));
      return { ok: true, lines, warnings, errors: [] };
    } catch (e) {
      inputProblems = isInputError(e);
      const errors = isInputError(e)
        ? e.errors.map((p) => formatProblem(p, lang))
        : [render(msg('internalError', String((e as Error)?.message ?? e)), lang)];
      return { ok: false, lines: [], warnings: [], errors };
    }
  });
  const result: RunResult = ran.busy
    ? { ok: false, lines: [], warnings: [], errors: [render(msg('busy'), lang)], busy: true }
    : ran.value;
  if (options.interactive) {
    if (ran.busy) {
      ui().alert(render(msg('doneTitle'), lang), result.errors[0]!, ui().ButtonSet.OK);
    } else if (result.question) {
      // The menu asks with a dialog; the caller runs the action again when the answer is yes.
    } else if (result.ok) {
      ss.toast(result.lines.join('\n'), render(msg('doneTitle'), lang), 8);
      if (result.warnings.length > 0)
        ui().alert(
          render(msg('notesTitle'), lang),
          clipLines(result.warnings, MAX_LINES, lang).join('\n'),
          ui().ButtonSet.OK,
        );
    } else {
      const title = render(msg(inputProblems ? 'problemsTitle' : 'errorTitle'), lang);
      const head = inputProblems ? render(msg('errorsFound', result.errors.length), lang) + '\n\n' : '';
      ui().alert(title, head + clipLines(result.errors, MAX_LINES, lang).join('\n'), ui().ButtonSet.OK);
    }
  }
  return result;
}

/**
 * Applies the changes, noting which tabs were done: when a service call fails
 * half-way (a time-out), the message names what was written and where it
 * stopped. Running the action again completes it: output tabs are rewritten
 * whole, and the appends come last (applyChanges), so a confirm that stopped
 * is recognised and completed. A row check that fails (CellEdit.expect) is
 * an input error: nothing was written.
 */
function applyTracked(wb: Workbook, changes: Changes): { done: string[]; failed?: { tab: string; error: unknown } } {
  const done: string[] = [];
  let current = '';
  const step = <T>(tab: string, work: () => T): T => {
    current = tab;
    const value = work();
    if (!done.includes(tab)) done.push(tab);
    return value;
  };
  const tracked: Workbook = {
    tabNames: () => wb.tabNames(),
    read: (tab) => wb.read(tab),
    write: (tab) => step(tab.name, () => wb.write(tab)),
    append: (append) => step(append.tab, () => wb.append(append)),
    edit: (edits: readonly CellEdit[]) => step(edits[0]?.tab ?? '', () => wb.edit(edits)),
    remove: (removals: readonly RowRemoval[]) => step(removals[0]?.tab ?? '', () => wb.remove(removals)),
  };
  try {
    applyChanges(tracked, changes);
    return { done };
  } catch (e) {
    if (isInputError(e) || (done.length === 0 && current === '')) throw e;
    return { done, failed: { tab: current, error: e } };
  }
}

/**
 * Runs a catalogue entry through runAction; the run is kept for its question
 * (asked before the leader said yes, and again after it when what was shown
 * changed) and its page.
 */
export function runEntry(entry: Entry, request: Request, options: RunOptions): { result: RunResult; ran?: Ran } {
  const kept: { ran?: Ran } = {};
  // A yes answers its question: every question is bound to what was shown (its `consent`, consent.ts), and the
  // entry asks again when what the accepted run would write is no longer that.
  const question = (lang: Lang) => kept.ran?.question(lang);
  const ask = entry.asks ? { ask: (_outcome: Outcome, lang: Lang) => question(lang) } : {};
  const result = runAction((wb) => (kept.ran = entry.run(wb, request)).outcome, { ...options, ...ask });
  return { result, ...kept };
}
