/**
 * The add-on menu and its handlers, built from the action registry.
 *
 * onOpen may run without authorisation (AuthMode.NONE: the add-on is installed
 * but not yet used in this file). Then it may not read the spreadsheet, so it
 * shows a minimal menu (new competition, the sidebar) in Dutch. Otherwise it
 * reads the competition type from Instellingen and shows the actions of that
 * type only.
 */
import { Lang, PlainMsgKey, msg, render, text } from '../i18n';
import type { CompetitionType } from '../sheet/contract';
import { competitionType } from '../sheet/settingsTab';
import { ACTIONS, MENU_ITEMS, findAction } from './registry';
import { runAction, userLang } from './run';
import { SheetsWorkbook } from './sheetsWorkbook';


interface MenuPlan {
  readonly lang: Lang;
  /** undefined: the type could not be read (no authorisation); null: no competition yet. */
  readonly type: CompetitionType | null | undefined;
}

function menuPlan(e?: GoogleAppsScript.Events.SheetsOnOpen): MenuPlan {
  if (e && e.authMode === ScriptApp.AuthMode.NONE) return { lang: 'nl', type: undefined };
  try {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const lang = userLang(ss);
    try {
      return { lang, type: competitionType(new SheetsWorkbook(ss)) ?? null };
    } catch {
      return { lang, type: undefined };
    }
  } catch {
    return { lang: 'nl', type: undefined };
  }
}

export function onOpen(e?: GoogleAppsScript.Events.SheetsOnOpen): void {
  const { lang, type } = menuPlan(e);
  const t = (key: PlainMsgKey) => text(key, lang);
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  if (type === undefined || type === null) {
    menu.addItem(t('menuNewCompetition'), 'menuNewCompetition').addItem(t('menuSidebar'), 'menuSidebar');
  } else {
    menu.addItem(t('menuSidebar'), 'menuSidebar').addSeparator();
    for (const item of [...ACTIONS[type], ...MENU_ITEMS[type]]) menu.addItem(t(item.label), item.menuFunction);
    menu.addSeparator().addItem(t('menuNewCompetition'), 'menuNewCompetition');
  }
  menu.addToUi();
}

export function onInstall(e?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(e as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}

/**
 * The handler of a registered action's menu item: runs it under the lock; when
 * the action first asks for consent (ActionDef.ask), a yes/no dialog, and on
 * yes the action runs again, accepted.
 */
export function menuHandler(id: string): () => void {
  return () => {
    const action = findAction(id);
    if (!action) throw new Error(`no action ${id}`);
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const lang = userLang(ss);
    const progress = action.long ? { progress: render(msg('working', text(action.label, lang)), lang) } : {};
    const first = runAction((wb) => action.run(wb, {}), { interactive: true, lang, ...progress, ...(action.ask ? { ask: action.ask } : {}) });
    if (!first.question) return;
    const ui = SpreadsheetApp.getUi();
    if (ui.alert(first.question.title, first.question.lines.join('\n'), ui.ButtonSet.YES_NO) !== ui.Button.YES) {
      ss.toast(text('actionCancelled', lang), text('doneTitle', lang), 5);
      return;
    }
    runAction((wb) => action.run(wb, { accepted: true }), { interactive: true, lang, ...progress });
  };
}

/* One menu function per action of the registry (Apps Script calls menu items by function name). */
export const menuMakePairing = menuHandler('makePairing');
export const menuNewDraw = menuHandler('newDraw');
export const menuConfirmRound = menuHandler('confirmRound');
export const menuUpdateStandings = menuHandler('updateStandings');
export const menuCrosstable = menuHandler('crosstable');
export const menuRating = menuHandler('rating');
export const menuSeasonEnd = menuHandler('seasonEnd');
export const menuMakeTables = menuHandler('makeTables');
export const menuRedrawTables = menuHandler('redrawTables');

/** Menu: the round sidebar. */
export function menuSidebar(): void {
  const lang = userLang();
  const html = HtmlService.createHtmlOutputFromFile('sidebar').setTitle(render(msg('sidebarTitle'), lang));
  SpreadsheetApp.getUi().showSidebar(html);
}

/** Menu: the new-competition wizard (a modal dialog). */
export function menuNewCompetition(): void {
  const lang = userLang();
  const html = HtmlService.createHtmlOutputFromFile('wizard').setWidth(560).setHeight(640);
  SpreadsheetApp.getUi().showModalDialog(html, render(msg('wizardTitle'), lang));
}
