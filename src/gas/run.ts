/**
 * Runs an action from a menu or the sidebar: under the document lock, on the
 * open spreadsheet, writing only when the whole action succeeded, and telling
 * the user what happened (a toast for success, one dialog listing every
 * problem with its cell otherwise).
 */
import { formatProblem, isInputError } from '../core/problems';
import { Lang, langFromLocale, msg, render } from '../i18n';
import type { Outcome } from '../actions/outcome';
import { applyChanges, WorkbookReader } from '../workbook/workbook';
import { SheetsWorkbook } from './sheetsWorkbook';

/** What a sidebar call returns: plain data only (google.script.run rules). */
export interface RunResult {
  readonly ok: boolean;
  readonly lines: string[];
  readonly warnings: string[];
  readonly errors: string[];
  /** The message keys of the input problems (lets an adapter react to one kind, e.g. an unknown name). */
  readonly errorKeys?: string[];
}

const MAX_LINES = 30;

export function userLang(): Lang {
  return langFromLocale(SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
}

/** The work of an action, run under the document lock; returns what to tell the user. */
export function runAction(action: (wb: WorkbookReader) => Outcome, options: { interactive: boolean } = { interactive: true }): RunResult {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const lang = langFromLocale(ss.getSpreadsheetLocale());
  const lock = LockService.getDocumentLock();
  if (!lock || !lock.tryLock(2000)) {
    const text = render(msg('busy'), lang);
    if (options.interactive) SpreadsheetApp.getUi().alert(render(msg('doneTitle'), lang), text, SpreadsheetApp.getUi().ButtonSet.OK);
    return { ok: false, lines: [], warnings: [], errors: [text] };
  }
  try {
    const wb = new SheetsWorkbook(ss);
    const outcome = action(wb);
    applyChanges(wb, outcome.changes);
    const lines = outcome.summary.map((m) => render(m, lang));
    const warnings = outcome.warnings.map((p) => formatProblem(p, lang));
    if (options.interactive) {
      ss.toast(lines.join('\n'), render(msg('doneTitle'), lang), 8);
      if (warnings.length > 0) {
        SpreadsheetApp.getUi().alert(render(msg('notesTitle'), lang), clip(warnings, lang).join('\n'), SpreadsheetApp.getUi().ButtonSet.OK);
      }
    }
    return { ok: true, lines, warnings, errors: [] };
  } catch (e) {
    const errors = isInputError(e) ? e.errors.map((p) => formatProblem(p, lang)) : [render(msg('internalError', String((e as Error)?.message ?? e)), lang)];
    if (options.interactive) {
      const title = render(msg(isInputError(e) ? 'problemsTitle' : 'errorTitle'), lang);
      const head = isInputError(e) ? render(msg('errorsFound', errors.length), lang) + '\n\n' : '';
      SpreadsheetApp.getUi().alert(title, head + clip(errors, lang).join('\n'), SpreadsheetApp.getUi().ButtonSet.OK);
    }
    return { ok: false, lines: [], warnings: [], errors, ...(isInputError(e) ? { errorKeys: e.errors.map((p) => p.message.key) } : {}) };
  } finally {
    lock.releaseLock();
  }
}

function clip(lines: string[], lang: Lang): string[] {
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES), render(msg('moreProblems', lines.length - MAX_LINES), lang)];
}
