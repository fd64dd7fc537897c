/**
 * What the pairing needs to know about the past, derived from the games and
 * absences of the rounds before the one being paired.
 *
 * A meeting is a game over the board: forfeits (+-, -+, --) are not meetings
 * and give no colour. A game of an earlier round without a result yet counts
 * as played (the cautious reading: it was paired, so it will be played).
 */
import type { KeizerAbsence, KeizerGame, PlayerId } from '../types';

export type Colour = 'W' | 'B';

export interface GameRecord {
  readonly round: number;
  readonly opponent: PlayerId;
  readonly colour: Colour;
}

export interface PlayerHistory {
  /** Games over the board, in round order. */
  readonly games: readonly GameRecord[];
  readonly whites: number;
  readonly blacks: number;
  /** Regular byes (Afwezig: oneven). */
  readonly byes: number;
  /** Penalty byes given (Afwezig: straf-oneven). */
  readonly penaltyByes: number;
}

export interface History {
  readonly round: number;
  readonly players: readonly PlayerHistory[];
  /** Games of earlier rounds without a result (counted as played), by round. */
  readonly unplayed: ReadonlyMap<number, number>;
}

function isForfeit(g: KeizerGame): boolean {
  return g.result === '+-' || g.result === '-+' || g.result === '--';
}

/** The history before `round`, for every player (indexed by id). */
export function buildHistory(
  playerCount: number,
  games: readonly KeizerGame[],
  absences: readonly KeizerAbsence[],
  round: number,
): History {
  const lists: GameRecord[][] = Array.from({ length: playerCount }, () => []);
  const byes = new Array<number>(playerCount).fill(0);
  const penalty = new Array<number>(playerCount).fill(0);
  const unplayed = new Map<number, number>();
  const sorted = games.filter((g) => g.round < round).sort((a, b) => a.round - b.round);
  for (const g of sorted) {
    if (isForfeit(g)) continue;
    if (g.result === undefined) unplayed.set(g.round, (unplayed.get(g.round) ?? 0) + 1);
    lists[g.white]!.push({ round: g.round, opponent: g.black, colour: 'W' });
    lists[g.black]!.push({ round: g.round, opponent: g.white, colour: 'B' });
  }
  for (const a of absences) {
    if (a.round >= round) continue;
    if (a.reason === 'bye') byes[a.player]!++;
    else if (a.reason === 'penaltyBye') penalty[a.player]!++;
  }
  const players = lists.map((list, p) => {
    let whites = 0;
    for (const g of list) if (g.colour === 'W') whites++;
    return { games: list, whites, blacks: list.length - whites, byes: byes[p]!, penaltyByes: penalty[p]! };
  });
  return { round, players, unplayed };
}

/** Meetings between a and b so far, and the last one. */
export function meetings(
  h: History,
  a: PlayerId,
  b: PlayerId,
): { count: number; last?: GameRecord; lastIndex: number } {
  const games = h.players[a]!.games;
  let count = 0;
  let lastIndex = -1;
  for (let i = 0; i < games.length; i++) {
    if (games[i]!.opponent === b) {
      count++;
      lastIndex = i;
    }
  }
  return lastIndex >= 0 ? { count, last: games[lastIndex]!, lastIndex } : { count, lastIndex };
}

/** Other opponents of `p` after game index `since` (exclusive), not counting `other`. */
export function otherOpponentsAfter(
  h: History,
  p: PlayerId,
  since: number,
  other: PlayerId,
  mode: 'distinct' | 'games',
): number {
  const games = h.players[p]!.games;
  if (mode === 'games') {
    let n = 0;
    for (let i = since + 1; i < games.length; i++) if (games[i]!.opponent !== other) n++;
    return n;
  }
  const seen = new Set<PlayerId>();
  for (let i = since + 1; i < games.length; i++) if (games[i]!.opponent !== other) seen.add(games[i]!.opponent);
  return seen.size;
}

/**
 * The current run of equal colours (length and colour) as it would be seen in
 * `round`. With `brokenByAbsence`, a round without a game between two games,
 * or between the last game and `round`, ends the run.
 */
export function colourRun(
  ph: PlayerHistory,
  round: number,
  brokenByAbsence: boolean,
): { colour?: Colour; length: number } {
  const g = ph.games;
  if (g.length === 0) return { length: 0 };
  const last = g[g.length - 1]!;
  if (brokenByAbsence && round - last.round > 1) return { colour: last.colour, length: 0 };
  let length = 1;
  for (let i = g.length - 2; i >= 0; i--) {
    if (g[i]!.colour !== last.colour) break;
    if (brokenByAbsence && g[i + 1]!.round - g[i]!.round > 1) break;
    length++;
  }
  return { colour: last.colour, length };
}
