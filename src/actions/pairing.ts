/**
 * The pairing actions of a Keizer competition:
 *  - "Indeling maken" (make pairing): pair the next round, hand back the Indeling tab; over this round's
 *    proposal (a late arrival, a departure, an edit) it keeps every board it can and says which changed;
 *  - "Ronde vastleggen" (confirm round): check the (edited) Indeling tab with the
 *    independent checker; with violations and without consent (actions/consent.ts) nothing
 *    changes and the violations come back as the question; otherwise the
 *    games are appended to Uitslagen (no result yet) and the bye to Afwezig.
 *    Idempotent: a round that already has exactly these games changes nothing; a round recorded
 *    in part (a write that stopped half-way) is completed;
 *  - the large-print view for the beamer.
 * Each takes the competition opened by the front door (sheet/open.ts: each tab
 * read once) and never writes; the one way in is its catalogue entry (makePairing, confirmRound, pairingDisplay).
 */
import { PairingSuccess, checkPairing, pairRound, Violation } from '../core/keizer/pairing';
import { defaultSeed, nextSeed } from '../core/rng';
import { unmarkedEntrants } from '../core/keizer/attendance';
import { nextRound, openBoards, pairingInput, presenceChange, presentIn, seated } from '../core/keizer/pairing/input';
import type { KeptPairing } from '../core/keizer/pairing';
import type { KeizerCompetition, PlayerId } from '../core/keizer/types';
import { InputError, Problem, Problems, tabPlace } from '../core/problems';
import { Lang, Msg, msg } from '../i18n';
import { ABSENCE_WORDS, KEIZER_ABSENCES_TAB, KEIZER_RESULTS_TAB, PAIRING_TAB } from '../sheet/contract';
import { PlayerIndex } from '../sheet/keizerInput';
import {
  ParsedPairing,
  infeasibilityMsgs,
  pairingDisplayTab,
  pairingHtml,
  pairingTab,
  peekPairingTab,
  readNeverPairs,
  readPairingTab,
  relaxedSteps,
} from '../sheet/pairingTab';
import { readTable } from '../sheet/table';
import { recordedDay } from '../sheet/roundDates';
import { Append, NO_CHANGES, OutputTab, WorkbookReader } from '../workbook/workbook';
import { OpenedKeizer, isRoundOf } from '../sheet/open';
import { appendRows } from './keizer';
import { type Outcome, writtenTab } from './outcome';
import type { Cell } from '../core/cell';
import type { CliShow, Given } from './request';
import { Asks, ConsentOptions, askFirst, askingSummary } from './consent';

export interface PairOptions extends ConsentOptions {
  /** The round to pair (default: the round after the last one with games or a bye). */
  readonly round?: number;
  /** The seed of the draw (default: the seed on the Indeling tab for this round, else derived from the round). */
  readonly seed?: string;
  /** A new draw: the next seed after the one on the Indeling tab (or the default). */
  readonly newDraw?: boolean;
}

export interface PairOutcome extends Outcome, Asks {
  readonly result: PairingSuccess;
  readonly competition: KeizerCompetition;
  /**
   * Set when the Indeling tab already holds this round and differs from what
   * the draw of its seed gives now (edited by hand, or the attendance changed
   * since): writing would overwrite it, so it asks first (`asking`, consent.ts).
   */
  readonly overwrites?: { readonly round: number; readonly boards: number };
  /**
   * Set when the Indeling tab held a proposal for this round from before a change in who is present: the pairing was
   * made again keeping every board it could. Who came and went, and the numbers of the boards that changed.
   */
  readonly remade?: {
    readonly came: readonly PlayerId[];
    readonly went: readonly PlayerId[];
    readonly changed: readonly number[];
  };
}

/**
 * How many boards and byes of the Indeling tab (this round's, as the leader
 * left it) the draw of its own seed would not make now; -1 when the tab cannot
 * be read. 0: writing it again loses nothing. A board is its two players with
 * their colours, whatever its number.
 */
