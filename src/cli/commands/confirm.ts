/**
 * `competitieleider confirm <workbook> [--yes]`: checks the (edited) Indeling
 * tab and appends the round's games to Uitslagen and the bye to Afwezig. When
 * the pairing breaks rules, it lists them and records nothing unless --yes is
 * given (exit code 1).
 */
import { confirmRound, ConfirmOutcome } from '../../actions/pairing';
import { formatProblem } from '../../core/problems';
import { msg, render } from '../../i18n';
import { langOption, parse, UsageError } from '../args';
import { CliIO, EXIT } from '../io';
import { runOnWorkbook } from '../run';
import type { Command } from './command';

export const confirmCommand: Command = {
  name: 'confirm',
  usage: 'confirm <werkboek> [--yes] [--lang nl|en]',
  summary: {
    nl: 'Legt de ronde van tab Indeling vast in Uitslagen en Afwezig; bij overtredingen alleen met --yes.',
    en: 'Records the round of tab Pairing in Results and Absences; when it breaks rules, only with --yes.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { yes: { type: 'boolean', short: 'y' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const lang = langOption(p);
    const accept = p.values.yes === true;
    const { code, outcome } = await runOnWorkbook(p.positionals[0]!, (wb) => confirmRound(wb, { accept }), io, { lang });
    if (code !== 0 || !outcome) return code;
    const o = outcome as ConfirmOutcome;
    for (const v of o.violations) io.err(formatProblem(v, lang));
    if (o.needsAcceptance) {
      io.err(render(msg('confirmQuestion', o.round ?? 0), lang) + (lang === 'nl' ? ' Gebruik --yes.' : ' Use --yes.'));
      return EXIT.input;
    }
    return code;
  },
};
