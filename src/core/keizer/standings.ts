/**
 * Keizer standings: scores, ranking and values after each round.
 *
 * score = own value (until ownValueUntilRound) + Σ result fraction × opponent's
 * value + Σ absence fraction × own value. Which ranking the values come from is
 * the `recalculation` setting:
 *  - classic: the standings after round r price every result of rounds 1..r with
 *    the values of the ranking after round r−1 (round 1: the start order);
 *  - iterate: from that ranking, repeat values → scores → ranking until the
 *    ranking repeats; if it returns to an earlier ranking (an oscillation), the
 *    scores are averaged over the rankings of the cycle; at most 20 passes;
 *  - frozen: each round's results are priced once, with the values of the
 *    ranking before that round, and never re-priced.
 *
 * Scores are whole numbers of the unit 1/`unit` (the least common multiple of
 * the denominators of all fractions), so totals are exact; they are rounded
 * only for display.
 *
 * Players outside the ladder (inactive, or with 0 games at the end of the
 * season) take no rank; games against them are priced with the value of the
 * rank they would take among the ladder players ("slot value"), times the
 * `inactiveGames` fraction for players who are not active.
 *
 * Late entrants (`fromRound` k > 1) are not in the ladder before round k. In
 * the ranking after round k−1 (the one that prices and pairs round k) they
 * are placed by rating among the ladder players, or at the bottom (setting
 * `lateEntry`); the value of that place is their start value. The automatic
 * top value counts the players who start in round 1.
 *
 * Every snapshot keeps what its scores were made of (`own`, `pricedWith`,
 * `cycle`), so that an explanation can list each contribution and add up to
 * the score exactly (src/core/keizer/explain.ts).
 */
import { Fraction, fraction, lcm, roundUnits } from '../fraction';
import { ladderValues } from './ladder';
import type { KeizerSettings } from './settings';
import { byRating, chain, startOrder } from './startOrder';
import { AbsenceReason, KeizerCompetition, KeizerGame, PlayerId, isPlayedResult } from './types';

export const MAX_ITERATIONS = 20;

/** What a score item pays for: a game result or an absence type. */
export type ItemKind = 'win' | 'draw' | 'loss' | 'forfeitWin' | 'forfeitLoss' | 'excused' | 'excusedAfterLimit' | Exclude<AbsenceReason, 'excused'>;

/** One contribution to a player's score: `fraction` × the value of player `of`. */
export interface ScoreItem {
  readonly round: number;
  readonly kind: ItemKind;
  readonly fraction: Fraction;
  /** Whose value is paid: the opponent for games (except forfeitLoss), the player himself for absences. */
  readonly of: PlayerId;
  readonly opponent?: PlayerId;
  readonly colour?: 'white' | 'black';
  /** For excused absences: the how-many-th this is. */
  readonly count?: number;
  /** A game against a player who is not active: the fraction includes the inactiveGames setting. */
  readonly inactiveOpponent?: boolean;
}

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

export interface StandingRow {
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
  const fractions = [...results, ...results.map((f) => times(f, s.inactiveGames)), s.forfeitLoss, s.excused, s.excusedAfterLimit, s.unexcused, s.external, s.clubDuty, s.bye];
  return fractions.reduce((u, f) => lcm(u, f.den), 1);
}

