/**
 * Help / About, a menu item that is no action: the version, where the
 * documentation is, and how to undo (actions rewrite whole tabs, so Sheets'
 * version history is the way back), in a dialog. The beamer and website
 * dialogs are the `page` of their catalogue entries (actions/catalogue.ts).
 */
import { Lang, msg, render } from '../i18n';
import { helpPage } from '../render/dialogs';
import { userLang } from './run';
import { version } from '../../package.json';

/** The Help / About page. */
function helpDialog(lang: Lang): string {
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

/** Menu: "Help en over Competitieleider". */
export function menuHelp(): void {
  const lang = userLang();
  const html = HtmlService.createHtmlOutput(helpDialog(lang)).setWidth(520).setHeight(460);
  SpreadsheetApp.getUi().showModalDialog(html, render(msg('helpTitle'), lang));
}
