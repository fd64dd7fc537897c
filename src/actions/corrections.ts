/**
 * The corrections a competitieleider makes on a club night, each one step from the sidebar, the menu or the
 * command line: a late arrival's game added to a round already recorded, an absence for one round or a range of
 * rounds, a player who leaves the competition, a new member. Each is a documented change of a tab the user types,
 * checked first and written all at once or not at all:
 * - a late game: one row appended to Uitslagen (Ronde, Wit, Zwart, Uitslag). A player who had an absence or a bye
 *   in that round is moved to the game: his Afwezig row of the round is cleared (its three cells, written only if
 *   the row still holds that round and name);
 * - an absence range: one Afwezig row per round appended (Afwezig's Ronde holds one round, so "afgemeld t/m ronde
 *   18" is a row for each round: each round's attendance shows it, and each is priced on its own, Zwarte Dame
 *   regulations A.9); a round where he is absent already with the same reason is left as it is;
 * - a player who leaves: the Actief cell of his Spelers row set to nee (an edit in place; a Spelers tab without
 *   the column gets it). Actief is one value for the whole season: he is not paired from the next round on, his
 *   games keep counting for his opponents (`inactiveGames`), and he takes no rank;
 * - a new member: one row appended to Spelers (Naam, Rating, Actief, Vanaf ronde; Startplaats when the start order
 *   is given). A column the tab lacks gets its header in the first free column; then the header and his row, the
 *   one below the last, are one edit of the tab. From round N > 1 he is a late entrant: placed in the ranking
 *   after round N − 1 as the setting `lateEntry` says, which gives his start value.
 */
import type { Cell } from '../core/cell';
import { cellText } from '../core/cell';
import { checkPairing } from '../core/keizer/pairing/check';
import { nextRound } from '../core/keizer/pairing/input';
import { parseGameResult } from '../core/keizer/results';
import { computeStandings } from '../core/keizer/standings';
import type {
  AbsenceReason,
  KeizerAbsence,
  KeizerCompetition,
  KeizerGame,
  KeizerPlayer,
  PlayerId,
} from '../core/keizer/types';
import { InputError, Place, Problem, Problems, formatPlace, tabPlace } from '../core/problems';
import { matchKey, nameOddity } from '../core/text';
import { Msg, msg } from '../i18n';
import { KEIZER_ABSENCES_TAB, KEIZER_PLAYERS_TAB, KEIZER_RESULTS_TAB } from '../sheet/contract';
import { PlayerIndex, parseAbsenceReason } from '../sheet/keizerInput';
import type { OpenedKeizer } from '../sheet/open';
import { isRoundOf } from '../sheet/open';
import { peekPairingTab, readNeverPairs, readPairingTab } from '../sheet/pairingTab';
import type { Table } from '../sheet/table';
import type { Append, CellEdit, Changes } from '../workbook/workbook';
import { reasonWord, tableToEdit } from './clubNight';
import { Asks, ConsentOptions, askFirst, askingSummary } from './consent';
import { appendRows } from './keizer';
import type { Outcome } from './outcome';

/** Stops the action with every problem found (nothing is written). */
function stop(problems: readonly Problem[]): never {
  throw new InputError(problems);
}

const error = (message: Msg, place?: Place): Problem => ({ severity: 'error', ...(place ? { place } : {}), message });

/** The last round with a game: the round recorded last. */
function lastRecorded(comp: KeizerCompetition): number {
  return comp.games.reduce((m, g) => Math.max(m, g.round), 0);
}

/** The cell of a player in his game's row of Uitslagen (the tab is read once; this parses it again). */
function gameCell(opened: OpenedKeizer, game: KeizerGame, p: PlayerId): Place | undefined {
  if (!game.place) return undefined;
  const table = tableToEdit(opened.reader, KEIZER_RESULTS_TAB, opened.lang, false);
  const col = table?.columns[game.white === p ? 'white' : 'black'];
  return { ...game.place, ...(col !== undefined ? { col } : {}) };
}