function boardsChanged(onTab: ParsedPairing | undefined, drawn: PairingSuccess): number {
  if (!onTab) return -1;
  const made = new Set(drawn.boards.map((b) => `${b.white}>${b.black}`));
  if (drawn.bye) made.add(`bye:${drawn.bye.player}`);
  const there = [...onTab.games.map((g) => `${g.white}>${g.black}`), ...onTab.byes.map((b) => `bye:${b.player}`)];
  const missing = there.filter((k) => !made.has(k)).length;
  return Math.max(missing, made.size - (there.length - missing));
}

export interface ConfirmOptions extends ConsentOptions {
  /**
   * The day the round is played (`yyyy-mm-dd`: today in the spreadsheet's time zone, from the adapter, or
   * --date): written in Uitslagen's Datum column when the tab has one (a new tab gets it).
   */
  readonly day?: string;
}

export interface ConfirmOutcome extends Outcome, Asks {
  /** Rules the pairing breaks, each at its row of the Indeling tab. */
  readonly violations: readonly Problem[];
  readonly round?: number;
}

/** The Indeling tab as the leader left it, when it reads without a problem (else undefined). */
function readableTab(reader: WorkbookReader, comp: KeizerCompetition): ParsedPairing | undefined {
  const tabProblems = new Problems();
  const onTab = readPairingTab(reader, new PlayerIndex(comp.players), tabProblems);
  return onTab && !tabProblems.hasErrors() ? onTab : undefined;
}

/**
 * The proposal on the Indeling tab to keep when the pairing is made again: when it is this round's and reads
 * cleanly (a new draw or a seed asked for draws afresh), with who came and went since it was made (a late arrival, a
 * departure). Every board of it that is within the rules stays: an untouched proposal for the same players comes
 * out as it was, and so does one the leader edited within the rules.
 */
function proposalToKeep(
  comp: KeizerCompetition,
  round: number,
  onTab: ParsedPairing | undefined,
  options: PairOptions,
): { keep: KeptPairing; came: PlayerId[]; went: PlayerId[] } | undefined {
  if (!onTab || onTab.round !== round || options.newDraw || options.seed !== undefined) return undefined;
  const keep: KeptPairing = {
    boards: onTab.games.map((g) => ({ white: g.white, black: g.black })),
    ...(onTab.byes[0] ? { bye: onTab.byes[0].player } : {}),
  };
  const { came, went } = presenceChange(presentIn(comp, round), seated(keep));
  return { keep, came, went };
}

