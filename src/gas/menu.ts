/**
 * The add-on menu and its handlers, built from the action catalogue
 * (actions/catalogue.ts): the items of the open spreadsheet's type in their
 * order, each calling its generated top-level function (scripts/build.mjs),
 * which calls menuItem_.
 *
 * onOpen may run without authorisation (AuthMode.NONE: the add-on is installed
 * but not yet used in this file). Then it may not read the spreadsheet, so it
 * shows a minimal menu (new competition, the sidebar) in the user's own
 * language (Session.getActiveUserLocale needs no authorisation; Dutch when even
 * that fails). Otherwise it reads the competition type from Instellingen and
 * shows the actions of that type only, in the spreadsheet's language.
 *
 * Sheets builds the menu only when onOpen runs, so `rebuildMenu` builds it
 * again where it changes: after the wizard made a competition, and on the
 * first authorised use (the two items of the minimal menu).
 */
import { Lang, PlainMsgKey, langFromLocale, msg, render, text } from '../i18n';
import type { CompetitionType } from '../sheet/contract';
import { isPlayerName } from '../sheet/keizerInput';
import { competitionType } from '../sheet/settingsTab';
import { Entry, Page, Request, findEntry, menuEntries } from '../actions/catalogue';
import { runEntry, userLang } from './run';
import { SheetsWorkbook, todayIn } from './sheetsWorkbook';
import type { Question } from '../ui/protocol';

interface MenuPlan {
  readonly lang: Lang;
  /** undefined: the type could not be read (no authorisation); null: no competition yet. */
  readonly type: CompetitionType | null | undefined;
}

/** The user's language from their Google account, which needs no authorisation; Dutch when it cannot be read. */
function accountLang(): Lang {
  try {
    return langFromLocale(Session.getActiveUserLocale());
  } catch {
    return 'nl';
  }
}

function menuPlan(e?: GoogleAppsScript.Events.SheetsOnOpen): MenuPlan {
  if (e && e.authMode === ScriptApp.AuthMode.NONE) return { lang: accountLang(), type: undefined };
  try {
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const lang = userLang(ss);
    try {
      return { lang, type: competitionType(new SheetsWorkbook(ss)) ?? null };
    } catch {
      return { lang, type: undefined };
    }
  } catch {
    return { lang: accountLang(), type: undefined };
  }
}

export function onOpen(e?: GoogleAppsScript.Events.SheetsOnOpen): void {
  buildMenu(menuPlan(e));
}

/** Builds the menu again from the spreadsheet as it is now (authorised: on first use); answers the user's language. */
function rebuildMenu(): Lang {
  const plan = menuPlan();
  buildMenu(plan);
  return plan.lang;
}

/** Builds the menu of a competition of `type` (null: none yet) in `lang`. */
export function buildMenu({ lang, type }: MenuPlan): void {
  const t = (key: PlainMsgKey) => text(key, lang);
  const menu = SpreadsheetApp.getUi().createAddonMenu();
  if (type === undefined || type === null) {
    menu.addItem(t('menuNewCompetition'), 'menuNewCompetition').addItem(t('menuSidebar'), 'menuSidebar');
  } else {
    menu.addItem(t('menuSidebar'), 'menuSidebar').addSeparator();
    for (const entry of menuEntries(type)) {
      if (entry.menu && entry.menu.separatorBefore) menu.addSeparator();
      menu.addItem(t(entry.labelIn(type)), entry.menuFunction);
    }
    menu.addSeparator().addItem(t('menuNewCompetition'), 'menuNewCompetition').addItem(t('menuHelp'), 'menuHelp');
  }
  menu.addToUi();
}

