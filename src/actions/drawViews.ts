/**
 * The views of a drawn Keezen round (Tafelindeling): the large-print view for
 * the beamer (`displayTables`: a tab; its entry adds the page) and
 * "Scoreformulieren" (`formsOf`: the printable forms of a round, a page). They read the round as
 * drawn (the sidebar writes the beamer tab); the pages themselves are
 * render/keezenDraw.ts. The draw itself is ./draw.ts. `showRound` is what the
 * command line prints of a drawn round.
 */
import { askedKey, drawnRounds, numberedIn } from '../core/keezen/draw/input';
import { RoundView, roundLabel, viewOf } from '../core/keezen/draw/round';
import { KeezenCompetition, sameKey } from '../core/keezen/types';
import { Lang, msg, render } from '../i18n';
import { FormWords, scoreFormsHtml, tablesBeamerHtml } from '../render/keezenDraw';
import { KEEZEN_RESULTS_TAB } from '../sheet/contract';
import { tablesDisplayTab } from '../sheet/drawViews';
import type { OpenedDraw } from '../sheet/open';
import { NO_CHANGES } from '../workbook/workbook';
import type { Outcome } from './outcome';
import type { Cell } from '../core/cell';
import type { CliShow, Given } from './request';
import type { DrawOutcome } from './draw';

export interface ViewOptions {
  readonly evening?: number;
  /** Default: the last round in Tafelindeling. */
  readonly round?: number;
}

export interface ViewOutcome extends Outcome {
  readonly view: RoundView;
  /** The settings and the entrants (the views do not read Uitslagen: no forms). */
  readonly competition: KeezenCompetition;
}

/** A round of Tafelindeling as the views show it (default: the last round). */
function drawnView(l: OpenedDraw, options: ViewOptions): RoundView {
  const rounds = drawnRounds(l);
  if (rounds.length === 0) {
    l.problems.error(undefined, msg('drNoRounds'));
    l.problems.throwIfErrors();
  }
  const lastRound = rounds[rounds.length - 1]!;
  let r = lastRound;
  if (options.round !== undefined) {
    const key = askedKey(l, options.round, options.evening, lastRound.evening);
    const found = rounds.find((x) => sameKey(x, key));
    if (!found) {
      const at = roundLabel(numberedIn(l, key));
      l.problems.error(l.tables ? { tab: l.tables.tab } : undefined, msg('drRoundNotDrawn', at.round, at.evening));
      l.problems.throwIfErrors();
    }
    r = found!;
  }
  return viewOf(l.settings, r, l.eveningColumn);
}

/** The large-print view of a round for the beamer: the Tafelindeling beamer tab (the entry makes the page). */
export function displayTables(l: OpenedDraw, options: ViewOptions = {}): ViewOutcome {
  const view = drawnView(l, options);
  const { round, evening } = roundLabel(view);
  return {
    changes: { writes: [tablesDisplayTab(view, l.settings, l.competition.entrants, l.lang)], appends: [] },
    summary: [msg('drDisplaySummary', round, evening)],
    warnings: [],
    lang: l.lang,
    view,
    competition: l.competition,
  };
}

/** The labels of the score forms: Uitslagen's column words in a language, so a form is typed in box by box. */
function formWords(lang: Lang): FormWords {
  const c = KEEZEN_RESULTS_TAB.columns;
  const w = (k: keyof FormWords) => c[k][lang];
  return {
    round: w('round'),
    table: w('table'),
    teamA: w('teamA'),
    teamB: w('teamB'),
    homeA: w('homeA'),
    homeB: w('homeB'),
    homeA1: w('homeA1'),
    finished: w('finished'),
    winner: w('winner'),
    playTime: w('playTime'),
    handedIn: w('handedIn'),
  };
}

/** The printable score forms of a round, labelled with Uitslagen's column words. */
export function scoreFormsPage(
  v: RoundView,
  s: KeezenCompetition['settings'],
  entrants: KeezenCompetition['entrants'],
  lang: Lang,
): string {
  return scoreFormsHtml(v, s, entrants, formWords(lang), lang);
}

/** "Scoreformulieren": the printable score forms of a round (nothing is written; the entry makes the page). */
export function formsOf(l: OpenedDraw, options: ViewOptions = {}): ViewOutcome {
  const view = drawnView(l, options);
  const { round, evening } = roundLabel(view);
  return {
    changes: NO_CHANGES,
    summary: [msg('drFormsSummary', round, evening, view.tables.length)],
    warnings: [],
    lang: l.lang,
    view,
    competition: l.competition,
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
      { option: 'forms', html: () => scoreFormsPage(view, comp.settings, comp.entrants, lang) },
      { option: 'beamer', html: () => tablesBeamerHtml(view, comp.settings, comp.entrants, lang) },
    ],
  };
}
