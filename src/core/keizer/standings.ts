/**
 * Keizer standings: scores, ranking and values after each round.
 *
 * score = own value (until ownValueUntilRound) + Σ result fraction × opponent's
 * value + Σ absence fraction × own value. Which ranking the values come from is
 * the `recalculation` setting: classic, iterate or frozen, one scorer each
 * (recalculation.ts). Who has a rank after each round, what a ranking is
 * worth and where late entrants come in is the season's ranking state
 * (ranking.ts). This module makes the score items, walks the rounds (score
 * round r with the values of the ranking after r−1, then place the entrants
 * of round r+1) and keeps one snapshot per round.
 *
 * Scores are whole numbers of the unit 1/`unit` (the least common multiple of
 * the denominators of all fractions), so totals are exact; they are rounded
 * only for display.
 *
 * Games against players outside the ladder are priced with their slot value,
 * times the `inactiveGames` fraction for players who are not active (or with
 * the player's own value times it: `inactiveGamesValue own`). A late
 * entrant's start value is the value of the place he enters at.
 *
 * Every snapshot keeps what its scores were made of (`own`, `pricedWith`,
 * `cycle`), so that an explanation can list each contribution and add up to
 * the score exactly (src/core/keizer/explain.ts).
 */
import { Fraction, fraction, lcm, roundUnits } from '../fraction';
import { SeasonRanking } from './ranking';
import { roundScorer } from './recalculation';
import type { KeizerSettings } from './settings';
import { KeizerAbsence, KeizerCompetition, KeizerGame, PlayerId, isPlayedResult } from './types';

export type { ItemKind, ScoreItem } from './scoreItem';
import type { ItemKind, ScoreItem } from './scoreItem';

/** The standings after one round. */
export interface RoundSnapshot {
  readonly round: number;
  /** Scores are whole numbers of 1/unit. */
  readonly unit: number;
  /** Score by player id. */
  readonly score: readonly number[];
  /** Value by player id in the ranking after this round (slot value for players outside the ladder). */
  readonly value: readonly number[];
  /** Every player, best first. */
  readonly all: readonly PlayerId[];
  /** The ladder players (those with a rank), best first. */
  readonly order: readonly PlayerId[];
  /** The value vector the scores of this round were priced with (for explanations). */
  readonly pricedWith: readonly number[];
  /** The own-value term of each score, in units of 1/unit (part of `score`). */
  readonly own: readonly number[];
  /**
   * iterate, when the ranking oscillated: the value vectors of the passes whose
   * scores were averaged (`unit` is then the base unit × their number).
   */
  readonly cycle?: readonly (readonly number[])[];
  /** Passes needed (iterate), and whether the ranking oscillated. */
  readonly iterations?: number;
  readonly oscillated?: boolean;
}

interface StandingRow {
  readonly rank: number;
  readonly player: PlayerId;
  readonly name: string;
  /** Exact score in units of 1/unit. */
  readonly score: number;
  /** The score rounded for display (settings.decimals). */
  readonly points: number;
  /** Value in this ranking (the value for the next round). */
  readonly value: number;
  readonly startValue: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly forfeits: number;
  readonly absences: number;
  readonly byes: number;
  readonly rating?: number;
}

export interface KeizerStandings {
  readonly afterRound: number;
  /** The last round of the competition is in: players with 0 games have left the ranking. */
  readonly final: boolean;
  readonly unit: number;
  readonly rows: readonly StandingRow[];
  /** Snapshots after rounds 0 (start order) .. afterRound. */
  readonly history: readonly RoundSnapshot[];
  /** Score items per player id, rounds 1..afterRound. */
  readonly items: readonly (readonly ScoreItem[])[];
  /** Players removed at the end of the season for having played no game. */
  readonly removed: readonly PlayerId[];
  /** Games of rounds ≤ afterRound without a result yet. */
  readonly unplayed: readonly KeizerGame[];
  /** Start value by player id. */
  readonly startValue: readonly number[];
  /** Participants at the start (sets the automatic top value). */
  readonly participants: number;
  /** The unit of the settings' fractions (snapshot units are multiples of it). */
  readonly baseUnit: number;
  /** The first round of each player (1 unless a late entrant). */
  readonly fromRound: readonly number[];
}

/** The highest round with at least one result (forfeits included); 0 before round 1. */
export function lastPlayedRound(comp: KeizerCompetition): number {
  let last = 0;
  for (const g of comp.games) if (g.result !== undefined && g.round > last) last = g.round;
  return last;
}

