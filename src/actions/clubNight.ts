/**
 * The club night of a Keizer competition as the sidebar shows and edits it:
 * the round, who is present, absent or paired, the games with their results;
 * marking an absence and entering a result.
 *
 * The edits are documented changes of the tabs the user types:
 * - an absence is one row appended to Afwezig (Ronde, Naam, Reden), or the
 *   Reden cell of that player's existing row for the round changed, or that
 *   row's three cells cleared (present again). No other row is touched; the
 *   row is found by its content (round and name) under the document lock, never
 *   by a row number from the sidebar.
 * - a result is the Uitslag cell of the one Uitslagen row of that round with
 *   those two players.
 */
import type { Cell } from '../core/cell';
import { cellText, isEmptyCell } from '../core/cell';
import { parseGameResult } from '../core/keizer/results';
import type { AbsenceReason, KeizerCompetition, PlayerId } from '../core/keizer/types';
import { ABSENCE_REASONS } from '../core/keizer/types';
import { computeStandings } from '../core/keizer/standings';
import { InputError, Place, Problem, Problems, formatPlace } from '../core/problems';
import { matchKey } from '../core/text';
import { Lang, msg, render } from '../i18n';
import type { NightStep } from './steps';
import {
  ABSENCE_WORDS,
  KEIZER_ABSENCES_TAB,
  KEIZER_RESULTS_TAB,
  KEIZER_STANDINGS_TAB,
  TabSpec,
} from '../sheet/contract';
import { peekPairingTab, readPairingTab } from '../sheet/pairingTab';
import { PlayerIndex } from '../sheet/keizerInput';
import { isRoundOf, open } from '../sheet/open';
import { Table, TableRow, locateTab, readTable } from '../sheet/table';
import { CachedReader, CellEdit, WorkbookReader } from '../workbook/workbook';
import { appendRows } from './keizer';
import type { Outcome } from './outcome';
import { nextRound, presenceChange, presentIn, seated } from '../core/keizer/pairing/input';

export interface RoundPlayer {
  readonly name: string;
  readonly status: 'present' | 'absent' | 'paired';
  readonly reason?: AbsenceReason;
  readonly board?: number;
  /** Place in the standings the round is paired by (after the round before; the start order before round 1). */
  readonly rank: number;
}

/** A board of the proposed pairing: the Indeling tab of the round, not yet confirmed. */
export interface ProposedBoard {
  readonly board: number;
  readonly white: string;
  readonly black: string;
  /** The Toelichting: why this is not the plain neighbour pair ('' when it is). */
  readonly why: string;
  /** The board changed when the proposal was made again (its Toelichting says so). */
  readonly changed: boolean;
}

export interface Proposal {
  readonly round: number;
  readonly seed: string;
  /** The Versoepeld line: the relaxations in words ('' or '—' when none). */
  readonly relaxed: string;
  readonly boards: readonly ProposedBoard[];
  readonly byes: readonly {
    readonly name: string;
    readonly penalty: boolean;
    readonly why: string;
    readonly changed: boolean;
  }[];
  /** Why the tab cannot be read as a pairing, located (then there are no boards). */
  readonly problems: readonly Problem[];
  /**
   * Who is present now but not in the proposal (a late arrival, a new player), and who is in it but no longer present
   * (marked absent, not active): either one non-empty and the proposal is stale, to be made again.
   */
  readonly came: readonly string[];
  readonly went: readonly string[];
}

export interface RoundGame {
  readonly board: number;
  readonly white: string;
  readonly black: string;
  readonly result: string;
}

export interface RoundView {
  readonly round: number;
  readonly rounds: number;
  readonly lang: Lang;
  readonly players: readonly RoundPlayer[];
  readonly games: readonly RoundGame[];
  /** Every input problem (errors and warnings), located. */
  readonly problems: readonly Problems['list'][number][];
  /** The round "Indeling maken" pairs (the round after the last with games or a bye). */
  readonly pairable: number;
  /** The round the Indeling tab holds (0: no tab, or no round on it). */
  readonly pairingTabRound: number;
  /** The Indeling tab of this round while the round has no games yet. */
  readonly proposal?: Proposal;
  /** The Ranglijst tab stands after this round (its title says so). */
  readonly standingsWritten: boolean;
  /** The last round with at least one game. */
  readonly lastWithGames: number;
}

