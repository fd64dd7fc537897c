/** `competitieleider beamer <workbook> [--html <file>]`: the (edited) Indeling tab in large print. */
import { pairingDisplay } from '../../actions/pairing';
import { msg, render } from '../../i18n';
import { pairingHtml } from '../../sheet/pairingTab';
import { workbookCommand } from '../run';

export const beamerCommand = workbookCommand({
  name: 'beamer',
  summary: 'cliSumBeamer',
  options: [{ name: 'html', value: 'file' }],
  action: (wb) => pairingDisplay(wb),
  files(o, c) {
    const html = c.string('html');
    return html ? [{ path: html, content: pairingHtml(o.pairing, o.competition.players, o.pairing.lang) }] : [];
  },
  after(_o, c) {
    const html = c.string('html');
    if (html) c.io.out(render(msg('cliWrote', html), c.lang));
  },
});
