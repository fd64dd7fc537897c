/** `competitieleider explain <workbook> <name> [--round N] [--write] [--out <workbook>]` */
import { explainAction } from '../../actions/season';
import { NO_CHANGES } from '../../workbook/workbook';
import { explanationModel } from '../../sheet/keizerSeason';
import { OUT_OPTION, ROUND_OPTION, workbookCommand } from '../run';
import { formatTable } from '../table';

/**
 * Prints the explanation (in the language of --lang, else of the tabs) in
 * place of the action's one-line summary; the tab Uitleg is written only with
 * --write or --out.
 */
export const explainCommand = workbookCommand({
  name: 'explain',
  summary: 'cliSumExplain',
  args: ['name'],
  argsError: 'cliWorkbookAndName',
  options: [ROUND_OPTION, { name: 'write' }, OUT_OPTION],
  action(wb, c) {
    const outcome = explainAction(wb, { player: c.args[0]!, ...(c.round !== undefined ? { round: c.round } : {}) });
    const write = c.flag('write') || c.string('out') !== undefined;
    return { ...outcome, summary: [], ...(write ? {} : { changes: NO_CHANGES }) };
  },
  after(o, c) {
    const text = explanationModel(o.competition, o.standings, o.explanation, c.langGiven ? c.lang : o.lang, 'text');
    for (const line of [text.title, ...text.notes, '', formatTable([text.header, ...text.rows])]) c.io.out(line);
  },
});
