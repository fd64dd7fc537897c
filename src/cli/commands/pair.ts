/**
 * `competitieleider pair <workbook> [--round N] [--seed S] [--new-draw] [--html <file>]`:
 * the pairing of the next round into the Indeling tab, printed as a table;
 * optionally also as a large-print HTML page for the beamer.
 */
import { writeFileSync } from 'node:fs';
import { makePairing, PairOutcome } from '../../actions/pairing';
import type { Cell } from '../../core/cell';
import { Problems } from '../../core/problems';
import { PlayerIndex } from '../../sheet/keizerInput';
import { pairingHtml, readPairingTab } from '../../sheet/pairingTab';
import { integerOption, langOption, parse, stringOption, UsageError } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import { formatTable } from '../table';
import type { Command } from './command';

export const pairCommand: Command = {
  name: 'pair',
  usage: 'pair <werkboek> [--round N] [--seed S] [--new-draw] [--html <bestand>] [--lang nl|en]',
  summary: {
    nl: 'Maakt de indeling van de volgende ronde (tab Indeling); --html schrijft ook een pagina voor de beamer.',
    en: 'Makes the pairing of the next round (tab Pairing); --html also writes a page for the beamer.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { round: { type: 'string' }, seed: { type: 'string' }, 'new-draw': { type: 'boolean' }, html: { type: 'string' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const round = integerOption(p, 'round');
    const seed = stringOption(p, 'seed');
    const html = stringOption(p, 'html');
    const lang = langOption(p);
    const { code, outcome, workbook } = await runOnWorkbook(
      p.positionals[0]!,
      (wb) => makePairing(wb, { ...(round !== undefined ? { round } : {}), ...(seed !== undefined ? { seed } : {}), newDraw: p.values['new-draw'] === true }),
      io,
      { lang },
    );
    if (code !== 0 || !outcome || !workbook) return code;
    const tab = outcome.changes.writes[0]!;
    io.out('');
    io.out(formatTable((tab.rows as Cell[][]).slice(6)));
    if (html) {
      const comp = (outcome as PairOutcome).competition;
      const parsed = readPairingTab(workbook, new PlayerIndex(comp.players), new Problems());
      if (parsed) {
        writeFileSync(html, pairingHtml(parsed, comp.players, lang));
        io.out(`→ ${html}`);
      }
    }
    return code;
  },
};
