/**
 * The day each round was played, from the optional Datum column of Uitslagen
 * (Keizer and Keezen alike): the date on the round's rows, one row being
 * enough. A cell that is no date is an error at its cell; a row of the round
 * with another day than the first is a warning there (which day counts is then
 * a guess the leader should see).
 */
import { formatPlace, Problems } from '../core/problems';
import { msg } from '../i18n';
import type { Lang } from '../i18n';
import { Table, parseDay, readDate } from './table';

/** A round: its evening (0 where a competition has none, as Keizer) and number. */
export interface DatedRound {
  readonly evening: number;
  readonly round: number;
}

/** The key of a round in the map of days: "evening:round" (as the Keezen round keys). */
export const dayKey = (r: DatedRound): string => `${r.evening}:${r.round}`;

/**
 * The day (`yyyy-mm-dd`) of each round by its `dayKey`, for the rows of
 * `table` whose round is known (`roundAt`: the round read at a row number;
 * rows without one were refused by the reader already).
 */
export function readRoundDates<C extends string>(
  table: Table<C | 'date'>,
  roundAt: ReadonlyMap<number, DatedRound>,
  problems: Problems,
): Map<string, string> {
  const dates = new Map<string, string>();
  if (table.columns.date === undefined) return dates;
  const first = new Map<string, number>();
  for (const row of table.rows) {
    const day = readDate(row, 'date', problems, table.lang);
    const round = roundAt.get(row.row);
    if (day === undefined || round === undefined) continue;
    const key = dayKey(round);
    const known = dates.get(key);
    if (known === undefined) {
      dates.set(key, day);
      first.set(key, row.row);
    } else if (known !== day)
      problems.warning(
        row.place('date'),
        msg('roundOtherDate', round.round, round.evening, known, formatPlace({ tab: table.tab, row: first.get(key)! })),
      );
  }
  return dates;
}

/**
 * The day a round is recorded on (`--date`, or today from the adapter), as the date cell
 * *Ronde vastleggen* writes into Uitslagen's Datum column (at midnight); not a day: an error.
 */
export function recordedDay(day: string | undefined, lang: Lang, problems: Problems): Date | undefined {
  if (day === undefined) return undefined;
  const given = parseDay(day, lang);
  if (given === undefined) {
    problems.error(undefined, msg('notADate', day, lang === 'nl'));
    return undefined;
  }
  const [y, m, d] = given.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}
