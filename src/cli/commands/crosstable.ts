/** `competitieleider crosstable <workbook> [--round N] [--out <workbook>]` */
import { crosstableAction } from '../../actions/season';
import { integerOption, langOption, parse, stringOption, UsageError } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import type { Command } from './command';

export const crosstableCommand: Command = {
  name: 'crosstable',
  usage: 'crosstable <werkboek> [--round N] [--out <werkboek>] [--lang nl|en]',
  summary: {
    nl: 'Schrijft de tabs Kruistabel en Verloop; de grafiek van de top 10 komt als SVG naast het werkboek.',
    en: 'Writes the tabs Crosstable and Progress; the chart of the top 10 is saved as an SVG next to the workbook.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { round: { type: 'string' }, out: { type: 'string' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const round = integerOption(p, 'round');
    const out = stringOption(p, 'out');
    const { code } = await runOnWorkbook(p.positionals[0]!, (wb) => crosstableAction(wb, round === undefined ? {} : { round }), io, {
      lang: langOption(p),
      ...(out ? { out } : {}),
    });
    return code;
  },
};
