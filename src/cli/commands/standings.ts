/**
 * `competitieleider standings|crosstable|rating <workbook> [--round N] [--out <workbook>]`:
 * the commands that write tabs as after a round, and print the action's summary.
 */
import { crosstableAction, ratingAction } from '../../actions/season';
import { updateStandings } from '../../actions/standings';
import type { Outcome } from '../../actions/outcome';
import type { PlainMsgKey } from '../../i18n';
import type { RoundOption } from '../../actions/keizer';
import type { WorkbookReader } from '../../workbook/workbook';
import { OUT_OPTION, ROUND_OPTION, workbookCommand } from '../run';
import type { Command } from './command';

function roundCommand(name: string, summary: PlainMsgKey, action: (wb: WorkbookReader, options: RoundOption) => Outcome): Command {
  return workbookCommand({
    name,
    summary,
    options: [ROUND_OPTION, OUT_OPTION],
    action: (wb, c) => action(wb, c.round === undefined ? {} : { round: c.round }),
  });
}

export const standingsCommand = roundCommand('standings', 'cliSumStandings', updateStandings);
export const crosstableCommand = roundCommand('crosstable', 'cliSumCrosstable', crosstableAction);
export const ratingCommand = roundCommand('rating', 'cliSumRating', ratingAction);
