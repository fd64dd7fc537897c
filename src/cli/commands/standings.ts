/** `competitieleider standings <workbook> [--round N] [--out <workbook>]` */
import { updateStandings } from '../../actions/standings';
import { integerOption, langOption, parse, stringOption, UsageError } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import type { Command } from './command';

export const standingsCommand: Command = {
  name: 'standings',
  usage: 'standings <werkboek> [--round N] [--out <werkboek>] [--lang nl|en]',
  summary: {
    nl: 'Schrijft de ranglijst (tab Ranglijst) in het werkboek, of na ronde N.',
    en: 'Writes the standings (tab Standings) into the workbook, or as after round N.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { round: { type: 'string' }, out: { type: 'string' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const round = integerOption(p, 'round');
    const out = stringOption(p, 'out');
    const { code } = await runOnWorkbook(p.positionals[0]!, (wb) => updateStandings(wb, round === undefined ? {} : { round }), io, {
      lang: langOption(p),
      ...(out ? { out } : {}),
    });
    return code;
  },
};