/**
 * The round a club night is about: the last round with games while one of
 * them still lacks a result, otherwise the round the pairing would make next
 * (capped at the last round).
 */
export function currentRound(comp: KeizerCompetition): number {
  const last = comp.games.reduce((m, g) => Math.max(m, g.round), 0);
  if (last > 0 && comp.games.some((g) => g.round === last && g.result === undefined)) return last;
  return Math.max(1, Math.min(nextRound(comp), comp.settings.rounds));
}

/** The sidebar's view of a round (default: the current round). Never throws on bad input: the problems come along. */
export function keizerRoundView(wb: WorkbookReader, round?: number): RoundView {
  const input = open(wb, 'keizerAsIs');
  const { reader, problems } = input;
  const comp = input.competition;
  const rounds = comp.settings.rounds;
  const r = round !== undefined && isRoundOf(round, rounds) ? round : currentRound(comp);
  const games = comp.games.filter((g) => g.round === r);
  const order = computeStandings(comp, { afterRound: r - 1 }).history[r - 1]?.all ?? [];
  const rankOf = new Map(order.map((p, i) => [p, i + 1] as const));
  const boardOf = new Map<number, number>();
  games.forEach((g, i) => {
    boardOf.set(g.white, i + 1);
    boardOf.set(g.black, i + 1);
  });
  const absent = new Map(comp.absences.filter((a) => a.round === r).map((a) => [a.player, a.reason] as const));
  const players: RoundPlayer[] = [];
  for (const p of comp.players) {
    const board = boardOf.get(p.id);
    const reason = absent.get(p.id);
    if (!p.active && board === undefined && reason === undefined) continue;
    const rank = rankOf.get(p.id) ?? 0;
    if (board !== undefined) players.push({ name: p.name, status: 'paired', board, rank });
    else if (reason !== undefined) players.push({ name: p.name, status: 'absent', reason, rank });
    else players.push({ name: p.name, status: 'present', rank });
  }
  const onTab = peekPairingTab(reader);
  const proposal = games.length === 0 && onTab?.round === r ? readProposal(reader, comp) : undefined;
  return {
    round: r,
    rounds,
    lang: input.lang,
    players,
    games: games.map((g, i) => ({
      board: i + 1,
      white: comp.players[g.white]!.name,
      black: comp.players[g.black]!.name,
      result: g.result ?? '',
    })),
    problems: problems.list,
    pairable: nextRound(comp),
    pairingTabRound: onTab?.round ?? 0,
    ...(proposal ? { proposal } : {}),
    standingsWritten: standingsWritten(reader, r, rounds),
    lastWithGames: comp.games.reduce((m, g) => Math.max(m, g.round), 0),
  };
}

/** The Indeling tab as the sidebar proposes it (read with the confirm's own reader). */
function readProposal(reader: CachedReader, comp: KeizerCompetition): Proposal | undefined {
  const problems = new Problems();
  const parsed = readPairingTab(reader, new PlayerIndex(comp.players), problems);
  if (!parsed) return undefined;
  const name = (id: PlayerId) => comp.players[id]!.name;
  const read = !problems.hasErrors();
  const { came, went } = read
    ? presenceChange(presentIn(comp, parsed.round), seated(parsed))
    : { came: [] as PlayerId[], went: [] as PlayerId[] };
  return {
    round: parsed.round,
    seed: parsed.seed ?? '',
    relaxed: parsed.relaxed ?? '',
    boards: read
      ? parsed.games.map((g, i) => ({
          board: g.board ?? i + 1,
          white: name(g.white),
          black: name(g.black),
          why: g.why ?? '',
          changed: saysChanged(g.why),
        }))
      : [],
    byes: read
      ? parsed.byes.map((b) => ({
          name: name(b.player),
          penalty: b.penalty,
          why: b.why ?? '',
          changed: saysChanged(b.why),
        }))
      : [],
    problems: problems.errors,
    came: came.map(name),
    went: went.map(name),
  };
}

/**
 * The Toelichting of a board the engine changed when it made the proposal again says so (either language). The words
 * are made on first use, not when the module loads: every execution of the add-on loads it.
 */
