/**
 * The season tabs of a Keizer competition as tables: the model they are all
 * built on (title, notes, header, rows), from which both the sheet tab and the
 * published HTML page are made, so they always say the same; and Uitleg (the
 * explanation of a player's points, also =KEIZERUITLEG's). The season's
 * reports (Kruistabel, Verloop, Clubrating, Seizoenseinde) are in
 * seasonReports.ts.
 */
import type { Cell } from '../core/cell';
import { formatFraction, roundUnits } from '../core/fraction';
import type { Explanation, ExplainRow } from '../core/keizer/explain';
import type { KeizerStandings } from '../core/keizer/standings';
import type { KeizerCompetition } from '../core/keizer/types';
import { Lang, Msg, msg, render } from '../i18n';
import { decimalsFor, formatDecimal, formatUnits } from '../core/numberText';
import type { ColumnKind, OutputTab } from '../workbook/workbook';
import { decimalsKind } from './keizerOutput';
import { EXPLANATION_TAB, TabSpec } from './contract';

/** A table with its title and notes, ready for a tab or a page. */
export interface TableModel {
  readonly title: string;
  readonly notes: readonly string[];
  readonly header: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  readonly kinds: readonly ColumnKind[];
  /** Optional hover texts per cell (pages only), same shape as rows. */
  readonly hints?: readonly (readonly (string | undefined)[])[];
}

export const t = (m: Msg, lang: Lang) => render(m, lang);

export function headerOf<C extends string>(spec: TabSpec<C>, keys: readonly C[], lang: Lang): string[] {
  return keys.map((k) => spec.columns[k][lang]);
}

/** A model as an output tab: title row, notes, an empty row, header, rows. */
export function modelTab(spec: TabSpec, model: TableModel, lang: Lang, extra: Partial<OutputTab> = {}): OutputTab {
  const rows: Cell[][] = [
    [model.title],
    ...model.notes.map((n) => [n]),
    [],
    [...model.header],
    ...model.rows.map((r) => [...r]),
  ];
  return {
    name: spec[lang],
    aliases: [spec.nl, spec.en],
    rows,
    titleRows: [1],
    headerRow: model.notes.length + 3,
    columnKinds: model.kinds,
    ...extra,
  };
}

/* ------------------------------------------------------------------ Uitleg */

function describe(row: ExplainRow, comp: KeizerCompetition, lang: Lang, fromRound: number): string {
  const s = comp.settings;
  const text = (() => {
    switch (row.kind) {
      case 'own':
        return t(msg('explainOwn', s.ownValue === 'current'), lang);
      case 'ownRemoved':
        return t(msg('explainOwnRemoved', s.ownValueUntilRound), lang);
      case 'win':
        return t(msg('explainWin'), lang);
      case 'draw':
        return t(msg('explainDraw'), lang);
      case 'loss':
        return t(msg('explainLoss'), lang);
      case 'forfeitWin':
        return t(msg('explainForfeitWin'), lang);
      case 'forfeitLoss':
        return t(msg('explainForfeitLoss'), lang);
      case 'excused':
        return t(msg('explainExcused', row.count ?? 1), lang);
      case 'excusedAfterLimit':
        return t(msg('explainExcusedAfterLimit', row.count ?? 1, s.excusedLimit), lang);
      case 'unexcused':
        return t(msg('explainUnexcused', row.count ?? 1), lang);
      case 'external':
        return t(msg('explainExternal', row.count ?? 1), lang);
      case 'clubDuty':
        return t(msg('explainClubDuty', row.count ?? 1), lang);
      case 'bye':
        return t(msg('explainBye', row.count ?? 1), lang);
      case 'penaltyBye':
        return t(msg('explainPenaltyBye', row.count ?? 1), lang);
      case 'doubleForfeit':
        return t(msg('explainDoubleForfeit'), lang);
      case 'unplayed':
        return t(msg('explainUnplayed'), lang);
      case 'notPaired':
        return t(msg('explainNotPaired'), lang);
      case 'notYetEntered':
        return t(msg('explainNotYetEntered', fromRound), lang);
    }
  })();
  return row.inactiveOpponent
    ? `${text}; ${t(msg('explainInactive', formatFraction(s.inactiveGames), s.inactiveGamesValue === 'own'), lang)}`
    : text;
}

/**
 * The explanation as a table. `exact: 'cells'` gives numbers for a sheet
 * (value, points and running total as numbers); `'text'` gives every number
 * as exact text (13,80 or 10 1/3) for the terminal and pages.
 */
export function explanationModel(
  comp: KeizerCompetition,
  standings: KeizerStandings,
  e: Explanation,
  lang: Lang,
  exact: 'cells' | 'text' = 'cells',
): TableModel {
  const s = comp.settings;
  const name = comp.players[e.player]!.name;
  const num = (units: number): Cell => (exact === 'cells' ? units / e.unit : formatUnits(units, e.unit, lang));
  const val = (v: { num: number; den: number }): Cell =>
    exact === 'cells' ? v.num / v.den : formatUnits(v.num, v.den, lang);
  const rows: Cell[][] = e.rows.map((r) => [
    r.round === 0 ? '' : r.round,
    describe(r, comp, lang, standings.fromRound[e.player]!),
    r.opponent === undefined ? '' : comp.players[r.opponent]!.name,
    r.colour === undefined ? '' : t(msg(r.colour === 'white' ? 'explainWhite' : 'explainBlack'), lang),
    r.result ?? '',
    r.whose === undefined ? '' : t(msg(r.whose === 'own' ? 'explainOfOwn' : 'explainOfOpponent'), lang),
    r.value === undefined ? '' : val(r.value),
    r.fraction === undefined ? '' : formatFraction(r.fraction),
    num(r.points),
    num(r.cumulative),
  ]);
  rows.push(['', t(msg('explainTotal'), lang), '', '', '', '', '', '', num(e.total), num(e.total)]);
  const exactText = formatUnits(e.total, e.unit, lang, { trim: true });
  const shown = formatDecimal(roundUnits(e.total, e.unit, s.decimals), s.decimals, lang);
  const why = e.removed ? 'removed' : !comp.players[e.player]!.active ? 'inactive' : 'notYet';
  const notes = [
    e.rank !== undefined
      ? t(msg('explainRanked', e.rank, exactText, shown, e.value), lang)
      : t(msg('explainUnranked', exactText, why), lang),
    ...(e.afterRound > 0 ? [t(msg('explainPricing', e.recalculation, e.pricedAfter, e.oscillated), lang)] : []),
  ];
  const vKind = decimalsKind(decimalsFor(standings.history[e.afterRound]!.cycle?.length ?? 1));
  const pKind = decimalsKind(decimalsFor(e.unit));
  return {
    title: t(msg('explainTitle', name, e.afterRound), lang),
    notes,
    header: headerOf(
      EXPLANATION_TAB,
      ['round', 'description', 'opponent', 'colour', 'result', 'whose', 'value', 'fraction', 'points', 'total'],
      lang,
    ),
    rows,
    kinds: ['integer', 'text', 'text', 'text', 'text', 'text', vKind, 'text', pKind, pKind],
  };
}

export function explanationTab(model: TableModel, lang: Lang): OutputTab {
  return { ...modelTab(EXPLANATION_TAB, model, lang), activate: true };
}
