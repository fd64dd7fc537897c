/** `competitieleider final <workbook> [--round N] [--out <workbook>]`: the season end. */
import { seasonEndAction } from '../../actions/season';
import type { Cell } from '../../core/cell';
import { SEASON_END_TAB } from '../../sheet/contract';
import { OUT_OPTION, ROUND_OPTION, workbookCommand, writtenTab } from '../run';
import { formatTable } from '../table';

export const finalCommand = workbookCommand({
  name: 'final',
  summary: 'cliSumFinal',
  options: [ROUND_OPTION, OUT_OPTION],
  action: (wb, c) => seasonEndAction(wb, c.round === undefined ? {} : { round: c.round }),
  after(outcome, { io }) {
    // The report lines of the Seizoenseinde tab: title, then label/text pairs up to the first empty row.
    const tab = writtenTab(outcome, SEASON_END_TAB);
    if (!tab) return;
    const rows = tab.rows as Cell[][];
    io.out('');
    io.out(String(rows[0]![0]));
    const lines: Cell[][] = [];
    for (const r of rows.slice(2)) {
      if (r.length === 0) break;
      lines.push(r);
    }
    io.out(formatTable(lines));
  },
});
