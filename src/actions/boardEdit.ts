/**
 * A board of the proposed pairing edited in the sidebar, instead of typing
 * names into the Indeling tab: two players swap places (on one board: their
 * colours), or a board is set by hand (white and black named; whoever sat
 * there takes the places they left). Before anything is written the leader
 * sees the verdict of the checker "Ronde vastleggen" uses (`pairingVerdict`)
 * on the pairing as it would be.
 *
 * The write respects the Indeling tab's contract: it is the add-on's proposal,
 * which the leader may edit, and "Ronde vastleggen" reads it as it is. So
 * only the name cells whose player changes are set in place (and the
 * Toelichting of a changed board says it was set by hand), each row checked
 * just before writing to still hold the names read; nothing else of the tab
 * (the leader's own edits, its notes and layout) is touched. A round already
 * recorded is no proposal: refused.
 */
import type { Cell } from '../core/cell';
import type { PlayerId } from '../core/keizer/types';
import { InputError, Place, Problem, Problems } from '../core/problems';
import { msg, render } from '../i18n';
import { PlayerIndex } from '../sheet/keizerInput';
import { OpenedKeizer, open } from '../sheet/open';
import { ParsedPairing, readNeverPairs, readPairingTab } from '../sheet/pairingTab';
import { CellEdit, NO_CHANGES, WorkbookReader } from '../workbook/workbook';
import type { Outcome } from './outcome';
import { pairingVerdict } from './pairing';

/** What the leader does to the proposal. */
type BoardEdit =
  | { readonly kind: 'swap'; readonly a: string; readonly b: string }
  | { readonly kind: 'set'; readonly board: number; readonly white: string; readonly black: string };

export interface BoardEditRequest {
  /** The round the sidebar shows: the Indeling tab must hold it. */
  readonly round: number;
  readonly edit: BoardEdit;
  /** false: only the verdict (nothing written); true: the edit into Indeling. */
  readonly write: boolean;
}

/** A board by its number, or the line of a bye or a penalty bye. */
type BoardOrBye = number | 'bye' | 'penaltyBye';

/** A place of the pairing: a side of a board, or a bye. */
type Slot =
  | { readonly kind: 'game'; readonly game: number; readonly side: 'white' | 'black' }
  | { readonly kind: 'bye'; readonly bye: number };

/** A pairing as the checker takes it: the boards and byes in the tab's order, each with its row. */
export interface Seating {
  readonly games: { white: PlayerId; black: PlayerId }[];
  readonly byes: { player: PlayerId }[];
}

export interface BoardEditOutcome extends Outcome {
  /**
   * The boards (their numbers) and byes whose players change; a penalty bye (Zwarte Dame regulations, d.1) is
   * no bye (A.9) and is named as one.
   */
  readonly changed: readonly { readonly board: BoardOrBye; readonly white: string; readonly black: string }[];
  /** Every rule the edited pairing breaks, each at its row (as Ronde vastleggen would list it). */
  readonly violations: readonly Problem[];
  /** Rules that make the pairing unrecordable (a player twice, against himself, paired while absent): not written. */
  readonly fatal: readonly Problem[];
}

function put(seating: Seating, slot: Slot, player: PlayerId): void {
  if (slot.kind === 'bye') seating.byes[slot.bye]!.player = player;
  else seating.games[slot.game]![slot.side] = player;
}

function slotOf(seating: Seating, player: PlayerId): Slot | undefined {
  const g = seating.games.findIndex((x) => x.white === player || x.black === player);
  if (g >= 0) return { kind: 'game', game: g, side: seating.games[g]!.white === player ? 'white' : 'black' };
  const b = seating.byes.findIndex((x) => x.player === player);
  return b >= 0 ? { kind: 'bye', bye: b } : undefined;
}

/**
 * The seating after an edit (pure). A swap exchanges two places (one of the two may be a player the pairing
 * leaves out: he takes the other's place, who is then left out). Setting board `index` to white and black: whoever
 * sat there and is neither takes the places white and black left, in that order (left out when they had none).
 * Throws the located problem when the edit cannot be made.
 */
export function editSeating(
  before: Seating,
  edit: { kind: 'swap'; a: PlayerId; b: PlayerId } | { kind: 'set'; game: number; white: PlayerId; black: PlayerId },
): Seating {
  const s: Seating = { games: before.games.map((g) => ({ ...g })), byes: before.byes.map((b) => ({ ...b })) };
  if (edit.kind === 'swap') {
    if (edit.a === edit.b) throw new InputError([{ severity: 'error', message: msg('boardEditSame') }]);
    const sa = slotOf(s, edit.a);
    const sb = slotOf(s, edit.b);
    if (!sa && !sb) throw new InputError([{ severity: 'error', message: msg('boardEditNeitherPaired') }]);
    if (sa) put(s, sa, edit.b);
    if (sb) put(s, sb, edit.a);
    return s;
  }
  if (edit.white === edit.black) throw new InputError([{ severity: 'error', message: msg('boardEditSame') }]);
  const game = s.games[edit.game]!;
  const sitting = [game.white, game.black];
  const left = [edit.white, edit.black]
    .map((p) => slotOf(s, p))
    .filter((slot): slot is Slot => slot !== undefined && !(slot.kind === 'game' && slot.game === edit.game));
  const displaced = sitting.filter((p) => p !== edit.white && p !== edit.black);
  left.forEach((slot, i) => put(s, slot, displaced[i]!));
  game.white = edit.white;
  game.black = edit.black;
  return s;
}