export function onInstall(e?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(e as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** The text of the selected cell. */
function selectedText(ss: Spreadsheet): string {
  const cell = ss.getCurrentCell();
  return cell ? cell.getDisplayValue().trim() : '';
}

/** The name the leader types, or '' when cancelled. */
function askName(lang: Lang): string {
  const ui = SpreadsheetApp.getUi();
  const answer = ui.prompt(
    render(msg('explainPromptTitle'), lang),
    render(msg('explainPrompt'), lang),
    ui.ButtonSet.OK_CANCEL,
  );
  return answer.getSelectedButton() === ui.Button.OK ? answer.getResponseText().trim() : '';
}

/**
 * The values of an entry's fields, one prompt each in the order declared (an optional one may stay empty: the entry
 * says what empty means in the label); undefined when the leader cancels one. A required one left empty is refused
 * by the entry, with the field named.
 */
function askFields(entry: Entry, lang: Lang): Record<string, string> | undefined {
  const ui = SpreadsheetApp.getUi();
  const values: Record<string, string> = {};
  for (const f of entry.fields) {
    const answer = ui.prompt(text(entry.label, lang), text(f.label, lang), ui.ButtonSet.OK_CANCEL);
    if (answer.getSelectedButton() !== ui.Button.OK) return undefined;
    values[f.name] = answer.getResponseText().trim();
  }
  return values;
}

function showPage(page: Page): void {
  const html = HtmlService.createHtmlOutput(page.html).setWidth(page.width).setHeight(page.height);
  SpreadsheetApp.getUi().showModelessDialog(html, page.title);
}

/**
 * A catalogue entry's menu item (the build makes one top-level function per
 * entry in the menu, each calling this with its id). Runs the entry under the
 * lock. An entry that needs a player first takes the name in the selected cell
 * (in Ranglijst, Kruistabel, Uitslagen, ...) when it is a player's, else asks
 * for it; the name is checked against Spelers in the workbook the entry then
 * runs on (each tab read once). An entry with fields asks each in a prompt. An entry that asks for consent (`ask`) gets a
 * yes/no dialog, and on yes runs again, accepted; one with a page shows it.
 */
export function menuItem_(id: string): void {
  const entry = findEntry(id);
  if (!entry) throw new Error(`no action ${id}`);
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const lang = userLang(ss);
  // The spreadsheet's name titles what an entry makes of the workbook (the website's pages, the TRF file's 012 line and name).
  // Ronde vastleggen (Keizer and Keezen) dates the round: today in the spreadsheet's time zone.
  let request: Request = {
    from: 'menu',
    title: ss.getName(),
    ...(entry.dates ? { today: todayIn(ss) } : {}),
  };
  let workbook: { workbook?: SheetsWorkbook } = {};
  if (entry.needsPlayer) {
    const wb = new SheetsWorkbook(ss);
    const selected = selectedText(ss);
    const name = selected !== '' && isPlayerName(wb, selected) !== false ? selected : askName(lang);
    if (name === '') return;
    request = { ...request, name };
    workbook = { workbook: wb };
  }
  if (entry.fields.length > 0) {
    const values = askFields(entry, lang);
    if (!values) {
      ss.toast(text('actionCancelled', lang), text('doneTitle', lang), 5);
      return;
    }
    request = { ...request, values };
  }
  const progress = entry.long ? { progress: render(msg('working', text(entry.label, lang)), lang) } : {};
  const first = runEntry(entry, request, { interactive: true, lang, ...progress, ...workbook });
  const question = first.result.question;
  if (!question) {
    const page = first.result.ok ? first.ran?.page(lang) : undefined;
    if (page) showPage(page);
    return;
  }
  const ui = SpreadsheetApp.getUi();
  if (ui.alert(question.title, question.lines.join('\n'), ui.ButtonSet.YES_NO) !== ui.Button.YES) {
    ss.toast(text('actionCancelled', lang), text('doneTitle', lang), 5);
    return;
  }
  // The yes is to what was shown: passed back, so the entry can tell whether it is still so, and ask again if not.
  const consent = (q: Question) => ({
    ...request,
    accepted: true,
    ...(q.consent !== undefined ? { consent: q.consent } : {}),
  });
  const again = runEntry(entry, consent(question), { interactive: true, lang, ...progress }).result.question;
  if (!again) return;
  if (ui.alert(again.title, again.lines.join('\n'), ui.ButtonSet.YES_NO) !== ui.Button.YES) {
    ss.toast(text('actionCancelled', lang), text('doneTitle', lang), 5);
    return;
  }
  runEntry(entry, consent(again), { interactive: true, lang, ...progress });
}

/** Menu: the round sidebar. */
export function menuSidebar(): void {
  const lang = rebuildMenu();
  const html = HtmlService.createHtmlOutputFromFile('sidebar').setTitle(render(msg('sidebarTitle'), lang));
  SpreadsheetApp.getUi().showSidebar(html);
}

/** Menu: the new-competition wizard (a modal dialog). */
export function menuNewCompetition(): void {
  const lang = rebuildMenu();
  const html = HtmlService.createHtmlOutputFromFile('wizard').setWidth(560).setHeight(640);
  SpreadsheetApp.getUi().showModalDialog(html, render(msg('wizardTitle'), lang));
}