export function pairNextRound(loaded: OpenedKeizer, options: PairOptions = {}): PairOutcome {
  const { reader, problems } = loaded;
  const comp = loaded.competition;
  const index = new PlayerIndex(comp.players);
  const neverPairs = readNeverPairs(reader, index, problems, loaded.lang);
  problems.throwIfErrors();
  const rounds = comp.settings.rounds;
  const round = options.round ?? nextRound(comp);
  if (!isRoundOf(round, rounds)) {
    problems.error(
      undefined,
      options.round === undefined ? msg('competitionOver', rounds) : msg('roundOutOfRange', round, rounds),
    );
    problems.throwIfErrors();
  }
  // Pairing round 5 after round 2 would skip rounds 3 and 4 for everyone.
  const next = nextRound(comp);
  if (round > next) {
    problems.error(tabPlace(loaded.tabs.results), msg('pairRoundSkips', round, next));
    problems.throwIfErrors();
  }
  if (comp.games.some((g) => g.round === round)) {
    problems.error(tabPlace(loaded.tabs.results), msg('roundHasGames', round));
    problems.throwIfErrors();
  }
  const existing = peekPairingTab(reader);
  const sameRound = existing?.round === round ? existing.seed : undefined;
  const base = sameRound ?? defaultSeed(comp.settings.pairingSeed, round);
  const seed = options.seed ?? (options.newDraw ? nextSeed(base) : base);

  const onTab = sameRound === undefined ? undefined : readableTab(reader, comp);
  const kept = proposalToKeep(comp, round, onTab, options);
  const stale = kept && (kept.came.length > 0 || kept.went.length > 0) ? kept : undefined;
  const input = pairingInput(comp, round, neverPairs, seed, kept?.keep);
  if (input.present.length === 0) {
    problems.error(undefined, msg('nobodyPresent', round));
    problems.throwIfErrors();
  }
  for (const [r, count] of [...input.history.unplayed].sort((a, b) => a[0] - b[0])) {
    problems.warning(tabPlace(loaded.tabs.results), msg('unplayedBeforePairing', r, count));
  }
  // A late entrant added to Spelers without "Vanaf ronde": said at his name before he plays, with the fix.
  for (const e of unmarkedEntrants(comp, round)) {
    problems.warning(e.place, msg('entrantWithoutFrom', comp.players[e.player]!.name, e.played, round));
  }
  const result = pairRound(input);
  // The tab's own draw, made again with today's attendance: what a leader who did not edit the tab would find there
  // (with its seed: the result itself, which keeps every board it can, so only an edit against the rules is asked
  // about). Not asked when who is present changed since: the summary names the boards that change.
  const ownDraw =
    sameRound === undefined || stale
      ? undefined
      : seed === sameRound
        ? result
        : pairRound(pairingInput(comp, round, neverPairs, sameRound));
  if (!result.ok) {
    for (const m of infeasibilityMsgs(result.infeasible, comp.players, result.present)) problems.error(undefined, m);
    problems.error(undefined, msg('pairingImpossible', [...result.relaxation]));
    throw new InputError(problems.list);
  }
  // An owed penalty bye (Zwarte Dame regulations, d.1) waits for an odd round: said every round until given.
  for (const p of comp.players) {
    const owed = input.penaltyOwed[p.id] ?? 0;
    if (!p.active || owed <= 0 || (result.bye?.penalty && result.bye.player === p.id)) continue;
    const why = !input.present.includes(p.id) ? 'absent' : input.present.length % 2 === 0 ? 'even' : 'other';
    problems.warning(p.place, msg('penaltyByeWaiting', p.name, owed, round, why));
  }
  const byeName = result.bye ? comp.players[result.bye.player]!.name : '';
  const summary: Msg[] = [
    msg('pairingSummary', round, result.boards.length, byeName, seed, result.bye?.penalty === true),
  ];
  if (result.relaxation.length > 0) {
    const count = result.boards.reduce((s, b) => s + b.relaxed.length, 0) + (result.bye?.relaxed.length ?? 0);
    summary.push(msg('pairingRelaxedSummary', relaxedSteps(result), count));
    // Also as notes, so the adapter shows them in a dialog rather than only in a toast.
    problems.warning(undefined, msg('pairingRelaxedSummary', relaxedSteps(result), count));
    if (result.infeasible)
      for (const m of infeasibilityMsgs(result.infeasible, comp.players, result.present))
        problems.warning(undefined, m);
    // Rungs beyond the club's own ladder (the engine goes on until a pairing exists), each named in words.
    const beyond = result.relaxation.slice(comp.settings.relaxation.length);
    if (beyond.length > 0) problems.warning(undefined, msg('pairingBeyondLadder', beyond));
  }
  const name = (id: PlayerId) => comp.players[id]!.name;
  const changedBoards = result.boards.flatMap((b, i) => (b.kept === false ? [i + 1] : []));
  // Said first: after a late arrival or a departure it is what the leader looks for.
  if (stale) {
    summary.unshift(
      msg(
        'pairingRemade',
        stale.came.map(name),
        stale.went.map(name),
        changedBoards.map((board) => {
          const b = result.boards[board - 1]!;
          return { board, white: name(b.white), black: name(b.black) };
        }),
        result.boards.length,
      ),
    );
  }
  const changed = ownDraw === undefined ? 0 : ownDraw.ok ? boardsChanged(onTab, ownDraw) : -1;
  // After a round recorded before all its results are in: asked first, each board without one named at its row.
  const open = openBoards(comp, round);
  const openFindings: Problem[] = open.boards.map(({ board, game }) => ({
    severity: 'warning',
    place: game.place ?? tabPlace(loaded.tabs.results),
    message: msg('pairOpenBoard', board, name(game.white), name(game.black)),
  }));
  // Over a tab edited by hand: asked first, the yes bound to the round and the boards it would overwrite. Both at
  // once: one question, the overwrite first among the findings.
  const asking =
    openFindings.length > 0
      ? askFirst(options, {
          title: msg('pairOpenTitle'),
          head: msg('pairOpenHead', open.round, openFindings.length, round),
          question: msg('pairOpenQuestion', round, changed !== 0),
          changed: msg('pairOpenChanged'),
          shown: { round, boards: changed, seed, open: open.round },
          findings: [
            ...(changed !== 0
              ? [
                  {
                    severity: 'warning' as const,
                    place: undefined,
                    message: msg('overwriteEdited', round, changed),
                  },
                ]
              : []),
            ...openFindings,
          ],
        })
      : changed === 0
        ? undefined
        : askFirst(options, {
            title: msg('overwriteTitle'),
            head: msg('overwriteEdited', round, changed),
            question: msg('overwriteQuestion'),
            changed: msg('overwriteChanged'),
            shown: { round, boards: changed, seed },
            findings: [],
            always: true,
          });
  return {
    changes: asking ? NO_CHANGES : { writes: [pairingTab(result, comp.players, rounds, loaded.lang)], appends: [] },
    summary,
    warnings: problems.warnings,
    lang: loaded.lang,
    result,
    competition: comp,
    ...(changed !== 0 ? { overwrites: { round, boards: changed } } : {}),
    ...(stale ? { remade: { came: stale.came, went: stale.went, changed: changedBoards } } : {}),
    ...(asking ? { asking } : {}),
  };
}

