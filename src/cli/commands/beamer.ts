/** `competitieleider beamer <workbook> [--html <file>]`: the (edited) Indeling tab in large print. */
import { writeFileSync } from 'node:fs';
import { pairingDisplay, DisplayOutcome } from '../../actions/pairing';
import { pairingHtml } from '../../sheet/pairingTab';
import { langOption, parse, stringOption, UsageError } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import type { Command } from './command';

export const beamerCommand: Command = {
  name: 'beamer',
  usage: 'beamer <werkboek> [--html <bestand>] [--lang nl|en]',
  summary: {
    nl: 'Zet de indeling groot op tab Indeling beamer; --html schrijft ook een pagina voor de beamer.',
    en: 'Puts the pairing in large print on tab Pairing display; --html also writes a page for the beamer.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { html: { type: 'string' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const lang = langOption(p);
    const html = stringOption(p, 'html');
    const { code, outcome } = await runOnWorkbook(p.positionals[0]!, (wb) => pairingDisplay(wb), io, { lang });
    if (code !== 0 || !outcome) return code;
    if (html) {
      const o = outcome as DisplayOutcome;
      writeFileSync(html, pairingHtml(o.pairing, o.competition.players, o.pairing.lang));
      io.out(`→ ${html}`);
    }
    return code;
  },
};
