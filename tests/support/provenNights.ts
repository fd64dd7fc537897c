/**
 * The fresh evenings of `proven.ts` in tests: which optima lie above the simple bound of `repeats.ts` (and so
 * are proven by a search), and a seating written as its players in seat order, as rounds.
 */
import { roundShape } from '../../src/core/keezen/draw';
import type { SeatedRound } from '../../src/core/keezen/draw/types';

/** Sizes whose optimum lies above the simple bound: the exact search proves them. */
export const ABOVE_BOUND = [
  [5, 2],
  [6, 3],
  [6, 4],
  [7, 5],
  [9, 4],
  [9, 5],
  [12, 5],
] as const;

/** Above the bound too, proven by counting and an exact cover (`proven.ts`, at its entry). */
export const BY_COVER = [[11, 7]] as const;

/** A seating as rounds: per round the players in seat order (partner, partner, opponent, opponent; then sitting out). */
export function roundsOf(n: number, seats: readonly number[], rounds: number): SeatedRound[] {
  const k = roundShape(n, 2, 'sitOut')!.sitOut;
  return Array.from({ length: rounds }, (_, t) => {
    const round = seats.slice(t * n, (t + 1) * n);
    return {
      evening: 1,
      round: t + 1,
      tables: Array.from({ length: (n - k) / 4 }, (_, j) => ({
        table: j + 1,
        sides: [round.slice(4 * j, 4 * j + 2), round.slice(4 * j + 2, 4 * j + 4)],
      })),
      byes: round.slice(n - k),
    };
  });
}