function times(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function settingsUnit(s: KeizerSettings): number {
  const results = [s.win, s.draw, s.loss, s.forfeitWin];
  const fractions = [
    ...results,
    ...results.map((f) => times(f, s.inactiveGames)),
    s.forfeitLoss,
    s.excused,
    s.excusedAfterLimit,
    s.unexcused,
    s.external,
    s.clubDuty,
    s.bye,
  ];
  return fractions.reduce((u, f) => lcm(u, f.den), 1);
}

/** The score items of every player for rounds 1..afterRound. */
export function scoreItems(comp: KeizerCompetition, afterRound: number): ScoreItem[][] {
  const s = comp.settings;
  const items: ScoreItem[][] = comp.players.map(() => []);
  const add = (
    round: number,
    p: PlayerId,
    opp: PlayerId,
    colour: 'white' | 'black',
    kind: ItemKind,
    f: Fraction,
    of = opp,
  ): void => {
    const inactive = of === opp && !comp.players[opp]!.active;
    const item: ScoreItem = {
      round,
      kind,
      fraction: inactive ? times(f, s.inactiveGames) : f,
      // KeizerForClubs prices a game against a retired player with the player's own value.
      of: inactive && s.inactiveGamesValue === 'own' ? p : of,
      opponent: opp,
      colour,
    };
    items[p]!.push(inactive ? { ...item, inactiveOpponent: true } : item);
  };
  // The items are made round by round, a round's games before its absences (each in the order of its tab):
  // so every player's list is in round order as it is made, without a sort per player.
  const rounds = new Map<number, { games: KeizerGame[]; absences: KeizerAbsence[] }>();
  const ofRound = (r: number) => {
    let events = rounds.get(r);
    if (!events) rounds.set(r, (events = { games: [], absences: [] }));
    return events;
  };
  for (const g of comp.games) if (g.round <= afterRound && g.result !== undefined) ofRound(g.round).games.push(g);
  for (const a of comp.absences) if (a.round <= afterRound) ofRound(a.round).absences.push(a);
  const excusedCount = new Map<PlayerId, number>();
  for (const round of [...rounds.keys()].sort((a, b) => a - b)) {
    const { games, absences } = rounds.get(round)!;
    for (const g of games) {
      const w = g.white;
      const b = g.black;
      switch (g.result) {
        case '1-0':
          add(round, w, b, 'white', 'win', s.win);
          add(round, b, w, 'black', 'loss', s.loss);
          break;
        case '0-1':
          add(round, w, b, 'white', 'loss', s.loss);
          add(round, b, w, 'black', 'win', s.win);
          break;
        case '½-½':
          add(round, w, b, 'white', 'draw', s.draw);
          add(round, b, w, 'black', 'draw', s.draw);
          break;
        case '+-':
          add(round, w, b, 'white', 'forfeitWin', s.forfeitWin);
          add(round, b, w, 'black', 'forfeitLoss', s.forfeitLoss, b);
          break;
        case '-+':
          add(round, w, b, 'white', 'forfeitLoss', s.forfeitLoss, w);
          add(round, b, w, 'black', 'forfeitWin', s.forfeitWin);
          break;
        case '--':
          break; // a double forfeit scores nothing
      }
    }
    for (const a of absences) {
      const p = a.player;
      if (a.reason === 'excused') {
        const n = (excusedCount.get(p) ?? 0) + 1;
        excusedCount.set(p, n);
        const within = n <= s.excusedLimit;
        items[p]!.push({
          round,
          kind: within ? 'excused' : 'excusedAfterLimit',
          fraction: within ? s.excused : s.excusedAfterLimit,
          of: p,
          count: n,
        });
      } else {
        // A penalty bye (straf-oneven) is scored as an absence without notice.
        items[p]!.push({
          round,
          kind: a.reason,
          fraction: a.reason === 'penaltyBye' ? s.unexcused : s[a.reason],
          of: p,
        });
      }
    }
  }
  return items;
}

/** Computes the standings after `afterRound` (default: the last round with a result). */
export function computeStandings(comp: KeizerCompetition, options: { afterRound?: number } = {}): KeizerStandings {
  const s = comp.settings;
  const n = comp.players.length;
  const R = Math.max(0, options.afterRound ?? lastPlayedRound(comp));
  const baseUnit = settingsUnit(s);
  const items = scoreItems(comp, R);
  const weights = items.map((list) => list.map((it) => (it.fraction.num * baseUnit) / it.fraction.den));
  const stats = countStats(comp, R);
  const final = R >= s.rounds && R > 0;
  const ranking = new SeasonRanking(
    comp,
    final,
    stats.map((st) => st.games),
  );

  // Start values: the starters' from the start order; an entrant's is set when he enters.
  const entered = ranking.fromRound.map((k) => k <= 1);
  const members0 = ranking.membersAfter(0);
  const start0 = ranking.placeEntrants(ranking.start, 0, members0);
  const startValues = ranking.values(start0, members0);
  const ownTerm = (p: PlayerId, round: number, values: readonly number[]): number => {
    if (!entered[p] || round >= s.ownValueUntilRound) return 0;
    if (s.ownValue === 'start') return startValues[p]!;
    if (s.ownValue === 'current') return values[p]!;
    return 0;
  };
  const own0 = comp.players.map((p) => ownTerm(p.id, 0, startValues) * baseUnit);
  const history: RoundSnapshot[] = [
    {
      round: 0,
      unit: baseUnit,
      score: own0,
      value: startValues,
      all: start0,
      order: start0.filter((p) => members0[p]),
      pricedWith: startValues,
      own: own0,
    },
  ];

  const scoreRound = roundScorer(s.recalculation, { players: n, baseUnit, items, weights, ownTerm, ranking });
  for (let r = 1; r <= R; r++) {
    const prev = history[r - 1]!;
    const during = ranking.membersDuring(r);
    // The values of the ranking after r−1, among the players of round r (they differ when late entrants came in).
    const pricing = during === ranking.membersAfter(r - 1) ? prev.value : ranking.values(prev.all, during);
    const { score, own, unit, pricedWith, cycle, iterations, oscillated, ...scored } = scoreRound(
      r,
      pricing,
      prev.all,
      during,
    );
    // The ranking after round r: the scored order with this round's late entrants placed in it.
    const members = ranking.membersAfter(r);
    const all = ranking.placeEntrants(scored.all, r, members);
    const value = ranking.values(all, members);
    for (const e of ranking.entering(r, members)) {
      entered[e] = true;
      startValues[e] = value[e]!;
      own[e] = ownTerm(e, r, value) * unit;
      score[e] = score[e]! + own[e]!;
    }
    history.push({
      round: r,
      unit,
      score,
      value,
      all,
      order: all.filter((p) => members[p]),
      pricedWith,
      own,
      ...(cycle ? { cycle } : {}),
      ...(iterations !== undefined ? { iterations } : {}),
      ...(oscillated ? { oscillated } : {}),
    });
  }

  const last = history[R]!;
  const rows: StandingRow[] = last.order.map((p, i) => {
    const player = comp.players[p]!;
    const st = stats[p]!;
    return {
      rank: i + 1,
      player: p,
      name: player.name,
      score: last.score[p]!,
      points: roundUnits(last.score[p]!, last.unit, s.decimals),
      value: last.value[p]!,
      startValue: startValues[p]!,
      ...st,
      ...(player.rating !== undefined ? { rating: player.rating } : {}),
    };
  });

  return {
    afterRound: R,
    final,
    unit: last.unit,
    rows,
    history,
    items,
    removed: comp.players.filter((p) => ranking.removedAtEnd[p.id]).map((p) => p.id),
    unplayed: comp.games.filter((g) => g.round <= R && g.result === undefined),
    startValue: startValues,
    participants: ranking.participants,
    baseUnit,
    fromRound: ranking.fromRound,
  };
}

interface Stats {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  forfeits: number;
  absences: number;
  byes: number;
}

function countStats(comp: KeizerCompetition, R: number): Stats[] {
  const stats: Stats[] = comp.players.map(() => ({
    games: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    forfeits: 0,
    absences: 0,
    byes: 0,
  }));
  for (const g of comp.games) {
    if (g.round > R || g.result === undefined) continue;
    const w = stats[g.white]!;
    const b = stats[g.black]!;
    if (isPlayedResult(g.result)) {
      w.games++;
      b.games++;
      if (g.result === '1-0') (w.wins++, b.losses++);
      else if (g.result === '0-1') (w.losses++, b.wins++);
      else (w.draws++, b.draws++);
    } else {
      w.forfeits++;
      b.forfeits++;
    }
  }
  for (const a of comp.absences) {
    if (a.round > R) continue;
    if (a.reason === 'bye') stats[a.player]!.byes++;
    else stats[a.player]!.absences++;
  }
  return stats;
}
