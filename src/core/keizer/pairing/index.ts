/** Keizer pairing: history, rules as edges, the matching engine, the independent checker. */
export { buildHistory } from './history';
export type { History, PlayerHistory, GameRecord, Colour } from './history';
export { pairRound, explain, roundMatchingGraph } from './engine';
export type { RoundMatchingGraph } from './engine';
export { buildRoundGraph } from './edges';
export { checkPairing } from './check';
export type { Violation, ViolationCode, ProposedPairing, CheckInput } from './check';
export * from './types';
export { RELAXABLE_RULES, pairingSettingsSpec } from './settings';
export type { RelaxableRule } from './settings';
export { nextRound, pairingInput, presentIn, presenceChange, seated } from './input';
