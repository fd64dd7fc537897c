/**
 * The add-on menu and its handlers. onOpen may run without authorisation
 * (AuthMode.NONE), so it only builds the menu: no properties, no reading.
 */
import { updateStandings } from '../actions/standings';
import { Lang, langFromLocale, msg, render } from '../i18n';
import { runAction } from './run';

/** The menu's language: from the spreadsheet locale when it can be read, Dutch otherwise. */
function menuLang(e?: GoogleAppsScript.Events.SheetsOnOpen): Lang {
  try {
    if (e && e.authMode === ScriptApp.AuthMode.NONE) return 'nl';
    return langFromLocale(SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
  } catch {
    return 'nl';
  }
}

export function onOpen(e?: GoogleAppsScript.Events.SheetsOnOpen): void {
  const lang = menuLang(e);
  SpreadsheetApp.getUi()
    .createAddonMenu()
    .addItem(render(msg('menuUpdateStandings'), lang), 'menuUpdateStandings')
    .addSeparator()
    .addItem(render(msg('menuMakePairing'), lang), 'menuMakePairing')
    .addItem(render(msg('menuNewDraw'), lang), 'menuNewDraw')
    .addItem(render(msg('menuConfirmRound'), lang), 'menuConfirmRound')
    .addItem(render(msg('menuPairingDisplay'), lang), 'menuPairingDisplay')
    .addSeparator()
    .addItem(render(msg('menuCrosstable'), lang), 'menuCrosstable')
    .addItem(render(msg('menuExplain'), lang), 'menuExplain')
    .addItem(render(msg('menuRating'), lang), 'menuRating')
    .addItem(render(msg('menuSeasonEnd'), lang), 'menuSeasonEnd')
    .addToUi();
}

export function onInstall(e?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(e as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}

/** Menu: "Ranglijst bijwerken". */
export function menuUpdateStandings(): void {
  runAction((wb) => updateStandings(wb));
}