/** The score items of every player for rounds 1..afterRound. */
export function scoreItems(comp: KeizerCompetition, afterRound: number): ScoreItem[][] {
  const s = comp.settings;
  const items: ScoreItem[][] = comp.players.map(() => []);
  for (const g of comp.games) {
    if (g.round > afterRound || g.result === undefined) continue;
    const w = g.white;
    const b = g.black;
    const add = (p: PlayerId, opp: PlayerId, colour: 'white' | 'black', kind: ItemKind, f: Fraction, of = opp) => {
      const inactive = of === opp && !comp.players[opp]!.active;
      items[p]!.push({ round: g.round, kind, fraction: inactive ? times(f, s.inactiveGames) : f, of, opponent: opp, colour, ...(inactive ? { inactiveOpponent: true } : {}) });
    };
    switch (g.result) {
      case '1-0':
        add(w, b, 'white', 'win', s.win);
        add(b, w, 'black', 'loss', s.loss);
        break;
      case '0-1':
        add(w, b, 'white', 'loss', s.loss);
        add(b, w, 'black', 'win', s.win);
        break;
      case '½-½':
        add(w, b, 'white', 'draw', s.draw);
        add(b, w, 'black', 'draw', s.draw);
        break;
      case '+-':
        add(w, b, 'white', 'forfeitWin', s.forfeitWin);
        add(b, w, 'black', 'forfeitLoss', s.forfeitLoss, b);
        break;
      case '-+':
        add(w, b, 'white', 'forfeitLoss', s.forfeitLoss, w);
        add(b, w, 'black', 'forfeitWin', s.forfeitWin);
        break;
      case '--':
        break; // a double forfeit scores nothing
    }
  }
  const absences = [...comp.absences].filter((a) => a.round <= afterRound).sort((a, b) => a.round - b.round);
  const excusedCount = new Map<PlayerId, number>();
  for (const a of absences) {
    const p = a.player;
    if (a.reason === 'excused') {
      const n = (excusedCount.get(p) ?? 0) + 1;
      excusedCount.set(p, n);
      const within = n <= s.excusedLimit;
      items[p]!.push({ round: a.round, kind: within ? 'excused' : 'excusedAfterLimit', fraction: within ? s.excused : s.excusedAfterLimit, of: p, count: n });
    } else {
      // A penalty bye (straf-oneven) is scored as an absence without notice.
      items[p]!.push({ round: a.round, kind: a.reason, fraction: a.reason === 'penaltyBye' ? s.unexcused : s[a.reason], of: p });
    }
  }
  for (const list of items) list.sort((a, b) => a.round - b.round);
  return items;
}

