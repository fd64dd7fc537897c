/** `competitieleider final <workbook> [--round N] [--out <workbook>]`: the season end. */
import { seasonEndAction } from '../../actions/season';
import type { Cell } from '../../core/cell';
import { integerOption, langOption, parse, stringOption, UsageError } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import { formatTable } from '../table';
import type { Command } from './command';

export const finalCommand: Command = {
  name: 'final',
  usage: 'final <werkboek> [--round N] [--out <werkboek>] [--lang nl|en]',
  summary: {
    nl: 'Sluit het seizoen af: eindstand, clubkampioen, barrage, prijzen en ratingprijs (tabs Ranglijst, Seizoenseinde, Clubrating).',
    en: 'Closes the season: final standings, champion, play-off, prizes and rating prize (tabs Standings, Season end, Club rating).',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { round: { type: 'string' }, out: { type: 'string' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const round = integerOption(p, 'round');
    const out = stringOption(p, 'out');
    const { code, outcome } = await runOnWorkbook(p.positionals[0]!, (wb) => seasonEndAction(wb, round === undefined ? {} : { round }), io, {
      lang: langOption(p),
      ...(out ? { out } : {}),
    });
    if (code !== 0 || !outcome) return code;
    // The report lines of the Seizoenseinde tab: title, then label/text pairs up to the first empty row.
    const tab = outcome.changes.writes[1]!;
    const rows = tab.rows as Cell[][];
    io.out('');
    io.out(String(rows[0]![0]));
    const lines: Cell[][] = [];
    for (const r of rows.slice(2)) {
      if (r.length === 0) break;
      lines.push(r);
    }
    io.out(formatTable(lines));
    return code;
  },
};
