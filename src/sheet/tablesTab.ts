/**
 * The Tafelindeling (Tables) tab: every round of a Keezen event as drawn,
 * one row per table and a `vrij` line for a bye or the sit-outs.
 *
 *   Ronde | Tafel | Team A       | Team B     | Loting | Toelichting
 *   1     | 1     | De Pionniers | Het Honk   | 48213  |
 *   1     | vrij  | Keezkoppen   |            | 48213  | laagst geplaatste team zonder vrije ronde
 *
 * (an `Avond` column first in a competition of evenings; `Speler 1` … `Speler 4`
 * instead of the teams on a games night: 1 & 2 are partners, side A, and
 * 3 & 4 partners, side B, as A1, A2, B1, B2 in Uitslagen.)
 *
 * Reading is by column name, like every tab; extra columns are kept. Writing
 * never loses a typed cell: a new round is appended below the last row; a
 * redraw of a round rewrites the tab with every other row exactly as it was
 * read and the round's new rows where its old rows were.
 */
import { Cell, cellText, isEmptyCell, isEmptyRow, parseNumberCell } from '../core/cell';
import type { SeatedRound, SeatedTable } from '../core/keezen/draw/types';
import type { KeezenSettings } from '../core/keezen/settings';
import { EntrantId, KeezenBye, RoundKey, keyOf, roundKeyText, sameKey } from '../core/keezen/types';
import { Place, Problems, formatPlace } from '../core/problems';
import { matchKey } from '../core/text';
import { Lang, msg } from '../i18n';
import type { Append, OutputTab, WorkbookReader } from '../workbook/workbook';
import { KEEZEN_DRAW_WORDS, KEEZEN_TABLES_TAB, allNames } from './contract';
import { hasColumns, locateTab, readInteger, readTable } from './table';

export type TablesColumn = keyof typeof KEEZEN_TABLES_TAB.columns;
const PLAYER_COLUMNS = ['player1', 'player2', 'player3', 'player4', 'player5', 'player6'] as const;

/** A round read from the tab, with the rows that hold it. */
export interface TabRound extends SeatedRound {
  /** 1-based rows of the tab. */
  readonly rows: readonly number[];
  /** Where each bye was read (for the standings' places). */
  readonly byePlaces: readonly Place[];
  /** The row of each table, in the order of `tables`. */
  readonly tablePlaces: readonly Place[];
}

export interface TablesTab {
  readonly tab: string;
  readonly lang: Lang;
  readonly cells: readonly (readonly Cell[])[];
  /** 1-based. */
  readonly headerRow: number;
  readonly columns: Partial<Record<TablesColumn, number>>;
  /** In the order of the tab. */
  readonly rounds: readonly TabRound[];
  /** Tables of 3, 5 or 6 players (oddPlayers = tables): no two-sided score form fits them (read with byesOnly). */
  readonly oddTables?: readonly {
    readonly key: RoundKey;
    readonly table: number;
    readonly players: number;
    readonly place: Place;
  }[];
}

const BYE_WORDS = new Set(allNames(KEEZEN_DRAW_WORDS.bye).map(matchKey));

function isByeWord(cell: Cell): boolean {
  return typeof cell === 'string' && BYE_WORDS.has(matchKey(cell));
}

/** How a table's players form sides, from their number (undefined: not a table size the draw makes). */
function sidesOf(players: readonly EntrantId[], perSide: number): EntrantId[][] | undefined {
  const n = players.length;
  if (n === 2 * perSide) return [players.slice(0, perSide), players.slice(perSide)];
  if (perSide === 2 && n === 6) return [players.slice(0, 2), players.slice(2, 4), players.slice(4)];
  if (perSide === 2 && (n === 3 || n === 5)) return players.map((p) => [p]);
  return undefined;
}

/**
 * Reads the tab (undefined when there is none). `byesOnly`: only the `vrij`
 * lines are read and checked (what the standings need); the rest is left
 * alone.
 */
/** How a name in the tab becomes an entrant (keezenInput.ts's EntrantIndex): declared here, so the reader imports downwards. */
export interface EntrantLookup {
  readonly entrants: readonly { readonly name: string }[];
  resolve(cell: Cell, place: Place, problems: Problems): EntrantId | undefined;
}

