/** The one matching core of the project: every two-sided pairing goes through here. */
export {
  maxWeightMatching,
  matchedPairs,
  cardinality,
  matchingWeight,
  MAX_WEIGHT,
  MatchingInputError,
} from './blossom';
export type { MatchEdge, EdgeArrays } from './blossom';
export { lexPacker, packedBound, compareLex, PackingOverflow } from './pack';
export type { Level, LexPacker } from './pack';
export { maximumMatchingSize, tutteBergeWitness } from './structure';