/** The Indeling tab's pairing of the round as it stands, for an edit (refused when it is not that round's proposal). */
function proposalOf(opened: OpenedKeizer, round: number): { parsed: ParsedPairing; index: PlayerIndex } {
  const { reader, problems, competition: comp } = opened;
  const index = new PlayerIndex(comp.players);
  const parsed = readPairingTab(reader, index, problems);
  problems.throwIfErrors();
  const p = parsed!;
  if (p.round !== round)
    throw new InputError([
      { severity: 'error', place: { tab: p.tab }, message: msg('boardEditOtherRound', p.round, round) },
    ]);
  if (comp.games.some((g) => g.round === round))
    throw new InputError([{ severity: 'error', message: msg('boardEditRecorded', round) }]);
  return { parsed: p, index };
}

function resolve(index: PlayerIndex, name: string): PlayerId {
  const problems = new Problems();
  const id = index.resolve(name, undefined, problems);
  if (id === undefined) throw new InputError(problems.errors);
  return id;
}

/** The raw cell at a place of the tab (as read: what the row must still hold when it is written). */
function cellAt(rows: readonly (readonly Cell[])[], place: Place): Cell {
  return (place.row !== undefined && place.col !== undefined ? rows[place.row - 1]?.[place.col - 1] : undefined) ?? '';
}

/** The verdict on an edit of the proposal, and (with `write`) the edits that put the changed names into Indeling. */
export function editBoards(wb: WorkbookReader, request: BoardEditRequest): BoardEditOutcome {
  const opened = open(wb, 'keizer');
  const { reader, problems, competition: comp, lang } = opened;
  const { parsed: p, index } = proposalOf(opened, request.round);
  const neverPairs = readNeverPairs(reader, index, problems, lang);
  problems.throwIfErrors();
  const before: Seating = {
    games: p.games.map((g) => ({ white: g.white, black: g.black })),
    byes: p.byes.map((b) => ({ player: b.player })),
  };
  const e = request.edit;
  let after: Seating;
  if (e.kind === 'swap') after = editSeating(before, { kind: 'swap', a: resolve(index, e.a), b: resolve(index, e.b) });
  else {
    const game = p.games.findIndex((g, i) => (g.board ?? i + 1) === e.board);
    if (game < 0)
      throw new InputError([{ severity: 'error', place: { tab: p.tab }, message: msg('boardEditNoBoard', e.board) }]);
    after = editSeating(before, { kind: 'set', game, white: resolve(index, e.white), black: resolve(index, e.black) });
  }
  const edited = {
    round: p.round,
    tab: p.tab,
    games: p.games.map((g, i) => ({ ...g, ...after.games[i]! })),
    byes: p.byes.map((b, i) => ({ ...b, player: after.byes[i]!.player })),
  };
  const { violations, fatal } = pairingVerdict(comp, neverPairs, edited);
  const name = (id: PlayerId) => comp.players[id]!.name;
  const changed: { board: BoardOrBye; white: string; black: string }[] = [];
  const edits: CellEdit[] = [];
  const rows = reader.read(p.tab) ?? [];
  const byHand = render(msg('boardEditWhy'), p.lang);
  p.games.forEach((g, i) => {
    const now = after.games[i]!;
    if (now.white === g.white && now.black === g.black) return;
    changed.push({ board: g.board ?? i + 1, white: name(now.white), black: name(now.black) });
    const cells = g.cells!;
    const expect = {
      cells: [cells.white, cells.black].map((c) => ({ col: c.col!, value: cellAt(rows, c) })),
      moved: msg('boardEditMoved', g.board ?? i + 1),
    };
    edits.push({ tab: p.tab, row: g.place.row!, col: cells.white.col!, value: name(now.white), expect });
    edits.push({ tab: p.tab, row: g.place.row!, col: cells.black.col!, value: name(now.black) });
    if (cells.why.col !== undefined) edits.push({ tab: p.tab, row: g.place.row!, col: cells.why.col, value: byHand });
  });
  p.byes.forEach((b, i) => {
    const now = after.byes[i]!.player;
    if (now === b.player) return;
    const line = b.penalty ? 'penaltyBye' : 'bye';
    changed.push({ board: line, white: name(now), black: '' });
    edits.push({
      tab: p.tab,
      row: b.place.row!,
      col: b.place.col!,
      value: name(now),
      expect: { cells: [{ col: b.place.col!, value: cellAt(rows, b.place) }], moved: msg('boardEditMoved', line) },
    });
  });
  const verdict = violations.length === 0 ? msg('boardEditClean') : msg('confirmViolations', violations.length);
  const base = { warnings: [], lang, changed, violations, fatal };
  // A pairing Ronde vastleggen would refuse is not written.
  if (request.write && fatal.length > 0) throw new InputError(fatal);
  if (!request.write || edits.length === 0)
    return { ...base, changes: NO_CHANGES, summary: edits.length === 0 ? [msg('boardEditNothing')] : [verdict] };
  return {
    ...base,
    changes: { writes: [], appends: [], edits },
    summary: [
      msg(
        'boardEditDone',
        p.round,
        changed.map((c) => c.board),
      ),
      verdict,
    ],
  };
}
