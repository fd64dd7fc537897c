/**
 * `competitieleider draw <workbook> [--round N] [--evening E] [--seed S] [--redraw] [--forms <file>] [--beamer <file>]`:
 * draws a Keezen round into the Tafelindeling tab and prints it; optionally
 * the printable score forms and the beamer page as HTML files.
 * `competitieleider tables <workbook> [--round N] [--evening E] [--forms <file>] [--beamer <file>]`:
 * the same views of a round already drawn, and the Tafelindeling beamer tab.
 */
import { writeFileSync } from 'node:fs';
import { DrawOutcome, ViewOutcome, makeDraw, tablesDisplay } from '../../actions/draw';
import type { Cell } from '../../core/cell';
import type { KeezenCompetition } from '../../core/keezen/types';
import { Lang, msg, render } from '../../i18n';
import { RoundView, scoreFormsHtml, tablesBeamerHtml } from '../../sheet/drawViews';
import { integerOption, langOption, parse, stringOption, UsageError } from '../args';
import type { CliIO } from '../io';
import { runOnWorkbook } from '../run';
import { formatTable } from '../table';
import type { Command } from './command';

/** The round as lines: table, then the sides (A first), then the byes. */
function roundTable(view: RoundView, comp: KeezenCompetition, lang: Lang): string {
  const name = (e: number) => comp.entrants[e]!.name;
  const sides = Math.max(2, ...view.tables.map((t) => t.sides.length));
  const rows: Cell[][] = [[render(msg('drTable'), lang), ...['A', 'B', 'C', 'D', 'E'].slice(0, sides)]];
  for (const t of view.tables) rows.push([t.table, ...t.sides.map((side) => side.map(name).join(' & '))]);
  if (view.byes.length > 0) rows.push([render(msg('drBye'), lang).toLowerCase(), view.byes.map(name).join(', ')]);
  return formatTable(rows);
}

function writePages(view: RoundView, comp: KeezenCompetition, lang: Lang, files: { forms?: string; beamer?: string }, io: CliIO): void {
  if (files.forms) {
    writeFileSync(files.forms, scoreFormsHtml(view, comp.settings, comp.entrants, lang));
    io.out(`→ ${files.forms}`);
  }
  if (files.beamer) {
    writeFileSync(files.beamer, tablesBeamerHtml(view, comp.settings, comp.entrants, lang));
    io.out(`→ ${files.beamer}`);
  }
}

const pageOptions = { forms: { type: 'string' }, beamer: { type: 'string' }, round: { type: 'string' }, evening: { type: 'string' } } as const;

export const drawCommand: Command = {
  name: 'draw',
  usage: 'draw <werkboek> [--round N] [--evening E] [--seed S] [--redraw] [--forms <bestand.html>] [--beamer <bestand.html>] [--lang nl|en]',
  summary: {
    nl: 'Keezen: deelt de volgende ronde in (tab Tafelindeling); --forms schrijft de scoreformulieren (A4), --beamer de pagina voor de beamer.',
    en: 'Keezen: draws the next round (tab Tables); --forms writes the score forms (A4), --beamer the page for the beamer.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, { ...pageOptions, seed: { type: 'string' }, redraw: { type: 'boolean' } });
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const lang = langOption(p);
    const round = integerOption(p, 'round');
    const evening = integerOption(p, 'evening');
    const seed = stringOption(p, 'seed');
    const { code, outcome } = await runOnWorkbook(
      p.positionals[0]!,
      (wb) =>
        makeDraw(wb, {
          ...(round !== undefined ? { round } : {}),
          ...(evening !== undefined ? { evening } : {}),
          ...(seed !== undefined ? { seed } : {}),
          redraw: p.values.redraw === true,
        }),
      io,
      { lang },
    );
    if (code !== 0 || !outcome) return code;
    const o = outcome as DrawOutcome;
    io.out('');
    io.out(roundTable(o.view, o.competition, lang));
    writePages(o.view, o.competition, lang, { ...(stringOption(p, 'forms') ? { forms: stringOption(p, 'forms')! } : {}), ...(stringOption(p, 'beamer') ? { beamer: stringOption(p, 'beamer')! } : {}) }, io);
    return code;
  },
};

export const tablesCommand: Command = {
  name: 'tables',
  usage: 'tables <werkboek> [--round N] [--evening E] [--forms <bestand.html>] [--beamer <bestand.html>] [--lang nl|en]',
  summary: {
    nl: 'Keezen: zet een ingedeelde ronde (standaard de laatste) groot op tab Tafelindeling beamer; --forms en --beamer schrijven de scoreformulieren en de beamerpagina.',
    en: 'Keezen: puts a drawn round (default the last) in large print on tab Tables display; --forms and --beamer write the score forms and the beamer page.',
  },
  async run(argv: string[], io: CliIO): Promise<number> {
    const p = parse(argv, pageOptions);
    if (p.positionals.length !== 1) throw new UsageError('geef precies één werkboek');
    const lang = langOption(p);
    const round = integerOption(p, 'round');
    const evening = integerOption(p, 'evening');
    const { code, outcome } = await runOnWorkbook(
      p.positionals[0]!,
      (wb) => tablesDisplay(wb, { ...(round !== undefined ? { round } : {}), ...(evening !== undefined ? { evening } : {}) }),
      io,
      { lang },
    );
    if (code !== 0 || !outcome) return code;
    const o = outcome as ViewOutcome;
    io.out('');
    io.out(roundTable(o.view, o.competition, lang));
    writePages(o.view, o.competition, lang, { ...(stringOption(p, 'forms') ? { forms: stringOption(p, 'forms')! } : {}), ...(stringOption(p, 'beamer') ? { beamer: stringOption(p, 'beamer')! } : {}) }, io);
    return code;
  },
};