export function readTablesTab(
  wb: WorkbookReader,
  s: KeezenSettings,
  index: EntrantLookup,
  problems: Problems,
  options: { byesOnly?: boolean; lang?: Lang } = {},
): TablesTab | undefined {
  // An empty tab (made by hand, nothing in it yet) is no tab.
  const found = locateTab(wb, KEEZEN_TABLES_TAB);
  if (!found || (wb.read(found.tab) ?? []).every(isEmptyRow)) return undefined;
  const table = readTable(wb, KEEZEN_TABLES_TAB, problems, {
    required: false,
    ...(options.lang ? { lang: options.lang } : {}),
  });
  if (!table) return undefined;
  const cols = KEEZEN_TABLES_TAB.columns;
  const lang = table.lang;
  const teams = s.entrant === 'team';
  const entrantColumns: TablesColumn[] = teams ? ['teamA', 'teamB'] : [...PLAYER_COLUMNS];
  const needed: readonly TablesColumn[] = teams ? ['teamA', 'teamB'] : ['player1', 'player2'];
  if (!options.byesOnly && !hasColumns(table, KEEZEN_TABLES_TAB, needed, problems)) return undefined;
  const hasEvening = table.columns.evening !== undefined;
  interface Building {
    key: RoundKey;
    tables: (SeatedTable & { place: Place })[];
    byes: EntrantId[];
    byePlaces: Place[];
    rows: number[];
    seed?: string;
    seats: Map<EntrantId, Place>;
  }
  const rounds = new Map<string, Building>();
  const oddTables: { key: RoundKey; table: number; players: number; place: Place }[] = [];
  for (const row of table.rows) {
    const bye = isByeWord(row.get('table'));
    if (options.byesOnly && !bye) {
      // The standings only note tables that no score form can hold; the draw checks the rest.
      const players = teams ? 0 : entrantColumns.filter((c) => !isEmptyCell(row.get(c))).length;
      if (players > 0 && players !== 2 * s.playersPerSide) {
        const quiet = new Problems();
        const typed = readInteger(row, 'round', cols.round[lang], quiet, { required: true, min: 1 });
        const evening = hasEvening
          ? readInteger(row, 'evening', cols.evening[lang], quiet, { required: true, min: 1 })
          : undefined;
        const tableNo = readInteger(row, 'table', cols.table[lang], quiet, { required: true, min: 1 });
        if (typed !== undefined && tableNo !== undefined && (!hasEvening || evening !== undefined)) {
          oddTables.push({
            key: keyOf(s, typed, evening),
            table: tableNo,
            players,
            place: { tab: table.tab, row: row.row },
          });
        }
      }
      continue;
    }
    const typed = readInteger(row, 'round', cols.round[lang], problems, { required: true, min: 1 });
    const evening = hasEvening
      ? readInteger(row, 'evening', cols.evening[lang], problems, { required: true, min: 1 })
      : undefined;
    if (typed === undefined || (hasEvening && evening === undefined)) continue;
    const key = keyOf(s, typed, evening);
    const k = roundKeyText(key);
    let r = rounds.get(k);
    if (!r) rounds.set(k, (r = { key, tables: [], byes: [], byePlaces: [], rows: [], seats: new Map() }));
    r.rows.push(row.row);
    const seedCell = row.get('seed');
    if (r.seed === undefined && !isEmptyCell(seedCell)) r.seed = cellText(seedCell);

    let tableNo: number | undefined;
    if (!bye) {
      // A word that is neither a number nor the bye word: say both are allowed (a number is checked below).
      const cell = row.get('table');
      if (typeof cell === 'string' && cell.trim() !== '' && parseNumberCell(cell) === undefined) {
        problems.error(row.place('table'), msg('drBadTable', cell.trim()));
        continue;
      }
      tableNo = readInteger(row, 'table', cols.table[lang], problems, { required: true, min: 1 });
      if (tableNo === undefined) continue;
      const first = r.tables.find((t) => t.table === tableNo);
      if (first) {
        problems.error(row.place('table'), msg('kzTableTwice', tableNo, key.round, formatPlace(first.place)));
        continue;
      }
    }
    const found: EntrantId[] = [];
    let ok = true;
    for (const column of entrantColumns) {
      const cell = row.get(column);
      if (isEmptyCell(cell)) continue;
      const id = index.resolve(cell, row.place(column), problems);
      if (id === undefined) {
        ok = false;
        continue;
      }
      const there = r.seats.get(id);
      if (there) {
        problems.error(
          row.place(column),
          msg('kzEntrantTwiceInRound', index.entrants[id]!.name, key.round, formatPlace(there)),
        );
        ok = false;
        continue;
      }
      r.seats.set(id, row.place(column));
      found.push(id);
    }
    if (!ok) continue;
    if (bye) {
      if (found.length === 0) problems.error(row.place(entrantColumns[0]!), msg('drByeWithoutName'));
      r.byes.push(...found);
      for (const id of found) r.byePlaces.push(r.seats.get(id)!);
      continue;
    }
    const sides = teams ? (found.length === 2 ? found.map((e) => [e]) : undefined) : sidesOf(found, s.playersPerSide);
    if (!sides) {
      problems.error(
        { tab: table.tab, row: row.row },
        teams ? msg('drTeamsMissing') : msg('drTableSize', found.length, 2 * s.playersPerSide),
      );
      continue;
    }
    r.tables.push({ table: tableNo!, sides, place: { tab: table.tab, row: row.row } });
  }
  const out: TabRound[] = [...rounds.values()].map((r) => ({
    evening: r.key.evening,
    round: r.key.round,
    tables: r.tables.map((t) => ({ table: t.table, sides: t.sides })).sort((x, y) => x.table - y.table),
    tablePlaces: [...r.tables].sort((x, y) => x.table - y.table).map((t) => t.place),
    byes: r.byes,
    byePlaces: r.byePlaces,
    rows: r.rows,
    ...(r.seed !== undefined ? { seed: r.seed } : {}),
  }));
  const cells = wb.read(table.tab) ?? [];
  return {
    tab: table.tab,
    lang,
    cells,
    headerRow: table.headerRow,
    columns: table.columns,
    rounds: out,
    ...(oddTables.length > 0 ? { oddTables } : {}),
  };
}

