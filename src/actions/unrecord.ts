/**
 * "Ronde terugdraaien" (take a round back): the counterpart of "Ronde vastleggen" for a round recorded too early
 * or wrongly. It removes exactly the rows that recording appended and puts the round back as the proposal it was:
 *  - Keizer (`unrecordKeizer`): the last recorded round's games (Uitslagen, with their day) and its bye (Afwezig);
 *    the Indeling tab holds the round again (left as it is when it still does), so that "Ronde vastleggen"
 *    records it again;
 *  - Keezen (`unrecordKeezen`): the result rows of the last recorded round (of the evening, where the event has
 *    evenings); the round stays drawn in Tafelindeling.
 *
 * The recorded rows are the last filled rows of their tabs: a row typed below them (an absence for the next
 * round) or a recorded row moved elsewhere is refused at its row, and nothing is written. Everything typed
 * elsewhere stays. Results or score forms already filled in on those rows are named, and asked about first
 * through the consent protocol (actions/consent.ts); the removal itself checks each row again just before
 * writing (workbook.ts, `RowRemoval`).
 */
import type { Cell } from '../core/cell';
import { cellText, isEmptyCell, isEmptyRow } from '../core/cell';
import { EntrantId, sameKey } from '../core/keezen/types';
import { drawnRounds, numberedIn } from '../core/keezen/draw/input';
import { roundLabel } from '../core/keezen/draw/round';
import type { PlayerId } from '../core/keizer/types';
import { Place, Problem, Problems, tabPlace } from '../core/problems';
import { msg } from '../i18n';
import { KEEZEN_RESULTS_TAB, KEIZER_ABSENCES_TAB, KEIZER_RESULTS_TAB } from '../sheet/contract';
import { PlayerIndex } from '../sheet/keizerInput';
import { OpenedDraw, OpenedKeizer, OpenedRecorded } from '../sheet/open';
import { readPairingTab, recordedPairingTab } from '../sheet/pairingTab';
import { readTable, Table } from '../sheet/table';
import { NO_CHANGES, OutputTab, RowCheck, RowRemoval } from '../workbook/workbook';
import { Asks, ConsentOptions, askFirst, askingSummary } from './consent';
import type { Outcome } from './outcome';

export interface UnrecordOutcome extends Outcome, Asks {
  /** The round taken back (of its evening, for a Keezen event with evenings). */
  readonly round: number;
  readonly evening?: number;
  /** The results or score forms filled in on the rows taken back, each at its row. */
  readonly findings: readonly Problem[];
}

/** The last filled row of a tab's rows (1-based; 0 when none). */
function lastFilled(rows: readonly (readonly Cell[])[]): number {
  let last = rows.length;
  while (last > 0 && isEmptyRow(rows[last - 1]!)) last--;
  return last;
}

/** What a row must still hold when it is removed: its text and numbers as read (a date is left out of the check). */
function holdsAsRead(row: readonly Cell[], moved: RowCheck['moved']): RowCheck {
  const cells: { col: number; value: Cell }[] = [];
  row.forEach((value, i) => {
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number' || typeof value === 'boolean')
      cells.push({ col: i + 1, value });
  });
  return { cells, moved };
}

/**
 * The trailing block of a tab the recorded rows must be: from the first of `recorded` (1-based rows) to the tab's
 * last filled row, every filled row one of them. A filled row that is not is an error at it (`typedAfter`); else the
 * removal of the block, each row checked as read.
 */
function trailingBlock(
  tab: string,
  raw: readonly (readonly Cell[])[],
  recorded: ReadonlySet<number>,
  problems: Problems,
  typedAfter: Problem['message'],
  moved: RowCheck['moved'],
  below: Problem['message'],
): RowRemoval | undefined {
  if (recorded.size === 0) return undefined;
  const first = Math.min(...recorded);
  const last = lastFilled(raw);
  const expect: RowCheck[] = [];
  for (let r = first; r <= last; r++) {
    const row = raw[r - 1] ?? [];
    if (!recorded.has(r) && !isEmptyRow(row)) {
      problems.error({ tab, row: r }, typedAfter);
      return undefined;
    }
    expect.push(holdsAsRead(row, moved));
  }
  return { tab, row: first, expect, below };
}

/** The cells of a row other than `known` columns that hold something, as text ("1-0", "remise"). */
function typedCells(row: readonly Cell[], known: ReadonlySet<number | undefined>): string[] {
  const out: string[] = [];
  row.forEach((c, i) => {
    if (!known.has(i + 1) && !isEmptyCell(c)) out.push(cellText(c));
  });
  return out;
}

/* ---------- Keizer ---------- */

