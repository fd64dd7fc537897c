/**
 * The Keezen draw actions:
 *  - "Tafelindeling maken" (`makeDraw`): draw the next round (or a given one,
 *    or a new draw of the last one) from who is present, and put it into the
 *    Tafelindeling tab, which keeps every round of the event;
 *  - the large-print view for the beamer (`tablesDisplay`): a tab, and HTML;
 *  - "Scoreformulieren" (`scoreForms`): the printable forms of a round (HTML).
 * Like every action they take the event opened by the front door (sheet/open.ts:
 * each tab read once), never write, and hand back an Outcome; `makeDraw(wb)`
 * and the like open and run in one.
 *
 * What a draw takes into account: every earlier round, as played (the forms
 * in Uitslagen, plus its drawn tables of 3, 5 or 6 that no form holds) or,
 * where a round has no forms yet, as drawn (Tafelindeling, possibly edited),
 * and the byes and sit-outs of Tafelindeling. Who is present:
 * the Deelnemers rows without `Aanwezig = nee`.
 */
import { defaultSeed, nextSeed } from '../core/rng';
import { drawPlayers, roundShape } from '../core/keezen/draw/players';
import { tallyPairs } from '../core/keezen/draw/repeats';
import { drawTeams, rankTeams } from '../core/keezen/draw/teams';
import type { PlayerDrawResult, SeatedRound, TeamDrawResult } from '../core/keezen/draw/types';
import type { KeezenSettings } from '../core/keezen/settings';
import { EntrantId, KeezenCompetition, KeezenForm, RoundKey, compareKeys, keyOf, roundKeyText, sameKey, typedRound } from '../core/keezen/types';
import { compareNames } from '../core/text';
import { Msg, msg, render } from '../i18n';
import { RoundNumbers, RoundView, byeWord, roundLabel, scoreFormsHtml, sideColours, tablesBeamerHtml, tablesDisplayTab } from '../sheet/drawViews';
import { OpenedDraw, open } from '../sheet/open';
import { RowValues, putRound, tablesColumns } from '../sheet/tablesTab';
import { NO_CHANGES, WorkbookReader } from '../workbook/workbook';
import type { Outcome } from './outcome';

export interface DrawOptions {
  /** The evening of the round (default: the evening of the last round, or the next one when it is complete). */
  readonly evening?: number;
  /**
   * The round to draw. Default: the one after the last round in Tafelindeling or Uitslagen; at a team event
   * paired by record, while the last drawn round has no results yet, that round again (with its own seed).
   */
  readonly round?: number;
  /** The seed (default: the one in Tafelindeling for this round, else derived from drawSeed and the round). */
  readonly seed?: string;
  /** A new draw of the last round in Tafelindeling: the next seed, and who is present now. */
  readonly redraw?: boolean;
}

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
  /** The standalone page: the beamer view or the score forms. */
  readonly html: string;
}

/** A round as the tabs number it: its key, the Ronde number as typed, and whether they show the evening. */
function numbered(l: OpenedDraw, key: RoundKey): RoundNumbers {
  return { evening: key.evening, round: key.round, typedRound: typedRound(l.settings, key, l.eveningColumn), eveningColumn: l.eveningColumn };
}

/** The view of a round: its numbers, seed, tables and byes (or sit-outs). */
function viewOf(l: OpenedDraw, round: SeatedRound): RoundView {
  return { ...numbered(l, round), ...(round.seed !== undefined ? { seed: round.seed } : {}), tables: round.tables, byes: round.byes };
}

/** The round asked for: `round` within `evening`, or without an Avond column a Ronde number counted through the season. */
function askedKey(l: OpenedDraw, round: number, evening: number | undefined, fallbackEvening: number): RoundKey {
  if (evening === undefined && !l.eveningColumn) return keyOf(l.settings, round, undefined);
  return { evening: evening ?? fallbackEvening, round };
}

/** The round after `last` (undefined when the competition is complete). */
function nextKey(s: KeezenSettings, last: RoundKey | undefined): RoundKey | undefined {
  if (!last) return { evening: 1, round: 1 };
  if (s.roundsPerEvening > 0 && last.round >= s.roundsPerEvening) return last.evening >= s.evenings ? undefined : { evening: last.evening + 1, round: 1 };
  return { evening: last.evening, round: last.round + 1 };
}

/**
 * Every earlier round: as played where it has forms, else as drawn; the byes from Tafelindeling. A round
 * with forms keeps its drawn tables that no form holds (a table of 3, 5 or 6 has no score form): none of
 * their entrants is on a form of the round.
 */