/** The byes of the tab, for the standings. */
export function tabByes(t: TablesTab | undefined): KeezenBye[] {
  if (!t) return [];
  const out: KeezenBye[] = [];
  for (const r of t.rounds)
    r.byes.forEach((entrant, i) => out.push({ evening: r.evening, round: r.round, entrant, place: r.byePlaces[i]! }));
  return out;
}

/** A row of the tab by column key. */
export type RowValues = Partial<Record<TablesColumn, Cell>>;

/** The columns a new tab gets, in order. */
export function tablesColumns(s: KeezenSettings, eveningColumn: boolean, players: number): TablesColumn[] {
  const out: TablesColumn[] = [];
  if (eveningColumn) out.push('evening');
  out.push('round', 'table');
  if (s.entrant === 'team') out.push('teamA', 'teamB');
  // With tables of 5 or 6 possible, the tab has room for them from the start.
  else out.push(...PLAYER_COLUMNS.slice(0, s.oddPlayers === 'tables' ? 6 : Math.max(4, Math.min(6, players))));
  out.push('seed', 'why');
  return out;
}

/**
 * The changes that put a round into the tab: an append when the round is new
 * and the tab has every column it needs, otherwise the whole tab rewritten
 * with every other row as it was read (missing columns added at the right).
 */
export function putRound(
  existing: TablesTab | undefined,
  key: RoundKey,
  rows: readonly RowValues[],
  columns: readonly TablesColumn[],
  lang: Lang,
): { writes: OutputTab[]; appends: Append[] } {
  const spec = KEEZEN_TABLES_TAB;
  const names = [spec.nl, spec.en];
  const used = new Set<TablesColumn>(
    columns.filter((c) => c === 'evening' || c === 'round' || c === 'table' || rows.some((r) => !isEmptyCell(r[c]))),
  );
  if (!existing) {
    const header = columns.map((c) => spec.columns[c][lang]);
    return {
      writes: [
        {
          name: spec[lang],
          aliases: names,
          rows: [header, ...rows.map((r) => columns.map((c) => r[c] ?? ''))],
          headerRow: 1,
          columnKinds: columns.map((c) => (c === 'evening' || c === 'round' ? 'integer' : 'text')),
        },
      ],
      appends: [],
    };
  }
  const tl = existing.lang;
  const where: Partial<Record<TablesColumn, number>> = { ...existing.columns };
  const header = [...(existing.cells[existing.headerRow - 1] ?? [])];
  const missing = [...used].filter((c) => where[c] === undefined);
  const old = existing.rounds.find((r) => sameKey(r, key));
  const place = (r: RowValues): Cell[] => {
    const out: Cell[] = [];
    for (const [c, v] of Object.entries(r) as [TablesColumn, Cell][]) {
      const col = where[c];
      if (col === undefined) continue;
      while (out.length < col) out.push('');
      out[col - 1] = v ?? '';
    }
    return out;
  };
  if (!old && missing.length === 0) {
    return { writes: [], appends: [{ tab: existing.tab, aliases: names, header, rows: rows.map(place) }] };
  }
  // Rewrite: the missing columns at the right of the header, the round's rows replaced in place.
  for (const c of missing) {
    while (header.length > 0 && isEmptyCell(header[header.length - 1])) header.pop();
    header.push(spec.columns[c][tl]);
    where[c] = header.length;
  }
  const oldRows = new Set(old?.rows ?? []);
  const out: Cell[][] = [];
  let inserted = false;
  existing.cells.forEach((row, i) => {
    const n = i + 1;
    if (n === existing.headerRow) out.push(header);
    else if (oldRows.has(n)) {
      if (!inserted) out.push(...rows.map(place));
      inserted = true;
    } else out.push([...row]);
  });
  if (!inserted) {
    while (out.length > existing.headerRow && out[out.length - 1]!.every((c) => isEmptyCell(c))) out.pop();
    out.push(...rows.map(place));
  }
  return { writes: [{ name: existing.tab, aliases: names, rows: out, headerRow: existing.headerRow }], appends: [] };
}
