/** Partner draws of individual nights in tests: the input of a night, and an evening drawn round by round. */
import { drawPlayers } from '../../src/core/keezen/draw';
import type { PlayerDrawInput, SeatedRound } from '../../src/core/keezen/draw';

export const ids = (n: number) => Array.from({ length: n }, (_, i) => i);

export function input(n: number, rounds: number, over: Partial<PlayerDrawInput> = {}): PlayerDrawInput {
  return {
    evening: 1,
    round: 1,
    present: ids(n),
    history: [],
    roundsToPlan: rounds,
    playersPerSide: 2,
    oddPlayers: 'sitOut',
    seed: 'test',
    ...over,
  };
}

/** Draws an evening round by round (re-planning each time), with the presence of each round. */
export function evening(
  presence: readonly (readonly number[])[],
  seed: string,
  odd: 'sitOut' | 'tables' = 'sitOut',
): SeatedRound[] {
  const history: SeatedRound[] = [];
  presence.forEach((present, i) => {
    const r = drawPlayers(input(0, presence.length - i, { round: i + 1, present, history, seed, oddPlayers: odd }));
    history.push({ evening: 1, round: i + 1, tables: r.tables, byes: r.sitOut, seed });
  });
  return history;
}
