/**
 * The Keezen standings as the website and the beamer show them, as plain
 * data: the overall table, each evening's table (a season of evenings) or
 * each round's table (a one-day event, a games night), and the prize list
 * (core/keezen/prizes.ts), each with its title and the lines above it (the
 * last round and its day, rounds not complete yet, the order, a final round).
 * The same columns as the Stand tab (keezenOutput.ts), without the team
 * number; the prize list shows what decided the order.
 */
import type { Cell } from '../core/cell';
import { roundsWithoutForms } from '../core/keezen/checks';
import { prizeList } from '../core/keezen/prizes';
import type { OrderKey } from '../core/keezen/settings';
import { KeezenTable, standingsFrom } from '../core/keezen/standings';
import { Lang, Msg, msg, render } from '../i18n';
import { dayText } from '../render/page';
import type { BeamerTable } from '../render/standingsBeamer';
import { KEEZEN_STANDINGS_TAB } from './contract';
import { finalLines, keezenTableRows, orderLine, standingsColumns, tableTitle } from './keezenOutput';
import type { OpenedKeezen } from './open';
import { dayKey } from './roundDates';

/** One table to show: a short label (the beamer's button), its title, the lines above it, the table. */
export type KeezenView = BeamerTable;

export interface KeezenViews {
  readonly overall: KeezenView;
  /** Each evening's or each round's table, the latest first. */
  readonly periods: readonly KeezenView[];
  /** Whether the periods are evenings (else rounds). */
  readonly evenings: boolean;
  /** The prize list; undefined with the setting prizes = 0. */
  readonly prizes?: KeezenView;
}

/** The column of the Stand tab that shows an order key. */
const KEY_COLUMN: Record<OrderKey, keyof typeof KEEZEN_STANDINGS_TAB.columns> = {
  wins: 'wins',
  matchPoints: 'matchPoints',
  points: 'points',
  pointsAgainst: 'against',
  difference: 'difference',
  playTime: 'playTime',
  handedIn: 'handedIn',
};

/**
 * The views of the standings. `compact` (the beamer): only the rank, the name,
 * the games played and what decides the order (and the final round's note).
 */
export function keezenViews(opened: OpenedKeezen, lang: Lang, compact = false): KeezenViews {
  const { competition: comp, standings, roundDates } = opened;
  const s = comp.settings;
  const t = (m: Msg) => render(m, lang);
  const name = (e: number) => comp.entrants[e]!.name;
  const all = standingsColumns(s, standings).filter((c) => c !== 'nr');
  const decisive = new Set<string>(['rank', 'name', 'played', 'note', ...s.order.map((k) => KEY_COLUMN[k])]);
  const columns = compact ? all.filter((c) => decisive.has(c)) : all;
  // An evening is played on one day: a round without a day of its own has the day of its evening.
  const eveningDay = new Map<number, string>();
  for (const [key, d] of [...roundDates].sort()) {
    const evening = Number(key.split(':')[0]);
    if (!eveningDay.has(evening)) eveningDay.set(evening, d);
  }
  const day = (evening: number, round: number) => {
    const d = roundDates.get(dayKey({ evening, round })) ?? eveningDay.get(evening);
    return d === undefined ? '' : dayText(d, lang);
  };
  const withEvenings = s.evenings > 1;
  const shown = (evening: number) => (withEvenings ? evening : 0);
  const view = (table: KeezenTable, label: string, lines: string[]): KeezenView => {
    const [header, ...rows] = keezenTableRows(table, columns, lang);
    return { label, title: t(tableTitle(table, s)), lines, header: header!, rows };
  };

  // The overall table: the last round and its day, rounds still without every form, the order, a final round.
  const overall = standings.tables[0]!;
  const counted = new Set(standings.rounds.map(dayKey));
  const last = standings.rounds[standings.rounds.length - 1];
  const lines: string[] = [];
  if (last) lines.push(t(msg('pageLastRound', shown(last.evening), last.round, day(last.evening, last.round))));
  for (const r of roundsWithoutForms(comp))
    if (counted.has(dayKey(r)))
      lines.push(t(msg('pageKeezenRoundIncomplete', shown(r.evening), r.round, r.entrants.map(name).join(', '))));
  lines.push(orderLine(s, lang));
  // A final round due, finals that ended level again, the winner: as on the Stand tab.
  for (const line of finalLines(standings, comp)) lines.push(t(line));

  // Evenings (the season's tables), or rounds: those of the standings, or made here for a one-table event.
  const evenings = overall.kind === 'season' || s.scope === 'evening';
  const periodTables =
    s.scope === 'event'
      ? standingsFrom({ ...comp, settings: { ...s, scope: 'round' } }, standings.scored).tables.slice(1)
      : s.scope === 'evening'
        ? standings.tables
        : standings.tables.slice(1);
  const periods = periodTables.map((table) => {
    const evening = table.evening ?? 1;
    if (table.kind === 'round') {
      const d = day(evening, table.round ?? 1);
      return view(table, t(tableTitle(table, s)), d ? [t(msg('pagePlayedOn', d))] : []);
    }
    const first = table.rounds.map((r) => day(r.evening, r.round)).find((d) => d !== '');
    return view(table, t(msg('pageEveningLabel', evening)), first ? [t(msg('pagePlayedOn', first))] : []);
  });

  return {
    overall: view(overall, t(msg('pageKeezenStandings')), lines),
    periods: s.scope === 'evening' ? periods.slice(1) : periods,
    evenings,
    ...(s.prizes > 0 ? { prizes: prizesView(opened, lang) } : {}),
  };
}

/** The prize list: place, name and what decided the order; notes on shared places and a final round. */
function prizesView(opened: OpenedKeezen, lang: Lang): KeezenView {
  const { competition: comp, standings } = opened;
  const s = comp.settings;
  const t = (m: Msg) => render(m, lang);
  const list = prizeList(standings.tables[0]!, s, standings);
  const keys = [...new Set(s.order.map((k) => KEY_COLUMN[k]))];
  const cols = KEEZEN_STANDINGS_TAB.columns;
  const values = (row: (typeof list.places)[number]['rows'][number]) =>
    keezenTableRows({ ...standings.tables[0]!, rows: [row], finalRound: [] }, keys, lang)[1]!;
  const rows: Cell[][] = [];
  const lines: string[] = [];
  const final = new Set(list.finalRound ?? []);
  for (const p of list.places) {
    for (const row of p.rows)
      rows.push([
        final.has(row.entrant) ? t(msg('kzFinalRoundNote')) : t(msg('pagePrizePlace', p.place)),
        row.name,
        ...values(row),
      ]);
    if (p.rows.length > 1 && !(p.place === 1 && list.finalRound))
      lines.push(
        t(p.pastLast ? msg('pagePrizePastLast', p.place, s.prizes) : msg('pagePrizeShared', p.place, p.rows.length)),
      );
  }
  if (list.finalRound)
    lines.unshift(t(msg('pagePrizeFinal', list.finalRound.map((e) => comp.entrants[e]!.name).join(', '))));
  if (rows.length === 0) lines.push(t(msg('pageNoPrizes', s.prizes)));
  return {
    label: t(msg('pagePrizes')),
    title: t(msg('pagePrizesTitle', list.provisional)),
    lines,
    header: [t(msg('pagePrize')), cols.name[lang], ...keys.map((k) => cols[k][lang])],
    rows,
  };
}
