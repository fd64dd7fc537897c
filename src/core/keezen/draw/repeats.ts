/**
 * Partners and opponents over a set of rounds: how often each pair met, the
 * repeats, and the lower bounds the numbers of players and rounds impose.
 *
 * Lower bound. A player who plays g games with one partner each has g partner
 * slots; if only A other players ever sit at a table in a round in which he
 * plays, at least g − A of his slots repeat a partner. Likewise for opponent
 * slots (2 per game at a 2-v-2 table). A repeat is a pair, counted by both of
 * its players, so
 *
 *     partner repeats ≥ ⌈ Σ_i (partner slots_i − A_i)⁺ / 2 ⌉
 *
 * and at least the largest (slots_i − A_i)⁺ on its own: every repeat of one
 * player is another pair. The same for opponents. It holds for every seating
 * of the same players in the same rounds with the same sit-outs (those fix the
 * slots). Examples: 8 players, 5 rounds of two 2-v-2 tables: 10 opponent slots
 * each, 7 others, so at least ⌈8 · 3 / 2⌉ = 12 opponent repeats; 11 players,
 * 7 rounds: the one who sits out once has 12 opponent slots and 10 others, so
 * at least 2 (half the sum says 1).
 */
import type { EntrantId } from '../types';
import type { RepeatCount, SeatedRound } from './types';

/** The key of an unordered pair ("a:b", a < b). */
export const pairKey = (a: EntrantId, b: EntrantId): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

export interface PairTally {
  readonly partners: Map<string, number>;
  readonly opponents: Map<string, number>;
  /** Sit-outs (byes) per entrant. */
  readonly byes: Map<EntrantId, number>;
}

/** How often each pair were partners and opponents in these rounds, and the sit-outs. */
export function tallyPairs(rounds: readonly SeatedRound[]): PairTally {
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const byes = new Map<EntrantId, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const r of rounds) {
    for (const t of r.tables) {
      t.sides.forEach((side, si) => {
        for (let i = 0; i < side.length; i++) {
          for (let j = i + 1; j < side.length; j++) bump(partners, pairKey(side[i]!, side[j]!));
          for (let sj = si + 1; sj < t.sides.length; sj++)
            for (const o of t.sides[sj]!) bump(opponents, pairKey(side[i]!, o));
        }
      });
    }
    for (const b of r.byes) byes.set(b, (byes.get(b) ?? 0) + 1);
  }
  return { partners, opponents, byes };
}

export function pairCount(m: Map<string, number>, a: EntrantId, b: EntrantId): number {
  return m.get(pairKey(a, b)) ?? 0;
}

function excess(m: Map<string, number>): number {
  let s = 0;
  for (const c of m.values()) if (c > 1) s += c - 1;
  return s;
}

/** The lower bounds on partner and opponent repeats for these rounds (see the top of this file). */
export function repeatBounds(rounds: readonly SeatedRound[]): { partnerBound: number; opponentBound: number } {
  const pSlots = new Map<EntrantId, number>();
  const oSlots = new Map<EntrantId, number>();
  const others = new Map<EntrantId, Set<EntrantId>>();
  for (const r of rounds) {
    const seated: EntrantId[] = [];
    for (const t of r.tables) for (const side of t.sides) seated.push(...side);
    for (const t of r.tables) {
      const size = t.sides.reduce((s, side) => s + side.length, 0);
      for (const side of t.sides) {
        for (const p of side) {
          pSlots.set(p, (pSlots.get(p) ?? 0) + side.length - 1);
          oSlots.set(p, (oSlots.get(p) ?? 0) + size - side.length);
          let set = others.get(p);
          if (!set) others.set(p, (set = new Set()));
          for (const q of seated) if (q !== p) set.add(q);
        }
      }
    }
  }
  const p: number[] = [];
  const o: number[] = [];
  for (const [player, set] of others) {
    p.push(Math.max(0, (pSlots.get(player) ?? 0) - set.size));
    o.push(Math.max(0, (oSlots.get(player) ?? 0) - set.size));
  }
  return { partnerBound: pairsAtLeast(p), opponentBound: pairsAtLeast(o) };
}

/**
 * The fewest pairs (counted with multiplicity) that give each player at least his number of them: half
 * the sum, rounded up, and at least the largest (his pairs are all different repeats).
 */
export function pairsAtLeast(need: readonly number[]): number {
  let sum = 0;
  let most = 0;
  for (const x of need) {
    sum += x;
    if (x > most) most = x;
  }
  return Math.max(Math.ceil(sum / 2), most);
}

/** Repeats, bounds and the sit-out spread over these rounds (spread among those in the last round). */
export function countRepeats(rounds: readonly SeatedRound[]): RepeatCount {
  const t = tallyPairs(rounds);
  const last = rounds[rounds.length - 1];
  let spread = 0;
  if (last) {
    const inLast = [...last.byes];
    for (const table of last.tables) for (const side of table.sides) inLast.push(...side);
    const counts = inLast.map((p) => t.byes.get(p) ?? 0);
    if (counts.length > 0) spread = Math.max(...counts) - Math.min(...counts);
  }
  return {
    partners: excess(t.partners),
    opponents: excess(t.opponents),
    ...repeatBounds(rounds),
    sitOutSpread: spread,
  };
}