function historyBefore(l: OpenedDraw, key: RoundKey): SeatedRound[] {
  const byKey = new Map<string, SeatedRound>();
  for (const r of l.tables?.rounds ?? []) if (compareKeys(r, key) < 0) byKey.set(roundKeyText(r), r);
  const formsOf = new Map<string, KeezenForm[]>();
  for (const f of l.competition.forms) {
    const k = roundKeyText(f);
    if (compareKeys(f, key) >= 0) continue;
    if (!formsOf.has(k)) formsOf.set(k, []);
    formsOf.get(k)!.push(f);
  }
  for (const [k, forms] of formsOf) {
    const drawn = byKey.get(k);
    const seated = new Set(forms.flatMap((f) => f.sides.flatMap((side) => side.entrants)));
    const played = forms.map((f) => ({ table: f.table, sides: f.sides.map((side) => side.entrants) }));
    const formless = (drawn?.tables ?? []).filter((t) => t.sides.every((side) => side.every((e) => !seated.has(e))));
    byKey.set(k, {
      evening: forms[0]!.evening,
      round: forms[0]!.round,
      tables: [...played, ...formless].sort((a, b) => a.table - b.table),
      // A bye of the draw counts unless the entrant played in that round after all.
      byes: (drawn?.byes ?? []).filter((b) => !seated.has(b)),
      ...(drawn?.seed !== undefined ? { seed: drawn.seed } : {}),
    });
  }
  return [...byKey.values()].sort(compareKeys);
}

/** "Tafelindeling maken": draws a round into Tafelindeling. */
export function makeDraw(wb: WorkbookReader, options: DrawOptions = {}): DrawOutcome {
  return drawRound(open(wb, 'keezenDraw'), options);
}