/** The Naam cell of an absence's row of Afwezig. */
function absenceCell(opened: OpenedKeizer, a: KeizerAbsence): Place | undefined {
  if (!a.place) return undefined;
  const col = tableToEdit(opened.reader, KEIZER_ABSENCES_TAB, opened.lang, false)?.columns.name;
  return { ...a.place, ...(col !== undefined ? { col } : {}) };
}

/** A round asked for, within the season; the error names the field's round. */
function roundIn(round: number, comp: KeizerCompetition, problems: Problem[]): boolean {
  if (isRoundOf(round, comp.settings.rounds)) return true;
  problems.push(error(msg('roundOutOfRange', round, comp.settings.rounds)));
  return false;
}

/** A name of the roster, or its error with "did you mean". */
function playerOf(index: PlayerIndex, name: string, problems: Problem[]): PlayerId | undefined {
  const found = new Problems();
  const id = index.resolve(name, undefined, found);
  problems.push(...found.errors);
  return id;
}

/** The Afwezig rows of a player in a round, as the table has them (to clear or to leave alone). */
function absenceRow(table: Table<'round' | 'name' | 'reason'> | undefined, a: KeizerAbsence) {
  return table?.rows.find((r) => r.row === a.place?.row);
}

/** The edits that clear an Afwezig row, written only if the row still holds that round and name. */
function clearRow(table: Table<'round' | 'name' | 'reason'>, a: KeizerAbsence, name: string): CellEdit[] {
  const row = absenceRow(table, a)!;
  const col = (c: 'round' | 'name' | 'reason') => table.columns[c]!;
  const expect = {
    cells: [
      { col: col('round'), value: row.get('round') },
      { col: col('name'), value: row.get('name') },
    ],
    moved: msg('absenceRowMoved', a.round, name),
  };
  return (['round', 'name', 'reason'] as const).map((c, i) => ({
    tab: table.tab,
    row: row.row,
    col: col(c),
    value: '',
    ...(i === 0 ? { expect } : {}),
  }));
}

// ---- A late arrival's game ----

export interface LateGameOptions extends ConsentOptions {
  readonly white?: string;
  readonly black?: string;
  /** Empty or absent: not played yet. */
  readonly result?: string;
  /** Default: the round recorded last. */
  readonly round?: number;
}

export interface LateGameOutcome extends Outcome, Asks {
  readonly round: number;
  /** The rules of the pairing the game breaks (the checker of "Ronde vastleggen"), at Uitslagen. */
  readonly violations: readonly Problem[];
}

/**
 * A game added to a round already recorded (a late arrival): both players known, neither paired in the round yet,
 * both active and entered by then; an absence or bye of either in that round is moved to the game. The game is
 * judged by the checker of "Ronde vastleggen" as part of the round: a rule it breaks is asked about first.
 */
