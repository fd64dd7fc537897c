/** Keezen table allocation and partner draws: the engines, the checker, the repeat counts. */
export { drawTeams } from './teams';
export { drawPlayers, roundShape } from './players';
export { checkDraw } from './check';
export { countRepeats, repeatBounds, pairKey } from './repeats';
export * from './types';
