/**
 * "How did I get these points?": every contribution to one player's score,
 * read from what the standings engine kept (the snapshots' `own`,
 * `pricedWith` and `cycle`, and the score items), never recomputed apart.
 * The rows add up to the score in the standings exactly, in units of 1/unit.
 *
 * Which value prices an item is the engine's rule:
 *  - classic and iterate: every round is priced with the value vector of the
 *    last snapshot (`pricedWith`); after an oscillation the scores are the sum
 *    over the passes of the cycle (`cycle`), so the value used is their average;
 *  - frozen: each round keeps the values it was priced with (`pricedWith` of
 *    the snapshot of that round).
 */
import type { Fraction } from '../fraction';
import { gcd } from '../fraction';
import type { ItemKind, KeizerStandings, RoundSnapshot, ScoreItem } from './standings';
import type { GameResult, KeizerCompetition, PlayerId } from './types';

/** What a row stands for. */
type ExplainKind =
  | ItemKind
  /** The own (start) value while it counts. */
  | 'own'
  /** The own value no longer counts (after ownValueUntilRound): a 0 row that says so. */
  | 'ownRemoved'
  /** A double forfeit (--): nothing for either player. */
  | 'doubleForfeit'
  /** A game without a result yet: does not count yet. */
  | 'unplayed'
  /** Neither paired nor listed as absent in this round. */
  | 'notPaired'
  /** A late entrant before his first round. */
  | 'notYetEntered';

/** An exact value: num/den (den > 1 only for an average over an oscillation). */
interface ExactValue {
  readonly num: number;
  readonly den: number;
}

export interface ExplainRow {
  /** 0 for the own value. */
  readonly round: number;
  readonly kind: ExplainKind;
  readonly opponent?: PlayerId;
  readonly colour?: 'white' | 'black';
  /** The game's result as written (white first). */
  readonly result?: GameResult;
  /** The value that was paid a fraction of. */
  readonly value?: ExactValue;
  /** Whose value: the opponent's or the player's own. */
  readonly whose?: 'opponent' | 'own';
  readonly fraction?: Fraction;
  /** The how-many-th absence of this kind (excused counts both excused kinds together, as the limit does). */
  readonly count?: number;
  readonly inactiveOpponent?: boolean;
  /** Points in units of 1/unit. */
  readonly points: number;
  /** Running total after this row, in units of 1/unit. */
  readonly cumulative: number;
}

export interface Explanation {
  readonly player: PlayerId;
  readonly afterRound: number;
  readonly unit: number;
  readonly rows: readonly ExplainRow[];
  /** Sum of the rows (units). */
  readonly total: number;
  /** The score in the standings (units); equal to total. */
  readonly score: number;
  /** Rank in the standings, undefined when the player has none (inactive, removed, not yet entered). */
  readonly rank?: number;
  /** Value in the ranking after afterRound (the value for the next round). */
  readonly value: number;
  readonly startValue: number;
  readonly final: boolean;
  readonly removed: boolean;
  readonly recalculation: KeizerCompetition['settings']['recalculation'];
  /** The round whose ranking priced the rounds (classic/iterate: afterRound − 1). */
  readonly pricedAfter: number;
  readonly oscillated: boolean;
}