export function drawRound(l: OpenedDraw, options: DrawOptions = {}): DrawOutcome {
  const { settings: s, problems, lang } = l;
  const names = (ids: readonly EntrantId[]) => ids.map((e) => l.competition.entrants[e]!.name);
  const drawn = [...(l.tables?.rounds ?? [])].sort(compareKeys);
  const known = [...drawn, ...l.played].sort(compareKeys);
  const last = known[known.length - 1];

  // Which round.
  let key: RoundKey | undefined;
  let again = false;
  if (options.redraw) {
    key = drawn[drawn.length - 1];
    if (!key) problems.error(undefined, msg('drNothingToRedraw'));
  } else if (options.round !== undefined) {
    key = askedKey(l, options.round, options.evening, last?.evening ?? 1);
  } else {
    // A team event paired by record needs the results of the last round: while it has none, drawing is drawing
    // that round again (its own seed: the same tables unless someone came or went). A games night moves on.
    const lastDrawn = drawn[drawn.length - 1];
    const waiting = s.entrant === 'team' && s.pairBy === 'record' && lastDrawn !== undefined && sameKey(lastDrawn, last!) && !l.played.some((k) => sameKey(k, lastDrawn));
    key = waiting ? lastDrawn : nextKey(s, last);
    if (waiting) again = true;
    if (options.evening !== undefined && key && key.evening !== options.evening) key = { evening: options.evening, round: 1 };
    if (!key) problems.error(undefined, msg('drAllDrawn', s.roundsPerEvening, s.evenings));
  }
  problems.throwIfErrors();
  key = { evening: key!.evening, round: key!.round };
  if (s.roundsPerEvening > 0 && key.round > s.roundsPerEvening) problems.error(undefined, msg('drRoundOutOfRange', key.round, s.roundsPerEvening));
  if (key.evening > s.evenings) problems.error(undefined, msg('drEveningOutOfRange', key.evening, s.evenings));
  const at = numbered(l, key);
  const label = roundLabel(at);
  if (l.played.some((k) => sameKey(k, key!))) problems.error(undefined, msg('drRoundHasResults', label.round, label.evening));
  const later = known.find((k) => compareKeys(k, key!) > 0);
  if (later) problems.error(undefined, msg('drLaterRound', label.round, label.evening));
  problems.throwIfErrors();

  // Seed, history, who is present.
  const old = drawn.find((r) => sameKey(r, key!));
  // Without a drawSeed the names in Deelnemers are the base: another event, another draw; the same sheet, the same draw.
  const seedBase = s.drawSeed !== '' ? s.drawSeed : l.competition.entrants.map((e) => e.name).join('|');
  const base = old?.seed ?? defaultSeed(s.evenings > 1 ? `${seedBase}|evening ${key.evening}` : seedBase, key.round);
  const seed = options.seed ?? (options.redraw ? nextSeed(base) : base);
  const history = historyBefore(l, key);
  const present = l.competition.entrants.filter((e) => e.present !== false).map((e) => e.id);
  const absent = l.competition.entrants.filter((e) => e.present === false);
  const t = (m: Msg) => render(m, lang);

  let view: RoundView;
  const rowValues: RowValues[] = [];
  const summary: Msg[] = [];
  let teamsResult: TeamDrawResult | undefined;
  let playersResult: PlayerDrawResult | undefined;
  const base0 = (table: number | string): RowValues => ({
    ...(at.eveningColumn ? { evening: at.evening } : {}),
    round: at.typedRound,
    table,
    seed,
  });
  let maxPlayers = 4;
  if (s.entrant === 'team') {
    if (present.length < 2) {
      problems.error(undefined, msg('drTooFewTeams', present.length));
      problems.throwIfErrors();
    }
    // Results missing in the last round before this one (the standings are used as they are).
    const prev = drawn.filter((r) => compareKeys(r, key!) < 0).pop();
    if (prev && s.pairBy === 'record') {
      const withForms = new Set(l.competition.forms.filter((f) => sameKey(f, prev)).map((f) => f.table));
      const missing = prev.tables.filter((x) => !withForms.has(x.table)).length;
      const before = roundLabel(numbered(l, prev));
      if (missing > 0) problems.warning(undefined, msg('drResultsMissing', before.round, before.evening, missing));
    }
    const { order, group } = rankTeams(l.competition, l.scored, present, seed);
    const r = drawTeams({
      evening: key.evening,
      round: key.round,
      present: order,
      group,
      history,
      colours: s.colours,
      changeTables: s.changeTables,
      repeatScope: s.evenings > 1 ? 'evening' : 'competition',
      seed,
    });
    teamsResult = r;
    const colourA = sideColours(s, lang)[0];
    const scopeTonight = s.evenings > 1;
    for (const g of r.games) {
      const why: Msg[] = [];
      const times = scopeTonight ? g.metTonight : g.met;
      if (times > 0) why.push(msg('drWhyRematch', times + 1, scopeTonight));
      if (g.clash) why.push(msg('drWhyClash', colourA));
      if (g.sameTable.length > 0) why.push(msg('drWhySameTable', names(g.sameTable)));
      rowValues.push({ ...base0(g.table), teamA: names([g.a])[0]!, teamB: names([g.b])[0]!, why: why.map(t).join('; ') });
    }
    if (r.bye) {
      const why: Msg[] = [];
      if (r.bye.byesBefore > 0) {
        why.push(msg('drWhyByeAgain', r.bye.byesBefore + 1));
        problems.warning(undefined, msg('drSecondBye', names([r.bye.team])[0]!, r.bye.byesBefore + 1));
      } else {
        const passed = r.bye.passed.filter((p) => p.byes > 0).map((p) => p.team);
        why.push(passed.length > 0 ? msg('drWhyByePassed', names(passed)) : msg('drWhyByeLowest'));
      }
      rowValues.push({ ...base0(byeWord(lang)), teamA: names([r.bye.team])[0]!, why: why.map(t).join('; ') });
    }
    view = viewOf(l, { ...key, seed, tables: r.games.map((g) => ({ table: g.table, sides: [[g.a], [g.b]] })), byes: r.bye ? [r.bye.team] : [] });
    summary.push(msg('drSummary', label.round, label.evening, r.games.length, r.bye ? names([r.bye.team])[0]! : '', seed));
    const repeats = scopeTonight ? r.cost.tonight : r.cost.rematch;
    if (repeats > 0) {
      problems.warning(undefined, msg('drTeamRepeats', repeats, scopeTonight));
      for (const set of r.unavoidable.slice(0, 6)) problems.warning(undefined, msg('drUnavoidableSet', names(set.teams), names(set.barrier)));
    }
    if (r.cost.clash > 0) problems.warning(undefined, msg('drClashes', r.cost.clash, colourA));
  } else {
    const shape = roundShape(present.length, s.playersPerSide, s.oddPlayers);
    if (!shape) {
      problems.error(undefined, msg('drTooFewPlayers', present.length, s.oddPlayers === 'tables' && s.playersPerSide === 2 ? 3 : 2 * s.playersPerSide));
      problems.throwIfErrors();
    }
    const toPlan = s.roundsPerEvening > 0 ? s.roundsPerEvening - key.round + 1 : Math.max(1, s.planRounds - key.round + 1);
    const r = drawPlayers({
      evening: key.evening,
      round: key.round,
      present: [...present].sort((a, b) => l.competition.entrants[a]!.nr - l.competition.entrants[b]!.nr),
      history,
      roundsToPlan: toPlan,
      playersPerSide: s.playersPerSide,
      oddPlayers: s.oddPlayers,
      seed,
    });
    playersResult = r;
    r.tables.forEach((table, i) => {
      const note = r.notes[i]!;
      const why: Msg[] = [];
      const size = table.sides.reduce((n, side) => n + side.length, 0);
      maxPlayers = Math.max(maxPlayers, size);
      if (table.sides.every((side) => side.length === 1)) why.push(msg('drWhyAlone', size));
      else if (table.sides.length === 3) why.push(msg('drWhyThreePairs'));
      for (const [a, b, k] of note.partnersAgain) why.push(msg('drWhyPartnersAgain', names([a])[0]!, names([b])[0]!, k));
      for (const [a, b, k] of note.opponentsAgain) why.push(msg('drWhyOpponentsAgain', names([a])[0]!, names([b])[0]!, k));
      const row: RowValues = { ...base0(table.table), why: why.map(t).join('; ') };
      table.sides.flat().forEach((p, k) => ((row as Record<string, unknown>)[`player${k + 1}`] = names([p])[0]!));
      rowValues.push(row);
    });
    if (r.sitOut.length > 0) {
      const counts = tallyPairs(history.filter((h) => h.evening === key!.evening)).byes;
      const sorted = [...r.sitOut].sort((a, b) => compareNames(names([a])[0]!, names([b])[0]!));
      for (let i = 0; i < sorted.length; i += 6) {
        const chunk = sorted.slice(i, i + 6);
        const row: RowValues = { ...base0(byeWord(lang)), why: t(msg('drWhySitOut', chunk.map((p) => ({ name: names([p])[0]!, times: (counts.get(p) ?? 0) + 1 })))) };
        chunk.forEach((p, k) => ((row as Record<string, unknown>)[`player${k + 1}`] = names([p])[0]!));
        rowValues.push(row);
      }
    }
    view = viewOf(l, { ...key, seed, tables: r.tables, byes: r.sitOut });
    summary.push(msg('drSummary', label.round, label.evening, r.tables.length, names(r.sitOut).join(', '), seed));
    summary.push(msg('drRepeatsSummary', r.soFar.partners, r.soFar.partnerBound, r.soFar.opponents, r.soFar.opponentBound));
    if (r.soFar.partners > 0) problems.warning(undefined, msg('drPartnerRepeats', r.soFar.partners, r.soFar.partnerBound));
  }
  if (again) summary.push(msg('drSameRoundAgain', label.round, label.evening));
  if (absent.length > 0) summary.push(msg('drAbsent', absent.map((e) => e.name)));
  const columns = tablesColumns(s, l.eveningColumn, maxPlayers);
  const changes = putRound(l.tables, key, rowValues, columns, lang);
  return {
    changes,
    summary,
    warnings: problems.warnings,
    lang,
    ...(teamsResult ? { teams: teamsResult } : {}),
    ...(playersResult ? { players: playersResult } : {}),
    view,
    competition: l.competition,
  };
}

/** A round of Tafelindeling as the views show it (default: the last round). */
function drawnView(l: OpenedDraw, options: ViewOptions): RoundView {
  const rounds = [...(l.tables?.rounds ?? [])].sort(compareKeys);
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
      const at = roundLabel(numbered(l, key));
      l.problems.error(l.tables ? { tab: l.tables.tab } : undefined, msg('drRoundNotDrawn', at.round, at.evening));
      l.problems.throwIfErrors();
    }
    r = found!;
  }
  return viewOf(l, r);
}

/** The large-print view of a round for the beamer: the Tafelindeling beamer tab, and the page. */
export function tablesDisplay(wb: WorkbookReader, options: ViewOptions = {}): ViewOutcome {
  return displayTables(open(wb, 'keezenTables'), options);
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
    html: tablesBeamerHtml(view, l.settings, l.competition.entrants, l.lang),
  };
}

/** "Scoreformulieren": the printable score forms of a round (nothing is written). */
export function scoreForms(wb: WorkbookReader, options: ViewOptions = {}): ViewOutcome {
  return formsOf(open(wb, 'keezenTables'), options);
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
    html: scoreFormsHtml(view, l.settings, l.competition.entrants, l.lang),
  };
}
