/**
 * The Keezen draw actions:
 *  - "Tafelindeling maken" (`makeDraw`): draw the next round (or a given one,
 *    or a new draw of the last one) from who is present, and put it into the
 *    Tafelindeling tab, which keeps every round of the event;
 *  - the large-print view for the beamer (`tablesDisplay`): a tab, and HTML;
 *  - "Scoreformulieren" (`scoreForms`): the printable forms of a round (HTML).
 * Like every action they take the event opened by the front door (sheet/open.ts:
 * each tab read once), never write, and hand back an Outcome; `makeDraw(wb)`
 * and the like open and run in one. The path is one way: the round, its seed
 * and the engine's input from core/keezen/draw/input.ts, the draw, its rows
 * (sheet/tablesRows.ts) into Tafelindeling (sheet/tablesTab.ts), its pages
 * from render/keezenDraw.ts.
 */
import {
  DrawOptions,
  absentIn,
  askedKey,
  drawInput,
  drawnRounds,
  dueFinal,
  numberedIn,
  roundSeed,
  roundToDraw,
  runDraw,
} from '../core/keezen/draw/input';
import { RoundView, roundLabel, viewOf } from '../core/keezen/draw/round';
import type { PlayerDrawResult, SeatedRound, TeamDrawResult, UnavoidableSet } from '../core/keezen/draw/types';
import { isFinalEvening } from '../core/keezen/final';
import { EntrantId, KeezenCompetition, RoundKey, sameKey } from '../core/keezen/types';
import type { Cell } from '../core/cell';
import { Msg, msg, render } from '../i18n';
import { byeWord } from '../sheet/drawViews';
import type { RowValues } from '../sheet/tablesTab';
import { scoreFormsHtml, tablesBeamerHtml } from '../render/keezenDraw';
import { sideColours } from '../sheet/drawViews';
import { tablesDisplayTab } from '../sheet/drawViews';
import { OpenedDraw, open } from '../sheet/open';
import { drawnRows } from '../sheet/tablesRows';
import { putRound, tablesColumns } from '../sheet/tablesTab';
import { NO_CHANGES, WorkbookReader } from '../workbook/workbook';
import type { Outcome } from './outcome';

export type { DrawOptions } from '../core/keezen/draw/input';

export interface DrawOutcome extends Outcome {
  readonly teams?: TeamDrawResult;
  readonly players?: PlayerDrawResult;
  readonly view: RoundView;
  readonly competition: KeezenCompetition;
}

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

/** A view with its standalone page (the beamer view or the score forms), as the tests and the command line take it. */
export interface ViewPage extends ViewOutcome {
  readonly html: string;
}

/** "Tafelindeling maken": draws a round into Tafelindeling. */
export function makeDraw(wb: WorkbookReader, options: DrawOptions = {}): DrawOutcome {
  return drawRound(open(wb, 'keezenDraw'), options);
}

export function drawRound(l: OpenedDraw, options: DrawOptions = {}): DrawOutcome {
  const { settings: s, problems, lang } = l;
  const names = (ids: readonly EntrantId[]) => ids.map((e) => l.competition.entrants[e]!.name);
  const { key, again } = roundToDraw(l, options);
  const seed = roundSeed(l, key, options);
  if (isFinalEvening(s, key.evening)) return drawFinalRound(l, key, seed, again);
  const d = runDraw(drawInput(l, key, seed));
  const at = numberedIn(l, key);
  const label = roundLabel(at);
  const { rows, maxPlayers } = drawnRows(d, at, s, l.competition.entrants, lang);
  const summary: Msg[] = [];
  if (d.kind === 'teams') {
    const r = d.result;
    const scopeTonight = s.evenings > 1;
    if (r.bye && r.bye.byesBefore > 0)
      problems.warning(undefined, msg('drSecondBye', names([r.bye.team])[0]!, r.bye.byesBefore + 1));
    summary.push(
      msg('drSummary', label.round, label.evening, r.games.length, r.bye ? names([r.bye.team])[0]! : '', seed),
    );
    const repeats = scopeTonight ? r.cost.tonight : r.cost.rematch;
    if (repeats > 0) {
      problems.warning(undefined, msg('drTeamRepeats', repeats, scopeTonight));
      for (const set of r.unavoidable.slice(0, 6))
        problems.warning(undefined, unavoidableMsg(set, names, sideColours(s, lang)[set.colour ?? 0]));
    }
    if (r.cost.clash > 0) problems.warning(undefined, msg('drClashes', r.cost.clash, sideColours(s, lang)[0]));
  } else {
    const r = d.result;
    summary.push(msg('drSummary', label.round, label.evening, r.tables.length, names(r.sitOut).join(', '), seed));
    summary.push(
      msg('drRepeatsSummary', r.soFar.partners, r.soFar.partnerBound, r.soFar.opponents, r.soFar.opponentBound),
    );
    if (r.plan.length > 0 && r.planned.partners === 0)
      summary.push(
        msg(
          'drPlanRepeats',
          key.round + r.plan.length,
          r.planned.opponents,
          r.planned.optimal === true,
          r.planned.opponentBound,
        ),
      );
    if (r.soFar.partners > 0)
      problems.warning(undefined, msg('drPartnerRepeats', r.soFar.partners, r.soFar.partnerBound));
  }
  if (again) summary.push(msg('drSameRoundAgain', label.round, label.evening));
  const absent = absentIn(l.competition);
  if (absent.length > 0)
    summary.push(
      msg(
        'drAbsent',
        absent.map((e) => e.name),
      ),
    );
  const columns = tablesColumns(s, l.eveningColumn, maxPlayers);
  const changes = putRound(l.tables, key, rows, columns, lang);
  return {
    changes,
    summary,
    warnings: problems.warnings,
    lang,
    ...(d.kind === 'teams' ? { teams: d.result } : { players: d.result }),
    view: viewOf(s, d.seated, l.eveningColumn),
    competition: l.competition,
  };
}

