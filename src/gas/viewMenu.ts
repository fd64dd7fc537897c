/**
 * Menu items that show a page in a dialog: the Keizer pairing on the beamer
 * (the Indeling beamer tab and the page, two columns sized to the screen),
 * the website's pages to download (the same pages as `competitieleider
 * publish`; nothing is written to the spreadsheet, and no scope is added: the
 * pages travel inside the dialog), and Help / About. The actions run through
 * runAction (lock, read once, write only on success).
 */
import { DisplayOutcome, pairingDisplay } from '../actions/pairing';
import { PAGE_FILES, Site, buildSite } from '../actions/publish';
import { formatProblem } from '../core/problems';
import { Lang, msg, render } from '../i18n';
import { downloadsPage, helpPage } from '../render/dialogs';
import { pairingHtml } from '../sheet/pairingTab';
import { NO_CHANGES } from '../workbook/workbook';
import { runAction, userLang } from './run';
import { version } from '../../package.json';

const BEAMER = { width: 1200, height: 700 };

function showDialog(html: string, title: string, size: { width: number; height: number }, modal = false): void {
  const page = HtmlService.createHtmlOutput(html).setWidth(size.width).setHeight(size.height);
  if (modal) SpreadsheetApp.getUi().showModalDialog(page, title);
  else SpreadsheetApp.getUi().showModelessDialog(page, title);
}

/** The pairing of a display outcome on the beamer, in a dialog (after the action wrote the Indeling beamer tab). */
export function showPairingBeamer(outcome: DisplayOutcome, lang: Lang): void {
  const html = pairingHtml(outcome.pairing, outcome.competition.players, lang);
  showDialog(html, render(msg('pairingDisplayTitle', outcome.pairing.round), lang), BEAMER);
}

/** Menu: "Indeling groot tonen (beamer)": the Indeling beamer tab, and the page in a dialog. */
export function menuPairingDisplay(): void {
  const lang = userLang();
  let outcome: DisplayOutcome | undefined;
  const result = runAction((wb) => (outcome = pairingDisplay(wb)), { interactive: true, lang });
  if (result.ok && outcome) showPairingBeamer(outcome, lang);
}

const LABELS: Readonly<Record<string, Parameters<typeof msg>[0]>> = {
  [PAGE_FILES.standings]: 'pageStandings',
  [PAGE_FILES.crosstable]: 'pageCrosstable',
  [PAGE_FILES.progress]: 'pageProgress',
  [PAGE_FILES.pairing]: 'pagePairing',
};

/** The download dialog of a built site. */
export function websiteDialog(site: Site, lang: Lang): string {
  return downloadsPage({
    lang,
    title: render(msg('websiteTitle'), lang),
    lines: [render(msg('websiteIntro', site.pages.length), lang)],
    warnings: site.warnings.map((p) => formatProblem(p, lang)),
    files: site.pages.map((p) => ({ file: p.file, label: render(msg(LABELS[p.file] as 'pageStandings'), lang), html: p.html })),
    note: render(msg('websiteNote'), lang),
  });
}

/** Menu: "Website maken…": the same pages as `competitieleider publish`, offered as downloads; the spreadsheet is not changed. */
export function menuWebsite(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const lang = userLang(ss);
  const title = ss.getName();
  let site: Site | undefined;
  const result = runAction(
    (wb) => {
      site = buildSite(wb, { title });
      return { changes: NO_CHANGES, summary: [msg('websiteReady', site.pages.length)], warnings: [], lang };
    },
    { interactive: false, lang },
  );
  if (!result.ok || !site) {
    const ui = SpreadsheetApp.getUi();
    ui.alert(render(msg('problemsTitle'), lang), result.errors.join('\n'), ui.ButtonSet.OK);
    return;
  }
  showDialog(websiteDialog(site, lang), render(msg('websiteTitle'), lang), { width: 560, height: 480 }, true);
}

/** The Help / About page. */
export function helpDialog(lang: Lang): string {
  const t = (m: Parameters<typeof render>[0]) => render(m, lang);
  return helpPage({
    lang,
    title: t(msg('helpTitle')),
    sections: [
      { heading: t(msg('helpAboutHeading')), lines: [t(msg('helpVersion', version))] },
      { heading: t(msg('helpDocsHeading')), lines: [t(msg('helpDocs'))] },
      { heading: t(msg('helpUndoHeading')), lines: [t(msg('helpUndo')), t(msg('helpUndoTabs'))] },
    ],
    links: [{ text: t(msg('helpVersionHistoryLink')), href: 'https://support.google.com/docs/answer/190843' }],
  });
}

/** Menu: "Help en over…". */
export function menuHelp(): void {
  const lang = userLang();
  showDialog(helpDialog(lang), render(msg('helpTitle'), lang), { width: 520, height: 460 }, true);
}