let changedWords: Set<string> | undefined;
function saysChanged(why: string | undefined): boolean {
  if (!why) return false;
  changedWords ??= new Set((['nl', 'en'] as const).map((l) => matchKey(render(msg('whyChanged'), l))));
  const words = changedWords;
  return why.split(';').some((part) => words.has(matchKey(part)));
}

/** Whether the Ranglijst tab's title says it stands after this round (either language). */
function standingsWritten(reader: CachedReader, round: number, rounds: number): boolean {
  const found = locateTab(reader, KEIZER_STANDINGS_TAB);
  if (!found) return false;
  const title = cellText((reader.read(found.tab) ?? [])[0]?.[0]).trim();
  const titles = (['nl', 'en'] as const).flatMap((l) => [
    render(msg('standingsTitle', round, rounds), l),
    render(msg('standingsFinalTitle', round), l),
  ]);
  return titles.includes(title);
}

/**
 * The steps of a club night for the round shown, each with its status; at
 * most one is the next step: pair once the absences are in, confirm a
 * proposal, enter the results of a confirmed round, then update the standings.
 */
export function nightSteps(view: RoundView): NightStep[] {
  const r = view.round;
  const confirmed = view.games.length > 0;
  const missing = view.games.filter((g) => g.result === '').length;
  const absent = view.players.filter((p) => p.status === 'absent').length;
  const canPair = !confirmed && view.pairable === r;
  const proposed = view.proposal !== undefined && view.proposal.problems.length === 0;
  // Who is present changed after the proposal was made: making it again is the next step (it keeps every board it can).
  const stale = proposed && (view.proposal!.came.length > 0 || view.proposal!.went.length > 0);
  const pairing: NightStep = confirmed
    ? { id: 'pairing', status: 'done', note: msg('stepPaired', view.games.length) }
    : stale
      ? { id: 'pairing', status: 'next', note: msg('stepProposalStale', view.proposal!.came, view.proposal!.went) }
      : proposed
        ? {
            id: 'pairing',
            status: 'done',
            note: msg('stepProposed', view.proposal!.boards.length, view.proposal!.seed),
          }
        : canPair
          ? { id: 'pairing', status: 'next', note: msg('stepPairFor', view.players.length - absent) }
          : { id: 'pairing', status: 'blocked', note: msg('stepPairOnly', view.pairable) };
  const confirm: NightStep = confirmed
    ? { id: 'confirm', status: 'done', note: msg('stepConfirmed', r) }
    : stale
      ? { id: 'confirm', status: 'open', note: msg('stepConfirmStale') }
      : proposed
        ? { id: 'confirm', status: 'next', note: msg('stepConfirmProposal') }
        : view.proposal !== undefined
          ? { id: 'confirm', status: 'open', note: msg('stepConfirmProposal') }
          : { id: 'confirm', status: 'blocked', note: msg('stepNeedsPairing') };
  const results: NightStep = !confirmed
    ? { id: 'results', status: 'blocked', note: msg('stepNeedsConfirm') }
    : missing > 0
      ? { id: 'results', status: 'next', note: msg('stepResultsIn', view.games.length - missing, view.games.length) }
      : { id: 'results', status: 'done', note: msg('stepResultsIn', view.games.length, view.games.length) };
  const standings: NightStep = view.standingsWritten
    ? { id: 'standings', status: 'done', note: msg('stepStandingsAfter', r) }
    : confirmed && missing === 0
      ? { id: 'standings', status: 'next', note: msg('stepStandingsReady', r) }
      : view.problems.some((p) => p.severity === 'error')
        ? { id: 'standings', status: 'open', note: msg('stepFixInput') } // the action names every problem with its cell
        : view.lastWithGames > 0
          ? {
              id: 'standings',
              status: 'open',
              note: confirmed ? msg('stepStandingsPartial', missing) : msg('stepStandingsEarlier'),
            }
          : { id: 'standings', status: 'blocked', note: msg('stepNoResults') };
  const absences: NightStep = confirmed
    ? { id: 'absences', status: 'done', note: msg('stepAbsent', absent) }
    : { id: 'absences', status: 'open', note: msg('stepAbsent', absent) };
  return [absences, pairing, confirm, results, standings];
}

/** The word written in Afwezig for a reason, in the tab's language. */
export function reasonWord(reason: AbsenceReason, lang: Lang): string {
  return ABSENCE_WORDS[reason][lang];
}

