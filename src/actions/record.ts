/**
 * "Ronde vastleggen" of a Keezen event (`recordRound`), the counterpart of the Keizer confirm: the drawn
 * round of Tafelindeling (possibly edited by the organiser) becomes its result rows in Uitslagen — round,
 * table and who sits there, the score cells left empty for the organiser (a documented append). Until a
 * row is filled in it is a form not in yet: no game, and a warning at the row once its round has forms.
 *
 * The round is checked first by the independent draw checker (core/keezen/draw/check.ts); what it finds
 * (a rematch, a repeated partner, a bye too many) is asked about through the consent protocol
 * (actions/consent.ts), as the Keizer confirm is: an edit in between asks again.
 *
 * Never twice, never over a form: a table whose row is already in Uitslagen (filled in or not) is left
 * alone, so confirming again changes nothing and a confirm that stopped half-way is completed; a table
 * whose number or entrants are already on another row of the round is not prepared (a note says where).
 * Byes and sit-outs get no row: they count from the `vrij` lines of Tafelindeling by `byeScore`, as
 * everywhere else; tables of 3, 5 or 6 players fit no score form and get no row either.
 */
import { checkDraw, DrawViolation } from '../core/keezen/draw/check';
import { seating } from '../core/keezen/checks';
import {
  askedKey,
  drawInput,
  drawnRounds,
  historyBefore,
  numberedIn,
  roundSeed,
  runDraw,
} from '../core/keezen/draw/input';
import { isFinalEvening } from '../core/keezen/final';
import { roundLabel } from '../core/keezen/draw/round';
import type { SeatedRound } from '../core/keezen/draw/types';
import type { TabRound } from '../sheet/tablesTab';
import { EntrantId, PendingForm, RoundKey, sameKey, seatOf, typedRound } from '../core/keezen/types';
import type { Cell } from '../core/cell';
import { InputError, Problem, Problems, formatPlace, isInputError } from '../core/problems';
import { Msg, msg } from '../i18n';
import { KEEZEN_RESULTS_TAB } from '../sheet/contract';
import { ResultColumn, neededColumns, scoreFormColumns } from '../sheet/keezenInput';
import type { OpenedDraw } from '../sheet/open';
import { readTable } from '../sheet/table';
import { recordedDay } from '../sheet/roundDates';
import { NO_CHANGES } from '../workbook/workbook';
import { appendRows } from './keizer';
import type { Outcome } from './outcome';
import { Asks, ConsentOptions, askFirst, askingSummary } from './consent';

export interface RecordOptions extends ConsentOptions {
  /** The round (default: the last round in Tafelindeling). */
  readonly round?: number;
  readonly evening?: number;
  /**
   * The day the round is played (`yyyy-mm-dd`: today in the spreadsheet's time zone, from the adapter, or
   * --date): written in Uitslagen's Datum column when the tab has one, as the Keizer confirm does.
   */
  readonly day?: string;
}

export interface RecordOutcome extends Outcome, Asks {
  readonly round: number;
  readonly evening: number;
  /** What the draw checker found, each at its Tafelindeling row. */
  readonly findings: readonly Problem[];
}

/** The draw checker's finding as a warning at the table's row (the round's first row for the round as a whole). */
function finding(
  v: DrawViolation,
  r: SeatedRound,
  places: readonly Problem['place'][],
  names: (ids: readonly EntrantId[]) => string[],
): Problem {
  const at = v.table !== undefined ? r.tables.findIndex((t) => t.table === v.table) : -1;
  return {
    severity: 'warning',
    place: (at >= 0 ? places[at] : places[0]) ?? undefined,
    message: msg('drFinding', v.code, names(v.entrants), v.table ?? 0, v.value ?? 0, v.limit ?? 0),
  };
}

