/**
 * Menu: "TRF-bestand exporteren": the competition as a TRF-16 file for the
 * rating administration, offered for download in a dialog (the file is built
 * by the same action as `competitieleider trf`; nothing is written).
 */
import { exportTrf, type TrfExport } from '../actions/exchange';
import { msg, render } from '../i18n';
import { downloadPage, safeFileName } from '../render/download';
import { runAction, userLang } from './run';

export function menuTrfExport(): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const lang = userLang(ss);
  const title = ss.getName();
  let outcome: TrfExport | undefined;
  const result = runAction((wb) => (outcome = exportTrf(wb, { header: { title } })), { interactive: true, lang });
  if (!result.ok || !outcome) return;
  const html = downloadPage({
    lang,
    title: render(msg('trfDialogTitle'), lang),
    lines: outcome.summary.map((m) => render(m, lang)),
    fileName: `${safeFileName(title)}.trf`,
    content: outcome.text,
    mime: 'text/plain',
    linkText: render(msg('trfDownload'), lang),
    copyHint: render(msg('trfCopyHint'), lang),
  });
  SpreadsheetApp.getUi().showModalDialog(HtmlService.createHtmlOutput(html).setWidth(760).setHeight(520), render(msg('trfDialogTitle'), lang));
}