/**
 * A tab the edit goes into, read afresh with its own problems: when the tab
 * exists but cannot be read (a column missing), its problems stop the edit.
 */
export function tableToEdit<C extends string>(
  reader: WorkbookReader,
  spec: TabSpec<C>,
  lang: Lang,
  required: boolean,
): Table<C> | undefined {
  const problems = new Problems();
  const table = readTable(reader, spec, problems, { required, lang });
  if (!table && (required || locateTab(reader, spec))) throw new InputError(problems.errors);
  return table;
}

function fail(place: Place | undefined, message: ReturnType<typeof msg>): never {
  throw new InputError([{ severity: 'error', ...(place ? { place } : {}), message }]);
}

export function checkRound(round: number, rounds: number): void {
  if (!isRoundOf(round, rounds)) fail(undefined, msg('roundOutOfRange', round, rounds));
}

export function sameRound(cell: Cell, round: number): boolean {
  return !isEmptyCell(cell) && Number(cellText(cell)) === round;
}

export function sameName(cell: Cell, name: string): boolean {
  return !isEmptyCell(cell) && matchKey(cellText(cell)) === matchKey(name);
}

export function places(tab: string, rows: readonly number[]): string {
  return rows.map((row) => formatPlace({ tab, row })).join(', ');
}

export interface AbsenceRequest {
  readonly round: number;
  readonly name: string;
  /** Undefined: present (the player's absence row for the round is cleared). */
  readonly reason?: AbsenceReason;
}

/** Marks a player absent (with a reason) or present for a round. */
export function setAbsence(wb: WorkbookReader, request: AbsenceRequest): Outcome {
  const input = open(wb, 'keizerAsIs');
  const { reader, lang, competition } = input;
  checkRound(request.round, competition.settings.rounds);
  if (request.reason !== undefined && !(ABSENCE_REASONS as readonly string[]).includes(request.reason))
    fail(undefined, msg('badRequest', String(request.reason)));
  if (request.reason === 'bye' || request.reason === 'penaltyBye') fail(undefined, msg('byeNotChosen'));
  const unknown = new Problems();
  const player = new PlayerIndex(competition.players).resolve(request.name, undefined, unknown);
  if (player === undefined) throw new InputError(unknown.errors);
  const name = competition.players[player]!.name;

  // A player with a game in the round is not absent.
  const results = tableToEdit(reader, KEIZER_RESULTS_TAB, lang, false);
  if (results && request.reason !== undefined) {
    for (const row of results.rows) {
      if (
        sameRound(row.get('round'), request.round) &&
        (sameName(row.get('white'), name) || sameName(row.get('black'), name))
      ) {
        fail(
          row.place(sameName(row.get('white'), name) ? 'white' : 'black'),
          msg('playerAlreadyPaired', name, request.round, formatPlace({ tab: results.tab, row: row.row })),
        );
      }
    }
  }

  const absences = tableToEdit(reader, KEIZER_ABSENCES_TAB, lang, false);
  const tabLang = absences?.lang ?? lang;
  const mine = (absences?.rows ?? []).filter(
    (row) => sameRound(row.get('round'), request.round) && sameName(row.get('name'), name),
  );
  if (absences && mine.length > 1)
    fail(
      mine[1]!.place('name'),
      msg(
        'absenceRowsTwice',
        name,
        request.round,
        places(
          absences.tab,
          mine.map((r) => r.row),
        ),
      ),
    );
  const word = request.reason === undefined ? '' : reasonWord(request.reason, tabLang);
  const base = { warnings: [], lang };

  const existing = mine[0];
  if (!existing) {
    if (request.reason === undefined)
      return { ...base, changes: { writes: [], appends: [] }, summary: [msg('absenceUnchanged', request.round, name)] };
    return {
      ...base,
      changes: {
        writes: [],
        appends: [
          appendRows(
            KEIZER_ABSENCES_TAB,
            absences,
            lang,
            ['round', 'name', 'reason'],
            [{ round: request.round, name, reason: word }],
          ),
        ],
      },
      summary: [msg('absenceSet', request.round, name, word)],
    };
  }
  const tab = absences!.tab;
  const col = (c: 'round' | 'name' | 'reason') => absences!.columns[c]!;
  // Written only if the row still holds this player's absence when it is written (another editor may sort the tab).
  const expect = {
    cells: [
      { col: col('round'), value: existing.get('round') },
      { col: col('name'), value: existing.get('name') },
    ],
    moved: msg('absenceRowMoved', request.round, name),
  };
  if (request.reason === undefined) {
    const edits: CellEdit[] = (['round', 'name', 'reason'] as const).map((c, i) => ({
      tab,
      row: existing.row,
      col: col(c),
      value: '',
      ...(i === 0 ? { expect } : {}),
    }));
    return {
      ...base,
      changes: { writes: [], appends: [], edits },
      summary: [msg('absenceCleared', request.round, name)],
    };
  }
  const current = cellText(existing.get('reason'));
  if (matchKey(current) === matchKey(word))
    return { ...base, changes: { writes: [], appends: [] }, summary: [msg('absenceUnchanged', request.round, name)] };
  return {
    ...base,
    changes: { writes: [], appends: [], edits: [{ tab, row: existing.row, col: col('reason'), value: word, expect }] },
    summary: [msg('absenceSet', request.round, name, word)],
  };
}