/** The draw checker on a round of the tab, its entrants taken as present (who left since does not count). */
function checkRound(l: OpenedDraw, key: RoundKey, round: SeatedRound): DrawViolation[] {
  const s = l.settings;
  return checkDraw({
    entrant: s.entrant,
    present: [...round.tables.flatMap((t) => t.sides.flat()), ...round.byes],
    history: historyBefore(l, key),
    round,
    playersPerSide: s.playersPerSide,
    oddPlayers: s.oddPlayers,
    // A final round is its own evening: its games are the rematches it is for (final.ts), each pair once in it.
    rematchScope: s.evenings > 1 || isFinalEvening(s, key.evening) ? 'evening' : 'competition',
  });
}

/**
 * The findings an edit made: the repeats (a rematch, a partner again, a sit-out spread) that the draw of the
 * round's own seed and entrants has too are the ones the engine could not avoid, so the round as drawn asks
 * nothing; a kind of repeat the edit made more of is kept whole. What the engine never makes always stays.
 */
function withoutUnavoidable(
  l: OpenedDraw,
  key: RoundKey,
  round: SeatedRound,
  found: readonly DrawViolation[],
): DrawViolation[] {
  const repeats = new Set<DrawViolation['code']>(['rematch', 'partner', 'sitOutSpread']);
  if (!found.some((v) => repeats.has(v.code)) || isFinalEvening(l.settings, key.evening)) return [...found];
  const seated = new Set([...round.tables.flatMap((t) => t.sides.flat()), ...round.byes]);
  const asSeated: OpenedDraw = {
    ...l,
    problems: new Problems(),
    competition: {
      ...l.competition,
      entrants: l.competition.entrants.map((e) => ({ ...e, present: seated.has(e.id) })),
    },
  };
  let own: DrawViolation[];
  try {
    own = checkRound(l, key, runDraw(drawInput(asSeated, key, round.seed ?? roundSeed(l, key, {}))).seated);
  } catch (e) {
    if (isInputError(e)) return [...found];
    throw e;
  }
  const count = (vs: readonly DrawViolation[], code: DrawViolation['code']) => vs.filter((v) => v.code === code).length;
  return found.filter((v) => !repeats.has(v.code) || count(found, v.code) > count(own, v.code));
}

