/**
 * The ranking of a Keizer season as the standings engine walks it: who has a
 * rank after each round (the ladder membership), the value of every player
 * in a ranking, the deterministic tie order, and where late entrants come in.
 * The recalculation schemes (recalculation.ts) only score; this state says
 * what a ranking is worth.
 *
 * Membership: the ranking after round r holds the active players of round
 * r+1; round r is priced among the players of round r. At the end of the
 * season players with 0 games leave (Zwarte Dame regulations, A.11).
 * Players outside the ladder take the value of the rank they would take
 * among the ladder players (their "slot value"). A spread ladder (bottomValue)
 * runs over the players in it: after the A.11 removal, over those left.
 *
 * Late entrants (`fromRound` k > 1) enter the ranking after round k−1, by
 * rating among the ladder players or at the bottom (setting `lateEntry`). The
 * automatic top value counts the players who start in round 1 (`topValueCount`).
 */
import { ladderValues } from './ladder';
import type { KeizerSettings } from './settings';
import { byRating, chain, startOrder } from './startOrder';
import type { KeizerCompetition, KeizerPlayer, PlayerId } from './types';

/**
 * The players the automatic top value counts (Zwarte Dame regulations, A.1: 1.5 × the number of
 * "competitiedeelnemers"): those who start in round 1, except a player with Actief = nee who has no game in
 * Uitslagen: listed but never taking part, he is no participant. A player who played and then stopped still counts
 * (the value does not change when he stops); late entrants do not count.
 */
export function topValueCount(comp: KeizerCompetition): number {
  const inGames = new Set<PlayerId>();
  for (const g of comp.games) (inGames.add(g.white), inGames.add(g.black));
  return comp.players.filter((p) => (p.fromRound ?? 1) <= 1 && (p.active || inGames.has(p.id))).length;
}

export class SeasonRanking {
  private readonly settings: KeizerSettings;
  private readonly players: readonly KeizerPlayer[];
  /** The first round of each player (1 unless a late entrant). */
  readonly fromRound: readonly number[];
  /** How many players the automatic top value counts (`topValueCount`). */
  readonly participants: number;
  /** The late entrants, by entry round, rating, name. */
  readonly entrants: readonly KeizerPlayer[];
  /** The start order: the starters by the startOrder setting, then the entrants. */
  readonly start: readonly PlayerId[];
  /** Players removed at the end of the season for having played no game. */
  readonly removedAtEnd: readonly boolean[];
  private readonly final: boolean;
  /** Rank of each player in the tie order: rating (high first), start order, name. */
  private readonly tieOrder: readonly number[];
  private readonly membershipCache = new Map<string, boolean[]>();
  private readonly ladderCache = new Map<number, number[]>();

  /** `final`: the last round is in; `games`: games played per player id (for the end-of-season removal). */
  constructor(comp: KeizerCompetition, final: boolean, games: readonly number[]) {
    this.settings = comp.settings;
    this.players = comp.players;
    this.final = final;
    const fromRound = comp.players.map((p) => Math.max(1, p.fromRound ?? 1));
    this.fromRound = fromRound;
    const starters = comp.players.filter((p) => fromRound[p.id]! <= 1);
    this.participants = topValueCount(comp);
    this.entrants = comp.players
      .filter((p) => fromRound[p.id]! > 1)
      .sort(chain((a, b) => fromRound[a.id]! - fromRound[b.id]!, byRating));
    this.start = [...startOrder(starters, comp.settings.startOrder), ...this.entrants.map((p) => p.id)];
    const startPos = new Array<number>(comp.players.length);
    this.start.forEach((id, i) => (startPos[id] = i));
    const tieOrder = new Array<number>(comp.players.length);
    [...comp.players]
      .sort(chain(byRating, (a, b) => startPos[a.id]! - startPos[b.id]!))
      .forEach((p, i) => (tieOrder[p.id] = i));
    this.tieOrder = tieOrder;
    this.removedAtEnd = comp.players.map((p) => final && p.active && games[p.id] === 0);
  }

  /** The players with a rank in the ranking after round r. */
  membersAfter(r: number): readonly boolean[] {
    return this.membership(r + 1, this.final && r >= this.settings.rounds);
  }

  /** The players among whom round r is priced. */
  membersDuring(r: number): readonly boolean[] {
    return this.membership(r, this.final && r >= this.settings.rounds);
  }

  /** The value of every player in a ranking (all players, best first) with a membership. */
  values(all: readonly PlayerId[], members: readonly boolean[]): number[] {
    const values = this.ladder(members.reduce((c, x) => c + (x ? 1 : 0), 0));
    const out = new Array<number>(this.players.length);
    let rank = 0;
    for (const p of all) {
      if (members[p]) out[p] = values[rank++]!;
      else out[p] = values[Math.min(rank, values.length - 1)]!;
    }
    return out;
  }

  /** Every player by score (high first), ties by the tie order. */
  rank(score: readonly number[]): PlayerId[] {
    const ids = this.players.map((p) => p.id);
    return ids.sort((a, b) => score[b]! - score[a]! || this.tieOrder[a]! - this.tieOrder[b]!);
  }

  /** The late entrants who enter the ranking after round r. */
  entering(r: number, members: readonly boolean[]): PlayerId[] {
    return this.entrants.filter((p) => this.fromRound[p.id] === r + 1 && members[p.id]).map((p) => p.id);
  }

  /**
   * Places the late entrants of round r+1 in the ranking after round r: by
   * rating among the ladder players (rank = 1 + the number of them rated
   * higher), or at the bottom.
   */
  placeEntrants(all: readonly PlayerId[], r: number, members: readonly boolean[]): PlayerId[] {
    const coming = this.entering(r, members);
    if (coming.length === 0) return all as PlayerId[];
    const isComing = new Set(coming);
    const without = all.filter((p) => !isComing.has(p));
    const order = without.filter((p) => members[p]);
    for (const p of coming) {
      const rating = this.players[p]!.rating;
      let at = order.length;
      if (this.settings.lateEntry === 'rating' && rating !== undefined) {
        at = order.filter((q) => (this.players[q]!.rating ?? -Infinity) > rating).length;
      }
      order.splice(at, 0, p);
    }
    const out: PlayerId[] = [];
    let k = 0;
    for (const p of without) {
      if (members[p]) {
        while (isComing.has(order[k]!)) out.push(order[k++]!);
        k++;
      }
      out.push(p);
    }
    while (k < order.length) out.push(order[k++]!);
    return out;
  }

  /** Membership changes only when late entrants come in and at the end: cached by (entrants in, end). */
  private membership(nextRound: number, atEnd: boolean): boolean[] {
    let count = 0;
    while (count < this.entrants.length && this.fromRound[this.entrants[count]!.id]! <= nextRound) count++;
    const key = `${count}:${atEnd}`;
    const hit = this.membershipCache.get(key);
    if (hit) return hit;
    const m = this.players.map(
      (p) => p.active && this.fromRound[p.id]! <= nextRound && !(atEnd && this.removedAtEnd[p.id]!),
    );
    this.membershipCache.set(key, m);
    return m;
  }

  private ladder(size: number): number[] {
    let l = this.ladderCache.get(size);
    if (!l) this.ladderCache.set(size, (l = ladderValues(this.settings, this.participants, Math.max(size, 1))));
    return l;
  }
}
