/**
 * What the command line prints or saves after an entry's summary (the
 * entries' `cli.show` in catalogue.ts): the tab as a table, the pages of
 * --html, --forms and --beamer. Apps Script never calls them, so they are
 * kept out of dist/Code.js, in the on-demand part (actions/onDemand.ts).
 */
import type { Cell } from '../core/cell';
import { Lang, render, msg } from '../i18n';
import { PAIRING_TAB } from '../sheet/contract';
import { explanationModel } from '../sheet/keizerSeason';
import { ParsedPairing, pairingTab } from '../sheet/pairingTab';
import { pairingHtml } from '../sheet/pairingPage';
import { scoreFormsHtml, tablesBeamerHtml } from '../render/keezenDraw';
import type { OutputTab } from '../workbook/workbook';
import { CliShow, Given, writtenTab } from './request';
import type { DrawOutcome } from './draw';
import type { ViewOutcome } from './drawViews';
import type { PairOutcome } from './pairing';
import type { ExplainOutcome } from './season';
import type { SeasonEndOutcome } from './seasonReports';

/** The rows of a written tab from its header row on. */
function tabTable(tab: OutputTab): readonly (readonly Cell[])[] {
  return tab.rows.slice((tab.headerRow ?? 1) - 1);
}

/** The pairing just made, as the beamer page takes it (the rows it was written at, below the header row). */
function madePairing(o: PairOutcome, tab: string, headerRow: number, lang: Lang): ParsedPairing {
  const { result } = o;
  return {
    tab,
    lang,
    round: result.round,
    seed: result.seed,
    games: result.boards.map((b, i) => ({
      board: i + 1,
      white: b.white,
      black: b.black,
      place: { tab, row: headerRow + 1 + i },
    })),
    byes: result.bye
      ? [
          {
            player: result.bye.player,
            penalty: result.bye.penalty,
            place: { tab, row: headerRow + 1 + result.boards.length },
          },
        ]
      : [],
  };
}

export function showPairing(o: PairOutcome, _r: Given, lang: Lang): CliShow {
  const tab = writtenTab(o, PAIRING_TAB);
  if (!tab) return {};
  const headerRow = tab.headerRow ?? 1;
  // The boards in the language of the messages; the tab keeps the workbook's.
  const shown = pairingTab(o.result, o.competition.players, o.competition.settings.rounds, lang);
  return {
    lines: [''],
    table: tabTable(shown),
    pages: [
      {
        option: 'html',
        html: () => pairingHtml(madePairing(o, tab.name, headerRow, lang), o.competition.players, lang),
      },
    ],
  };
}

/** A Keezen round as lines: table, then the sides (A first), then the byes; and the pages of --forms and --beamer. */
export function showRound(o: DrawOutcome | ViewOutcome, _r: Given, lang: Lang): CliShow {
  const { view, competition: comp } = o;
  const name = (e: number) => comp.entrants[e]!.name;
  const sides = Math.max(2, ...view.tables.map((t) => t.sides.length));
  const rows: Cell[][] = [[render(msg('drTable'), lang), ...['A', 'B', 'C', 'D', 'E'].slice(0, sides)]];
  for (const t of view.tables) rows.push([t.table, ...t.sides.map((side) => side.map(name).join(' & '))]);
  if (view.byes.length > 0) rows.push([render(msg('drBye'), lang).toLowerCase(), view.byes.map(name).join(', ')]);
  return {
    lines: [''],
    table: rows,
    pages: [
      { option: 'forms', html: () => scoreFormsHtml(view, comp.settings, comp.entrants, lang) },
      { option: 'beamer', html: () => tablesBeamerHtml(view, comp.settings, comp.entrants, lang) },
    ],
  };
}

/** "explain": the explanation as lines and a table, in the language asked for. */
export function showExplanation(o: ExplainOutcome, r: Given): CliShow {
  const model = explanationModel(o.competition, o.standings, o.explanation, r.lang ?? o.lang, 'text');
  return { lines: [model.title, ...model.notes, ''], table: [model.header, ...model.rows] };
}

/** "final": the report of the Seizoenseinde tab (its title and lines) in the language of the messages, not the tab's. */
export function showSeasonEnd(o: SeasonEndOutcome, lang: Lang): CliShow {
  const report = o.report(lang);
  return { lines: ['', report.title], table: report.lines };
}
