/**
 * The menu item "Uitleg van een speler…": not a registry action, because it
 * needs a name (the selected cell, or asked for). The other season items
 * (crosstable, club rating, season end) are registry actions (registry.ts).
 */
import { explainAction } from '../actions/season';
import { Lang, msg, render } from '../i18n';
import { isPlayerName } from '../sheet/keizerInput';
import { runAction, userLang } from './run';
import { SheetsWorkbook } from './sheetsWorkbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The text of the selected cell. */
function selectedText(ss: Spreadsheet): string {
  const cell = ss.getCurrentCell();
  return cell ? cell.getDisplayValue().trim() : '';
}

/** The name the leader types, or '' when cancelled. */
function askName(lang: Lang): string {
  const ui = SpreadsheetApp.getUi();
  const answer = ui.prompt(render(msg('explainPromptTitle'), lang), render(msg('explainPrompt'), lang), ui.ButtonSet.OK_CANCEL);
  return answer.getSelectedButton() === ui.Button.OK ? answer.getResponseText().trim() : '';
}

/**
 * Menu: "Uitleg van een speler…". Explains the player whose name is in the
 * selected cell (in Ranglijst, Kruistabel, Uitslagen, ...); when that cell
 * holds no player's name, asks for the name. The name is checked against
 * Spelers first, in the workbook the action then runs on (each tab read once).
 */
export function menuExplain(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const lang = userLang(ss);
  const wb = new SheetsWorkbook(ss);
  const selected = selectedText(ss);
  const name = selected !== '' && isPlayerName(wb, selected) !== false ? selected : askName(lang);
  if (name === '') return;
  runAction((w) => explainAction(w, { player: name }), { interactive: true, lang, workbook: wb });
}
