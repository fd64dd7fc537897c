/**
 * `competitieleider draw <workbook> [--round N] [--evening E] [--seed S] [--redraw] [--forms <file>] [--beamer <file>]`:
 * draws a Keezen round into the Tafelindeling tab and prints it; optionally
 * the printable score forms and the beamer page as HTML files.
 * `competitieleider tables <workbook> [--round N] [--evening E] [--forms <file>] [--beamer <file>]`:
 * the same views of a round already drawn, and the Tafelindeling beamer tab.
 */
import { DrawOutcome, ViewOutcome, makeDraw, tablesDisplay } from '../../actions/draw';
import type { Cell } from '../../core/cell';
import type { KeezenCompetition } from '../../core/keezen/types';
import { Lang, msg, render } from '../../i18n';
import { RoundView, scoreFormsHtml, tablesBeamerHtml } from '../../sheet/drawViews';
import { CommandContext, OutputFile, ROUND_OPTION, workbookCommand } from '../run';
import { formatTable } from '../table';
import type { OptionUse } from './command';

/** The round as lines: table, then the sides (A first), then the byes. */
function roundTable(view: RoundView, comp: KeezenCompetition, lang: Lang): string {
  const name = (e: number) => comp.entrants[e]!.name;
  const sides = Math.max(2, ...view.tables.map((t) => t.sides.length));
  const rows: Cell[][] = [[render(msg('drTable'), lang), ...['A', 'B', 'C', 'D', 'E'].slice(0, sides)]];
  for (const t of view.tables) rows.push([t.table, ...t.sides.map((side) => side.map(name).join(' & '))]);
  if (view.byes.length > 0) rows.push([render(msg('drBye'), lang).toLowerCase(), view.byes.map(name).join(', ')]);
  return formatTable(rows);
}

/** The pages asked for with --forms and --beamer (saved with the workbook). */
function roundPages(o: DrawOutcome | ViewOutcome, c: CommandContext): OutputFile[] {
  const { view, competition: comp } = o;
  const pages: [string | undefined, () => string][] = [
    [c.string('forms'), () => scoreFormsHtml(view, comp.settings, comp.entrants, c.lang)],
    [c.string('beamer'), () => tablesBeamerHtml(view, comp.settings, comp.entrants, c.lang)],
  ];
  return pages.flatMap(([file, page]) => (file ? [{ path: file, content: page() }] : []));
}

/** Prints the round and the pages written. */
function showRound(o: DrawOutcome | ViewOutcome, c: CommandContext): void {
  c.io.out('');
  c.io.out(roundTable(o.view, o.competition, c.lang));
  for (const file of [c.string('forms'), c.string('beamer')]) if (file) c.io.out(render(msg('cliWrote', file), c.lang));
}

/** --round and --evening of a round, as the draw actions take them. */
function roundOf(c: CommandContext): { round?: number; evening?: number } {
  const evening = c.integer('evening');
  return { ...(c.round !== undefined ? { round: c.round } : {}), ...(evening !== undefined ? { evening } : {}) };
}

const EVENING: OptionUse = { name: 'evening', value: 'E' };
const PAGES: readonly OptionUse[] = [
  { name: 'forms', value: 'htmlFile' },
  { name: 'beamer', value: 'htmlFile' },
];

export const drawCommand = workbookCommand({
  name: 'draw',
  summary: 'cliSumDraw',
  options: [ROUND_OPTION, EVENING, { name: 'seed', value: 'S' }, { name: 'redraw' }, ...PAGES],
  action: (wb, c) => {
    const seed = c.string('seed');
    return makeDraw(wb, { ...roundOf(c), ...(seed !== undefined ? { seed } : {}), redraw: c.flag('redraw') });
  },
  files: roundPages,
  after: showRound,
});

export const tablesCommand = workbookCommand({
  name: 'tables',
  summary: 'cliSumTables',
  options: [ROUND_OPTION, EVENING, ...PAGES],
  action: (wb, c) => tablesDisplay(wb, roundOf(c)),
  files: roundPages,
  after: showRound,
});