/** Computes the standings after `afterRound` (default: the last round with a result). */
export function computeStandings(comp: KeizerCompetition, options: { afterRound?: number } = {}): KeizerStandings {
  const s = comp.settings;
  const n = comp.players.length;
  const R = Math.max(0, options.afterRound ?? lastPlayedRound(comp));
  const baseUnit = settingsUnit(s);
  const items = scoreItems(comp, R);

  // Weights: units paid per point of value, per item.
  const weights = items.map((list) => list.map((it) => (it.fraction.num * baseUnit) / it.fraction.den));

  // Who starts in round 1, and the late entrants (by entry round, rating, name).
  const fromRound = comp.players.map((p) => Math.max(1, p.fromRound ?? 1));
  const starters = comp.players.filter((p) => fromRound[p.id]! <= 1);
  const entrants = comp.players.filter((p) => fromRound[p.id]! > 1).sort(chain((a, b) => fromRound[a.id]! - fromRound[b.id]!, byRating));
  const start = [...startOrder(starters, s.startOrder), ...entrants.map((p) => p.id)];

  // Deterministic tie order: rating (high first), start order, name.
  const startPos = new Array<number>(n);
  start.forEach((id, i) => (startPos[id] = i));
  const tieOrder = new Array<number>(n);
  [...comp.players]
    .sort(chain(byRating, (a, b) => startPos[a.id]! - startPos[b.id]!))
    .forEach((p, i) => (tieOrder[p.id] = i));

  const stats = countStats(comp, R);
  const final = R >= s.rounds && R > 0;
  const active = comp.players.map((p) => p.active);

  // Ladder membership. Snapshot r (the ranking after round r) holds the active
  // players of round r+1; round r is priced among the players of round r. At
  // the end of the season players with 0 games leave (Zwarte Dame regulations, A.11).
  const removedAtEnd = comp.players.map((p) => final && p.active && stats[p.id]!.games === 0);
  // Membership changes only when late entrants come in and at the end: cache by (entrants in, end).
  const entryRounds = entrants.map((p) => fromRound[p.id]!);
  const membershipCache = new Map<string, boolean[]>();
  const membership = (nextRound: number, atEnd: boolean): boolean[] => {
    let count = 0;
    while (count < entryRounds.length && entryRounds[count]! <= nextRound) count++;
    const key = `${count}:${atEnd}`;
    const hit = membershipCache.get(key);
    if (hit) return hit;
    const m = comp.players.map((p) => active[p.id]! && fromRound[p.id]! <= nextRound && !(atEnd && removedAtEnd[p.id]!));
    membershipCache.set(key, m);
    return m;
  };
  /** The players with a rank in the ranking after round r. */
  const membersAfter = (r: number) => membership(r + 1, final && r >= s.rounds);
  /** The players among whom round r is priced. */
  const membersDuring = (r: number) => membership(r, final && r >= s.rounds);

  const participants = starters.length;
  const memberCount = (m: readonly boolean[]) => m.reduce((c, x) => c + (x ? 1 : 0), 0);
  const ladderCache = new Map<number, number[]>();
  const ladder = (size: number) => {
    let l = ladderCache.get(size);
    if (!l) ladderCache.set(size, (l = ladderValues(s, participants, Math.max(size, 1))));
    return l;
  };

  /** Value vector for a full ranking (all players best first) and a ladder membership. */
  const valueVector = (all: readonly PlayerId[], members: readonly boolean[]): number[] => {
    const values = ladder(memberCount(members));
    const out = new Array<number>(n);
    let rank = 0;
    for (const p of all) {
      if (members[p]) out[p] = values[rank++]!;
      else out[p] = values[Math.min(rank, values.length - 1)]!;
    }
    return out;
  };

  const sortAll = (score: readonly number[]): PlayerId[] => {
    const ids = comp.players.map((p) => p.id);
    return ids.sort((a, b) => score[b]! - score[a]! || tieOrder[a]! - tieOrder[b]!);
  };

  /**
   * Places the late entrants of round r+1 in the ranking after round r: by
   * rating among the ladder players (rank = 1 + the number of them rated
   * higher), or at the bottom.
   */
  const placeEntrants = (all: readonly PlayerId[], r: number, members: readonly boolean[]): PlayerId[] => {
    const coming = entrants.filter((p) => fromRound[p.id] === r + 1 && members[p.id]).map((p) => p.id);
    if (coming.length === 0) return all as PlayerId[];
    const isComing = new Set(coming);
    const without = all.filter((p) => !isComing.has(p));
    const order = without.filter((p) => members[p]);
    for (const p of coming) {
      const rating = comp.players[p]!.rating;
      let at = order.length;
      if (s.lateEntry === 'rating' && rating !== undefined) at = order.filter((q) => (comp.players[q]!.rating ?? -Infinity) > rating).length;
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
  };

  // Start values: the starters' from the start order; an entrant's is set when he enters.
  const entered = comp.players.map((p) => fromRound[p.id]! <= 1);
  const members0 = membersAfter(0);
  const start0 = placeEntrants(start, 0, members0);
  const startValues = valueVector(start0, members0);
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

  /** Scores of all players for round r priced with `values` (classic re-pricing of rounds 1..r). */
  const price = (r: number, values: readonly number[]): { score: number[]; own: number[] } => {
    const score = new Array<number>(n);
    const own = new Array<number>(n);
    for (let p = 0; p < n; p++) {
      const o = ownTerm(p, r, values) * baseUnit;
      let total = o;
      const list = items[p]!;
      const w = weights[p]!;
      for (let i = 0; i < list.length; i++) {
        const it = list[i]!;
        if (it.round > r) break;
        total += w[i]! * values[it.of]!;
      }
      score[p] = total;
      own[p] = o;
    }
    return { score, own };
  };

  // Frozen: item points fixed when their round is priced.
  const frozenSum = new Array<number>(n).fill(0);
  const itemCursor = new Array<number>(n).fill(0);

  for (let r = 1; r <= R; r++) {
    const prev = history[r - 1]!;
    const during = membersDuring(r);
    const pricing = during === membersAfter(r - 1) ? prev.value : valueVector(prev.all, during);
    let score: number[];
    let own: number[];
    let unit = baseUnit;
    let iterations: number | undefined;
    let oscillated: boolean | undefined;
    let cycle: number[][] | undefined;
    let all: PlayerId[];
    let pricedWith = pricing;

    if (s.recalculation === 'frozen') {
      score = new Array<number>(n);
      own = new Array<number>(n);
      for (let p = 0; p < n; p++) {
        const list = items[p]!;
        const w = weights[p]!;
        let i = itemCursor[p]!;
        while (i < list.length && list[i]!.round === r) {
          frozenSum[p]! += w[i]! * pricing[list[i]!.of]!;
          i++;
        }
        itemCursor[p] = i;
        own[p] = ownTerm(p, r, pricing) * baseUnit;
        score[p] = frozenSum[p]! + own[p]!;
      }
      all = sortAll(score);
    } else if (s.recalculation === 'classic') {
      ({ score, own } = price(r, pricing));
      all = sortAll(score);
    } else {
      // iterate
      const rankings: PlayerId[][] = [prev.all.slice()];
      const passes: { score: number[]; own: number[] }[] = [];
      const valueSets: number[][] = [];
      let done = false;
      score = [];
      own = [];
      all = [];
      for (let k = 0; k < MAX_ITERATIONS && !done; k++) {
        const values = k === 0 ? [...pricing] : valueVector(rankings[k]!, during);
        valueSets.push(values);
        const pass = price(r, values);
        passes.push(pass);
        const next = sortAll(pass.score);
        const seen = rankings.findIndex((rk) => sameOrder(rk, next));
        iterations = k + 1;
        if (seen === k) {
          ({ score, own } = pass);
          all = next;
          pricedWith = values;
          done = true;
        } else if (seen >= 0) {
          // Oscillation: average the scores over the cycle's passes seen..k.
          const inCycle = passes.slice(seen);
          unit = baseUnit * inCycle.length;
          score = comp.players.map((p) => inCycle.reduce((t, c) => t + c.score[p.id]!, 0));
          own = comp.players.map((p) => inCycle.reduce((t, c) => t + c.own[p.id]!, 0));
          cycle = valueSets.slice(seen);
          all = sortAll(score);
          pricedWith = values;
          oscillated = true;
          done = true;
        } else {
          rankings.push(next);
        }
      }
      if (!done) {
        // No settling within the cap: the last pass stands (oscillated = true marks it).
        ({ score, own } = passes[passes.length - 1]!);
        all = sortAll(score);
        pricedWith = valueSets[valueSets.length - 1]!;
        oscillated = true;
      }
    }

    const members = membersAfter(r);
    all = placeEntrants(all, r, members);
    const value = valueVector(all, members);
    for (const e of entrants) {
      if (fromRound[e.id] !== r + 1 || !members[e.id]) continue;
      entered[e.id] = true;
      startValues[e.id] = value[e.id]!;
      own[e.id] = ownTerm(e.id, r, value) * unit;
      score[e.id] = score[e.id]! + own[e.id]!;
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
    removed: comp.players.filter((p) => removedAtEnd[p.id]).map((p) => p.id),
    unplayed: comp.games.filter((g) => g.round <= R && g.result === undefined),
    startValue: startValues,
    participants,
    baseUnit,
    fromRound,
  };
}

function sameOrder(a: readonly PlayerId[], b: readonly PlayerId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
  const stats: Stats[] = comp.players.map(() => ({ games: 0, wins: 0, draws: 0, losses: 0, forfeits: 0, absences: 0, byes: 0 }));
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
