/** `competitieleider beamer <workbook> [--html <file>]`: the (edited) Indeling tab in large print. */
import { writeFileSync } from 'node:fs';
import { pairingDisplay } from '../../actions/pairing';
import { msg, render } from '../../i18n';
import { pairingHtml } from '../../sheet/pairingTab';
import { workbookCommand } from '../run';

export const beamerCommand = workbookCommand({
  name: 'beamer',
  summary: 'cliSumBeamer',
  options: [{ name: 'html', value: 'file' }],
  action: (wb) => pairingDisplay(wb),
  after(o, c) {
    const html = c.string('html');
    if (!html) return;
    writeFileSync(html, pairingHtml(o.pairing, o.competition.players, o.pairing.lang));
    c.io.out(render(msg('cliWrote', html), c.lang));
  },
});