/**
 * A round of a final round (core/keezen/final.ts): the level teams by the fixed schedule, every pair once,
 * the team free in an odd final on a `vrij` line (it gets nothing for it).
 */
function drawFinalRound(l: OpenedDraw, key: RoundKey, seed: string, again: boolean): DrawOutcome {
  const { settings: s, lang } = l;
  const final = dueFinal(l)!;
  const plan = final.schedule[key.round - 1]!;
  const name = (e: EntrantId) => l.competition.entrants[e]!.name;
  const seated: SeatedRound = {
    evening: key.evening,
    round: key.round,
    seed,
    tables: plan.tables.map((t) => ({ table: t.table, sides: [[t.a], [t.b]] })),
    byes: plan.bye !== undefined ? [plan.bye] : [],
  };
  const at = numberedIn(l, key);
  const why = render(msg('drWhyFinal'), lang);
  const base = (table: Cell): RowValues => ({
    ...(at.eveningColumn ? { evening: at.evening } : {}),
    round: at.typedRound,
    table,
    seed,
    why,
  });
  const rows: RowValues[] = plan.tables.map((t) => ({ ...base(t.table), teamA: name(t.a), teamB: name(t.b) }));
  if (plan.bye !== undefined) rows.push({ ...base(byeWord(lang)), teamA: name(plan.bye) });
  const label = roundLabel(at);
  const summary: Msg[] = [
    msg(
      'drFinalSummary',
      final.number,
      key.round,
      final.schedule.length,
      plan.tables.length,
      plan.bye !== undefined ? name(plan.bye) : '',
    ),
  ];
  if (again) summary.push(msg('drSameRoundAgain', label.round, label.evening));
  return {
    changes: putRound(l.tables, key, rows, tablesColumns(s, l.eveningColumn, 4), lang),
    summary,
    warnings: l.problems.warnings,
    lang,
    view: viewOf(s, seated, l.eveningColumn),
    competition: l.competition,
  };
}

/** Why a set of teams forces a repeat or a colour clash (each clause follows from the history: `drawTeams`). */
function unavoidableMsg(set: UnavoidableSet, names: (ids: readonly EntrantId[]) => string[], colour: string): Msg {
  if (set.teams.length > 1) return msg('drUnavoidableSet', names(set.teams), names(set.barrier), set.bye, set.colours);
  const everyone = set.barrier.length === 0 && set.bye === 'none' && set.sameColour.length === 0;
  return msg(
    'drUnavoidableOne',
    names(set.teams)[0]!,
    names(set.barrier),
    set.bye !== 'none',
    names(set.met),
    everyone,
    names(set.sameColour),
    colour,
  );
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

/** The large-print view of a round for the beamer: the Tafelindeling beamer tab, and the page. */
export function tablesDisplay(wb: WorkbookReader, options: ViewOptions = {}): ViewPage {
  const o = displayTables(open(wb, 'keezenTables'), options);
  return { ...o, html: tablesBeamerHtml(o.view, o.competition.settings, o.competition.entrants, o.lang) };
}

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

/** "Scoreformulieren": the printable score forms of a round (nothing is written). */
export function scoreForms(wb: WorkbookReader, options: ViewOptions = {}): ViewPage {
  const o = formsOf(open(wb, 'keezenTables'), options);
  return { ...o, html: scoreFormsHtml(o.view, o.competition.settings, o.competition.entrants, o.lang) };
}

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