const FATAL = new Set<Violation['rule']>(['self', 'twice', 'absent']);

function violationProblem(v: Violation, comp: KeizerCompetition, tab: string): Problem {
  const names = v.players.map((p) => comp.players[p]!.name);
  return {
    severity: 'warning',
    place: v.place ?? { tab },
    message: msg('violation', v.rule, names, v.value, v.limit, v.colour),
  };
}

/**
 * The independent checker's verdict on a pairing of a round, as "Ronde vastleggen" gives it (and the sidebar's board
 * edit shows it before writing): every rule broken, each at its row of the Indeling tab; `fatal` are those never
 * accepted (a player twice, against himself, or paired while absent). The round's own recorded games, if any, are
 * part of the pairing, not history.
 */
export function pairingVerdict(
  comp: KeizerCompetition,
  neverPairs: readonly (readonly [PlayerId, PlayerId])[],
  p: Pick<ParsedPairing, 'round' | 'tab' | 'games' | 'byes'>,
): { readonly violations: Problem[]; readonly fatal: Problem[] } {
  const found = checkPairing(
    {
      round: p.round,
      players: comp.players,
      games: comp.games.filter((g) => g.round !== p.round),
      absences: comp.absences,
      rules: comp.settings,
      neverPairs,
    },
    { games: p.games, byes: p.byes },
  );
  return {
    violations: found.map((v) => violationProblem(v, comp, p.tab)),
    fatal: found
      .filter((v) => FATAL.has(v.rule))
      .map((v) => ({ ...violationProblem(v, comp, p.tab), severity: 'error' as const })),
  };
}