export function recordRound(l: OpenedDraw, options: RecordOptions = {}): RecordOutcome {
  const { settings: s, problems, competition: comp, lang } = l;
  const names = (ids: readonly EntrantId[]) => ids.map((e) => comp.entrants[e]?.name ?? String(e));
  const rounds = drawnRounds(l);
  const last = rounds[rounds.length - 1];
  if (!last) {
    problems.error(undefined, msg('drNoRounds'));
    problems.throwIfErrors();
  }
  const key: RoundKey =
    options.round === undefined ? last! : askedKey(l, options.round, options.evening, last!.evening);
  const label = roundLabel(numberedIn(l, key));
  const round = l.tables!.rounds.find((r) => sameKey(r, key));
  if (!round) {
    problems.error({ tab: l.tables!.tab }, msg('drRoundNotDrawn', label.round, label.evening));
    throw new InputError(problems.list);
  }

  // What is in Uitslagen for the round already: filled-in forms and prepared rows.
  const there: (PendingForm & { filled: boolean })[] = [
    ...comp.forms
      .filter((f) => sameKey(f, key))
      .map((f) => ({
        evening: f.evening,
        round: f.round,
        table: f.table,
        sides: [f.sides[0].entrants, f.sides[1].entrants] as const,
        ...(f.place ? { place: f.place } : {}),
        filled: true,
      })),
    ...(comp.pending ?? []).filter((p) => sameKey(p, key)).map((p) => ({ ...p, filled: false })),
  ];
  const fits = (sides: readonly (readonly EntrantId[])[]) =>
    sides.length === 2 && sides.every((side) => side.length === s.playersPerSide || s.entrant === 'team');
  const toWrite: TabRound['tables'][number][] = [];
  let already = 0;
  for (const t of round.tables) {
    if (!fits(t.sides)) continue;
    const own = there.filter((x) => x.table === t.table);
    const seats = new Set(t.sides.flat());
    const elsewhere = there.filter((x) => x.table !== t.table && x.sides.flat().some((e) => seats.has(e)));
    if (own.length === 0 && elsewhere.length === 0) toWrite.push(t);
    else if (own.some((x) => seating(x.sides) === seating(t.sides)) && elsewhere.length === 0) already++;
    else {
      const row = [...own, ...elsewhere][0]!;
      problems.warning(
        round.tablePlaces[round.tables.indexOf(t)],
        msg('drRecordConflict', t.table, row.place ? formatPlace(row.place) : '', row.filled),
      );
    }
  }
  const odd = round.tables.filter((t) => !fits(t.sides)).length;
  const byes = names(round.byes).join(', ');
  const base = { round: label.round, evening: label.evening, lang, findings: [] as Problem[] };
  if (toWrite.length === 0) {
    return {
      ...base,
      changes: NO_CHANGES,
      summary: [
        already > 0
          ? msg('drRecordAlready', label.round, label.evening)
          : msg('drRecordNothing', label.round, label.evening),
      ],
      warnings: problems.warnings,
    };
  }

  // The round as the tab holds it, checked by the independent checker: what an edit broke is asked about once.
  const found = withoutUnavoidable(l, key, round, checkRound(l, key, round));
  const findings = found.map((v) => finding(v, round, round.tablePlaces, names));
  // The yes is to the round as the tab holds it and the findings shown (consent.ts).
  const asking = askFirst(options, {
    title: msg('drRecordTitle'),
    head: msg('drRecordFindings', label.round, label.evening, findings.length),
    question: msg('drRecordQuestion', label.round, label.evening),
    changed: msg('drRecordChanged'),
    shown: [key, round.tables.map((t) => [t.table, t.sides]), round.byes],
    findings,
  });
  if (asking) return { ...base, findings, changes: NO_CHANGES, summary: askingSummary(asking), warnings: [], asking };

  // The rows, laid out by Uitslagen's own columns; a new Uitslagen gets the whole score form as its header.
  const results = readTable(l.reader, KEEZEN_RESULTS_TAB, problems, { required: false, lang });
  const eveningColumn = results ? results.columns.evening !== undefined : scoreFormColumns(s).includes('evening');
  const seatsOf = neededColumns(s).filter((c) => c.startsWith('team') || c.startsWith('player'));
  // The day of the round, in a Datum column the tab has (a new Uitslagen gets none: the wizard makes it).
  const given = recordedDay(options.day, lang, problems);
  const day = results?.columns.date !== undefined ? given : undefined;
  const order: ResultColumn[] = results
    ? (['evening', 'round', 'table', ...seatsOf, ...(day ? ['date'] : [])] as ResultColumn[]).filter(
        (c) => results.columns[c] !== undefined,
      )
    : scoreFormColumns(s);
  const rows = toWrite.map((t) => {
    const values = {} as Record<ResultColumn, Cell>;
    for (const c of order) values[c] = '';
    if (day) values.date = day;
    if (eveningColumn) values.evening = key.evening;
    values.round = typedRound(s, key, eveningColumn);
    values.table = t.table;
    t.sides.forEach((side, si) => {
      if (s.entrant === 'team') values[si === 0 ? 'teamA' : 'teamB'] = names(side)[0]!;
      else side.forEach((id, i) => (values[`player${seatOf(si, i)}` as ResultColumn] = names([id])[0]!));
    });
    return values;
  });
  problems.throwIfErrors();
  const summary: Msg[] = [
    already > 0
      ? msg('drRecordCompleted', label.round, label.evening, toWrite.length)
      : msg('drRecordDone', label.round, label.evening, toWrite.length, byes),
  ];
  if (odd > 0) summary.push(msg('drRecordOddTables', odd));
  return {
    ...base,
    findings,
    changes: { writes: [], appends: [appendRows(KEEZEN_RESULTS_TAB, results, lang, order, rows)] },
    summary,
    warnings: problems.warnings,
  };
}
