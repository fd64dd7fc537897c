/**
 * The menu item "Uitleg van een speler…": not a registry action, because it
 * needs a name (the selected cell, or asked for). The other season items
 * (crosstable, club rating, season end) are registry actions (registry.ts).
 */
import { explainAction } from '../actions/season';
import { msg, render } from '../i18n';
import type { WorkbookReader } from '../workbook/workbook';
import { runAction, userLang } from './run';

/** The text of the selected cell, if it could be a name. */
function selectedText(): string {
  const cell = SpreadsheetApp.getActiveSpreadsheet().getCurrentCell();
  if (!cell) return '';
  const text = cell.getDisplayValue().trim();
  return /^-?[\d.,]+$/.test(text) ? '' : text;
}

/** The explanation action, showing the Uitleg tab once written. */
const explain = (player: string) => (wb: WorkbookReader) => {
  const outcome = explainAction(wb, { player });
  return { ...outcome, changes: { ...outcome.changes, writes: outcome.changes.writes.map((w) => ({ ...w, activate: true })) } };
};

/**
 * Menu: "Uitleg van een speler…". Explains the player whose name is in the
 * selected cell (in Ranglijst, Kruistabel, Uitslagen, ...); when that cell
 * holds no player's name, asks for the name.
 */
export function menuExplain(): void {
  const lang = userLang();
  const candidate = selectedText();
  if (candidate) {
    const first = runAction(explain(candidate), { interactive: false, lang });
    if (first.ok) {
      SpreadsheetApp.getActiveSpreadsheet().toast(first.lines.join('\n'), render(msg('doneTitle'), lang), 8);
      return;
    }
    const keys = first.errorKeys;
    if (keys === undefined || !keys.every((k) => k === 'unknownPlayerToExplain' || k === 'explainNoPlayer')) {
      // Another problem (bad input, busy): show it, as any action does.
      const ui = SpreadsheetApp.getUi();
      ui.alert(render(msg(keys ? 'problemsTitle' : 'doneTitle'), lang), first.errors.join('\n'), ui.ButtonSet.OK);
      return;
    }
  }
  const ui = SpreadsheetApp.getUi();
  const answer = ui.prompt(render(msg('explainPromptTitle'), lang), render(msg('explainPrompt'), lang), ui.ButtonSet.OK_CANCEL);
  if (answer.getSelectedButton() !== ui.Button.OK) return;
  const name = answer.getResponseText().trim();
  if (!name) return;
  runAction(explain(name), { interactive: true, lang });
}
