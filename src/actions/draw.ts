/**
 * The Keezen draw, "Tafelindeling maken" (`makeDraw`): draw the next round (or
 * a given one, or a new draw of the last one) from who is present, and put it
 * into the Tafelindeling tab, which keeps every round of the event. Like every
 * action it takes the event opened by the front door (sheet/open.ts: each tab
 * read once), never writes, and hands back an Outcome; `makeDraw(wb)` opens
 * and runs in one. The path is one way: the round, its seed and the engine's
 * input from core/keezen/draw/input.ts, the draw, its rows
 * (sheet/tablesRows.ts) into Tafelindeling (sheet/tablesTab.ts). The views of
 * a drawn round (the beamer, the score forms) are in ./drawViews.ts.
 */
import {
  DrawOptions,
  absentIn,
  drawInput,
  dueFinal,
  formsMissingBefore,
  numberedIn,
  roundSeed,
  roundToDraw,
  runDraw,
} from '../core/keezen/draw/input';
import { RoundView, roundLabel, viewOf } from '../core/keezen/draw/round';
import type { PlayerDrawResult, SeatedRound, TeamDrawResult, UnavoidableSet } from '../core/keezen/draw/types';
import { isFinalEvening } from '../core/keezen/final';
import { EntrantId, KeezenCompetition, RoundKey } from '../core/keezen/types';
import type { Cell } from '../core/cell';
import { Msg, msg, render } from '../i18n';
import { byeWord, sideColours } from '../sheet/drawViews';
import type { RowValues } from '../sheet/tablesTab';
import type { OpenedDraw } from '../sheet/open';
import { drawnRows } from '../sheet/tablesRows';
import { putRound, tablesColumns } from '../sheet/tablesTab';
import { NO_CHANGES } from '../workbook/workbook';
import type { Outcome } from './outcome';
import { Asks, ConsentOptions, askFirst } from './consent';

/** A draw as asked for: the round and seed (core/keezen/draw/input.ts), and the organiser's yes to drawing anyway. */
export interface DrawRequest extends DrawOptions, ConsentOptions {}

/** The tables of the round before whose forms are missing, each with its sides' names: what the question names. */
interface MissingForms {
  readonly round: number;
  readonly evening: number;
  /** How many tables that round had. */
  readonly of: number;
  readonly tables: readonly { readonly table: number; readonly sides: readonly string[] }[];
}

export interface DrawOutcome extends Outcome, Asks {
  /** Set when nothing was drawn because forms of the round before are missing and the organiser has not said yes (`asking`). */
  readonly missingForms?: MissingForms;
  readonly teams?: TeamDrawResult;
  readonly players?: PlayerDrawResult;
  readonly view: RoundView;
  readonly competition: KeezenCompetition;
}

/** "Tafelindeling maken": draws a round into Tafelindeling. */
export function drawRound(l: OpenedDraw, options: DrawRequest = {}): DrawOutcome {
  const { settings: s, problems, lang } = l;
  const names = (ids: readonly EntrantId[]) => ids.map((e) => l.competition.entrants[e]!.name);
  const { key, again } = roundToDraw(l, options);
  const seed = roundSeed(l, key, options);
  if (isFinalEvening(s, key.evening)) return drawFinalRound(l, key, seed, again);
  // A draw by record while forms of the round before are missing: asked first, before any drawing (nothing written).
  const missing = formsMissingBefore(l, key);
  const forms = missing && {
    ...missing,
    tables: missing.tables.map((t) => ({ table: t.table, sides: t.sides.map((side) => names(side).join(' & ')) })),
  };
  const asking =
    forms &&
    askFirst(options, {
      title: msg('drFormsMissingAsk'),
      head: msg('drFormsMissingTitle', forms.round, forms.evening, forms.tables.length, forms.of),
      question: msg('drFormsMissingQuestion'),
      changed: msg('drFormsMissingChanged'),
      shown: key,
      findings: forms.tables.map((t) => ({
        severity: 'warning',
        message: msg('drFormsMissingTable', t.table, t.sides),
      })),
    });
  if (forms && asking)
    return {
      changes: NO_CHANGES,
      summary: [msg('drFormsMissingTitle', forms.round, forms.evening, forms.tables.length, forms.of)],
      warnings: [],
      lang,
      missingForms: forms,
      asking,
      view: viewOf(s, { evening: key.evening, round: key.round, seed, tables: [], byes: [] }, l.eveningColumn),
      competition: l.competition,
    };
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
    // Each colour its own count: two orange teams that meet play orange, not yellow (NK: a fixed colour per team).
    for (const c of [0, 1] as const) {
      const clashes = r.games.filter((g) => g.clash && (g.clashColour ?? 0) === c).length;
      if (clashes > 0) problems.warning(undefined, msg('drClashes', clashes, sideColours(s, lang)[c]));
    }
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
