/**
 * The prize list of a Keezen event: the places 1 to `prizes` of the overall
 * table, as the regulations give them. The order of the standings (with its
 * tie-breaks: the NK's time the forms came in) decides; entrants still equal on
 * every key share their place, and none of the three regulations says how a
 * shared place is split, so the list says so and the organiser decides. With
 * a final round on a tie at the top (the buurtcompetitie) the first place is
 * not given until that round is played; once it is decided, its winner is
 * first and the other finalists follow in the order of the first final's own
 * table. Only entrants that played share in it.
 */
import type { KeezenSettings } from './settings';
import type { KeezenFinal, KeezenRow, KeezenTable, KeezenWinner } from './standings';
import type { EntrantId } from './types';

interface PrizePlace {
  /** The place (the rank in the table). */
  readonly place: number;
  /** The rows of that place: more than one = a shared place. */
  readonly rows: readonly KeezenRow[];
  /** The shared place runs past the last prize: more entrants than prizes left. */
  readonly pastLast: boolean;
}

export interface PrizeList {
  readonly places: readonly PrizePlace[];
  /** The table is not complete yet: the list is as it would be if the event ended now. */
  readonly provisional: boolean;
  /** The entrants level at the top who play the final round for the first place. */
  readonly finalRound?: readonly EntrantId[];
}

/** The outcome of the final rounds, when there were any: who won, and the finals played. */
export interface FinalOutcome {
  readonly winner?: KeezenWinner;
  readonly finals?: readonly KeezenFinal[];
}

/**
 * The overall table as the finals ordered its top: the winner first, the other finalists at the
 * places after it by their rank in the first final's table (equal there: a shared place).
 */
function afterFinals(table: KeezenTable, outcome: FinalOutcome): KeezenTable {
  const { winner, finals } = outcome;
  const first = finals?.[0];
  if (!table.finalRound || !winner || winner.final === 0 || !first) return table;
  const finalists = new Set(table.finalRound);
  const finalRank = new Map(first.table.rows.map((r) => [r.entrant, r.rank]));
  const others = table.rows
    .filter((r) => finalists.has(r.entrant) && r.entrant !== winner.entrant)
    .sort((a, b) => (finalRank.get(a.entrant) ?? 0) - (finalRank.get(b.entrant) ?? 0));
  const top: KeezenRow[] = table.rows.filter((r) => r.entrant === winner.entrant).map((r) => ({ ...r, rank: 1 }));
  others.forEach((r, i) => {
    const prev = others[i - 1];
    const shared = prev !== undefined && finalRank.get(prev.entrant) === finalRank.get(r.entrant);
    top.push({ ...r, rank: shared ? top[top.length - 1]!.rank : top.length + 1 });
  });
  const { finalRound: _decided, ...rest } = table;
  return { ...rest, rows: [...top, ...table.rows.filter((r) => !finalists.has(r.entrant))] };
}

/** The prize list of the overall table (the first of the standings), after the final rounds when they decided it. */
export function prizeList(overall: KeezenTable, s: KeezenSettings, outcome: FinalOutcome = {}): PrizeList {
  const table = afterFinals(overall, outcome);
  const places: PrizePlace[] = [];
  for (const row of table.rows) {
    if (row.played === 0 || row.rank > s.prizes) continue;
    const last = places[places.length - 1];
    if (last && last.place === row.rank) places[places.length - 1] = { ...last, rows: [...last.rows, row] };
    else places.push({ place: row.rank, rows: [row], pastLast: false });
  }
  const marked = places.map((p) => ({ ...p, pastLast: p.place + p.rows.length - 1 > s.prizes }));
  return {
    places: marked,
    provisional: !table.complete,
    ...(table.finalRound ? { finalRound: table.finalRound } : {}),
  };
}
