/** What the engine needs to pair a round, derived from the competition (pure). */
import { computeStandings } from '../standings';
import type { KeizerCompetition, KeizerGame, PlayerId } from '../types';
import { buildHistory } from './history';
import type { KeptPairing, PairingInput } from './types';

/** The round after the last round with games or a bye. */
export function nextRound(comp: KeizerCompetition): number {
  let last = 0;
  for (const g of comp.games) last = Math.max(last, g.round);
  for (const a of comp.absences) if (a.reason === 'bye' || a.reason === 'penaltyBye') last = Math.max(last, a.round);
  return last + 1;
}

/** A game of the last recorded round still without a result, with its board: its place among that round's games. */
export interface OpenBoard {
  readonly board: number;
  readonly game: KeizerGame;
}

/**
 * The boards of the last recorded round before `round` (the last round with games) still without a result, in the
 * order of Uitslagen; empty when that round is complete or no round has games. Pairing `round` now counts them as
 * played: the leader is asked first.
 */
export function openBoards(
  comp: KeizerCompetition,
  round: number,
): { readonly round: number; readonly boards: OpenBoard[] } {
  let last = 0;
  for (const g of comp.games) if (g.round < round) last = Math.max(last, g.round);
  const boards = comp.games
    .filter((g) => g.round === last)
    .map((game, i) => ({ board: i + 1, game }))
    .filter((b) => b.game.result === undefined);
  return { round: last, boards };
}

/**
 * Who is present in a round: every active player without an absence in it (a bye not counting as one), a late
 * entrant from his first round on.
 */
export function presentIn(comp: KeizerCompetition, round: number): Set<PlayerId> {
  const away = new Set<PlayerId>();
  for (const a of comp.absences)
    if (a.round === round && a.reason !== 'bye' && a.reason !== 'penaltyBye') away.add(a.player);
  const out = new Set<PlayerId>();
  for (const p of comp.players) if (p.active && (p.fromRound ?? 1) <= round && !away.has(p.id)) out.add(p.id);
  return out;
}

/**
 * Who came and who went since a proposal was made: present now but not in it (a late arrival, a new player), and in
 * it but not present now (marked absent, or no longer active). Both empty: the proposal still fits the round.
 */
export function presenceChange(
  present: ReadonlySet<PlayerId>,
  paired: Iterable<PlayerId>,
): { readonly came: PlayerId[]; readonly went: PlayerId[] } {
  const on = new Set(paired);
  return {
    came: [...present].filter((p) => !on.has(p)),
    went: [...on].filter((p) => !present.has(p)),
  };
}

/** Everyone a pairing (or a proposal to keep) seats: both players of each board, and the bye. */
export function seated(p: {
  readonly games?: readonly { readonly white: PlayerId; readonly black: PlayerId }[];
  readonly boards?: readonly { readonly white: PlayerId; readonly black: PlayerId }[];
  readonly byes?: readonly { readonly player: PlayerId }[];
  readonly bye?: PlayerId;
}): PlayerId[] {
  return [
    ...(p.games ?? p.boards ?? []).flatMap((b) => [b.white, b.black]),
    ...(p.byes ?? []).map((b) => b.player),
    ...(p.bye !== undefined ? [p.bye] : []),
  ];
}

/**
 * Everything the engine needs for a round: the present players (every active
 * player without an absence in that round, a bye not counting as one, a late
 * entrant from his first round on) in the
 * order of the standings after the previous round, the history, the rules.
 */
export function pairingInput(
  comp: KeizerCompetition,
  round: number,
  neverPairs: readonly (readonly [PlayerId, PlayerId])[],
  seed: string,
  keep?: KeptPairing,
): PairingInput {
  const standings = computeStandings(comp, { afterRound: round - 1 });
  const here = presentIn(comp, round);
  const present = standings.history[round - 1]!.all.filter((p) => here.has(p));
  const history = buildHistory(comp.players.length, comp.games, comp.absences, round);
  return {
    round,
    present,
    players: comp.players,
    history,
    rules: comp.settings,
    neverPairs,
    penaltyOwed: comp.players.map((p) => (p.penaltyByes ?? 0) - history.players[p.id]!.penaltyByes),
    seed,
    ...(keep ? { keep } : {}),
  };
}