export function confirmPairing(loaded: OpenedKeizer, options: ConfirmOptions = {}): ConfirmOutcome {
  const { reader, problems } = loaded;
  const comp = loaded.competition;
  const lang = loaded.lang;
  const index = new PlayerIndex(comp.players);
  const neverPairs = readNeverPairs(reader, index, problems, lang);
  const parsed = readPairingTab(reader, index, problems);
  problems.throwIfErrors();
  const p = parsed as ParsedPairing;
  const round = p.round;
  if (!isRoundOf(round, comp.settings.rounds)) {
    problems.error({ tab: p.tab }, msg('roundOutOfRange', round, comp.settings.rounds));
    problems.throwIfErrors();
  }
  const name = (id: PlayerId) => comp.players[id]!.name;

  // Idempotence: the round's games and byes already there? All of them: nothing to do. Some of them (a
  // confirm that stopped half-way): the rest is recorded. Other games than the pairing's: refused.
  const existingGames = comp.games.filter((g) => g.round === round);
  const existingByes = comp.absences.filter(
    (a) => a.round === round && (a.reason === 'bye' || a.reason === 'penaltyBye'),
  );
  const gameKey = (g: { white: PlayerId; black: PlayerId }) => `${g.white}>${g.black}`;
  const wanted = new Set(p.games.map(gameKey));
  if (existingGames.some((g) => !wanted.has(gameKey(g)))) {
    problems.error(tabPlace(loaded.tabs.results), msg('confirmOtherGames', round));
    problems.throwIfErrors();
  }
  const recorded = new Set(existingGames.map(gameKey));
  const missingGames = p.games.filter((g) => !recorded.has(gameKey(g)));
  const missingByes = p.byes.filter((b) => !existingByes.some((a) => a.player === b.player));
  const partly = existingGames.length > 0 || existingByes.some((a) => p.byes.some((b) => b.player === a.player));
  if (partly && missingGames.length === 0 && missingByes.length === 0) {
    return {
      changes: NO_CHANGES,
      summary: [msg('confirmAlready', round)],
      warnings: problems.warnings,
      lang,
      violations: [],
      round,
    };
  }
  for (const a of existingByes) {
    if (!p.byes.some((b) => b.player === a.player))
      problems.error(a.place ?? undefined, msg('confirmByeTaken', round, name(a.player)));
  }
  problems.throwIfErrors();

  const { violations, fatal } = pairingVerdict(comp, neverPairs, p);
  // A proposal from before a change in who is present is never recorded silently: said first, in the leader's
  // words, with the way out (making the pairing again keeps every board it can).
  const { came, went } = partly ? { came: [], went: [] } : presenceChange(presentIn(comp, round), seated(p));
  const stale: Problem[] =
    came.length > 0 || went.length > 0
      ? [
          {
            severity: 'warning',
            place: { tab: p.tab },
            message: msg('confirmStale', round, came.map(name), went.map(name)),
          },
        ]
      : [];
  // A player twice in the round, against himself, or paired while marked absent would make Uitslagen and
  // Afwezig unreadable: those are errors, never accepted.
  if (fatal.length > 0) for (const v of stale) problems.error(v.place, v.message);
  for (const v of fatal) problems.error(v.place, v.message);
  problems.throwIfErrors();
  // The yes is to the pairing as parsed and the violations shown (consent.ts).
  const asking = askFirst(options, {
    title: msg('confirmTitle'),
    head: msg('confirmViolations', violations.length),
    question: msg('confirmQuestion', round),
    changed: msg('pairingChanged'),
    shown: [
      p.round,
      p.games.map((g) => [g.board ?? null, g.white, g.black]),
      p.byes.map((b) => [b.player, b.penalty === true]),
    ],
    findings: [...stale, ...violations],
  });
  if (asking)
    return { changes: NO_CHANGES, summary: askingSummary(asking), warnings: [], lang, violations, round, asking };

  // The bye first, the games last: the games are what marks a round as confirmed, so a write that stops
  // half-way (a Sheets service call that fails) leaves a state the next confirm recognises and completes.
  const appends: Append[] = [];
  if (missingByes.length > 0) {
    const absences = readTable(reader, KEIZER_ABSENCES_TAB, problems, { required: false, lang });
    const al = absences?.lang ?? lang;
    const byes = missingByes.map((b) => ({
      round,
      name: name(b.player),
      reason: (b.penalty ? ABSENCE_WORDS.penaltyBye : ABSENCE_WORDS.bye)[al],
    }));
    appends.push(appendRows(KEIZER_ABSENCES_TAB, absences, lang, ['round', 'name', 'reason'], byes));
  }
  if (missingGames.length > 0) {
    // A new season: the first confirm makes the tab.
    const results = readTable(reader, KEIZER_RESULTS_TAB, problems, { required: false, lang });
    const games = [...missingGames]
      .map((g, i) => ({ g, board: g.board ?? Number.MAX_SAFE_INTEGER, i }))
      .sort((x, y) => x.board - y.board || x.i - y.i)
      .map(({ g }) => ({ round, white: name(g.white), black: name(g.black), result: '' }));
    // The day of the round, in a Datum column the tab has (or the new tab gets): a date cell, at midnight.
    const given = recordedDay(options.day, lang, problems);
    const day = !results || results.columns.date !== undefined ? given : undefined;
    const columns = ['round', 'white', 'black', 'result', ...(day ? ['date' as const] : [])] as const;
    appends.push(
      appendRows(
        KEIZER_RESULTS_TAB,
        results,
        lang,
        columns,
        games.map((g) => ({ ...g, date: day ?? '' })),
      ),
    );
  }
  problems.throwIfErrors();
  // A penalty bye (Zwarte Dame regulations, d.1) is no bye (A.9): the summary keeps them apart.
  const byeNames = (byes: readonly { player: PlayerId; penalty: boolean }[], penalty: boolean) =>
    byes
      .filter((b) => b.penalty === penalty)
      .map((b) => name(b.player))
      .join(', ');
  return {
    changes: { writes: [], appends },
    summary: [
      partly
        ? msg('confirmCompleted', round, missingGames.length, byeNames(missingByes, false), byeNames(missingByes, true))
        : msg('confirmDone', round, p.games.length, byeNames(p.byes, false), byeNames(p.byes, true)),
    ],
    // What reading the tabs noted (a bye beyond Zwarte Dame A.9 or A.10, say), as the standings and the pairing say it.
    warnings: problems.warnings,
    lang,
    violations,
    round,
  };
}