export interface ResultRequest {
  readonly round: number;
  readonly white: string;
  readonly black: string;
  /** '' clears the result. */
  readonly result: string;
}

/** The Uitslagen tab as read for an edit. */
export type ResultColumn = keyof (typeof KEIZER_RESULTS_TAB)['columns'];
export type ResultsTable = Table<ResultColumn>;

/** The Uitslagen row of a game of a round and its board (its place among the round's rows), or why there is none. */
export function findGame(
  table: ResultsTable,
  round: number,
  white: string,
  black: string,
): { readonly row: TableRow<ResultColumn>; readonly board: number } | Problem {
  const inRound = table.rows.filter((row) => sameRound(row.get('round'), round));
  const hits = inRound.filter((row) => sameName(row.get('white'), white) && sameName(row.get('black'), black));
  if (hits.length === 0)
    return { severity: 'error', place: { tab: table.tab }, message: msg('gameNotFound', round, white, black) };
  if (hits.length > 1)
    return {
      severity: 'error',
      place: hits[1]!.place('white'),
      message: msg(
        'gameTwice',
        round,
        white,
        black,
        places(
          table.tab,
          hits.map((h) => h.row),
        ),
      ),
    };
  return { row: hits[0]!, board: inRound.indexOf(hits[0]!) + 1 };
}

/** The edit that writes a result into a game's row, written only if the row still holds that game. */
export function resultEdit(table: ResultsTable, hit: TableRow<ResultColumn>, round: number, result: string): CellEdit {
  return {
    tab: table.tab,
    row: hit.row,
    col: table.columns.result!,
    value: result,
    // Written only if the row still holds this game when the result is written (another editor may sort the tab).
    expect: {
      cells: [
        { col: table.columns.round!, value: hit.get('round') },
        { col: table.columns.white!, value: hit.get('white') },
        { col: table.columns.black!, value: hit.get('black') },
      ],
      moved: msg('rowMoved', round, cellText(hit.get('white')), cellText(hit.get('black'))),
    },
  };
}

/** Writes (or clears) the result of one game of a round. */
export function setResult(wb: WorkbookReader, request: ResultRequest): Outcome {
  const input = open(wb, 'keizerAsIs');
  const { reader, lang } = input;
  checkRound(request.round, input.competition.settings.rounds);
  const result = request.result.trim() === '' ? '' : parseGameResult(request.result);
  if (result === undefined) fail(undefined, msg('unknownResult', request.result));
  const table = tableToEdit(reader, KEIZER_RESULTS_TAB, lang, true)!;
  const found = findGame(table, request.round, request.white, request.black);
  if ('severity' in found) throw new InputError([found]);
  const { row: hit, board } = found;
  const white = cellText(hit.get('white'));
  const black = cellText(hit.get('black'));
  return {
    changes: { writes: [], appends: [], edits: [resultEdit(table, hit, request.round, result)] },
    summary: [
      result === ''
        ? msg('resultCleared', request.round, board, white, black)
        : msg('resultSet', request.round, board, white, black, result),
    ],
    warnings: [],
    lang,
  };
}
