/**
 * The prize list of a Keezen event: the places 1 to `prizes` of the overall
 * table, as the regulations give them. The order of the standings (with its
 * tie-breaks: the NK's time the forms came in) decides; entrants still equal on
 * every key share their place, and none of the three regulations says how a
 * shared place is split, so the list says so and the organiser decides. With
 * a final round on a tie at the top (the buurtcompetitie) the first place is
 * not given until that round is played. Only entrants that played share in it.
 */
import type { KeezenSettings } from './settings';
import type { KeezenRow, KeezenTable } from './standings';
import type { EntrantId } from './types';

export interface PrizePlace {
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

/** The prize list of the overall table (the first of the standings). */
export function prizeList(table: KeezenTable, s: KeezenSettings): PrizeList {
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