/** "Ronde terugdraaien" of a Keizer competition: the last recorded round back to its proposal in Indeling. */
function unrecordKeizer(loaded: OpenedKeizer, options: ConsentOptions = {}): UnrecordOutcome {
  const { reader, problems, lang } = loaded;
  const comp = loaded.competition;
  const name = (id: PlayerId) => comp.players[id]!.name;
  const isBye = (reason: string) => reason === 'bye' || reason === 'penaltyBye';
  const round = Math.max(
    0,
    ...comp.games.map((g) => g.round),
    ...comp.absences.filter((a) => isBye(a.reason)).map((a) => a.round),
  );
  const results = readTable(reader, KEIZER_RESULTS_TAB, problems, { required: false, lang });
  if (round === 0) {
    problems.error(results ? tabPlace(results.tab) : undefined, msg('unrecordNothing'));
    problems.throwIfErrors();
  }
  const games = comp.games
    .filter((g) => g.round === round && g.place?.row !== undefined)
    .sort((a, b) => a.place!.row! - b.place!.row!);
  const byes = comp.absences
    .filter((a) => a.round === round && isBye(a.reason) && a.place?.row !== undefined)
    .sort((a, b) => a.place!.row! - b.place!.row!);

  // The games: the last filled rows of Uitslagen; what else is typed on them is a result filled in.
  const findings: Problem[] = [];
  let gameRows: RowRemoval | undefined;
  let gameRaw: readonly (readonly Cell[])[] = [];
  if (results && games.length > 0) {
    gameRaw = reader.read(results.tab) ?? [];
    gameRows = trailingBlock(
      results.tab,
      gameRaw,
      new Set(games.map((g) => g.place!.row!)),
      problems,
      msg('unrecordTypedAfter', round, results.tab),
      msg('unrecordMoved', round),
      msg('unrecordTypedAfter', round, results.tab),
    );
    const c = results.columns;
    const known = new Set([c.round, c.white, c.black, c.date]);
    games.forEach((g, i) => {
      const typed = typedCells(gameRaw[g.place!.row! - 1] ?? [], known);
      if (typed.length > 0)
        findings.push({
          severity: 'warning',
          place: { tab: results.tab, row: g.place!.row! },
          message: msg('unrecordFilled', i + 1, name(g.white), name(g.black), typed.join(', ')),
        });
    });
  }
  // The bye: the last filled rows of Afwezig (an absence typed below it is for a later round: refused).
  let byeRows: RowRemoval | undefined;
  if (byes.length > 0) {
    const absences = readTable(reader, KEIZER_ABSENCES_TAB, problems, { required: false, lang });
    if (absences) {
      byeRows = trailingBlock(
        absences.tab,
        reader.read(absences.tab) ?? [],
        new Set(byes.map((b) => b.place!.row!)),
        problems,
        msg('unrecordTypedAfter', round, absences.tab),
        msg('unrecordMoved', round),
        msg('unrecordTypedAfter', round, absences.tab),
      );
    }
  }
  problems.throwIfErrors();

  const recordedByes = byes.map((b) => ({ player: b.player, penalty: b.reason === 'penaltyBye' }));
  // The yes is to the round and what is filled in on its rows as shown (consent.ts).
  const asking = askFirst(options, {
    title: msg('unrecordTitle'),
    head: msg('unrecordFilledHead', round, findings.length),
    question: msg('unrecordQuestion', round),
    changed: msg('unrecordChanged'),
    shown: [round, gameRows?.row ?? 0, games.map((g) => [g.white, g.black]), recordedByes],
    findings,
  });
  const base = { round, lang, findings };
  if (asking) return { ...base, changes: NO_CHANGES, summary: askingSummary(asking), warnings: [], asking };

  // The proposal: the Indeling tab is left alone when it holds this round's pairing as recorded.
  const writes: OutputTab[] = [];
  const onTab = readPairingTab(reader, new PlayerIndex(comp.players), new Problems());
  const sameGames =
    onTab?.round === round &&
    onTab.games.length === games.length &&
    [...onTab.games]
      .map((g, i) => ({ g, board: g.board ?? Number.MAX_SAFE_INTEGER, i }))
      .sort((x, y) => x.board - y.board || x.i - y.i)
      .every(({ g }, i) => g.white === games[i]!.white && g.black === games[i]!.black) &&
    onTab.byes.length === recordedByes.length &&
    onTab.byes.every((b, i) => b.player === recordedByes[i]!.player && b.penalty === recordedByes[i]!.penalty);
  // A round with a bye and no games is what a take-back that stopped half-way left (the games go first): its
  // proposal was written then, before the rows.
  if (!sameGames && games.length > 0) {
    const seed = onTab?.round === round ? onTab.seed : undefined;
    writes.push(
      recordedPairingTab(round, comp.settings.rounds, games, recordedByes, comp.players, seed, onTab?.lang ?? lang),
    );
  }
  // The games first, the bye last: the games mark a round as recorded (as "Ronde vastleggen" writes them last).
  const removals = [gameRows, byeRows].filter((r): r is RowRemoval => r !== undefined);
  // A penalty bye (Zwarte Dame regulations, d.1) is no bye (A.9): the summary keeps them apart, as the confirm's does.
  const byeNames = (penalty: boolean) =>
    recordedByes
      .filter((b) => b.penalty === penalty)
      .map((b) => name(b.player))
      .join(', ');
  return {
    ...base,
    changes: { writes, appends: [], removals },
    summary: [
      msg('unrecordDone', round, games.length, byeNames(false), byeNames(true), findings.length, writes.length > 0),
    ],
    warnings: problems.warnings,
  };
}

