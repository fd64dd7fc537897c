/**
 * Menu handlers of the Keezen draws that open a page: the large-print view
 * for the beamer (the tab, and the page in a dialog) and the printable score
 * forms (A4, with a print button). "Tafelindeling maken" and the new draw are
 * registry actions (registry.ts, menu.ts). All through runAction (lock, read,
 * act, write only on success).
 */
import { scoreForms, tablesDisplay, ViewOutcome } from '../actions/draw';
import { msg, render } from '../i18n';
import { roundLabel } from '../sheet/drawViews';
import { runAction, userLang } from './run';

function showPage(outcome: ViewOutcome | undefined, title: (round: number, evening: number) => string, size: { width: number; height: number }): void {
  if (!outcome) return;
  const { round, evening } = roundLabel(outcome.view);
  const page = HtmlService.createHtmlOutput(outcome.html).setWidth(size.width).setHeight(size.height);
  SpreadsheetApp.getUi().showModelessDialog(page, title(round, evening));
}

/** Menu: "Tafelindeling groot tonen (beamer)": the Tafelindeling beamer tab, and the page in a dialog. */
export function menuTablesDisplay(): void {
  const lang = userLang();
  let outcome: ViewOutcome | undefined;
  const result = runAction((wb) => (outcome = tablesDisplay(wb)), { interactive: true, lang });
  if (result.ok) showPage(outcome, (round, evening) => render(msg('drTitle', round, evening), lang), { width: 1200, height: 700 });
}

/** Menu: "Scoreformulieren": the forms of the last round in a dialog with a print button. */
export function menuScoreForms(): void {
  const lang = userLang();
  let outcome: ViewOutcome | undefined;
  const result = runAction((wb) => (outcome = scoreForms(wb)), { interactive: true, lang });
  if (result.ok) showPage(outcome, (round, evening) => render(msg('drFormsTitle', round, evening), lang), { width: 900, height: 700 });
}
