/**
 * Fresh games nights (2 v 2, sit-outs, no history this evening) whose exact
 * search does not close within `EXACT_BUDGET`: the fewest repeated opponents
 * with no repeated partner and sit-outs even after every round, proven by
 * `scripts/keezen-optimal.ts` with a larger budget (the same search), and a
 * seating that reaches it. A test checks every seating and proves every
 * optimum again.
 *
 * Seating: per round the players 0..n−1 (one hex digit each) in the seat order
 * of the shape: each table partner, partner, opponent, opponent; then those who
 * sit out.
 */

export interface ProvenNight {
  /** Repeated opponents of the best seating: no seating of the evening has fewer. */
  readonly opponents: number;
  readonly seats: string;
}

/** By "players×rounds". */
export const PROVEN_NIGHTS: Readonly<Record<string, ProvenNight>> = {
  '9×5': { opponents: 6, seats: '012345678024635781035617482061825473165724380' },
  '12×5': { opponents: 2, seats: '0123456789ab0214368a579b048b1359276a0879154a263b095612783a4b' },
  '11×6': { opponents: 0, seats: '0123456789a3458697a012041a28793561268359a4700689273a1450346185a279' },
};

/** The proven optimum and a seating reaching it, for a fresh evening of this size when it is in the table. */
export function provenNight(players: number, rounds: number): { opponents: number; seats: Int32Array } | undefined {
  const p = PROVEN_NIGHTS[`${players}×${rounds}`];
  if (!p) return undefined;
  return { opponents: p.opponents, seats: Int32Array.from(p.seats, (c) => parseInt(c, 16)) };
}
