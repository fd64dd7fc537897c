/** `competitieleider rating <workbook> [--round N] [--out <workbook>]` */
import { ratingAction } from '../../actions/season';
import { integerOption, langOption, parse, stringOption, UsageError } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import type { Command } from './command';

export const ratingCommand: Command = {
  name: 'rating',
  usage: 'rating <werkboek> [--round N] [--out <werkboek>] [--lang nl|en]',
  summary: {
    nl: 'Schrijft de tab Clubrating: de Elo-clubrating per partij bijgewerkt, met de winst of het verlies per speler.',
    en: 'Writes the tab Club rating: the Elo club rating updated per game, with each player’s gain or loss.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { round: { type: 'string' }, out: { type: 'string' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const round = integerOption(p, 'round');
    const out = stringOption(p, 'out');
    const { code } = await runOnWorkbook(p.positionals[0]!, (wb) => ratingAction(wb, round === undefined ? {} : { round }), io, {
      lang: langOption(p),
      ...(out ? { out } : {}),
    });
    return code;
  },
};