function exact(num: number, den: number): ExactValue {
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

/** The explanation of one player's score after the standings' round. */
export function explainPlayer(comp: KeizerCompetition, standings: KeizerStandings, player: PlayerId): Explanation {
  const s = comp.settings;
  const R = standings.afterRound;
  const last = standings.history[R]!;
  const unit = last.unit;
  const base = standings.baseUnit;
  const frozen = s.recalculation === 'frozen';
  const items = standings.items[player] ?? [];
  const rows: ExplainRow[] = [];
  let cumulative = 0;
  const push = (row: Omit<ExplainRow, 'cumulative'>) => {
    cumulative += row.points;
    rows.push({ ...row, cumulative });
  };

  /**
   * The value vectors an item of round t was priced with. Their sum times the
   * item's weight is in units of 1/unit: one vector in the base unit, or the
   * m vectors of an oscillation in the unit base × m.
   */
  const vectorsFor = (round: number): readonly (readonly number[])[] => {
    if (frozen) return [standings.history[round]!.pricedWith];
    return last.cycle ?? [last.pricedWith];
  };

  // The own value: its points are the snapshot's own term; the value is those points (fraction 1).
  const own = last.own[player]!;
  if (own !== 0) {
    push({ round: 0, kind: 'own', value: exact(own, unit), whose: 'own', fraction: { num: 1, den: 1 }, points: own });
  } else if (
    s.ownValue !== 'none' &&
    s.ownValueUntilRound > 0 &&
    R >= s.ownValueUntilRound &&
    standings.fromRound[player]! <= R
  ) {
    push({ round: 0, kind: 'ownRemoved', value: exact(standings.startValue[player]!, 1), whose: 'own', points: 0 });
  }

  const counts = new Map<string, number>();
  const byRound = new Map<number, ScoreItem[]>();
  for (const it of items) {
    const list = byRound.get(it.round) ?? [];
    list.push(it);
    byRound.set(it.round, list);
  }
  const gamesOf = new Map<number, (typeof comp.games)[number][]>();
  for (const g of comp.games) {
    if (g.round > R || (g.white !== player && g.black !== player)) continue;
    const list = gamesOf.get(g.round) ?? [];
    list.push(g);
    gamesOf.set(g.round, list);
  }

  const weight = (f: Fraction) => (f.num * base) / f.den;
  for (let r = 1; r <= R; r++) {
    const list = byRound.get(r) ?? [];
    for (const it of list) {
      const vectors = vectorsFor(it.round);
      const sum = vectors.reduce((t, v) => t + v[it.of]!, 0);
      const points = weight(it.fraction) * sum;
      const isGame = it.opponent !== undefined;
      const countKey = it.kind === 'excusedAfterLimit' ? 'excused' : it.kind;
      const count = isGame ? undefined : (it.count ?? (counts.get(countKey) ?? 0) + 1);
      if (count !== undefined) counts.set(countKey, count);
      const game = isGame ? gamesOf.get(r)?.find((g) => g.white === it.opponent || g.black === it.opponent) : undefined;
      push({
        round: r,
        kind: it.kind,
        ...(it.opponent !== undefined ? { opponent: it.opponent } : {}),
        ...(it.colour ? { colour: it.colour } : {}),
        ...(game?.result ? { result: game.result } : {}),
        value: exact(sum, vectors.length),
        whose: it.of === player ? 'own' : 'opponent',
        fraction: it.fraction,
        ...(count !== undefined ? { count } : {}),
        ...(it.inactiveOpponent ? { inactiveOpponent: true } : {}),
        points,
      });
    }
    if (list.length > 0) continue;
    const games = gamesOf.get(r) ?? [];
    if (games.length > 0) {
      for (const g of games) {
        const white = g.white === player;
        push({
          round: r,
          kind: g.result === '--' ? 'doubleForfeit' : 'unplayed',
          opponent: white ? g.black : g.white,
          colour: white ? 'white' : 'black',
          ...(g.result ? { result: g.result } : {}),
          points: 0,
        });
      }
    } else {
      push({ round: r, kind: r < standings.fromRound[player]! ? 'notYetEntered' : 'notPaired', points: 0 });
    }
  }

  const row = standings.rows.find((x) => x.player === player);
  return {
    player,
    afterRound: R,
    unit,
    rows,
    total: cumulative,
    score: last.score[player]!,
    ...(row ? { rank: row.rank } : {}),
    value: last.value[player]!,
    startValue: standings.startValue[player]!,
    final: standings.final,
    removed: standings.removed.includes(player),
    recalculation: s.recalculation,
    pricedAfter: Math.max(0, R - 1),
    oscillated: last.oscillated === true,
  };
}

/** The snapshot a crosstable takes "the value before round r" from: the ranking after round r−1. */
export function valueBeforeRound(standings: KeizerStandings, round: number, player: PlayerId): number {
  const snap: RoundSnapshot = standings.history[round - 1]!;
  return snap.value[player]!;
}