export function addLateGame(opened: OpenedKeizer, options: LateGameOptions): LateGameOutcome {
  const { reader, lang, competition: comp } = opened;
  const problems: Problem[] = [];
  const index = new PlayerIndex(comp.players);
  const white = playerOf(index, options.white ?? '', problems);
  const black = playerOf(index, options.black ?? '', problems);
  const last = lastRecorded(comp);
  const round = options.round ?? last;
  if (options.round === undefined && last === 0) problems.push(error(msg('lateGameNothingRecorded')));
  else if (roundIn(round, comp, problems) && !comp.games.some((g) => g.round === round))
    problems.push(error(msg('lateGameNotRecorded', round), tabPlace(opened.tabs.results)));
  const typedResult = options.result?.trim() ?? '';
  const result = typedResult === '' ? '' : parseGameResult(typedResult);
  if (result === undefined) problems.push(error(msg('unknownResult', typedResult)));
  if (problems.length > 0) stop(problems);
  const w = white!;
  const b = black!;
  const name = (p: PlayerId) => comp.players[p]!.name;
  if (w === b) stop([error(msg('playsHimself', name(w)))]);

  // Each player: active, entered by then, not in a game of the round yet.
  for (const p of [w, b]) {
    const player = comp.players[p]!;
    if (!player.active) problems.push(error(msg('lateGameInactive', player.name), player.place));
    const from = player.fromRound ?? 1;
    if (round < from) problems.push(error(msg('playsBeforeEntry', player.name, round, from), player.place));
    const game = comp.games.find((g) => g.round === round && (g.white === p || g.black === p));
    if (game) problems.push(error(msg('lateGamePlays', player.name, round), gameCell(opened, game, p)));
  }
  if (problems.length > 0) stop(problems);

  // An absence or bye of either in the round is moved to the game.
  const moved = comp.absences.filter((a) => a.round === round && (a.player === w || a.player === b));
  const absences = moved.length > 0 ? tableToEdit(reader, KEIZER_ABSENCES_TAB, lang, true) : undefined;
  const edits = moved.flatMap((a) => clearRow(absences!, a, name(a.player)));

  // The checker of "Ronde vastleggen", on the round as it would be: the rules this game breaks.
  const neverProblems = new Problems();
  const neverPairs = readNeverPairs(reader, index, neverProblems, lang);
  if (neverProblems.hasErrors()) stop(neverProblems.errors);
  const roundGames = comp.games.filter((g) => g.round === round);
  const found = checkPairing(
    {
      round,
      players: comp.players,
      games: comp.games.filter((g) => g.round !== round),
      absences: comp.absences.filter((a) => !moved.includes(a)),
      rules: comp.settings,
      neverPairs,
    },
    {
      games: [...roundGames, { white: w, black: b }],
      byes: comp.absences
        .filter((a) => a.round === round && !moved.includes(a) && (a.reason === 'bye' || a.reason === 'penaltyBye'))
        .map((a) => ({ player: a.player, penalty: a.reason === 'penaltyBye' })),
    },
  );
  const resultsTab = opened.tabs.results!;
  const violations: Problem[] = found
    .filter((v) => v.rule !== 'missing' && v.rule !== 'byeCount' && v.players.some((p) => p === w || p === b))
    .map((v) => ({
      severity: 'warning',
      place: tabPlace(resultsTab),
      message: msg(
        'violation',
        v.rule,
        v.players.map((p) => name(p)),
        v.value,
        v.limit,
        v.colour,
      ),
    }));
  const asking = askFirst(options, {
    title: msg('lateGameTitle'),
    head: msg('confirmViolations', violations.length),
    question: msg('lateGameQuestion', round, name(w), name(b)),
    changed: msg('lateGameChanged'),
    shown: [round, w, b],
    findings: violations,
  });
  if (asking)
    return {
      changes: { writes: [], appends: [] },
      summary: askingSummary(asking),
      warnings: [],
      lang,
      round,
      violations,
      asking,
    };

  const results = tableToEdit(reader, KEIZER_RESULTS_TAB, lang, true)!;
  const append = appendRows(
    KEIZER_RESULTS_TAB,
    results,
    lang,
    ['round', 'white', 'black', 'result'],
    [{ round, white: name(w), black: name(b), result: result ?? '' }],
  );
  const reasonOf = (a: KeizerAbsence) => reasonWord(a.reason, absences?.lang ?? lang);
  return {
    changes: { writes: [], appends: [append], ...(edits.length > 0 ? { edits } : {}) },
    summary: [
      msg('lateGameAdded', round, name(w), name(b), result ?? ''),
      ...moved.map((a) => msg('lateGameMoved', name(a.player), round, reasonOf(a))),
    ],
    warnings: [],
    lang,
    round,
    violations,
  };
}

// ---- An absence for one round or a range ----

export interface AbsenceRangeOptions {
  readonly player?: string;
  /** The first round (default: the round the pairing makes next). */
  readonly round?: number;
  /** The last round (default: the first). */
  readonly to?: number;
  /** The reason as typed or chosen (default: afgemeld). */
  readonly reason?: string;
}

export interface AbsenceRangeOutcome extends Outcome {
  /** The rounds that got an Afwezig row. */
  readonly rounds: readonly number[];
}

/** Reasons a leader gives by hand; a bye is the pairing's. */
const GIVEN_REASONS: readonly AbsenceReason[] = ['excused', 'unexcused', 'external', 'clubDuty'];

