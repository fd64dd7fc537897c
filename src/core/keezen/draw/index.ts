/** Keezen table allocation and partner draws: the engines, the checker, the repeat counts. */
export { drawTeams, rankTeams } from './teams';
export { drawPlayers, roundShape } from './players';
export type { RoundShape } from './players';
export { checkDraw } from './check';
export type { DrawCheckInput, DrawViolation, DrawViolationCode } from './check';
export { countRepeats, repeatBounds, tallyPairs, pairCount, pairKey } from './repeats';
export * from './types';
export { drawSettingsSpec } from './settings';
