/**
 * `competitieleider confirm <workbook> [--yes]`: checks the (edited) Indeling
 * tab and appends the round's games to Uitslagen and the bye to Afwezig. When
 * the pairing breaks rules, it lists them and records nothing unless --yes is
 * given (exit code 1).
 */
import { confirmRound } from '../../actions/pairing';
import { formatProblem } from '../../core/problems';
import { msg, render, text } from '../../i18n';
import { EXIT } from '../io';
import { workbookCommand } from '../run';

export const confirmCommand = workbookCommand({
  name: 'confirm',
  summary: 'cliSumConfirm',
  options: [{ name: 'yes', short: 'y' }],
  action: (wb, c) => confirmRound(wb, { accept: c.flag('yes') }),
  after(o, { io, lang }) {
    for (const v of o.violations) io.err(formatProblem(v, lang));
    if (!o.needsAcceptance) return;
    io.err(`${render(msg('confirmQuestion', o.round ?? 0), lang)} ${text('cliUseYes', lang)}`);
    return EXIT.input;
  },
});