/** Rounds `from`..`to` as one list. */
function roundsFrom(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * An absence for a range of rounds ("afgemeld t/m ronde 18"), entered once: an Afwezig row for each round. Refused
 * as a whole when he plays in one of them, has a bye there, is absent there with another reason, or has not entered
 * or has left by then.
 */
export function addAbsences(opened: OpenedKeizer, options: AbsenceRangeOptions): AbsenceRangeOutcome {
  const { reader, lang, competition: comp } = opened;
  const problems: Problem[] = [];
  const index = new PlayerIndex(comp.players);
  const p = playerOf(index, options.player ?? '', problems);
  const from = options.round ?? Math.min(nextRound(comp), comp.settings.rounds);
  const to = options.to ?? from;
  const fromOk = roundIn(from, comp, problems);
  const toOk = roundIn(to, comp, problems);
  if (fromOk && toOk && to < from) problems.push(error(msg('absenceRangeBackwards', from, to)));
  const typedReason = options.reason?.trim() ?? '';
  const reason = typedReason === '' ? 'excused' : parseAbsenceReason(typedReason);
  if (reason === undefined)
    problems.push(error(msg('unknownReason', typedReason, GIVEN_REASONS.map((r) => reasonWord(r, lang)).join(', '))));
  else if (!GIVEN_REASONS.includes(reason)) problems.push(error(msg('byeNotChosen')));
  if (problems.length > 0) stop(problems);
  const player = comp.players[p!]!;
  if (!player.active) stop([error(msg('absenceInactive', player.name), player.place)]);

  const absences = tableToEdit(reader, KEIZER_ABSENCES_TAB, lang, false);
  const tabLang = absences?.lang ?? lang;
  const word = reasonWord(reason!, tabLang);
  const wanted: number[] = [];
  for (const r of roundsFrom(from, to)) {
    if (r < (player.fromRound ?? 1)) {
      problems.push(error(msg('absenceBeforeEntry', player.name, r, player.fromRound ?? 1), player.place));
      continue;
    }
    const game = comp.games.find((g) => g.round === r && (g.white === p || g.black === p));
    if (game) {
      problems.push(error(msg('absencePlays', player.name, r), gameCell(opened, game, p!)));
      continue;
    }
    const had = comp.absences.find((a) => a.round === r && a.player === p);
    if (!had) wanted.push(r);
    else if (had.reason === 'bye' || had.reason === 'penaltyBye')
      problems.push(error(msg('absenceHasBye', player.name, r, had.reason === 'penaltyBye'), absenceCell(opened, had)));
    else if (had.reason !== reason)
      problems.push(
        error(msg('absenceOtherReason', player.name, r, reasonWord(had.reason, tabLang)), absenceCell(opened, had)),
      );
  }
  if (problems.length > 0) stop(problems);
  const base = { warnings: [], lang, rounds: wanted };
  if (wanted.length === 0)
    return { ...base, changes: { writes: [], appends: [] }, summary: [msg('absenceRangeUnchanged', player.name)] };
  const append = appendRows(
    KEIZER_ABSENCES_TAB,
    absences,
    lang,
    ['round', 'name', 'reason'],
    wanted.map((r) => ({ round: r, name: player.name, reason: word })),
  );
  return {
    ...base,
    changes: { writes: [], appends: [append] },
    summary: [msg('absenceRangeSet', player.name, wanted, word)],
  };
}

// ---- A player who leaves ----

export interface LeaveOptions {
  readonly player?: string;
  /** The first round he no longer plays (default: the round the pairing makes next). */
  readonly round?: number;
}

export interface LeaveOutcome extends Outcome {
  readonly round: number;
}

/** The word a Spelers tab of a language says no with. */
const NO_WORD = { nl: 'nee', en: 'no' } as const;

/**
 * A player who leaves the competition from round N on: Actief = nee. Actief holds for the whole season, so N is
 * the round the pairing makes next (or one he has nothing in yet before it); a later N is refused with when to do
 * it, and a round he already plays in or has a bye in is refused at its row.
 */
export function leaveCompetition(opened: OpenedKeizer, options: LeaveOptions): LeaveOutcome {
  const { reader, lang, competition: comp } = opened;
  const problems: Problem[] = [];
  const p = playerOf(new PlayerIndex(comp.players), options.player ?? '', problems);
  const pairable = nextRound(comp);
  const round = options.round ?? Math.min(pairable, comp.settings.rounds);
  if (roundIn(round, comp, problems) && round > pairable) problems.push(error(msg('leaveLater', round, pairable)));
  if (problems.length > 0) stop(problems);
  const player = comp.players[p!]!;
  if (!player.active) stop([error(msg('leaveAlready', player.name), player.place)]);
  for (const g of comp.games)
    if (g.round >= round && (g.white === p || g.black === p))
      problems.push(error(msg('leavePlays', player.name, g.round), gameCell(opened, g, p!)));
  for (const a of comp.absences)
    if (a.round >= round && a.player === p && (a.reason === 'bye' || a.reason === 'penaltyBye'))
      problems.push(
        error(msg('absenceHasBye', player.name, a.round, a.reason === 'penaltyBye'), absenceCell(opened, a)),
      );
  if (problems.length > 0) stop(problems);

  const table = tableToEdit(reader, KEIZER_PLAYERS_TAB, lang, true)!;
  const row = table.rows.find((r) => matchKey(cellText(r.get('name'))) === matchKey(player.name))!;
  const nameCol = table.columns.name!;
  const expect = { cells: [{ col: nameCol, value: row.get('name') }], moved: msg('playerRowMoved', player.name) };
  const activeCol = table.columns.active;
  const no = NO_WORD[table.lang];
  // A Spelers tab without Actief gets the column: its header in the first free column, then his cell.
  const newCol = activeCol ?? Math.max(0, ...Object.values(table.columns).map((c) => c ?? 0)) + 1;
  const edits: CellEdit[] = [
    ...(activeCol === undefined
      ? [{ tab: table.tab, row: table.headerRow, col: newCol, value: KEIZER_PLAYERS_TAB.columns.active[table.lang] }]
      : []),
    { tab: table.tab, row: row.row, col: newCol, value: no, expect },
  ];
  // A proposal of that round with him on it is stale now: said at his row, to pair again.
  const warnings: Problem[] = [];
  if (peekPairingTab(reader)?.round === round) {
    const proposal = readPairingTab(reader, new PlayerIndex(comp.players), new Problems());
    const board = proposal?.games.find((g) => g.white === p || g.black === p);
    const bye = proposal?.byes.find((b) => b.player === p);
    const place = board?.place ?? bye?.place;
    if (proposal && place)
      warnings.push({ severity: 'warning', place, message: msg('leaveOnProposal', player.name, round) });
  }
  return {
    changes: { writes: [], appends: [], edits },
    summary: [msg('leaveDone', player.name, round)],
    warnings,
    lang,
    round,
  };
}

// ---- A new member ----

export interface NewMemberOptions {
  readonly name?: string;
  /** As typed (a decimal comma or point); empty: no rating. */
  readonly rating?: string;
  /** His first round (default: the round the pairing makes next). */
  readonly round?: number;
}

export interface NewMemberOutcome extends Outcome {
  readonly round: number;
  /** His start value: the value of his place in the ranking his first round is paired and priced by. */
  readonly startValue: number;
}

/**
 * A new member appended to Spelers: a name not on the roster yet, a rating, his first round. From a round after
 * the first round recorded he is a late entrant (Vanaf ronde); his first round is at the earliest the round
 * recorded last (a late arrival tonight, his game added next), so no round already priced counts him.
 */
export function addMember(opened: OpenedKeizer, options: NewMemberOptions): NewMemberOutcome {
  const { reader, lang, competition: comp } = opened;
  const problems: Problem[] = [];
  const name = (options.name ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') problems.push(error(msg('fieldMissing', 'fieldMemberName')));
  const same = comp.players.find((q) => matchKey(q.name) === matchKey(name));
  if (name !== '' && same)
    problems.push(error(msg('memberExists', same.name, same.place ? formatPlace(same.place) : ''), same.place));
  const odd = name === '' ? undefined : nameOddity(name);
  // An invisible character would make a name no one can type again; letters of two scripts may be a real name.
  if (odd && 'invisible' in odd) problems.push(error(msg('nameInvisible', name, odd.invisible)));
  const ratingText = (options.rating ?? '').trim();
  const rating = ratingText === '' ? undefined : Number(ratingText.replace(',', '.'));
  if (rating !== undefined && !(Number.isFinite(rating) && rating >= 0))
    problems.push(error(msg('memberBadRating', ratingText)));
  const last = lastRecorded(comp);
  const round = options.round ?? Math.min(nextRound(comp), comp.settings.rounds);
  if (roundIn(round, comp, problems) && last > 0 && round < last)
    problems.push(error(msg('memberTooEarly', round, last)));
  if (problems.length > 0) stop(problems);

  const table = tableToEdit(reader, KEIZER_PLAYERS_TAB, lang, true)!;
  const given = comp.settings.startOrder === 'given';
  const late = round > 1;
  const startRank = given ? comp.players.reduce((m, q) => Math.max(m, q.startRank ?? 0), 0) + 1 : undefined;
  const values: Partial<Record<keyof typeof KEIZER_PLAYERS_TAB.columns, Cell>> = {
    name,
    ...(rating !== undefined ? { rating } : {}),
    ...(table.columns.active !== undefined ? { active: table.lang === 'nl' ? 'ja' : 'yes' } : {}),
    ...(late ? { fromRound: round } : {}),
    ...(startRank !== undefined ? { startRank } : {}),
  };
  // A value for a column the tab lacks (Vanaf ronde in a tab of starters only) gets its column: the header in
  // the first free column of the header row, an edit in place.
  const columns: Partial<Record<keyof typeof KEIZER_PLAYERS_TAB.columns, number>> = { ...table.columns };
  let free = Math.max(0, ...Object.values(table.columns).map((c) => c ?? 0)) + 1;
  const headers: CellEdit[] = [];
  for (const c of Object.keys(values) as (keyof typeof values)[])
    if (columns[c] === undefined) {
      columns[c] = free;
      headers.push({
        tab: table.tab,
        row: table.headerRow,
        col: free++,
        value: KEIZER_PLAYERS_TAB.columns[c][table.lang],
      });
    }
  const cells: Cell[] = [];
  for (const [c, v] of Object.entries(values) as [keyof typeof values, Cell][]) {
    const col = columns[c]!;
    while (cells.length < col) cells.push('');
    cells[col - 1] = v;
  }
  const append: Append = {
    tab: table.tab,
    aliases: [KEIZER_PLAYERS_TAB.nl, KEIZER_PLAYERS_TAB.en],
    header: [],
    rows: [cells],
  };
  // With a new column the header and his row are one edit of the tab (one write), his row the one below the last.
  const below = table.rowCount + 1;
  const changes: Changes =
    headers.length === 0
      ? { writes: [], appends: [append] }
      : {
          writes: [],
          appends: [],
          edits: [
            ...headers,
            ...cells.flatMap((value, i) => (value === '' ? [] : [{ tab: table.tab, row: below, col: i + 1, value }])),
          ],
        };

  // His start value: the standings engine with him on the roster, as after the round before his first.
  const member: KeizerPlayer = {
    id: comp.players.length,
    name,
    active: true,
    ...(rating !== undefined ? { rating } : {}),
    ...(late ? { fromRound: round } : {}),
    ...(startRank !== undefined ? { startRank } : {}),
  };
  const withHim = { ...comp, players: [...comp.players, member] };
  const standings = computeStandings(withHim, { afterRound: Math.min(round - 1, last) });
  const startValue = standings.startValue[member.id] ?? 0;
  return {
    changes,
    summary: [msg('memberAdded', name, round, startValue)],
    warnings:
      odd && 'scripts' in odd ? [{ severity: 'warning', message: msg('nameMixedScripts', name, odd.scripts) }] : [],
    lang,
    round,
    startValue,
  };
}