/* ---------- Keezen ---------- */

/** "Ronde terugdraaien" of a Keezen event: the last recorded round's result rows out of Uitslagen. */
function unrecordKeezen(l: OpenedDraw, options: ConsentOptions = {}): UnrecordOutcome {
  const { problems, competition: comp, lang, reader } = l;
  const names = (ids: readonly EntrantId[]) => ids.map((e) => comp.entrants[e]?.name ?? String(e));
  const rows = [
    ...comp.forms.map((f) => ({
      key: { evening: f.evening, round: f.round },
      table: f.table,
      sides: [f.sides[0].entrants, f.sides[1].entrants],
      row: f.place?.row,
      filled: true,
    })),
    ...(comp.pending ?? []).map((p) => ({
      key: { evening: p.evening, round: p.round },
      table: p.table,
      sides: p.sides,
      row: p.place?.row,
      filled: false,
    })),
  ].filter((r): r is typeof r & { row: number } => r.row !== undefined);
  const results: Table<string> | undefined = readTable(reader, KEEZEN_RESULTS_TAB, problems, {
    required: false,
    lang,
  });
  const last = rows.reduce<(typeof rows)[number] | undefined>((m, r) => (!m || r.row > m.row ? r : m), undefined);
  if (!results || !last) {
    problems.error(results ? tabPlace(results.tab) : undefined, msg('unrecordNothing'));
    problems.throwIfErrors();
  }
  const key = last!.key;
  const label = roundLabel(numberedIn(l, key));
  const ofRound = rows.filter((r) => sameKey(r.key, key)).sort((a, b) => a.row - b.row);

  // The round is the last one drawn: it goes back to being the proposal "Ronde vastleggen" records.
  const drawn = drawnRounds(l);
  const at = drawn.findIndex((r) => sameKey(r, key));
  const tables = l.tables;
  if (at < 0 || !tables) {
    problems.error(tables ? { tab: tables.tab } : undefined, msg('drUnrecordNotDrawn', label.round, label.evening));
  } else if (at < drawn.length - 1) {
    const later = tables.rounds.find((r) => sameKey(r, drawn[drawn.length - 1]!));
    const next = roundLabel(numberedIn(l, drawn[drawn.length - 1]!));
    problems.error(
      later?.tablePlaces[0] ?? { tab: tables.tab },
      msg('drUnrecordLaterDrawn', label.round, label.evening, next.round, next.evening),
    );
  }
  const raw = reader.read(results!.tab) ?? [];
  const removal = trailingBlock(
    results!.tab,
    raw,
    new Set(ofRound.map((r) => r.row)),
    problems,
    msg('drUnrecordTypedAfter', label.round, label.evening, results!.tab),
    msg('drUnrecordMoved', label.round, label.evening),
    msg('drUnrecordTypedAfter', label.round, label.evening, results!.tab),
  );
  problems.throwIfErrors();

  const findings: Problem[] = ofRound
    .filter((r) => r.filled)
    .map((r) => ({
      severity: 'warning' as const,
      place: { tab: results!.tab, row: r.row } as Place,
      message: msg(
        'drUnrecordFilled',
        r.table,
        r.sides.map((s) => names(s).join(' & ')),
      ),
    }));
  const asking = askFirst(options, {
    title: msg('unrecordTitle'),
    head: msg('drUnrecordFilledHead', label.round, label.evening, findings.length),
    question: msg('drUnrecordQuestion', label.round, label.evening),
    changed: msg('unrecordChanged'),
    shown: [key, removal?.row ?? 0, ofRound.map((r) => [r.table, r.sides, r.filled])],
    findings,
  });
  const base = { round: label.round, evening: label.evening, lang, findings };
  if (asking) return { ...base, changes: NO_CHANGES, summary: askingSummary(asking), warnings: [], asking };
  return {
    ...base,
    changes: { writes: [], appends: [], removals: removal ? [removal] : [] },
    summary: [msg('drUnrecordDone', label.round, label.evening, ofRound.length, findings.length)],
    warnings: problems.warnings,
  };
}

/** Either kind, as the catalogue opens it. */
export function unrecordRound(opened: OpenedRecorded, options: ConsentOptions = {}): UnrecordOutcome {
  return opened.type === 'keizer' ? unrecordKeizer(opened, options) : unrecordKeezen(opened, options);
}
