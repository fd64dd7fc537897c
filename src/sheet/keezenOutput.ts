/** Writes Keezen standings: the Stand tab (one or more tables) and the =KEEZSTAND result. */
import type { Cell } from '../core/cell';
import type { KeezenSettings, OrderKey } from '../core/keezen/settings';
import type { KeezenStandings, KeezenTable } from '../core/keezen/standings';
import { formatMinutes } from '../core/keezen/time';
import type { KeezenCompetition } from '../core/keezen/types';
import { Lang, Msg, msg, render } from '../i18n';
import type { ColumnKind, OutputTab } from '../workbook/workbook';
import { KEEZEN_STANDINGS_TAB } from './contract';

type Column = keyof typeof KEEZEN_STANDINGS_TAB.columns;

const ALWAYS: Column[] = [
  'rank',
  'nr',
  'name',
  'played',
  'wins',
  'draws',
  'losses',
  'matchPoints',
  'points',
  'against',
  'difference',
];

/** The columns shown: the fixed ones, the time tie-breaks when the order uses them, a note when a final round is due. */
export function standingsColumns(s: KeezenSettings, standings: KeezenStandings): Column[] {
  const cols = [...ALWAYS];
  if (s.order.includes('playTime')) cols.push('playTime');
  if (s.order.includes('handedIn')) cols.push('handedIn');
  if (standings.tables.some((t) => t.finalRound)) cols.push('note');
  return cols;
}

const KINDS: Record<Column, ColumnKind> = {
  rank: 'integer',
  nr: 'integer',
  name: 'text',
  played: 'integer',
  wins: 'integer',
  draws: 'integer',
  losses: 'integer',
  matchPoints: 'number',
  points: 'number',
  against: 'number',
  difference: 'number',
  playTime: 'text',
  handedIn: 'text',
  note: 'text',
};

/** Header row plus one row per entrant of one table. */
export function keezenTableRows(table: KeezenTable, columns: readonly Column[], lang: Lang): Cell[][] {
  const header: Cell[] = columns.map((c) => KEEZEN_STANDINGS_TAB.columns[c][lang]);
  const final = new Set(table.finalRound ?? []);
  const rows = table.rows.map((r) =>
    columns.map((c): Cell => {
      switch (c) {
        case 'playTime':
          return r.playTime === undefined ? '' : formatMinutes(r.playTime);
        case 'handedIn':
          return r.handedIn === undefined ? '' : formatMinutes(r.handedIn);
        case 'note':
          return final.has(r.entrant) ? render(msg('kzFinalRoundNote'), lang) : '';
        default:
          return r[c];
      }
    }),
  );
  return [header, ...rows];
}

/** The title of a table. */
export function tableTitle(table: KeezenTable, s: KeezenSettings): Msg {
  switch (table.kind) {
    case 'event':
      return msg('kzTitleEvent', table.rounds.length, table.complete);
    case 'season': {
      const last = table.rounds[table.rounds.length - 1];
      return msg('kzTitleSeason', last?.evening ?? 0, s.evenings, table.complete);
    }
    case 'evening':
      return msg('kzTitleEvening', table.evening ?? 1, table.rounds.length, table.complete);
    case 'round':
      return msg('kzTitleRound', s.evenings > 1 ? (table.evening ?? 1) : 0, table.round ?? 1);
    case 'final': {
      const evening = table.evening ?? s.evenings + 1;
      return msg('kzTitleFinal', evening - s.evenings, evening, table.rounds.length, table.complete);
    }
  }
}

/** "Volgorde: gewonnen, spelpunten, tegenpunten (minder is beter), ..." */
export function orderLine(s: KeezenSettings, lang: Lang): string {
  const key = (k: OrderKey) =>
    render(msg('kzOrderKey', k), lang) +
    (k === 'pointsAgainst' ? ` ${render(msg('kzPointsAgainstFewer', s.pointsAgainstOrder === 'fewer'), lang)}` : '');
  return render(msg('kzOrderLine', s.order.map(key).join(', ')), lang);
}

/** The lines under the overall table's title: a final round due, each final that ended level again, the winner. */
export function finalLines(standings: KeezenStandings, comp: KeezenCompetition): Msg[] {
  const names = (ids: readonly number[]) => ids.map((e) => comp.entrants[e]!.name).join(', ');
  const main = standings.tables[0];
  const out: Msg[] = [];
  if (main?.finalRound) out.push(msg('kzFinalRound', names(main.finalRound)));
  for (const f of (standings.finals ?? []).slice(1)) out.push(msg('kzFinalAgain', names(f.entrants)));
  if (standings.winner && (standings.winner.final > 0 || main?.complete))
    out.push(msg('kzWinner', comp.entrants[standings.winner.entrant]!.name, standings.winner.final));
  return out;
}

/** The Stand tab: every table of the standings, the overall one first, each with its title. */
export function keezenStandingsTab(standings: KeezenStandings, comp: KeezenCompetition, lang: Lang): OutputTab {
  const s = comp.settings;
  const columns = standingsColumns(s, standings);
  const rows: Cell[][] = [];
  const titleRows: number[] = [];
  let headerRow: number | undefined;
  standings.tables.forEach((t, i) => {
    if (i > 0) rows.push([]);
    rows.push([render(tableTitle(t, s), lang)]);
    titleRows.push(rows.length);
    if (i === 0) rows.push([orderLine(s, lang)]);
    if (i === 0) for (const line of finalLines(standings, comp)) rows.push([render(line, lang)]);
    const table = keezenTableRows(t, columns, lang);
    if (headerRow === undefined) headerRow = rows.length + 1;
    rows.push(...table);
    // The final rounds right under the season's table: their own games only.
    if (i === 0)
      for (const f of standings.finals ?? []) {
        rows.push([], [render(tableTitle(f.table, s), lang)]);
        titleRows.push(rows.length);
        rows.push(...keezenTableRows(f.table, columns, lang));
      }
  });
  return {
    name: KEEZEN_STANDINGS_TAB[lang],
    aliases: [KEEZEN_STANDINGS_TAB.nl, KEEZEN_STANDINGS_TAB.en],
    rows,
    titleRows,
    ...(headerRow !== undefined ? { headerRow } : {}),
    columnKinds: columns.map((c) => KINDS[c]),
  };
}
