/** Keizer pairing: history, rules as edges, the matching engine, the independent checker. */
export { buildHistory } from './history';
export { pairRound, roundMatchingGraph } from './engine';
export { buildRoundGraph } from './edges';
export { checkPairing } from './check';
export type { Violation } from './check';
export * from './types';
export { pairingInput, presenceChange, seated } from './input';