export interface DisplayOutcome extends Outcome {
  readonly pairing: ParsedPairing;
  readonly competition: KeizerCompetition;
}

export function displayPairing(loaded: OpenedKeizer): DisplayOutcome {
  const { reader, problems } = loaded;
  const comp = loaded.competition;
  const parsed = readPairingTab(reader, new PlayerIndex(comp.players), problems);
  problems.throwIfErrors();
  const p = parsed as ParsedPairing;
  return {
    changes: { writes: [pairingDisplayTab(p, comp.players, p.lang)], appends: [] },
    summary: [msg('displaySummary', p.round)],
    warnings: [],
    lang: p.lang,
    pairing: p,
    competition: comp,
  };
}

/* ---------- what the command line shows ---------- */

/** The rows of a written tab from its header row on. */
function tabTable(tab: OutputTab): readonly (readonly Cell[])[] {
  return tab.rows.slice((tab.headerRow ?? 1) - 1);
}

/** The pairing just made, as the beamer page takes it (the rows it was written at, below the header row). */
function madePairing(o: PairOutcome, tab: string, headerRow: number, lang: Lang): ParsedPairing {
  const { result } = o;
  return {
    tab,
    lang,
    round: result.round,
    seed: result.seed,
    games: result.boards.map((b, i) => ({
      board: i + 1,
      white: b.white,
      black: b.black,
      place: { tab, row: headerRow + 1 + i },
    })),
    byes: result.bye
      ? [
          {
            player: result.bye.player,
            penalty: result.bye.penalty,
            place: { tab, row: headerRow + 1 + result.boards.length },
          },
        ]
      : [],
  };
}

export function showPairing(o: PairOutcome, _r: Given, lang: Lang): CliShow {
  const tab = writtenTab(o, PAIRING_TAB);
  if (!tab) return {};
  const headerRow = tab.headerRow ?? 1;
  // The boards in the language of the messages; the tab keeps the workbook's.
  const shown = pairingTab(o.result, o.competition.players, o.competition.settings.rounds, lang);
  return {
    lines: [''],
    table: tabTable(shown),
    pages: [
      {
        option: 'html',
        html: () => pairingHtml(madePairing(o, tab.name, headerRow, lang), o.competition.players, lang),
      },
    ],
  };
}
